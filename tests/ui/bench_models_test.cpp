#include <QAbstractItemModelTester>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>

#include "core/bench/result_reader.h"
#include "core/bench/result_store.h"
#include "ui/bench/cell_name.h"
#include "ui/bench/history_model.h"
#include "ui/bench/metric_text.h"
#include "ui/bench/results_table_model.h"
#include "ui/bench/run_summary.h"

using namespace am;

namespace {
std::vector<bench::CellResult> matrixCells(int missing = -1)
{
    std::vector<bench::CellResult> cells;
    int i = 0;
    for (const std::uint64_t bs : {4096ULL, 65536ULL, 1048576ULL})
        for (const std::uint32_t share : {0U, 50U, 100U}) {
            if (i++ == missing) continue;
            bench::CellResult c;
            c.job.block_size = bs;
            c.job.read_share = share;
            c.job.queue_depth = 32;
            c.job.name = bench::defaultJobName(c.job);
            c.iops = 1e9 / static_cast<double>(bs) + share;
            c.bw_bytes = c.iops * static_cast<double>(bs);
            c.lat.p99_ns = 100000 + share * 1000;
            cells.push_back(c);
        }
    return cells;
}
} // namespace

class BenchModelsTest : public QObject {
    Q_OBJECT
private slots:
    void resultsModelPivotsAndSwitchesMetric()
    {
        ui::ResultsTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        const auto cells = matrixCells();
        model.setCells(cells);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(model.headerData(0, Qt::Vertical, Qt::DisplayRole).toString(),
                 QStringLiteral("4K"));
        // The read share, and under it the metric the numbers are in.
        QCOMPARE(model.headerData(2, Qt::Horizontal, Qt::DisplayRole).toString(),
                 QStringLiteral("read\nIOPS"));
        // 64K at 50 % read
        QCOMPARE(model.data(model.index(1, 1), ui::ResultsTableModel::RawValueRole).toDouble(),
                 cells[4].iops);
        QCOMPARE(model.data(model.index(1, 1), ui::ResultsTableModel::CellIndexRole).toInt(), 4);
        const QString tip = model.data(model.index(1, 1), Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("RND64K Q32T1, 50 % read")),
                 qPrintable(tip)); // the one name of a cell

