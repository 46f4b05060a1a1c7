// Drive temperatures on the "Over time" chart: a second axis (°C) beside the
// rate, one line per drive, live from the stream and for the finished run's
// document; hidden without readings. The run is written by core's own stream
// writer: a 30 s sequential write on md0 whose first member heats past its
// warning threshold while the rate falls, as a drive that throttles does.
#include <QChart>
#include <QLineSeries>
#include <QSignalSpy>
#include <QTest>
#include <QValueAxis>
#include <cmath>
#include <cstdio>

#include "bench_test_support.h"
#include "core/bench/result_json.h"
#include "core/bench/stream_writer.h"
#include "tests/ui/support/bench_page_fixture.h"
#include "ui/bench/bench_charts.h"
#include "ui/bench/stream_parser.h"

using namespace am;
using Outcome = ui::BenchRunner::Outcome;
Q_DECLARE_METATYPE(am::ui::BenchRunner::Outcome)

namespace {

constexpr double kRampS = 2;
constexpr int kSeconds = 30;

// nvme0n1 from 52 °C, 1 °C a second, to 70 (its warning threshold) at 18 s,
// then held near 72 while the rate halves; nvme1n1 stays cool.
double hotDrive(double t) { return std::min(52.0 + t, 71.5 + 0.5 * std::sin(t)); }
double coolDrive(double t) { return 44.0 + 0.1 * t; }
double rateAt(double t) { return t < 20 ? 3200 : 1600 + 60 * std::sin(t); }

QByteArrayList throttledRun()
{
    char* buffer = nullptr;
    std::size_t size = 0;
    std::FILE* out = open_memstream(&buffer, &size);
    bench::StreamWriter writer(out, 1);
    bench::RunTemperatures temperatures;
    temperatures.interval_s = 1;
    for (const char* name : {"nvme0n1", "nvme1n1"}) {
        bench::DeviceTemperature device;
        device.device = name;
        device.driver = "nvme";
        device.warning_c = 70;
        device.critical_c = 85;
        temperatures.devices.push_back(device);
    }
    bench::CellResult cell;
    cell.job.pattern = bench::Pattern::Sequential;
    cell.job.block_size = 1 << 20;
    cell.job.read_share = 0;
    cell.job.queue_depth = 8;
    cell.job.name = "SEQ1M Q8T1 write";
    cell.measured_s = kSeconds;
    for (int t = 0; t <= kSeconds + kRampS; ++t) {
        bench::TemperatureReading reading;
        reading.time_s = t;
        reading.cell = 0;
        if (t >= kRampS) reading.cell_time_s = t - kRampS;
        const double cell_t = t - kRampS;
        reading.values = {{"nvme0n1", hotDrive(std::max(0.0, cell_t))},
                          {"nvme1n1", coolDrive(std::max(0.0, cell_t))}};
        bench::addReading(temperatures, reading);
        writer.temperature(reading);
        if (cell_t < 1) continue;
        bench::Sample sample;
        sample.time_s = cell_t;
        sample.interval_s = 1;
        sample.iops = rateAt(cell_t);
        sample.write_iops = sample.iops;
        sample.bw_bytes = sample.iops * (1 << 20);
        sample.p99_ns = static_cast<std::uint64_t>(2.5e9 * 8 / sample.iops);
        cell.samples.push_back(sample);
        writer.sample(0, cell.job.name, sample);
    }
    cell.iops = 2500;
    cell.write_iops = 2500;
    cell.bw_bytes = 2500.0 * (1 << 20);
    cell.write_bw_bytes = cell.bw_bytes;
    cell.lat.count = 75000;
    cell.lat.p50_ns = 3000000;
    cell.lat.p99_ns = 9000000;
    cell.temperature = bench::cellTemperature(temperatures, kRampS, kSeconds);
    writer.cell(0, cell);
    bench::RunInfo info;
    info.created = "2026-12-02T08:30:00Z";
    info.target.path = "/dev/md0";
    info.target.kind = bench::TargetKind::BlockDevice;
    info.temperatures = temperatures;
    writer.done(false, 1, 0, bench::resultDocument(info, {cell}));
    std::fclose(out);
    const QByteArrayList lines = QByteArray(buffer, static_cast<qsizetype>(size)).split('\n');
    std::free(buffer);
    return lines;
}

int pointsOf(const QList<QLineSeries*>& series)
{
    int n = 0;
    for (const auto* s : series) n += static_cast<int>(s->count());
    return n;
}

} // namespace

class BenchTemperatureTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        qRegisterMetaType<Outcome>();
        test::useTestSettings();
    }

    void theParserReadsATemperatureLine()
    {
        ui::StreamParser parser;
        std::shared_ptr<ui::StreamParser::Batch> batch;
        connect(&parser, &ui::StreamParser::parsed, this,
                [&batch](std::shared_ptr<ui::StreamParser::Batch> b) { batch = std::move(b); });
        parser.parse({R"({"type":"temperature","t":4,"cell":0,"cell_t":2,"cells":1,)"
                      R"("samples":[{"device":"nvme0n1","celsius":49.85}]})"},
                     7);
        QVERIFY(batch);
        QCOMPARE(batch->run, 7);
        QCOMPARE(batch->bad_lines, 0);
        QCOMPARE(batch->events.size(), std::size_t(1));
        const auto& event = batch->events.front();
        QCOMPARE(event.type, bench::StreamEvent::Type::Temperature);
        QCOMPARE(event.reading.values.size(), std::size_t(1));
        QCOMPARE(event.reading.values.front().celsius, 49.85);
        QCOMPARE(*event.reading.cell_time_s, 2.0);
    }

    void oneLinePerDriveOnASecondAxisHiddenWithoutReadings()
    {
        ui::BenchCharts charts;
        QVERIFY(!charts.temperatureAxis()->isVisible());
        QVERIFY(charts.temperatureSeries().isEmpty());
        bench::DeviceTemperature cool, hot, silent;
        cool.device = "sdb";
        cool.points = {{0, 30}, {1, 31}, {2, 31.5}};
        hot.device = "sda";
        hot.warning_c = 60;
        hot.points = {{0, 58}, {1, 61}, {2, 62}};
        silent.device = "sdc"; // its sensor never answered: no line
        charts.setCellTemperatures({cool, hot, silent});
        const auto series = charts.temperatureSeries();
        QCOMPARE(series.size(), 3); // two drives and the warning threshold sda reached
        QVERIFY(series[0]->name().contains(QStringLiteral("sdb")));
        QVERIFY(series[1]->name().contains(QStringLiteral("sda")));
        QVERIFY(series[2]->name().contains(QStringLiteral("60")));
        QCOMPARE(series[1]->count(), 3);
        QCOMPARE(series[1]->at(2), QPointF(2, 62));
        QVERIFY(charts.temperatureAxis()->isVisible());
        QCOMPARE(charts.temperatureAxis()->alignment(), Qt::AlignRight);
        QVERIFY(charts.temperatureAxis()->min() <= 30 && charts.temperatureAxis()->max() >= 62);
        QVERIFY(series[1]->attachedAxes().contains(charts.temperatureAxis()));
        // A live tick with one more reading: the same lines, one more point.
        hot.points.push_back({3, 63});
        charts.setCellTemperatures({cool, hot});
        QCOMPARE(charts.temperatureSeries(), series);
        QCOMPARE(series[1]->count(), 4);
        charts.setCellTemperatures({});
        QVERIFY(charts.temperatureSeries().isEmpty());
        QVERIFY(!charts.temperatureAxis()->isVisible());
    }

    void liveAndForTheFinishedRun()
    {
        test::BenchPageFixture fixture;
        fixture.show();
        ui::BenchCharts* charts = fixture.page.charts();
        ui::BenchRunner* runner = fixture.page.runner();
        QSignalSpy finished(runner, &ui::BenchRunner::finished);
        ui::RunRequest request;
        request.target = QStringLiteral("/dev/md0");
        runner->beginRecorded(request);
        const QByteArrayList lines = throttledRun();
        const int half = static_cast<int>(lines.size() / 2);
        for (int i = 0; i < half; ++i) runner->feedLine(lines[i]);
        // Live: the running cell's share of the series, on its clock (the first reading came
        // during the ramp, before the cell's clock began).
        QTRY_VERIFY_WITH_TIMEOUT(pointsOf(charts->temperatureSeries()) > 10, 5000);
        QCOMPARE(charts->temperatureSeries().size(), 2); // not yet at the warning threshold
        QCOMPARE(charts->temperatureSeries()[0]->at(0).x(), 0.0);
        QVERIFY(charts->temperatureAxis()->isVisible());

        for (int i = half; i < lines.size(); ++i) runner->feedLine(lines[i]);
        runner->endRecorded();
        QVERIFY(finished.wait(10000) || !finished.isEmpty());
        QCOMPARE(finished.front().front().value<Outcome>(), Outcome::Completed);
        // The finished run, from its document: the whole cell, and the threshold nvme0n1 reached.
        QTRY_COMPARE_WITH_TIMEOUT(charts->temperatureSeries().size(), 3, 5000);
        const auto series = charts->temperatureSeries();
        QCOMPARE(series[0]->count(), kSeconds + 1);
        QCOMPARE(series[0]->at(20).y(), hotDrive(20));
        QVERIFY(series[2]->name().contains(QStringLiteral("70")));
        QVERIFY(charts->timeChart()->title().contains(QStringLiteral("SEQ1M")));

        // ARRAYMARK_GRAB_DIR=docs/screenshots: the README's picture of a drive that throttles.
        if (const QString dir = qEnvironmentVariable("ARRAYMARK_GRAB_DIR"); !dir.isEmpty()) {
            QTest::qWait(300); // replaced axes are deleted later; let the charts settle
            QVERIFY(fixture.page.grab().save(dir + QStringLiteral("/bench-temperature.png")));
        }
    }

    void aRunWithoutTemperaturesShowsNone()
    {
        test::BenchPageFixture fixture;
        fixture.show();
        QVERIFY(fixture.openRun(QStringLiteral(ARRAYMARK_TEST_DATA "/results/quick-4-cells.json")));
        QVERIFY(fixture.page.charts()->temperatureSeries().isEmpty());
        QVERIFY(!fixture.page.charts()->temperatureAxis()->isVisible());
    }
};

QTEST_MAIN(BenchTemperatureTest)
#include "bench_temperature_test.moc"
