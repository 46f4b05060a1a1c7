// Repeats and preconditioning on the Benchmark page: the dialog and what its choices become,
// the page's button kept across a restart, a repeated cell's spread in the table (±) and as
// error bars on the charts, and the status line while the target is preconditioned.
#include <QChart>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

#include "bench_test_support.h"
#include "core/bench/repeats.h"
#include "tests/ui/support/test_files.h"
#include "ui/bench/bench_charts.h"
#include "ui/bench/bench_page.h"
#include "ui/bench/error_bars.h"
#include "ui/bench/results_table_model.h"
#include "ui/bench/run_repeats_dialog.h"

using namespace am;

namespace {
// One run of a 4 KiB random read cell at `iops`, with a p99 of `p99_us`.
bench::CellResult run(std::uint32_t share, double iops, double p99_us)
{
    bench::CellResult c;
    c.job.pattern = bench::Pattern::Random;
    c.job.block_size = 4096;
    c.job.read_share = share;
    c.job.queue_depth = 32;
    c.measured_s = 1;
    c.iops = c.read_iops = iops;
    c.bw_bytes = c.read_bw_bytes = iops * 4096;
    c.read_ios = static_cast<std::uint64_t>(iops);
    for (auto* lat : {&c.lat, &c.total_lat}) {
        lat->count = c.read_ios;
        lat->p50_ns = static_cast<std::uint64_t>(p99_us * 500);
        lat->p99_ns = static_cast<std::uint64_t>(p99_us * 1000);
    }
    return c;
}

// Three runs of each cell: 900, 1000 and 1200 IOPS (a spread of ±15 % around 1000).
std::vector<bench::CellResult> repeatedCells()
{
    return {bench::combineRepeats({run(100, 900, 80), run(100, 1000, 100), run(100, 1200, 90)}),
            bench::combineRepeats({run(0, 450, 80), run(0, 500, 100), run(0, 600, 90)})};
}

std::vector<QLineSeries*> errorBars(QChart* chart)
{
    std::vector<QLineSeries*> bars;
    for (QAbstractSeries* series : chart->series())
        if (auto* line = qobject_cast<QLineSeries*>(series); line && ui::isErrorBar(line))
            bars.push_back(line);
    return bars;
}

// The lowest and highest y a bar reaches.
std::pair<double, double> yRange(const QLineSeries* line)
{
    const auto points = line->points();
    const auto [low, high] =
        std::minmax_element(points.begin(), points.end(),
                            [](const QPointF& a, const QPointF& b) { return a.y() < b.y(); });
    return {low->y(), high->y()};
}
} // namespace

class BenchRepeatsTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useTestSettings(); }

    void theDialogSaysTheCliOptionsItsChoicesBecome()
    {
        ui::RunRepeatsDialog dialog{ui::RunRepeats{}};
        QCOMPARE(dialog.summaryLabel()->text(),
                 QStringLiteral("Each cell runs once, on the target as it is."));
        QVERIFY(!dialog.settleBox()->isEnabled()); // nothing to settle between
        QVERIFY(!dialog.passesBox()->isEnabled());
        dialog.repeatBox()->setValue(5);
        dialog.settleBox()->setValue(2);
        dialog.preconditionBox()->setChecked(true);
        dialog.passesBox()->setValue(3);
        QVERIFY(dialog.settleBox()->isEnabled());
        QCOMPARE(dialog.summaryLabel()->text(),
                 QStringLiteral("arraymark-cli bench --repeat 5 --settle 2 --precondition 3"));
        const ui::RunRepeats chosen = dialog.repeats();
        QCOMPARE(chosen.repeat, 5U);
        QCOMPARE(chosen.settle_s, 2.0);
        QCOMPARE(chosen.precondition_passes, 3U);
        QCOMPARE(ui::runRepeatsSummary(chosen), QStringLiteral("×5, preconditioned"));
        QCOMPARE(ui::runRepeatsSummary({}), QStringLiteral("once"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        for (QLabel* label : dialog.findChildren<QLabel*>())
            if (label->wordWrap())
                QVERIFY2(label->heightForWidth(label->width()) <= label->height(),
                         qPrintable(label->text()));
        if (const QString dir = qEnvironmentVariable("ARRAYMARK_GRAB_DIR"); !dir.isEmpty())
            QVERIFY(dialog.grab().save(dir + QStringLiteral("/bench-repeats-dialog.png")));
        // Unticked, the passes are not asked for.
        dialog.preconditionBox()->setChecked(false);
        QCOMPARE(dialog.repeats().precondition_passes, 0U);
    }

    void thePageNamesItsRepeatsAndKeepsThemAcrossARestart()
    {
        ui::RunRepeats repeats;
        repeats.repeat = 3;
        repeats.settle_s = 0.5;
        repeats.precondition_passes = 2;
        {
            ui::BenchPage page(test::fixtureRoots());
            page.setRunRepeats(repeats);
            auto* button = page.findChild<QPushButton*>(QStringLiteral("benchRepeats"));
            QVERIFY(button);
            QVERIFY2(button->text().contains(QStringLiteral("×3, preconditioned")),
                     qPrintable(button->text()));
        } // saves its settings
        ui::BenchPage again(test::fixtureRoots());
        QVERIFY(again.runRepeats() == repeats);
        again.setRunRepeats({});
    }

    void theTableShowsARepeatedCellsSpread()
    {
        ui::ResultsTableModel model;
        model.setCells(repeatedCells());
        // Columns by read share: 0 %, then 100 %.
        const QString read = model.data(model.index(0, 1), Qt::DisplayRole).toString();
        QVERIFY2(read.endsWith(QStringLiteral("±15 %")), qPrintable(read));
        QCOMPARE(model.data(model.index(0, 1), ui::ResultsTableModel::RawValueRole).toDouble(),
                 1000.0);
        const QString tip = model.data(model.index(0, 1), Qt::ToolTipRole).toString();
        // (No translator is loaded here: "run(s)" is the source text's plural.)
        QVERIFY2(tip.contains(QStringLiteral("Median of 3 run")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral(": 900 to 1,200 IOPS")) ||
                     tip.contains(QStringLiteral(": 900 to 1200 IOPS")),
                 qPrintable(tip));
        // Mean latency is not kept per run: no spread is claimed for it.
        model.setMetric(bench::Metric::LatMeanUs);
        QVERIFY(!model.data(model.index(0, 1), Qt::DisplayRole).toString().contains(u'±'));
        // A cell measured once has none either.
        model.setMetric(bench::Metric::Iops);
        model.setCells({run(100, 1000, 100)});
        QVERIFY(!model.data(model.index(0, 0), Qt::DisplayRole).toString().contains(u'±'));
    }

    void theChartsDrawTheSpreadAsErrorBarsThatFollowTheirSeries()
    {
        ui::BenchCharts charts;
        charts.resize(1000, 700);
        ui::ChartRun primary;
        primary.label = QStringLiteral("repeated");
        primary.cells = repeatedCells();
        charts.setRuns({primary});
        // One bar per repeated cell on each matrix chart, from the slowest run to the fastest.
        auto bars = errorBars(charts.blockSizeChart());
        QCOMPARE(bars.size(), std::size_t{2});
        std::vector<std::pair<double, double>> ranges;
        for (const QLineSeries* bar : bars) ranges.push_back(yRange(bar));
        std::sort(ranges.begin(), ranges.end());
        QCOMPARE(ranges[0], std::make_pair(450.0, 600.0));
        QCOMPARE(ranges[1], std::make_pair(900.0, 1200.0));
        QCOMPARE(errorBars(charts.readShareChart()).size(),
                 std::size_t{2}); // one 4K series, two points
        // The bars are not points of the run, and the axis reaches the highest bar.
        QCOMPARE(charts.plottedPoints(), 4);
        // ARRAYMARK_GRAB_DIR=docs/screenshots keeps a matrix run's charts with their bars
        // (bench-repeat-error-bars.png).
        if (const QString dir = qEnvironmentVariable("ARRAYMARK_GRAB_DIR"); !dir.isEmpty()) {
            ui::ChartRun matrix;
            matrix.label = QStringLiteral("matrix ×5");
            for (const std::uint64_t bs : {4096U, 16384U, 65536U, 262144U, 1048576U})
                for (const std::uint32_t share : {0U, 70U, 100U}) {
                    std::vector<bench::CellResult> runs;
                    const double iops = 2.0e8 / static_cast<double>(bs) * (1 + share / 100.0);
                    for (const double wobble : {0.92, 0.97, 1.0, 1.03, 1.1}) {
                        bench::CellResult one = run(share, iops * wobble, 100 * wobble);
                        one.job.block_size = bs;
                        runs.push_back(one);
                    }
                    matrix.cells.push_back(bench::combineRepeats(runs));
                }
            charts.setRuns({matrix});
            charts.show();
            QVERIFY(QTest::qWaitForWindowExposed(&charts));
            QVERIFY(charts.grab().save(dir + QStringLiteral("/bench-repeat-error-bars.png")));
            charts.setRuns({primary});
        }
        // Hiding the measured series hides its bars.
        for (QAbstractSeries* series : charts.readShareChart()->series()) {
            auto* line = qobject_cast<QLineSeries*>(series);
            if (line && !ui::isErrorBar(line)) line->setVisible(false);
        }
        for (QLineSeries* bar : errorBars(charts.readShareChart())) QVERIFY(!bar->isVisible());
        // Runs measured once have none.
        primary.cells = {run(100, 1000, 100), run(0, 500, 100)};
        charts.setRuns({primary});
        QVERIFY(errorBars(charts.blockSizeChart()).empty());
    }
};

QTEST_MAIN(BenchRepeatsTest)
#include "bench_repeats_test.moc"
