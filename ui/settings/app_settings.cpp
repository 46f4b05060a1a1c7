#include "ui/settings/app_settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <stdexcept>

#include "ui/shell/settings_keys.h"

namespace am::ui {

namespace {
constexpr std::uint64_t kMinTestFileBytes = 1ull << 20; // below 1 MiB a 1 MiB block cell has nothing to do
const QString kExportDirKey = QStringLiteral("bench/exportDir"); // not a Settings dialog value: the save dialogs' memory
} // namespace

QString lastExportDir()
{
    const QString dir = QSettings().value(kExportDirKey).toString();
    return !dir.isEmpty() && QFileInfo(dir).isDir() ? dir : QString(); // a folder removed since is forgotten
}

void setLastExportDir(const QString& dir) { QSettings().setValue(kExportDirKey, QDir::cleanPath(dir)); }

QString defaultTestFileDir() { return QStandardPaths::writableLocation(QStandardPaths::CacheLocation); }

QString defaultTestFileSize() { return QStringLiteral("1GiB"); }

AppSettings AppSettings::load()
{
    QSettings s;
    AppSettings a;
    a.test_file_dir = s.value(settings::kTestFileDir).toString();
    if (a.test_file_dir.isEmpty() || !AppSettings::testFileDirProblem(a.test_file_dir).isEmpty()) a.test_file_dir = defaultTestFileDir();
    a.test_file_size = s.value(settings::kTestFileSize).toString();
    if (!AppSettings::testFileSizeProblem(a.test_file_size).isEmpty()) a.test_file_size = defaultTestFileSize();
    bool ok = false;
    const double interval = s.value(settings::kSampleInterval).toDouble(&ok);
    if (ok && interval >= kMinSampleIntervalS && interval <= kMaxSampleIntervalS) a.sample_interval_s = interval;
    a.units = s.value(settings::kSizeUnits).toString() == QLatin1String("binary") ? util::SizeUnits::Binary
                                                                                    : util::SizeUnits::Decimal;
    a.language = s.value(settings::kLanguage).toString();
    return a;
}

void AppSettings::save() const
{
    QSettings s;
    // The default folder is stored as "not chosen", so it follows the cache directory.
    if (QDir::cleanPath(test_file_dir) == QDir::cleanPath(defaultTestFileDir())) s.remove(settings::kTestFileDir);
    else s.setValue(settings::kTestFileDir, QDir::cleanPath(test_file_dir));
    s.setValue(settings::kTestFileSize, test_file_size.trimmed());
    s.setValue(settings::kSampleInterval, sample_interval_s);
    s.setValue(settings::kSizeUnits, units == util::SizeUnits::Binary ? QStringLiteral("binary") : QStringLiteral("decimal"));
    s.setValue(settings::kLanguage, language);
}

QString AppSettings::testFilePath() const { return QDir(test_file_dir).filePath(QString::fromLatin1(kTestFileName)); }

QString AppSettings::testFileDirProblem(const QString& dir)
{
    if (dir.trimmed().isEmpty()) return tr("Choose a folder for the test file.");
    if (!QDir::isAbsolutePath(dir)) return tr("“%1” is not an absolute path: the folder must start with /.").arg(dir);
    // A folder that does not exist yet is created at the first run, so its
    // nearest existing parent must be a folder we may write into.
    QFileInfo info(dir);
    QString missing;
    while (!info.exists() && !info.isRoot()) {
        missing = info.fileName();
        info.setFile(info.absolutePath());
    }
    if (!info.isDir()) return tr("“%1” is not a folder: the test file needs a folder to live in.").arg(info.absoluteFilePath());
    if (!info.isWritable())
        return tr("“%1” is not writable by you: choose a folder where you may create files.").arg(info.absoluteFilePath());
    return {};
}

QString AppSettings::testFileSizeProblem(const QString& size)
{
    const QString text = size.trimmed();
    if (text.isEmpty()) return tr("Enter the size of the test file, e.g. 1GiB.");
    std::uint64_t bytes = 0;
    try {
        bytes = util::parseSize(text.toStdString());
    } catch (const std::exception&) {
        return tr("“%1” is not a size: write a whole number with an optional unit (k, M, G, T; binary), e.g. 512MiB or 4GiB.").arg(text);
    }
    if (bytes < kMinTestFileBytes) return tr("“%1” is too small: the test file must be at least 1 MiB.").arg(text);
    return {};
}

QString AppSettings::systemLanguageName()
{
    // The C locale has no language name; ArrayMark shows English there.
    const QString name = QLocale::system().nativeLanguageName();
    return tr("System (%1)").arg(name.isEmpty() ? QStringLiteral("English") : name);
}

QList<LanguageChoice> languageChoices()
{
    return {{QString(), AppSettings::systemLanguageName()},
            {QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("ru"), QStringLiteral("Русский")}};
}

QLocale interfaceLocale(const QString& language_code)
{
    if (language_code == QLatin1String("en")) return QLocale(QLocale::English, QLocale::UnitedStates);
    if (language_code == QLatin1String("ru")) return QLocale(QLocale::Russian, QLocale::Russia);
    return QLocale::system();
}

} // namespace am::ui