        model.setMetric(bench::Metric::MBps);
        QCOMPARE(model.data(model.index(1, 1), ui::ResultsTableModel::RawValueRole).toDouble(),
                 cells[4].bw_bytes / 1e6);
        model.setMetric(bench::Metric::LatP99Us);
        QCOMPARE(model.data(model.index(2, 2), ui::ResultsTableModel::RawValueRole).toDouble(),
                 200.0);
    }

    void aCellWithWarningsIsMarkedAndItsTooltipSaysWhy()
    {
        ui::ResultsTableModel model;
        auto cells = matrixCells();
        cells[4].warnings = {
            {bench::RunWarningKind::CacheServed, "vda", "read", 4, 50},
            {bench::RunWarningKind::CompressingTarget, "zram0", "50 % compressible", 0, 0}};
        model.setCells(cells);
        const QString marked = model.data(model.index(1, 1), Qt::DisplayRole).toString();
        QVERIFY2(marked.endsWith(QStringLiteral(" ⚠")), qPrintable(marked));
        QVERIFY(!model.data(model.index(0, 0), Qt::DisplayRole).toString().contains(QChar(0x26a0)));
        const QString tip = model.data(model.index(1, 1), Qt::ToolTipRole).toString();
        QVERIFY2(
            tip.contains(QStringLiteral("vda moved 4 % of the bytes the engine counted as read")),
            qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("zram0 compresses and the written buffers are "
                                             "compressible (50 % compressible)")),
                 qPrintable(tip));
        // A CPU-bound warning alone keeps its own mark, not a second one.
        cells[4].warnings = {{bench::RunWarningKind::CpuBound, "", "", 95, 2}};
        model.setCells(cells);
        QVERIFY(!model.data(model.index(1, 1), Qt::DisplayRole).toString().contains(QChar(0x26a0)));
        const ui::RunSummary summary = ui::RunSummary::of(cells, 6, 0, {});
        QCOMPARE(summary.warned, 1);
        QVERIFY2(summary.text(false).contains(QStringLiteral("⚠ 1 cell carry a warning")) ||
                     summary.text(false).contains(QStringLiteral("⚠ 1 cell(s) carry a warning")),
                 qPrintable(summary.text(false)));
        // ARRAYMARK_GRAB_DIR=docs/screenshots keeps the marked table with its tooltip's text.
        if (const QString dir = qEnvironmentVariable("ARRAYMARK_GRAB_DIR"); !dir.isEmpty()) {
            cells[4].warnings = {{bench::RunWarningKind::CacheServed, "vda", "read", 4, 50}};
            model.setCells(cells);
            QWidget window;
            auto* layout = new QVBoxLayout(&window);
            auto* view = new QTableView;
            view->setModel(&model);
            view->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
            auto* tip_text = new QLabel(model.data(model.index(1, 1), Qt::ToolTipRole).toString());
            tip_text->setWordWrap(true);
            tip_text->setFrameShape(QFrame::StyledPanel);
            layout->addWidget(view);
            layout->addWidget(tip_text);
            window.resize(680, 420);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(window.grab().save(dir + QStringLiteral("/bench-warning-mark.png")));
        }
    }

    void aCpuBoundOrPacedCellSaysSoInItsValueAndTooltip()
    {
        ui::ResultsTableModel model;
        auto cells = matrixCells();
        cells[4].cpu_bound = true;
        cells[4].engine_busy = 0.97;
        cells[4].engine_cores = 1;
        cells[4].latency_from_due = true;
        cells[4].job.rate_iops = 2000;
        cells[4].job.sqpoll = true;
        model.setCells(cells);
        const QString marked = model.data(model.index(1, 1), Qt::DisplayRole).toString();
        QVERIFY2(marked.endsWith(QStringLiteral(" ⚙")), qPrintable(marked));
        QVERIFY(!model.data(model.index(0, 0), Qt::DisplayRole).toString().contains(QChar(0x2699)));
        // The raw value (sorting, exports) stays a number.
        QCOMPARE(model.data(model.index(1, 1), ui::ResultsTableModel::RawValueRole).toDouble(),
                 cells[4].iops);
        const QString tip = model.data(model.index(1, 1), Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(
                     QStringLiteral("CPU-bound: the engine's threads used 97 % of their 1 core")),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("this number measures the host, not the drive")),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("latency counts from when each I/O was due")),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("Engine modes: sqpoll, paced 2000 IOPS")),
                 qPrintable(tip));
        // ARRAYMARK_GRAB_DIR=docs/screenshots keeps the marked table (bench-cpu-bound-mark.png).
        if (const QString dir = qEnvironmentVariable("ARRAYMARK_GRAB_DIR"); !dir.isEmpty()) {
            QTableView view;
            view.setModel(&model);
            view.horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
            view.resize(640, 220);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            QVERIFY(view.grab().save(dir + QStringLiteral("/bench-cpu-bound-mark.png")));
        }
    }

    void aCellIsNamedByTheFieldsAskedFor()
    {
        bench::Job job;
        job.pattern = bench::Pattern::Random;
        job.block_size = 4096;
        job.queue_depth = 32;
        job.workers = 1;
        job.read_share = 70;
        QCOMPARE(ui::cellName(job), QStringLiteral("RND4K Q32T1, 70 % read"));
        QCOMPARE(ui::cellName(job, 0),
                 QStringLiteral("RND4K Q32T1, 70 % read")); // none asked for: the whole name
        QCOMPARE(ui::cellName(job, ui::kShapeField), QStringLiteral("RND Q32T1"));
        QCOMPARE(ui::cellName(job, ui::kShapeField | ui::kReadShareField),
                 QStringLiteral("RND Q32T1, 70 % read"));
        QCOMPARE(ui::cellName(job, ui::kBlockSizeField | ui::kReadShareField),
                 QStringLiteral("4K, 70 % read"));
        QCOMPARE(ui::cellName(job, ui::kReadShareField), QStringLiteral("70 % read"));
        // Load-ladder steps and a fill say what sets them apart.
        job.load_percent = 40;
        QCOMPARE(ui::cellName(job), QStringLiteral("RND4K Q32T1, 70 % read, 40 % load"));
        job.load_percent = 0;
        job.load_peak = true;
        QCOMPARE(ui::cellName(job, ui::kShapeField), QStringLiteral("RND Q32T1, peak"));
        job.load_peak = false;
        job.pattern = bench::Pattern::Sequential;
        job.block_size = 1 << 20;
        job.queue_depth = 8;
        job.workers = 16;
        job.read_share = 0;
        QCOMPARE(ui::cellName(job, ui::kShapeField | ui::kBlockSizeField),
                 QStringLiteral("SEQ1M Q8T16"));
        QCOMPARE(ui::cellName(job), QStringLiteral("SEQ1M Q8T16, write"));
        job.block_size = 512;
        job.read_share = 100;
        QCOMPARE(ui::cellName(job), QStringLiteral("SEQ512B Q8T16, read"));
    }

    void resultsModelShowsHolesAndCopiesAsTsv()
    {
        ui::ResultsTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCells(matrixCells(4)); // no 64K at 50 %
        QVERIFY(!model.data(model.index(1, 1), ui::ResultsTableModel::RawValueRole).isValid());
        QCOMPARE(model.data(model.index(1, 1), ui::ResultsTableModel::CellIndexRole).toInt(), -1);
        const QStringList lines = model.toTsv().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines[2].split(QLatin1Char('\t')).value(2), QString()); // the hole stays empty
        QCOMPARE(lines[1].split(QLatin1Char('\t')).value(3), QStringLiteral("244241"));
    }

    void historyModelListsSavedRuns()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const bench::ResultStore store(dir.path().toStdString());
        const auto run = bench::readResultFile(ARRAYMARK_TEST_DATA "/results/quick-4-cells.json");
        auto older = run.json;
        older["created"] = "2026-01-02T03:04:05Z";
        older["cancelled"] = true;
        store.save(older);
        store.save(run.json);

        ui::HistoryModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRuns(store.list());
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(ui::HistoryModel::ColumnCount));
        QCOMPARE(model.data(model.index(0, ui::HistoryModel::Preset), Qt::DisplayRole).toString(),
                 QStringLiteral("quick"));
        QCOMPARE(model.data(model.index(0, ui::HistoryModel::Cells), Qt::DisplayRole).toULongLong(),
                 4ULL);
        QCOMPARE(model.data(model.index(1, ui::HistoryModel::Status), Qt::DisplayRole).toString(),
                 QStringLiteral("stopped"));
        QVERIFY(model.data(model.index(1, 0), ui::HistoryModel::PathRole)
                    .toString()
                    .contains(QStringLiteral("20260102-030405")));
        model.setRuns({});
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_MAIN(BenchModelsTest)
#include "bench_models_test.moc"
