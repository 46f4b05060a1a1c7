// A recorded 10-minute run fed at full speed through a real child process:
// everything arrives, memory stays bounded, and the worst event loop gap is
// printed. The target (under 50 ms) is checked by scripts/workspace-latency on
// a release build, not here: timed assertions fail on a busy machine.
// 49 cells (the matrix preset) of 12 s at 4 Hz.
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <fstream>
#include <nlohmann/json.hpp>

#include "bench_test_support.h"
#include "ui/bench/bench_charts.h"
#include "ui/bench/bench_page.h"
#include "ui/bench/results_table_model.h"
#include "ui/bench/target_panel.h"

using namespace am;
using nlohmann::json;
Q_DECLARE_METATYPE(am::ui::BenchRunner::Outcome)

namespace {
constexpr int kCells = 49;
constexpr int kSamplesPerCell = 48; // 12 s at 4 Hz: 49 x 12 s is about 10 minutes

long residentKiB()
{
    std::ifstream status("/proc/self/status");
    std::string key;
    while (status >> key) {
        if (key == "VmRSS:") {
            long kib = 0;
            status >> kib;
            return kib;
        }
        status.ignore(1 << 12, '\n');
    }
    return 0;
}

// Writes the stream and returns its line count.
int writeTenMinuteStream(const QString& path)
{
    std::ifstream in(ARRAYMARK_TEST_DATA "/results/quick-4-cells.json");
    json doc = json::parse(in);
    const json cell_template = doc["cells"][3];
    doc["preset"] = "matrix";
    doc["cells"] = json::array();
    std::ofstream out(path.toStdString());
    int lines = 0;
    const std::uint64_t sizes[] = {4096, 8192, 16384, 32768, 65536, 131072, 1048576};
    const std::uint32_t shares[] = {0, 5, 35, 50, 65, 95, 100};
    for (int c = 0; c < kCells; ++c) {
        json cell = cell_template;
        cell["job"]["rw"] = "randrw";
        cell["job"]["bs"] = sizes[c / 7];
        cell["job"]["read_share"] = shares[c % 7];
        cell["job"]["name"] = cell["name"] = "cell " + std::to_string(c);
        cell["iops"] = 1e9 / static_cast<double>(sizes[c / 7]) * (1 + shares[c % 7] / 100.0);
        cell["samples"] = json::array();
        for (int s = 0; s < kSamplesPerCell; ++s) {
            json sample = {{"t", 0.25 * (s + 1)},     {"interval", 0.25},
                           {"iops", 1000.0 + s},      {"read_iops", 500.0},
                           {"write_iops", 500.0 + s}, {"bw_bytes", 4096000.0},
                           {"p99_ns", 80000 + s}};
            cell["samples"].push_back(sample);
            json line = sample;
            line["type"] = "sample";
            line["cell"] = c;
            line["cells"] = kCells;
            line["name"] = cell["name"];
            out << line.dump() << '\n';
            ++lines;
        }
        out << json{{"type", "cell"}, {"cell", c}, {"cells", kCells}, {"result", cell}}.dump()
            << '\n';
        ++lines;
        doc["cells"].push_back(cell);
    }
    out << json{{"type", "done"},      {"cancelled", false}, {"cells", kCells},
                {"completed", kCells}, {"failed", 0},        {"result", doc}}
               .dump()
        << '\n';
    return lines + 1;
}
} // namespace

class BenchStressTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        qRegisterMetaType<ui::BenchRunner::Outcome>();
        test::useTestSettings();
    }

    void aTenMinuteStreamAtFullSpeedKeepsTheGuiResponsive()
    {
        QTemporaryDir dir;
        const QString stream = dir.filePath(QStringLiteral("ten-minutes.jsonl"));
        const int lines = writeTenMinuteStream(stream);
        QVERIFY(lines > 2400);

        ui::BenchPage page({"/nonexistent/sys", "/proc", "/dev"});
        page.resize(1200, 800);
        page.show();
        page.setHistoryDirectory(dir.filePath(QStringLiteral("history")));
        page.setCliPath(test::writeFakeCli(dir, test::kReplay, stream));
        page.targetPanel()->setFileTarget(dir.filePath(QStringLiteral("target.bin")));
        page.setPreset(QStringLiteral("matrix"));

        // Event loop latency: the largest gap between ticks of a 5 ms timer.
        QElapsedTimer clock;
        qint64 last = 0, worst = 0;
        QTimer probe;
        probe.setInterval(5);
        connect(&probe, &QTimer::timeout, this, [&] {
            const qint64 now = clock.elapsed();
            worst = std::max(worst, now - last);
            last = now;
        });
        const long rss_before = residentKiB();
        QSignalSpy finished(&page, &ui::BenchPage::runFinished);
        clock.start();
        probe.start();
        page.start();
        QVERIFY(finished.wait(60000));
        probe.stop();
        const qint64 total = clock.elapsed();
        const long rss_growth_mib = (residentKiB() - rss_before) / 1024;
        qInfo("STRESS lines=%d total_ms=%lld worst_gap_ms=%lld rss_growth_mib=%ld", lines, total,
              worst, rss_growth_mib);

        QCOMPARE(finished.at(0).at(0).value<ui::BenchRunner::Outcome>(),
                 ui::BenchRunner::Outcome::Completed);
        QCOMPARE(page.resultsModel()->rowCount(), 7);
        QCOMPARE(page.resultsModel()->columnCount(), 7);
        QCOMPARE(page.charts()->plottedPoints(), 2 * kCells);
        // The document (49 cells with their samples) is held a few times over; a leak per line
        // would be far more.
        QVERIFY2(rss_growth_mib < 150,
                 qPrintable(QStringLiteral("memory grew by %1 MiB").arg(rss_growth_mib)));
    }
};

QTEST_MAIN(BenchStressTest)
#include "bench_stress_test.moc"
