// What the GUI says about latency (total by default, the tooltip says which is
// which) and how engine errors and the custom job editor's rules reach the
// user: through tr(), with the core's English text kept as the detail.
#include <QCoreApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QTest>
#include <QTranslator>

#include "ui/bench/core_messages.h"
#include "ui/bench/custom_job_dialog.h"
#include "ui/bench/metric_text.h"
#include "ui/bench/results_table_model.h"

using namespace am;

namespace {

// Marks every CoreMessages string it translates, so a test sees which texts went through tr().
class MarkingTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char*, int) const override
    {
        if (QByteArrayView(context) != "am::ui::CoreMessages") return {};
        return QStringLiteral("«") + QString::fromUtf8(source) + QStringLiteral("»");
    }
    bool isEmpty() const override { return false; }
};

// A 4k random read cell whose total latency (fio's lat) is above its completion latency (fio's
// clat).
bench::CellResult cell(std::uint32_t share)
{
    bench::CellResult c;
    c.job.block_size = 4096;
    c.job.read_share = share;
    c.job.queue_depth = 1;
    c.job.name = bench::defaultJobName(c.job);
    c.iops = 10000;
    c.lat = {1000, 90000, 110, 400000, 80000, 95000, 100000, 200000, 300000};
    c.total_lat = {1000, 95000, 2500, 410000, 85000, 99000, 130000, 210000, 310000};
    return c;
}

} // namespace

class LatencyAndMessagesTest : public QObject {
    Q_OBJECT
private slots:
    void latencyMeansTotalLatencyUnlessCompletionIsAsked()
    {
        ui::ResultsTableModel model;
        model.setCells({cell(100)});
        model.setMetric(bench::Metric::LatP99Us);
        QCOMPARE(model.data(model.index(0, 0), ui::ResultsTableModel::RawValueRole).toDouble(),
                 130.0);
        model.setMetric(bench::Metric::ClatP99Us);
        QCOMPARE(model.data(model.index(0, 0), ui::ResultsTableModel::RawValueRole).toDouble(),
                 100.0);
        // A cell from a file that predates total latency shows what it has.
        bench::CellResult old = cell(100);
        old.total_lat = {};
        model.setCells({old});
        model.setMetric(bench::Metric::LatP99Us);
        QCOMPARE(model.data(model.index(0, 0), ui::ResultsTableModel::RawValueRole).toDouble(),
                 100.0);
        // The metric list offers total latency before completion latency.
        const auto metrics = ui::workspaceMetrics();
        QVERIFY(metrics.indexOf(bench::Metric::LatP99Us) <
                metrics.indexOf(bench::Metric::ClatP99Us));
        QVERIFY(metrics.contains(bench::Metric::ClatP50Us));
    }

    void tooltipsSayWhichLatencyIsWhich()
    {
        const QString total = ui::metricToolTip(bench::Metric::LatP99Us);
        const QString completion = ui::metricToolTip(bench::Metric::ClatP99Us);
        QVERIFY2(total.contains(QStringLiteral("fio's lat")) &&
                     total.contains(QStringLiteral("submission to completion")),
                 qPrintable(total));
        QVERIFY2(completion.contains(QStringLiteral("fio's clat")), qPrintable(completion));
        QVERIFY(ui::metricToolTip(bench::Metric::Iops).isEmpty());
        QVERIFY(ui::metricName(bench::Metric::ClatP99Us) !=
                ui::metricName(bench::Metric::LatP99Us));

        ui::ResultsTableModel model;
        model.setCells({cell(100), cell(0)});
        model.setMetric(bench::Metric::LatP99Us);
        const QString tip = model.data(model.index(0, 0), Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(ui::latencyKindsNote()), qPrintable(tip));
        QVERIFY2(tip.contains(ui::metricName(bench::Metric::ClatP99Us)), qPrintable(tip));

        QTableView view;
        view.setModel(&model);
        view.resize(420, 120);
        view.horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
        view.show();
        QVERIFY(view.grab().save(QStringLiteral("/tmp/s4-latency-table.png")));
    }

    void engineErrorsAreTranslatedByKindAndKeepTheCoreText()
    {
        MarkingTranslator marker;
        QCoreApplication::installTranslator(&marker);
        const QString core = QStringLiteral(
            "cannot fill /mnt/small/arraymark.bin to 64 MiB: No space left on device");
        const QString text = ui::streamErrorText(-1, QStringLiteral("no_space"), core);
        QCoreApplication::removeTranslator(&marker);
        QVERIFY2(text.contains(QStringLiteral("«There is not enough free space")),
                 qPrintable(text));
        QVERIFY2(text.contains(core), qPrintable(text));
        // Every id of the core's table has a sentence.
        for (const char* kind :
             {"internal", "job_invalid", "write_refused", "target_open", "no_space",
              "direct_io_unsupported", "io_uring_unavailable", "ring_setup", "io_error",
              "short_transfer", "submit_failed", "cancelled"})
            QVERIFY2(!ui::engineErrorText(QString::fromLatin1(kind)).isEmpty(), kind);
        // An older producer's line (no kind) or a kind this build does not know: the core text as
        // it was.
        QCOMPARE(ui::streamErrorText(2, QString(), QStringLiteral("No space left")),
                 QStringLiteral("Cell 3 failed: No space left"));
        QCOMPARE(ui::streamErrorText(2, QStringLiteral("from_the_future"), QStringLiteral("as is")),
                 QStringLiteral("Cell 3 failed: as is"));
    }

    void customJobErrorsGoThroughTr()
    {
        MarkingTranslator marker;
        QCoreApplication::installTranslator(&marker);
        ui::CustomJobDialog dialog(bench::CustomSweep{});
        dialog.readSharesEdit()->setText(QStringLiteral("50 150"));
        const QString shares = dialog.summaryLabel()->text();
        dialog.readSharesEdit()->setText(QStringLiteral("50"));
        dialog.blockSizesEdit()->setText(QStringLiteral("4q"));
        const QString sizes = dialog.summaryLabel()->text();
        QCoreApplication::removeTranslator(&marker);
        QVERIFY(!dialog.isValid());
        QCOMPARE(shares,
                 QStringLiteral("«Read share \"150\": must be a whole number from 0 to 100.»"));
        QCOMPARE(sizes, QStringLiteral(
                            "«Block sizes: \"4q\" is not a size; write sizes such as 4k 64k 1m.»"));
    }
};

QTEST_MAIN(LatencyAndMessagesTest)
#include "latency_and_messages_test.moc"
