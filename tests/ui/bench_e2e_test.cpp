// End to end: the Benchmark page runs the quick preset (short cells) on a temp
// file through the real `arraymark-cli bench --stream`, the charts receive
// points, the run is exported as PNG/CSV/JSON and reopened from the history
// with identical numbers.
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

#include "bench_test_support.h"
#include "ui/bench/bench_charts.h"
#include "ui/bench/bench_page.h"
#include "ui/bench/cli_locator.h"
#include "ui/bench/history_model.h"
#include "ui/bench/results_table_model.h"
#include "ui/bench/target_panel.h"

using namespace am;
Q_DECLARE_METATYPE(am::ui::BenchRunner::Outcome)

class BenchEndToEndTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        qRegisterMetaType<ui::BenchRunner::Outcome>();
        test::useTestSettings();
    }

    void quickPresetThroughTheRealCli()
    {
        const QString cli = ui::findArrayMarkCli();
        if (cli.isEmpty()) QSKIP("arraymark-cli is not built next to the tests nor on PATH");
        QProcess help;
        help.start(cli, {QStringLiteral("bench"), QStringLiteral("--help")});
        if (!help.waitForFinished(10000) || help.exitCode() != 0 ||
            !help.readAllStandardOutput().contains("--stream"))
            QSKIP(
                "this arraymark-cli has no `bench --stream` (the engine's branch is not merged here)");

        QTemporaryDir dir;
        ui::BenchPage page({"/nonexistent/sys", "/proc", "/dev"});
        page.resize(1200, 800);
        page.show();
        page.setCliPath(cli);
        page.setHistoryDirectory(dir.filePath(QStringLiteral("history")));
        page.targetPanel()->setFileTarget(dir.filePath(QStringLiteral("target.bin")));
        page.targetPanel()->setSizeText(QStringLiteral("64MiB"));
        page.setPreset(QStringLiteral("quick"));
        page.setCellSeconds(0.5, 0);
        QSignalSpy cells(page.runner(), &ui::BenchRunner::cellFinished);
        QSignalSpy samples(page.runner(), &ui::BenchRunner::sampleArrived);
        QSignalSpy finished(&page, &ui::BenchPage::runFinished);
        page.start();
        QVERIFY(finished.wait(180000));
        QVERIFY2(finished.at(0).at(0).value<ui::BenchRunner::Outcome>() ==
                     ui::BenchRunner::Outcome::Completed,
                 qPrintable(page.lastMessage()));
        QCOMPARE(cells.count(), 8);
        QVERIFY(samples.count() >= 8); // at least one 250 ms sample per 0.5 s cell

        // Charts and table hold all eight cells, each with a measured rate.
        const auto& measured = page.resultsModel()->cells();
        QCOMPARE(measured.size(), std::size_t{8});
        for (const auto& cell : measured) QVERIFY2(cell.iops > 0, cell.job.name.c_str());
        QCOMPARE(page.charts()->plottedPoints(), 16);
        QCOMPARE(page.historyModel()->rowCount(), 1);

        const QString png = dir.filePath(QStringLiteral("quick.png"));
        const QString csv = dir.filePath(QStringLiteral("quick.csv"));
        const QString json = dir.filePath(QStringLiteral("quick.json"));
        page.exportPng(png);
        page.exportCsv(csv);
        page.exportJson(json);
        QVERIFY(!QImage(png).isNull());
        QFile csv_file(csv);
        QVERIFY(csv_file.open(QIODevice::ReadOnly));
        QCOMPARE(csv_file.readAll().count('\n'), 9);
        QFile json_file(json);
        QVERIFY(json_file.open(QIODevice::ReadOnly));
        const auto exported = nlohmann::json::parse(json_file.readAll().toStdString());
        QVERIFY(exported["schema"] == "arraymark.result/1");
        QVERIFY(exported["preset"] == "quick");

        QSignalSpy loaded(&page, &ui::BenchPage::loadFinished); // read on a worker
        page.openRun(page.historyModel()
                         ->data(page.historyModel()->index(0, 0), ui::HistoryModel::PathRole)
                         .toString());
        QVERIFY(loaded.wait(20000));
        QVERIFY(page.currentDocument() == exported); // identical numbers after the round trip
        for (std::size_t i = 0; i < measured.size(); ++i)
            QCOMPARE(page.resultsModel()->cells()[i].iops,
                     exported["cells"][i]["iops"].get<double>());
    }

    // The Engine button's modes reach the real CLI, and its result says it ran them.
    void engineModesThroughTheRealCli()
    {
        const QString cli = ui::findArrayMarkCli();
        if (cli.isEmpty()) QSKIP("arraymark-cli is not built next to the tests nor on PATH");
        QTemporaryDir dir;
        ui::BenchPage page({"/nonexistent/sys", "/proc", "/dev"});
        page.setCliPath(cli);
        page.setHistoryDirectory(dir.filePath(QStringLiteral("history")));
        page.targetPanel()->setFileTarget(dir.filePath(QStringLiteral("modes.bin")));
        page.targetPanel()->setSizeText(QStringLiteral("16MiB"));
        page.setCustomSweep(
            bench::parseCustomSweep(bench::Pattern::Random, "4k", "0", "4", 1, 0.5, 0));
        page.setPreset(QStringLiteral("custom"));
        bench::EngineModes modes;
        modes.sqpoll = true;
        modes.rate_iops = 400;
        modes.cpus = "none";
        page.setEngineModes(modes);
        QSignalSpy finished(&page, &ui::BenchPage::runFinished);
        page.start();
        QVERIFY(finished.wait(60000));
        QVERIFY2(finished.at(0).at(0).value<ui::BenchRunner::Outcome>() ==
                     ui::BenchRunner::Outcome::Completed,
                 qPrintable(page.lastMessage()));
        QVERIFY(page.runner()->request().arguments().contains(QStringLiteral("--sqpoll")));
        const auto& cell = page.currentDocument().at("cells").at(0);
        const auto& job = cell.at("job");
        QCOMPARE(job.at("sqpoll").get<bool>(), true);
        QCOMPARE(job.at("rate_iops").get<std::uint64_t>(), std::uint64_t{400});
        QCOMPARE(job.at("cpus").get<std::string>(), std::string("none"));
        QCOMPARE(cell.at("latency_from").get<std::string>(), std::string("due"));
        QVERIFY(cell.at("iops").get<double>() > 0);
    }
};

QTEST_MAIN(BenchEndToEndTest)
#include "bench_e2e_test.moc"
