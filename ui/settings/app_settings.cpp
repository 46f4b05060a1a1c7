#include "ui/settings/app_settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <stdexcept>

#include "core/bench/job_validation.h"
#include "core/bench/test_folder.h"
#include "ui/shell/settings_keys.h"

namespace am::ui {

QString lastExportDir()
{
    const QString dir = QSettings().value(settings::kExportDir).toString();
    return !dir.isEmpty() && QFileInfo(dir).isDir()
               ? dir
               : QString(); // a folder removed since is forgotten
}

void setLastExportDir(const QString& dir)
{
    QSettings().setValue(settings::kExportDir, QDir::cleanPath(dir));
}

QString defaultTestFileDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
}

QString defaultTestFileSize() { return QStringLiteral("1GiB"); }

AppSettings AppSettings::load()
{
    QSettings s;
    AppSettings a;
    a.test_file_dir = s.value(settings::kTestFileDir).toString();
    if (a.test_file_dir.isEmpty() || !AppSettings::testFileDirProblem(a.test_file_dir).isEmpty())
        a.test_file_dir = defaultTestFileDir();
    a.test_file_size = s.value(settings::kTestFileSize).toString();
    if (!AppSettings::testFileSizeProblem(a.test_file_size).isEmpty())
        a.test_file_size = defaultTestFileSize();
    bool ok = false;
    const double interval = s.value(settings::kSampleInterval).toDouble(&ok);
    if (ok && interval >= kMinSampleIntervalS && interval <= kMaxSampleIntervalS)
        a.sample_interval_s = interval;
    a.units = s.value(settings::kSizeUnits).toString() == QLatin1String("binary")
                  ? util::SizeUnits::Binary
                  : util::SizeUnits::Decimal;
    a.language = s.value(settings::kLanguage).toString();
    return a;
}

void AppSettings::save() const
{
    QSettings s;
    // The default folder is stored as "not chosen", so it follows the cache directory.
    if (QDir::cleanPath(test_file_dir) == QDir::cleanPath(defaultTestFileDir()))
        s.remove(settings::kTestFileDir);
    else
        s.setValue(settings::kTestFileDir, QDir::cleanPath(test_file_dir));
    s.setValue(settings::kTestFileSize, test_file_size.trimmed());
    s.setValue(settings::kSampleInterval, sample_interval_s);
    s.setValue(settings::kSizeUnits, units == util::SizeUnits::Binary ? QStringLiteral("binary")
                                                                      : QStringLiteral("decimal"));
    s.setValue(settings::kLanguage, language);
}

QString AppSettings::testFilePath() const
{
    return QDir(test_file_dir).filePath(QString::fromLatin1(kTestFileName));
}

QString AppSettings::testFileDirProblem(const QString& dir)
{
    if (dir.trimmed().isEmpty()) return tr("Choose a folder for the test file.");
    // The rule of the CLI's file target, with the GUI creating missing folders at the first run.
    const auto problem =
        bench::testFolderProblem(QDir::cleanPath(dir).toStdString(), bench::MissingFolder::Create);
    if (!problem) return {};
    const QString path = QString::fromStdString(problem->path);
    const QString detail = QString::fromStdString(problem->detail);
    using Kind = bench::FolderProblem::Kind;
    switch (problem->kind) {
    case Kind::NotAbsolute:
        return tr("“%1” is not an absolute path: the folder must start with /.").arg(dir);
    case Kind::Missing:
        return tr("“%1” does not exist: choose an existing folder.").arg(path);
    case Kind::TopLevelMissing:
        return tr("“%1” does not exist, and creating it would create “%2” at the top of the filesystem: check the path, "
                  "or create “%2” yourself first.")
            .arg(QDir::cleanPath(dir), path);
    case Kind::NotFolder:
        return tr("“%1” is not a folder: the test file needs a folder to live in.").arg(path);
    case Kind::NotWritable:
        return tr("“%1” is not writable by you (%2): choose a folder where you may create files.")
            .arg(path, detail);
    case Kind::PseudoFilesystem:
        return tr("“%1” is on %2, a kernel interface that stores no files: choose a folder on a disk's filesystem.")
            .arg(path, detail);
    }
    return QString::fromStdString(problem->message);
}

QString AppSettings::testFileSizeProblem(const QString& size, std::uint64_t largest_block)
{
    const QString text = size.trimmed();
    if (text.isEmpty()) return tr("Enter the size of the test file, e.g. 1GiB.");
    const bench::RangeSizeCheck check = bench::checkRangeSize(text.toStdString(), largest_block);
    const QString block =
        QString::fromStdString(util::formatSize(largest_block, util::SizeUnits::Binary));
    using Problem = bench::RangeSizeCheck::Problem;
    switch (check.problem) {
    case Problem::None:
        return {};
    case Problem::NotASize:
        return tr("“%1” is not a size: write a whole number with an optional unit (k, M, G, T; binary), e.g. 512MiB or 4GiB.")
            .arg(text);
    case Problem::Zero:
        return tr("“%1” is too small: 0 does not mean the whole file; the test file must be at least %2.")
            .arg(text, block);
    case Problem::BelowOneBlock:
        return tr("“%1” is too small: the test file must be at least %2, one block of the largest size this preset uses.")
            .arg(text, block);
    case Problem::NotWholeBlocks:
        return tr("“%1” is not a whole number of %2 blocks (the largest this preset uses): e.g. %3.")
            .arg(text, block,
                 QString::fromStdString(util::formatSize(
                     check.bytes / largest_block * largest_block, util::SizeUnits::Binary)));
    }
    return QString::fromStdString(check.message);
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
    if (language_code == QLatin1String("en"))
        return QLocale(QLocale::English, QLocale::UnitedStates);
    if (language_code == QLatin1String("ru")) return QLocale(QLocale::Russian, QLocale::Russia);
    return QLocale::system();
}

} // namespace am::ui
