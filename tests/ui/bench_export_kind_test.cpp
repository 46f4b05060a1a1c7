// The export kinds' table: every kind once, with its suffix, filter and button.
#include <QSet>
#include <QTest>

#include "ui/bench/export_kind.h"

using namespace am;

class BenchExportKindTest : public QObject {
    Q_OBJECT
private slots:
    void everyKindHasOneRowThatSaysItsFile()
    {
        const ui::ExportKind kinds[] = {ui::ExportKind::Png, ui::ExportKind::Svg,
                                        ui::ExportKind::Csv, ui::ExportKind::Json};
        QSet<QString> suffixes;
        for (const ui::ExportKind kind : kinds) {
            const ui::ExportFormat& format = ui::exportFormat(kind);
            QCOMPARE(format.kind, kind);
            const QString suffix = QString::fromLatin1(format.suffix);
            QVERIFY(suffix.startsWith(QLatin1Char('.')));
            // The dialog's filter offers what the suffix names, and the button says which kind.
            QVERIFY2(QString::fromUtf8(format.filter)
                         .contains(QStringLiteral("(*") + suffix + QLatin1Char(')')),
                     format.filter);
            QVERIFY2(QString::fromUtf8(format.button)
                         .remove(QLatin1Char('&'))
                         .contains(suffix.mid(1).toUpper()),
                     format.button);
            suffixes.insert(suffix);
        }
        QCOMPARE(suffixes.size(), 4);
        QCOMPARE(ui::exportFormats().size(), std::size(kinds));
    }

    void theButtonsKeepTheirOrder()
    {
        // PNG, SVG, CSV, JSON, left to right, as before the table.
        const auto& formats = ui::exportFormats();
        QCOMPARE(formats[0].kind, ui::ExportKind::Png);
        QCOMPARE(formats[1].kind, ui::ExportKind::Svg);
        QCOMPARE(formats[2].kind, ui::ExportKind::Csv);
        QCOMPARE(formats[3].kind, ui::ExportKind::Json);
    }
};

QTEST_GUILESS_MAIN(BenchExportKindTest)
#include "bench_export_kind_test.moc"
