// Every string a person reads goes through tr(); this test holds the Russian
// translation complete, checks that the .ts files hold exactly the messages
// the sources have (lupdate run afresh), and that the translations load:
// ArrayMark's own and Qt's (standard buttons), chosen by the Settings language.
#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QLibraryInfo>
#include <QProcess>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include "ui/drives/drives_model.h"
#include "ui/settings/app_settings.h"
#include "ui/shell/settings_keys.h"
#include "ui/translation_loader.h"

namespace {

struct TsMessages {
    QSet<QString> keys;     // "context | source" (plus " | comment" when there is one)
    QStringList unfinished; // sources without a finished translation
    bool ok = false;
};

TsMessages readTs(const QString& path)
{
    TsMessages result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return result;
    QXmlStreamReader xml(&file);
    QString context, source, comment;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("message"))
            comment.clear();
        else if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("comment"))
            comment = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            const bool marked =
                xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            const bool vanished =
                xml.attributes().value(QLatin1String("type")) == QLatin1String("vanished") ||
                xml.attributes().value(QLatin1String("type")) == QLatin1String("obsolete");
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (vanished)
                continue; // not a message of the sources any more; the key comparison reports it
            result.keys.insert(context + QStringLiteral(" | ") + source +
                               (comment.isEmpty() ? QString() : QStringLiteral(" | ") + comment));
            if (marked || text.trimmed().isEmpty()) result.unfinished << source;
        }
    }
    result.ok = !xml.hasError();
    return result;
}

QString sortedList(const QSet<QString>& set)
{
    QStringList list(set.begin(), set.end());
    list.sort();
    return QStringLiteral("\n    ") + list.join(QStringLiteral("\n    "));
}

} // namespace

class TranslationsTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings go to a test location, not the user's
        QCoreApplication::setOrganizationName(QStringLiteral("ArrayMarkTest"));
        QCoreApplication::setApplicationName(QStringLiteral("translations_test"));
        QSettings().clear();
    }

    void russianHasNoUnfinishedMessages()
    {
        const TsMessages ru = readTs(QStringLiteral(ARRAYMARK_TRANSLATIONS "/arraymark_ru.ts"));
        QVERIFY(ru.ok);
        QVERIFY(ru.keys.size() > 50);
        QVERIFY2(ru.unfinished.isEmpty(), qPrintable(QStringLiteral("untranslated: ") +
                                                     ru.unfinished.join(QStringLiteral(" | "))));
    }

    // A message added to the sources but not to the .ts shows in English in
    // every language; one still in the .ts but gone from the sources is dead
    // weight a translator keeps maintaining. lupdate over the same sources
    // as the build tells both.
    void tsFilesHoldExactlyTheSourcesMessages_data()
    {
        QTest::addColumn<QString>("ts");
        QTest::newRow("ru") << QStringLiteral(ARRAYMARK_TRANSLATIONS "/arraymark_ru.ts");
        QTest::newRow("en") << QStringLiteral(ARRAYMARK_TRANSLATIONS "/arraymark_en.ts");
    }
    void tsFilesHoldExactlyTheSourcesMessages()
    {
        QFETCH(QString, ts);
        if (!QFile::exists(QStringLiteral(ARRAYMARK_LUPDATE)))
            QSKIP("lupdate is not installed (Debian: qt6-l10n-tools)");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // The build's own lupdate project (written by qt_add_translations at configure time), as
        // JSON.
        QVERIFY2(QFile::exists(QStringLiteral(ARRAYMARK_LUPDATE_PROJECT)),
                 "qt_add_translations wrote no lupdate project");
        const QString project = dir.filePath(QStringLiteral("project.json"));
        QCOMPARE(QProcess::execute(QStringLiteral(ARRAYMARK_CMAKE),
                                   {QStringLiteral("-DIN_FILE=" ARRAYMARK_LUPDATE_PROJECT),
                                    QStringLiteral("-DOUT_FILE=") + project, QStringLiteral("-P"),
                                    QStringLiteral(ARRAYMARK_LUPDATE_PROJECT_SCRIPT)}),
                 0);
        const QString fresh = dir.filePath(QStringLiteral("fresh.ts"));
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(ARRAYMARK_LUPDATE),
                      {QStringLiteral("-project"), project, QStringLiteral("-locations"),
                       QStringLiteral("none"), QStringLiteral("-no-obsolete"),
                       QStringLiteral("-ts"), fresh});
        QVERIFY(lupdate.waitForFinished(240000));
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAll().constData());

        const TsMessages sources = readTs(fresh);
        const TsMessages committed = readTs(ts);
        QVERIFY(sources.ok && committed.ok);
        QVERIFY2(sources.keys.size() > 50,
                 "lupdate found almost no messages: is the source list right?");
        const QSet<QString> missing = sources.keys - committed.keys;
        const QSet<QString> vanished = committed.keys - sources.keys;
        QString report;
        if (!missing.isEmpty())
            report +=
                QStringLiteral(
                    "%1 message(s) of the sources are not in %2 (run the update_translations target, "
                    "then translate):")
                    .arg(missing.size())
                    .arg(ts) +
                sortedList(missing);
        if (!vanished.isEmpty())
            report += QStringLiteral("\n%1 message(s) in %2 are gone from the sources:")
                          .arg(vanished.size())
                          .arg(ts) +
                      sortedList(vanished);
        // QVERIFY2 cuts long messages; the full list goes to the log first.
        if (!report.isEmpty()) qWarning().noquote() << report;
        QVERIFY2(report.isEmpty(),
                 qPrintable(QStringLiteral("%1 missing, %2 vanished in %3 (the list is above)")
                                .arg(missing.size())
                                .arg(vanished.size())
                                .arg(ts)));
    }

    void russianLoadsAndTranslatesTheModel()
    {
        QVERIFY(am::ui::installTranslations(*QCoreApplication::instance(),
                                            QLocale(QLocale::Russian, QLocale::Russia)));
        am::ui::DrivesModel model;
        const QString header =
            model.headerData(am::ui::DrivesModel::Size, Qt::Horizontal).toString();
        QCOMPARE(header, QStringLiteral("Размер"));
    }

    void settingsLanguageOverridesTheSystem()
    {
        QCOMPARE(am::ui::interfaceLocale(QString()), QLocale::system());
        QCOMPARE(am::ui::interfaceLocale(QStringLiteral("ru")).language(), QLocale::Russian);
        QCOMPARE(am::ui::interfaceLocale(QStringLiteral("en")).language(), QLocale::English);

        QSettings().setValue(am::ui::settings::kLanguage, QStringLiteral("ru"));
        QCOMPARE(am::ui::installInterfaceLanguage(*QCoreApplication::instance()).language(),
                 QLocale::Russian);
        QCOMPARE(QLocale().language(),
                 QLocale::Russian); // numbers and dates follow the chosen language
        am::ui::DrivesModel model;
        QCOMPARE(model.headerData(am::ui::DrivesModel::Size, Qt::Horizontal).toString(),
                 QStringLiteral("Размер"));

        // Back to English: the Russian translators are replaced, not stacked under the English one.
        QSettings().setValue(am::ui::settings::kLanguage, QStringLiteral("en"));
        QCOMPARE(am::ui::installInterfaceLanguage(*QCoreApplication::instance()).language(),
                 QLocale::English);
        QCOMPARE(model.headerData(am::ui::DrivesModel::Size, Qt::Horizontal).toString(),
                 QStringLiteral("Size"));
        QSettings().remove(am::ui::settings::kLanguage);
        QLocale::setDefault(QLocale::system());
    }

    // Qt's own strings (standard buttons, file dialogs) come from qtbase_ru.qm.
    void qtOwnTranslationsLoadToo()
    {
        QTranslator probe;
        if (!probe.load(QLocale(QLocale::Russian), QStringLiteral("qtbase"), QStringLiteral("_"),
                        QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QSKIP("qtbase_ru.qm is not installed (Debian: qt6-translations-l10n)");
        am::ui::installTranslations(*QCoreApplication::instance(),
                                    QLocale(QLocale::Russian, QLocale::Russia));
        QDialogButtonBox box(QDialogButtonBox::Cancel | QDialogButtonBox::Save);
        QCOMPARE(box.button(QDialogButtonBox::Cancel)->text().remove(QLatin1Char('&')),
                 QStringLiteral("Отмена"));
        QCOMPARE(box.button(QDialogButtonBox::Save)->text().remove(QLatin1Char('&')),
                 QStringLiteral("Сохранить"));

        am::ui::installTranslations(*QCoreApplication::instance(),
                                    QLocale(QLocale::English, QLocale::UnitedStates));
        QDialogButtonBox english(QDialogButtonBox::Cancel);
        QCOMPARE(english.button(QDialogButtonBox::Cancel)->text().remove(QLatin1Char('&')),
                 QStringLiteral("Cancel"));
    }
};

QTEST_MAIN(TranslationsTest)
#include "translations_test.moc"
