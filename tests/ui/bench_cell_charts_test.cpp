// Charts (3) and (4) for one cell: the latency histogram (chart 4's Histogram tab), one line per
// direction, the same cell of an overlaid run drawn over it; and a fill cell's curve (the cache
// cliff) in place of the over-time chart, live and from the finished run's document, while any
// other cell keeps the over-time chart.
#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QValueAxis>
#include <cstdio>
#include <random>

#include "bench_test_support.h"
#include "core/bench/latency_histogram.h"
#include "core/bench/result_json.h"
#include "core/bench/stream_writer.h"
#include "tests/ui/support/bench_page_fixture.h"
#include "ui/bench/bench_charts.h"

using namespace am;
using Outcome = ui::BenchRunner::Outcome;
Q_DECLARE_METATYPE(am::ui::BenchRunner::Outcome)

namespace {

// A 70/30 random 4K cell at QD32: reads around `read_us`, writes mostly fast (the drive's cache)
// with a slow mode `write_slow_us` for one write in five.
bench::CellResult mixedCell(double read_us, double write_slow_us, std::uint32_t qd)
{
    bench::CellResult c;
    c.job.pattern = bench::Pattern::Random;
    c.job.block_size = 4096;
    c.job.read_share = 70;
    c.job.queue_depth = qd;
    c.job.workers = 1;
    c.iops = 200000;
    c.bw_bytes = c.iops * 4096;
    c.lat.count = 20000;
    c.lat.p50_ns = static_cast<std::uint64_t>(read_us * 1000);
    c.lat.p99_ns = static_cast<std::uint64_t>(write_slow_us * 1000);
    std::mt19937 random(42);
    std::lognormal_distribution<double> read(std::log(read_us * 1000), 0.35);
    std::lognormal_distribution<double> fast(std::log(25000.0), 0.25);
    std::lognormal_distribution<double> slow(std::log(write_slow_us * 1000), 0.3);
    bench::LatencyHistogram reads, writes;
    for (int i = 0; i < 14000; ++i) reads.add(static_cast<std::uint64_t>(read(random)));
    for (int i = 0; i < 6000; ++i)
        writes.add(static_cast<std::uint64_t>(i % 5 == 0 ? slow(random) : fast(random)));
    c.histograms.read = bench::sparseOf(reads);
    c.histograms.write = bench::sparseOf(writes);
    return c;
}

double shareSum(const QXYSeries* series)
{
    double sum = 0;
    for (int i = 0; i < series->count(); ++i) sum += series->at(i).y();
    return sum;
}

QList<QXYSeries*> lines(QChart* chart)
{
    QList<QXYSeries*> out;
    for (QAbstractSeries* series : chart->series())
        if (auto* xy = qobject_cast<QXYSeries*>(series)) out << xy;
    return out;
}

QXYSeries* namedLine(QChart* chart, const QString& start)
{
    for (QXYSeries* series : lines(chart))
        if (series->name().startsWith(start)) return series;
    return nullptr;
}

constexpr double kGiB = 1024.0 * 1024 * 1024;
constexpr int kFastS = 60;   // 2000 MB/s while the cache lasts
constexpr int kTotalS = 150; // then 600 MB/s
double fillRate(int t) { return (t <= kFastS ? 2000 : 600 + 15 * (t % 3)) * 1e6; }

// A fill run as the CLI streams it (core's own stream writer): one fill cell, one sample a second.
QByteArrayList fillRun()
{
    char* buffer = nullptr;
    std::size_t size = 0;
    std::FILE* out = open_memstream(&buffer, &size);
    bench::StreamWriter writer(out, 1);
    bench::CellResult cell;
    cell.job.pattern = bench::Pattern::Sequential;
    cell.job.block_size = 1 << 20;
    cell.job.read_share = 0;
    cell.job.queue_depth = 8;
    cell.job.fill_once = true;
    cell.job.name = "SEQ1M Q8T1 write";
    double written = 0;
    for (int t = 1; t <= kTotalS; ++t) {
        bench::Sample sample;
        sample.time_s = t;
        sample.interval_s = 1;
        sample.bw_bytes = fillRate(t);
        sample.iops = sample.bw_bytes / (1 << 20);
        sample.write_iops = sample.iops;
        sample.p99_ns = 4000000;
        written += sample.bw_bytes;
        cell.samples.push_back(sample);
        writer.sample(0, cell.job.name, sample);
    }
    cell.measured_s = kTotalS;
    cell.bw_bytes = written / kTotalS;
    cell.write_bw_bytes = cell.bw_bytes;
    cell.iops = cell.bw_bytes / (1 << 20);
    cell.write_iops = cell.iops;
    cell.lat.count = static_cast<std::uint64_t>(written / (1 << 20));
    cell.lat.p50_ns = 3000000;
    cell.lat.p99_ns = 9000000;
    writer.cell(0, cell);
    bench::RunInfo info;
    info.preset = "fill";
    info.created = "2026-12-05T09:00:00Z";
    info.target.path = "/dev/nvme1n1";
    info.target.kind = bench::TargetKind::BlockDevice;
    info.target.exists = true;
    info.target.size_bytes = static_cast<std::uint64_t>(written); // the fill wrote it whole
    writer.done(false, 1, 0, bench::resultDocument(info, {cell}));
    std::fclose(out);
    const QByteArrayList lines = QByteArray(buffer, static_cast<qsizetype>(size)).split('\n');
    std::free(buffer);
    return lines;
}

double totalGiB()
{
    double written = 0;
    for (int t = 1; t <= kTotalS; ++t) written += fillRate(t);
    return written / kGiB;
}

// Where the cache ran out: the first second at the slow rate, after kFastS at 2000 MB/s.
double cliffGiB() { return (kFastS * 2000e6 + fillRate(kFastS + 1)) / kGiB; }

} // namespace

class BenchCellChartsTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        qRegisterMetaType<Outcome>();
        test::useTestSettings();
    }

    void theHistogramHasALinePerDirectionAndTheOverlaysCell()
    {
        ui::BenchCharts charts;
        charts.show();
        const std::vector<bench::CellResult> run{mixedCell(60, 900, 1), mixedCell(90, 2000, 32)};
        charts.setRuns(
            {ui::ChartRun{QStringLiteral("this run"), ui::ChartRun::Kind::Primary, run}});
        charts.showLatencyHistogram(true);
        QVERIFY(charts.showsLatencyHistogram());
        QChart* chart = charts.histogramChart();
        // No cell chosen: the last finished one (QD32).
        QVERIFY2(chart->title().contains(QStringLiteral("Q32")), qPrintable(chart->title()));
        QCOMPARE(lines(chart).size(), 2);
        QXYSeries* read = namedLine(chart, QStringLiteral("read"));
        QXYSeries* write = namedLine(chart, QStringLiteral("write"));
        QVERIFY(read && write);
        QVERIFY2(read->name().contains(QLocale().toString(14000)), qPrintable(read->name()));
        QVERIFY(read->count() > 10);
        QVERIFY2(std::abs(shareSum(read) - 100) < 0.01,
                 qPrintable(QString::number(shareSum(read))));
        QVERIFY2(std::abs(shareSum(write) - 100) < 0.01,
                 qPrintable(QString::number(shareSum(write))));
        // The reads peak near 90 µs, on a log axis in µs.
        const auto read_points = read->points();
        const auto peak = std::max_element(read_points.begin(), read_points.end(),
                                           [](auto a, auto b) { return a.y() < b.y(); });
        QVERIFY2(peak->x() > 75 && peak->x() < 110, qPrintable(QString::number(peak->x())));
        auto* x = qobject_cast<QLogValueAxis*>(chart->axes(Qt::Horizontal).value(0));
        QVERIFY(x);
        QVERIFY(x->min() <= 10 && x->max() >= 1000); // 25 µs writes .. 2 ms slow writes
        QVERIFY(x->titleText().contains(QStringLiteral("µs")));

        // An overlaid run: its cell with the same job, dash-dotted; a cell it lacks adds nothing.
        const std::vector<bench::CellResult> before{mixedCell(120, 4000, 32),
                                                    mixedCell(50, 800, 4)};
        charts.setRuns(
            {ui::ChartRun{QStringLiteral("this run"), ui::ChartRun::Kind::Primary, run},
             ui::ChartRun{QStringLiteral("before"), ui::ChartRun::Kind::Overlay, before}});
        QCOMPARE(lines(chart).size(), 4);
        QXYSeries* overlay_read = namedLine(chart, QStringLiteral("read — before"));
        QVERIFY(overlay_read);
        QCOMPARE(overlay_read->pen().style(), Qt::DashDotLine);
        QCOMPARE(overlay_read->pen().color(),
                 namedLine(chart, QStringLiteral("read ("))->pen().color());
        QVERIFY(std::abs(shareSum(overlay_read) - 100) < 0.01);
        const auto overlay_points = overlay_read->points();
        const auto overlay_peak = std::max_element(overlay_points.begin(), overlay_points.end(),
                                                   [](auto a, auto b) { return a.y() < b.y(); });
        QVERIFY2(overlay_peak->x() > 100, qPrintable(QString::number(overlay_peak->x())));

        // ARRAYMARK_GRAB_DIR=docs/screenshots keeps the picture (bench-latency-histogram.png).
        if (const QString dir = qEnvironmentVariable("ARRAYMARK_GRAB_DIR"); !dir.isEmpty()) {
            charts.resize(1000, 640);
            QVERIFY(QTest::qWaitForWindowExposed(&charts));
            QTest::qWait(200);
            QVERIFY(charts.grab().save(dir + QStringLiteral("/bench-latency-histogram.png")));
        }

        // The cell chosen in the table (QD1): the overlay has no QD1 cell.
        charts.setHistogramCell(run.front());
        QVERIFY2(chart->title().contains(QStringLiteral("Q1T1")), qPrintable(chart->title()));
        QCOMPARE(lines(chart).size(), 2);
        // A cell without histograms (an old file) says so and draws nothing.
        bench::CellResult plain = run.front();
        plain.histograms = {};
        charts.setHistogramCell(plain);
        QCOMPARE(lines(chart).size(), 0);
        QVERIFY(chart->title().contains(QStringLiteral("none kept")));
        charts.showLatencyHistogram(false);
        QVERIFY(!charts.showsLatencyHistogram());
    }

    void aFillCellIsChartedAgainstBytesWrittenWithItsCliff()
    {
        test::BenchPageFixture fixture;
        fixture.show();
        fixture.page.setPreset(QStringLiteral("fill"));
        ui::BenchCharts* charts = fixture.page.charts();
        ui::BenchRunner* runner = fixture.page.runner();
        QSignalSpy finished(runner, &ui::BenchRunner::finished);
        ui::RunRequest request;
        request.preset = QStringLiteral("fill");
        request.target = QStringLiteral("/dev/nvme1n1");
        runner->beginRecorded(request);
        const QByteArrayList stream = fillRun();
        // Live: the running fill, before its cliff is confirmed.
        for (int i = 0; i < kFastS + 20; ++i) runner->feedLine(stream[i]);
        QTRY_VERIFY_WITH_TIMEOUT(charts->showsFill(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(
            namedLine(charts->fillChart(), QStringLiteral("MB/s")) &&
                namedLine(charts->fillChart(), QStringLiteral("MB/s"))->count() >= kFastS,
            5000);
        QVERIFY2(charts->fillChart()->title().contains(QStringLiteral("running")),
                 qPrintable(charts->fillChart()->title()));

        for (int i = kFastS + 20; i < stream.size(); ++i) runner->feedLine(stream[i]);
        runner->endRecorded();
        QVERIFY(finished.wait(10000) || !finished.isEmpty());
        QCOMPARE(finished.front().front().value<Outcome>(), Outcome::Completed);
        // The finished run, from its document's samples (read on a worker).
        QTRY_VERIFY_WITH_TIMEOUT(!charts->fillChart()->title().contains(QStringLiteral("running")),
                                 5000);
        QTRY_VERIFY_WITH_TIMEOUT(namedLine(charts->fillChart(), QStringLiteral("cache ran out")),
                                 5000);
        QVERIFY(charts->showsFill());
        QXYSeries* rate = namedLine(charts->fillChart(), QStringLiteral("MB/s"));
        QCOMPARE(rate->count(), kTotalS);
        QCOMPARE(rate->at(0).y(), 2000.0);
        QVERIFY(std::abs(rate->at(kTotalS - 1).x() - totalGiB()) < 1e-6); // GiB on the x axis
        QXYSeries* cliff = namedLine(charts->fillChart(), QStringLiteral("cache ran out"));
        QCOMPARE(cliff->count(), 2);
        QVERIFY2(std::abs(cliff->at(0).x() - cliffGiB()) < 1e-6,
                 qPrintable(QStringLiteral("%1 vs %2").arg(cliff->at(0).x()).arg(cliffGiB())));
        QCOMPARE(cliff->at(0).x(), cliff->at(1).x()); // vertical
        QXYSeries* steady = namedLine(charts->fillChart(), QStringLiteral("after it"));
        QVERIFY(steady);
        QCOMPARE(steady->at(0).y(), steady->at(1).y()); // horizontal
        QVERIFY2(steady->at(0).y() >= 600 && steady->at(0).y() <= 630,
                 qPrintable(QString::number(steady->at(0).y())));
        QVERIFY2(charts->fillText().contains(QStringLiteral("the write cache ran out after")),
                 qPrintable(charts->fillText()));
        QVERIFY2(!charts->fillText().contains(QStringLiteral("stopped")),
                 qPrintable(charts->fillText())); // it wrote the target's whole size
        // The histogram tab shows the fill cell too (it has none: an old-style cell).
        QVERIFY(charts->histogramChart()->title().contains(QStringLiteral("SEQ1M")));

        // ARRAYMARK_GRAB_DIR=docs/screenshots keeps the picture (bench-fill-cliff.png).
        if (const QString dir = qEnvironmentVariable("ARRAYMARK_GRAB_DIR"); !dir.isEmpty()) {
            QTest::qWait(300);
            QVERIFY(charts->grab().save(dir + QStringLiteral("/bench-fill-cliff.png")));
        }

        // Another run's cells are no fills: the over-time chart comes back.
        QVERIFY(fixture.openRun(QStringLiteral(ARRAYMARK_TEST_DATA "/results/quick-4-cells.json")));
        QTRY_VERIFY_WITH_TIMEOUT(!charts->showsFill(), 5000);
        QVERIFY(charts->timeChart()->title().contains(QStringLiteral("Over time")));
    }

    void anyOtherCellKeepsTheOverTimeChart()
    {
        ui::BenchCharts charts;
        charts.show();
        bench::FillCurve curve;
        curve.points = {{1, 2e9, 2e9}, {2, 4e9, 2e9}};
        curve.written_bytes = 4e9;
        curve.seconds = 2;
        charts.setFillCurve(QStringLiteral("fill"), curve, false);
        QVERIFY(charts.showsFill());
        std::vector<bench::Sample> samples(3);
        for (int i = 0; i < 3; ++i) {
            samples[i].time_s = i + 1;
            samples[i].iops = 1000;
        }
        charts.setRunningCell(QStringLiteral("RND4K Q32T1, read"), &samples, false);
        QVERIFY(!charts.showsFill());
        QCOMPARE(qobject_cast<QXYSeries*>(charts.timeChart()->series().front())->count(), 3);
    }
};

QTEST_MAIN(BenchCellChartsTest)
#include "bench_cell_charts_test.moc"
