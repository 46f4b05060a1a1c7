// Every string a person reads goes through tr(); this test holds the Russian
// translation complete and checks that the embedded .qm files really load.
#include <QApplication>
#include <QFile>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include "ui/drives/drives_model.h"
#include "ui/translation_loader.h"

class TranslationsTest : public QObject {
    Q_OBJECT
private slots:
    void russianHasNoUnfinishedMessages()
    {
        QFile file(QStringLiteral(ARRAYMARK_TRANSLATIONS "/arraymark_ru.ts"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        QString source;
        QStringList unfinished;
        int messages = 0;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement()) continue;
            if (xml.name() == QLatin1String("source")) source = xml.readElementText();
            if (xml.name() == QLatin1String("translation")) {
                ++messages;
                const bool marked = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (marked || text.trimmed().isEmpty()) unfinished << source;
            }
        }
        QVERIFY(!xml.hasError());
        QVERIFY(messages > 50);
        QVERIFY2(unfinished.isEmpty(), qPrintable(QStringLiteral("untranslated: ") + unfinished.join(QStringLiteral(" | "))));
    }

    void russianLoadsAndTranslatesTheModel()
    {
        QVERIFY(am::ui::installTranslations(*QCoreApplication::instance(), QLocale(QLocale::Russian, QLocale::Russia)));
        am::ui::DrivesModel model;
        const QString header = model.headerData(am::ui::DrivesModel::Size, Qt::Horizontal).toString();
        QCOMPARE(header, QStringLiteral("Размер"));
    }
};

QTEST_MAIN(TranslationsTest)
#include "translations_test.moc"
