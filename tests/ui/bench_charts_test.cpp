// The workspace's newer chart pieces: axis labels for small ranges, the queue
// depth chart, the series list that replaces a clipping legend, the estimate
// overlay with its ratio in the table, SVG export and reading files on a worker.
#include <QAbstractItemModelTester>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLegend>
#include <QLineSeries>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

#include "bench_test_support.h"
#include "core/drives/scan.h"
#include "core/estimate/reference_profiles.h"
#include "tests/ui/support/bench_page_fixture.h"
#include "tests/ui/support/test_files.h"
#include "ui/bench/axis_format.h"
#include "ui/bench/bench_charts.h"
#include "ui/bench/bench_page.h"
#include "ui/bench/estimate_dialog.h"
#include "ui/bench/estimate_overlay.h"
#include "ui/bench/grid_heat_model.h"
#include "ui/bench/history_model.h"
#include "ui/bench/load_chart.h"
#include "ui/bench/queue_depth_chart.h"
#include "ui/bench/results_table_model.h"
#include "ui/bench/series_list.h"

using namespace am;

namespace {
bench::CellResult cell(std::uint64_t bs, std::uint32_t share, std::uint32_t qd, double iops,
                       std::uint64_t p99_ns = 100000)
{
    bench::CellResult c;
    c.job.pattern = bench::Pattern::Random;
    c.job.block_size = bs;
    c.job.read_share = share;
    c.job.queue_depth = qd;
    c.job.workers = 1;
    c.iops = iops;
    c.bw_bytes = iops * static_cast<double>(bs);
    c.lat.mean_ns = 50000;
    c.lat.p50_ns = 40000;
    c.lat.p99_ns = p99_ns;
    c.lat.count = 100;
    return c;
}

QValueAxis* leftValueAxis(QChart* chart)
{
    for (QAbstractAxis* axis : chart->axes(Qt::Vertical))
        if (axis->alignment() == Qt::AlignLeft) return qobject_cast<QValueAxis*>(axis);
    return nullptr;
}

int points(QChart* chart)
{
    int n = 0;
    for (QAbstractSeries* series : chart->series())
        if (auto* xy = qobject_cast<QXYSeries*>(series)) n += static_cast<int>(xy->count());
    return n;
}
} // namespace

class BenchChartsTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useTestSettings(); }

    void smallRangesGetDecimalsAndLargeOnesNone()
    {
        QCOMPARE(ui::axisLabelFormat(0, 1, 6), QStringLiteral("%.1f"));
        QCOMPARE(ui::axisLabelFormat(0, 1, 5), QStringLiteral("%.2f")); // 0.25 steps
        QCOMPARE(ui::axisLabelFormat(0, 200000, 5), QStringLiteral("%.0f"));
        QCOMPARE(ui::axisLabelFormat(0, 0, 5), QStringLiteral("%.0f"));
        // The empty chart: its 0..1 axis no longer reads "0 0 0 1 1 1".
        ui::BenchCharts charts;
        QValueAxis* y = leftValueAxis(charts.blockSizeChart());
        QVERIFY(y);
        QVERIFY2(y->labelFormat() != QStringLiteral("%.0f"), qPrintable(y->labelFormat()));
        QVERIFY(y->max() <= 1.0);
    }

    void aQueueDepthSweepGetsItsOwnChart()
    {
        std::vector<bench::CellResult> sweep;
        for (std::uint32_t qd = 1; qd <= 256; qd *= 2)
            sweep.push_back(cell(4096, 100, qd, 10000.0 * qd, 20000ull * qd));
        QVERIFY(ui::hasQueueDepthSweep(sweep));
        QVERIFY(!ui::hasQueueDepthSweep({cell(4096, 100, 32, 1), cell(4096, 0, 32, 1)}));

        ui::BenchCharts charts;
        charts.show();
        charts.setRuns({ui::ChartRun{QStringLiteral("qd"), ui::ChartRun::Kind::Primary, sweep}});
        QVERIFY(charts.showsQueueDepth());
        QChart* qd = charts.queueDepthChart();
        QCOMPARE(qd->series().size(), 2); // IOPS and p99
        QCOMPARE(points(qd), 18);
        auto* x = qd->axes(Qt::Horizontal).value(0);
        QVERIFY(x && x->type() == QAbstractAxis::AxisTypeLogValue);
        // A matrix run shows the read-share chart again.
        charts.setRuns({ui::ChartRun{QStringLiteral("m"),
                                     ui::ChartRun::Kind::Primary,
                                     {cell(4096, 100, 32, 1000), cell(4096, 0, 32, 500)}}});
        QVERIFY(!charts.showsQueueDepth());
    }

    void aLoadLadderGetsTheLatencyUnderLoadChartWithItsKnee()
    {
        // The peak (unpaced), then 20 %..100 % of it: p99 doubles from 60 %.
        std::vector<bench::CellResult> ladder;
        bench::CellResult peak = cell(4096, 100, 32, 100000, 400000);
        peak.job.load_peak = true;
        peak.job.name = "RND4K Q32T1 read peak";
        ladder.push_back(peak);
        const std::uint64_t p99[] = {100000, 100000, 110000, 250000, 400000};
        for (int i = 0; i < 5; ++i) {
            const auto percent = static_cast<std::uint32_t>(20 * (i + 1));
            bench::CellResult step = cell(4096, 100, 32, 1000.0 * percent, p99[i]);
            step.job.load_percent = percent;
            step.job.rate_iops = 1000 * percent;
            ladder.push_back(step);
        }
        QVERIFY(ui::hasLoadLadder(ladder));
        ui::BenchCharts charts;
        charts.show();
        charts.setRuns({ui::ChartRun{QStringLiteral("load"), ui::ChartRun::Kind::Primary, ladder}});
        QVERIFY(charts.showsLoad());
        QVERIFY(!charts.showsQueueDepth());
        QChart* load = charts.loadChart();
        QCOMPARE(load->series().size(), 4); // p50, p99, p99.9 and the knee
        auto* knee = qobject_cast<QXYSeries*>(load->series().back());
        QVERIFY(knee);
        QCOMPARE(knee->count(), 1);
        QCOMPARE(knee->at(0).x(), 80000.0); // 80 %: from there p99 stays doubled (250, 400 µs)
        QCOMPARE(knee->at(0).y(), 250.0);
        QVERIFY2(knee->name().contains(QStringLiteral("80 %")), qPrintable(knee->name()));
        auto* x = load->axes(Qt::Horizontal).value(0);
        QVERIFY(x && x->type() == QAbstractAxis::AxisTypeValue);
        auto* y = load->axes(Qt::Vertical).value(0);
        QVERIFY(y && y->type() == QAbstractAxis::AxisTypeLogValue);
        // ARRAYMARK_GRAB_DIR=docs/screenshots keeps the chart (bench-latency-under-load.png).
        if (const QString dir = qEnvironmentVariable("ARRAYMARK_GRAB_DIR"); !dir.isEmpty()) {
            charts.resize(1000, 640);
            QVERIFY(QTest::qWaitForWindowExposed(&charts));
            QVERIFY(charts.grab().save(dir + QStringLiteral("/bench-latency-under-load.png")));
        }
        // A plain run shows the read-share chart again.
        charts.setRuns({ui::ChartRun{QStringLiteral("m"),
                                     ui::ChartRun::Kind::Primary,
                                     {cell(4096, 100, 32, 1000), cell(4096, 0, 32, 500)}}});
        QVERIFY(!charts.showsLoad());
    }

    void aQdJobsGridIsAHeatMap()
    {
        std::vector<bench::CellResult> grid;
        for (std::uint32_t jobs : {1U, 2U, 4U})
            for (std::uint32_t qd = 1; qd <= 16; qd *= 2) {
                bench::CellResult c =
                    cell(4096, 100, qd, 1000.0 * std::min(qd * jobs, 32U), 10000ull * qd * jobs);
                c.job.workers = jobs;
                grid.push_back(c);
            }
        ui::BenchCharts charts;
        charts.show();
        charts.setRuns({ui::ChartRun{QStringLiteral("grid"), ui::ChartRun::Kind::Primary, grid}});
        QVERIFY(charts.showsGrid());
        QVERIFY(!charts.showsQueueDepth()); // its sweeps are the heat map's rows
        ui::GridHeatModel* model = charts.gridHeat()->model();
        QCOMPARE(model->rowCount(), 3);
        QCOMPARE(model->columnCount(), 5);
        QCOMPARE(model->headerData(0, Qt::Horizontal, Qt::DisplayRole).toString(),
                 QStringLiteral("QD 1"));
        QCOMPARE(*model->heat(0, 0), 0.0);                  // QD1 T1: the fewest IOPS
        QCOMPARE(*model->heat(2, 4), 1.0);                  // QD16 T4: saturated at 32k
        QCOMPARE(*model->heat(1, 4), 1.0);                  // QD16 T2 reached it too
        QVERIFY(std::abs(*model->heat(0, 2) - 0.4) < 1e-9); // 4k in 1k..32k on a log scale
        QVERIFY(model->data(model->index(0, 0), Qt::BackgroundRole).canConvert<QColor>());
        QVERIFY2(model->title().contains(QStringLiteral("RND4K read")), qPrintable(model->title()));
        // Latency: lower is better, so QD1 T1 is the deepest and QD16 T4 the palest.
        model->setMetric(bench::Metric::LatP99Us);
        QCOMPARE(*model->heat(0, 0), 1.0);
        QCOMPARE(*model->heat(2, 4), 0.0);
        model->setMetric(bench::Metric::Iops);
        // ARRAYMARK_GRAB_DIR=docs/screenshots keeps it (bench-qd-jobs-heat-map.png).
        if (const QString dir = qEnvironmentVariable("ARRAYMARK_GRAB_DIR"); !dir.isEmpty()) {
            charts.resize(1000, 640);
            QVERIFY(QTest::qWaitForWindowExposed(&charts));
            QVERIFY(charts.grab().save(dir + QStringLiteral("/bench-qd-jobs-heat-map.png")));
        }
    }

    void queueDepthGroupsAreNamedByTheirShapeWithoutTheQueueDepth()
    {
        std::vector<bench::CellResult> sweep;
        for (std::uint32_t qd = 1; qd <= 4; qd *= 2) {
            sweep.push_back(cell(4096, 100, qd, 1000.0 * qd));
            sweep.push_back(cell(4096, 0, qd, 500.0 * qd));
            bench::CellResult sequential = cell(1 << 20, 100, qd, 100.0 * qd);
            sequential.job.pattern = bench::Pattern::Sequential;
            sequential.job.workers = 4;
            sweep.push_back(sequential);
        }
        QChart chart;
        ui::fillQueueDepthChart(&chart, sweep);
        QStringList names;
        for (QAbstractSeries* series : chart.series()) names << series->name();
        names.sort();
        QCOMPARE(names, (QStringList{QStringLiteral("IOPS, read, RND4K T1"),
                                     QStringLiteral("IOPS, read, SEQ1M T4"),
                                     QStringLiteral("IOPS, write, RND4K T1"),
                                     QStringLiteral("p99, read, RND4K T1"),
                                     QStringLiteral("p99, read, SEQ1M T4"),
                                     QStringLiteral("p99, write, RND4K T1")}));
    }

    void manySeriesGoToAScrollableListInsteadOfTheLegend()
    {
        std::vector<bench::CellResult> cells;
        // 12 read shares (0, 5, 10, 20 … 100): 12 series on chart 1.
        for (std::uint32_t share : {0u, 5u, 10u, 20u, 30u, 40u, 50u, 60u, 70u, 80u, 90u, 100u})
            for (std::uint64_t bs : {4096ull, 65536ull})
                cells.push_back(cell(bs, share, 32, 1000.0 + share));
        ui::BenchCharts charts;
        charts.resize(1000, 700);
        charts.show();
        charts.setRuns({ui::ChartRun{QStringLiteral("many"), ui::ChartRun::Kind::Primary, cells}});
        QChart* bs = charts.blockSizeChart();
        ui::SeriesList* list = charts.seriesListOf(bs);
        QCOMPARE(bs->series().size(), 12);
        QVERIFY(!bs->legend()->isVisible());
        QVERIFY(list->isVisible());
        QCOMPARE(list->count(), 12);
        // Unticking a row hides its series.
        QAbstractSeries* first = list->seriesAt(0);
        QVERIFY(first && first->isVisible());
        list->item(0)->setCheckState(Qt::Unchecked);
        QVERIFY(!first->isVisible());
        // Few series: the list still, at the same width, so the plot does not resize as a run fills
        // in.
        const int width = list->width();
        charts.setRuns({ui::ChartRun{QStringLiteral("few"),
                                     ui::ChartRun::Kind::Primary,
                                     {cell(4096, 100, 32, 1000), cell(4096, 0, 32, 500)}}});
        QVERIFY(!bs->legend()->isVisible());
        QVERIFY(list->isVisible());
        QCOMPARE(list->count(), 2);
        QCOMPARE(list->width(), width);
    }

    void anEstimateForTwoReferenceDrivesInRaid0()
    {
        ui::EstimateSpec spec;
        spec.level = estimate::Level::Raid0;
        spec.members = 2;
        const ui::EstimateOverlay overlay = ui::computeEstimateOverlay(spec);
        QVERIFY2(overlay.error.isEmpty(), qPrintable(overlay.error));
        QVERIFY(overlay.run.kind == ui::ChartRun::Kind::Estimate);
        QVERIFY(overlay.note.contains(QStringLiteral("single-nvme")));
        const auto reference = estimate::referenceProfile("single-nvme");
        double ref_4k_read = 0;
        for (const auto& c : reference.random)
            if (c.block_size == 4096 && c.read_share == 100) ref_4k_read = c.iops;
        double est_4k_read = 0;
        for (const auto& c : overlay.run.cells)
            if (c.job.pattern == bench::Pattern::Random && c.job.block_size == 4096 &&
                c.job.read_share == 100)
                est_4k_read = c.iops;
        QVERIFY(ref_4k_read > 0);
        QVERIFY2(est_4k_read > 1.5 * ref_4k_read && est_4k_read <= 2.0 * ref_4k_read * 1.001,
                 qPrintable(QStringLiteral("%1 vs %2").arg(est_4k_read).arg(ref_4k_read)));
        // The estimator's own refusal is passed on.
        spec.level = estimate::Level::Raid5;
        spec.members = 2;
        QVERIFY(!ui::computeEstimateOverlay(spec).error.isEmpty());
        // An unreadable profile file falls back to the reference, and says so.
        spec.level = estimate::Level::Raid1;
        spec.profile_file = QStringLiteral("/nonexistent/member.json");
        const auto fallback = ui::computeEstimateOverlay(spec);
        QVERIFY(fallback.error.isEmpty());
        QVERIFY(fallback.note.contains(QStringLiteral("nonexistent")));
    }

    void theArrayOfAResultComesFromTheScanAndItsMemberProfileFromTheHistory()
    {
        const auto scan = drives::scan(test::fixtureRoots());
        const nlohmann::json on_md0{{"target", {{"path", "/dev/md0"}, {"kind", "block_device"}}}};
        bench::StoredRun member;
        member.path = std::string(ARRAYMARK_TEST_DATA) + "/estimate/member-result.json";
        member.target_path = "/dev/sdd1";
        member.created = "2026-11-29T23:00:00Z";
        member.cells = 8;
        bench::StoredRun elsewhere = member;
        elsewhere.target_path = "/dev/nvme0n1";
        elsewhere.created = "2026-11-30T01:00:00Z";
        const auto spec = ui::arraySpecFor(on_md0, scan, {elsewhere, member});
        QVERIFY(spec.has_value());
        QVERIFY(spec->level == estimate::Level::Raid1);
        QCOMPARE(spec->members, 2);
        QCOMPARE(spec->array, QStringLiteral("md0"));
        QCOMPARE(spec->profile_file, QString::fromStdString(member.path.string()));
        const auto overlay = ui::computeEstimateOverlay(*spec);
        QVERIFY2(overlay.error.isEmpty(), qPrintable(overlay.error));
        QVERIFY(overlay.note.contains(QStringLiteral("md0")));
        QVERIFY(!ui::arraySpecFor({{"target", {{"path", "/tmp/file.bin"}}}}, scan, {}).has_value());
        QVERIFY(!ui::arraySpecFor(nlohmann::json::object(), scan, {}).has_value());
    }

    void theTableShowsMeasuredOverEstimate()
    {
        ui::ResultsTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCells({cell(4096, 100, 32, 300000), cell(4096, 0, 32, 100000)});
        QVERIFY(!model.showsRatio());
        model.setShowRatio(true);
        QVERIFY(!model.showsRatio()); // no estimate yet
        auto estimate = cell(4096, 100, 0, 400000);
        estimate.lat.p99_ns = 0; // the estimator has no percentiles
        model.setEstimate({estimate});
        QVERIFY(model.showsRatio());
        QCOMPARE(model.ratioToEstimate(0).value(), 0.75);
        QVERIFY(!model.ratioToEstimate(1).has_value()); // no estimate for writes here
        const QModelIndex read = model.index(0, model.columnCount() - 1); // 100 % read column
        QCOMPARE(read.data(ui::ResultsTableModel::RawValueRole).toDouble(), 0.75);
        QVERIFY(read.data(Qt::DisplayRole).toString().contains(QStringLiteral("0.75")));
        QVERIFY(model.toTsv().contains(QStringLiteral("0.750")));
        model.setMetric(bench::Metric::LatP99Us);
        QVERIFY(!model.index(0, model.columnCount() - 1)
                     .data(ui::ResultsTableModel::RawValueRole)
                     .isValid());
    }

    void theDialogGivesBackWhatWasChosen()
    {
        bench::StoredRun run;
        run.path = "/data/results/run.json";
        run.target_path = "/dev/sdb";
        run.preset = "matrix";
        run.cells = 49;
        ui::EstimateSpec initial;
        initial.level = estimate::Level::Raid10;
        initial.members = 4;
        initial.chunk_bytes = 64 * 1024;
        ui::EstimateDialog dialog(initial, {run});
        ui::EstimateSpec spec = dialog.spec();
        QVERIFY(spec.level == estimate::Level::Raid10);
        QCOMPARE(spec.members, 4);
        QCOMPARE(spec.chunk_bytes, std::uint64_t{64 * 1024});
        QVERIFY(spec.profile_file.isEmpty());
        dialog.profileBox()->setCurrentIndex(dialog.profileBox()->count() - 1);
        QCOMPARE(dialog.spec().profile_file, QStringLiteral("/data/results/run.json"));
    }

    void thePageOverlaysAnEstimateExportsSvgAndImportsOnAWorker()
    {
        test::BenchPageFixture fixture;
        ui::BenchPage& page = fixture.page;
        page.resize(1200, 800);
        QTemporaryDir& dir = fixture.dir;
        QSignalSpy loaded(&page, &ui::BenchPage::loadFinished);
        page.openFile(QStringLiteral(ARRAYMARK_TEST_DATA "/fio/fio-3.33-three-jobs.json"));
        QVERIFY(loaded.wait(10000));
        QVERIFY2(loaded.at(0).at(1).toBool(), qPrintable(page.lastMessage()));
        QCOMPARE(page.historyModel()->rowCount(), 1); // imported and kept
        QVERIFY(!page.resultsModel()->cells().empty());

        const int measured = page.charts()->plottedPoints();
        QSignalSpy shown(&page, &ui::BenchPage::estimateShown);
        ui::EstimateSpec spec;
        spec.members = 2;
        page.overlayEstimate(spec);
        QVERIFY(shown.wait(10000));
        QVERIFY(shown.at(0).at(0).toBool());
        QVERIFY(page.charts()->plottedPoints() >
                measured + 40); // the 7 x 7 estimate on both charts
        auto* ratio = page.findChild<QCheckBox*>(QStringLiteral("benchRatio"));
        QVERIFY(ratio && ratio->isEnabled());
        page.clearOverlays();
        QCOMPARE(page.charts()->plottedPoints(), measured);
        QVERIFY(!ratio->isEnabled());

        const QString svg = dir.filePath(QStringLiteral("charts.svg"));
        page.exportSvg(svg);
        const QByteArray text = test::slurp(svg);
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.contains("<path") || text.contains("<polyline"));
    }
};

QTEST_MAIN(BenchChartsTest)
#include "bench_charts_test.moc"
