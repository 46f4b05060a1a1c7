#include <fcntl.h>
#include <unistd.h>

#include <QApplication>
#include <QChart>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <nlohmann/json.hpp>

#include "bench_test_support.h"
#include "core/bench/result_reader.h"
#include "core/bench/test_file_mark.h"
#include "tests/ui/support/test_files.h"
#include "ui/bench/bench_charts.h"
#include "ui/bench/bench_page.h"
#include "ui/bench/custom_job_dialog.h"
#include "ui/bench/history_model.h"
#include "ui/bench/results_table_model.h"
#include "ui/bench/target_panel.h"
#include "ui/bench/write_confirm_dialog.h"

using namespace am;
using Outcome = ui::BenchRunner::Outcome;
Q_DECLARE_METATYPE(am::ui::BenchRunner::Outcome)

using test::fixtureRoots;
using test::readJson;

namespace {
// Answers the next modal dialog (the write confirmation) with `typed`, then presses its accept or
// cancel button.
void answerWriteDialog(const QString& typed, bool accept)
{
    QTimer::singleShot(200, [typed, accept] {
        auto* dialog = qobject_cast<ui::WriteConfirmDialog*>(QApplication::activeModalWidget());
        if (!dialog) return;
        dialog->input()->setText(typed);
        accept && dialog->confirmed() ? dialog->accept() : dialog->reject();
    });
}
} // namespace

class BenchPageTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        qRegisterMetaType<Outcome>();
        test::useTestSettings();
    }

    void runsShowsExportsAndReopensFromHistory()
    {
        QTemporaryDir dir;
        ui::BenchPage page(fixtureRoots());
        page.resize(1200, 800);
        page.show();
        page.setHistoryDirectory(dir.filePath(QStringLiteral("history")));
        page.setCliPath(test::writeFakeCli(dir, test::kReplay));
        page.targetPanel()->setFileTarget(dir.filePath(QStringLiteral("target.bin")));
        page.setPreset(QStringLiteral("quick"));
        QSignalSpy finished(&page, &ui::BenchPage::runFinished);
        page.start();
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.at(0).at(0).value<Outcome>(), Outcome::Completed);

        // Charts and table received the four cells.
        QCOMPARE(page.resultsModel()->cells().size(), std::size_t{4});
        QVERIFY(page.charts()->plottedPoints() >= 8); // each cell on both matrix charts
        QVERIFY(!page.charts()->latencyChart()->series().isEmpty());
        QCOMPARE(page.historyModel()->rowCount(), 1);

        const QString png = dir.filePath(QStringLiteral("run.png"));
        const QString csv = dir.filePath(QStringLiteral("run.csv"));
        const QString json = dir.filePath(QStringLiteral("run.json"));
        page.exportPng(png);
        page.exportCsv(csv);
        page.exportJson(json);
        const QImage image(png);
        QVERIFY(image.width() > 300 && image.height() > 200);
        QFile csv_file(csv);
        QVERIFY(csv_file.open(QIODevice::ReadOnly));
        QCOMPARE(csv_file.readAll().count('\n'), 5); // header and four cells
        const nlohmann::json exported = readJson(json);
        QVERIFY(exported["schema"] == "arraymark.result/1");
        QCOMPARE(exported["cells"].size(), std::size_t{4});

        // Reopen from history: identical numbers.
        const QString saved =
            page.historyModel()
                ->data(page.historyModel()->index(0, 0), ui::HistoryModel::PathRole)
                .toString();
        // Files are read on a worker: each open ends with loadFinished.
        QSignalSpy loaded(&page, &ui::BenchPage::loadFinished);
        page.openRun(QStringLiteral("/nonexistent.json"));
        QVERIFY(loaded.wait(10000));
        QCOMPARE(loaded.takeFirst().at(1).toBool(), false);
        QVERIFY(page.lastMessage().contains(QStringLiteral("nonexistent")));
        page.openRun(saved);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(loaded.takeFirst().at(1).toBool(), true);
        QVERIFY(page.currentDocument() == exported);
        QCOMPARE(page.resultsModel()->cells()[3].iops, 150000.0);

        // Overlay: the same run again adds a second, dash-dotted set of series.
        const int alone = page.charts()->plottedPoints();
        page.overlayRun(saved);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(page.charts()->plottedPoints(), 2 * alone);
        page.setReferenceShown(true);
        QVERIFY(page.charts()->plottedPoints() > 2 * alone + 40); // the 7 x 7 reference, twice
        page.clearOverlays();
        page.setReferenceShown(false);
        QCOMPARE(page.charts()->plottedPoints(), alone);

        page.deleteRun(saved);
        QCOMPARE(page.historyModel()->rowCount(), 0);
    }

    // A fleet document (arraymark-cli fleet --json) opens as one series per host.
    void aFleetDocumentOpensWithOneSeriesPerHost()
    {
        QTemporaryDir dir;
        ui::BenchPage page(fixtureRoots());
        page.setHistoryDirectory(dir.filePath(QStringLiteral("history")));
        const nlohmann::json result =
            readJson(QStringLiteral(ARRAYMARK_TEST_DATA "/results/quick-4-cells.json"));
        nlohmann::json faster = result;
        for (auto& cell : faster["cells"]) cell["iops"] = cell["iops"].get<double>() * 2;
        const nlohmann::json fleet = {{"schema", "arraymark.fleet/1"},
                                      {"hosts",
                                       {{{"name", "node1"}, {"ok", true}, {"result", result}},
                                        {{"name", "node2"}, {"ok", true}, {"result", faster}},
                                        {{"name", "node3"},
                                         {"ok", false},
                                         {"error", "ssh: no route to host"},
                                         {"result", nullptr}}}}};
        const QString path = dir.filePath(QStringLiteral("fleet.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(fleet.dump()));
        file.close();
        QSignalSpy loaded(&page, &ui::BenchPage::loadFinished);
        page.openFile(path);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(loaded.takeFirst().at(1).toBool(), true);
        QCOMPARE(page.resultsModel()->cells().size(),
                 result["cells"].size()); // node1's cells in the table
        QVERIFY2(page.lastMessage().contains(QStringLiteral("2 host")),
                 qPrintable(page.lastMessage()));
        // node2 is overlaid: twice the points of one run.
        const int both = page.charts()->plottedPoints();
        page.clearOverlays();
        QCOMPARE(page.charts()->plottedPoints() * 2, both);
    }

    // A campaign document (arraymark-cli campaign --json) opens as one series
    // per configuration measured; one that failed before measuring is named.
    void aCampaignDocumentOpensWithOneSeriesPerConfiguration()
    {
        QTemporaryDir dir;
        ui::BenchPage page(fixtureRoots());
        page.setHistoryDirectory(dir.filePath(QStringLiteral("history")));
        const nlohmann::json result =
            readJson(QStringLiteral(ARRAYMARK_TEST_DATA "/results/quick-4-cells.json"));
        nlohmann::json faster = result["cells"];
        for (auto& cell : faster) cell["iops"] = cell["iops"].get<double>() * 2;
        const auto configuration = [](const char* id, const nlohmann::json& cells,
                                      const char* outcome) {
            nlohmann::json phases = nlohmann::json::array();
            if (!cells.is_null())
                phases.push_back({{"phase", "measure"},
                                  {"target", "/dev/md127"},
                                  {"seconds", 10},
                                  {"cells", cells}});
            return nlohmann::json{{"id", id},
                                  {"label", id},
                                  {"configuration", nlohmann::json::object()},
                                  {"array", "/dev/md/amc-x"},
                                  {"commands", nlohmann::json::array()},
                                  {"sync_handling", "wait"},
                                  {"sync_seconds", 1},
                                  {"preconditioned", false},
                                  {"phases", phases},
                                  {"rebuild", nullptr},
                                  {"estimate", nullptr},
                                  {"outcome", outcome}};
        };
        const nlohmann::json campaign = {
            {"schema", "arraymark.campaign/1"},
            {"created", "2026-12-01T20:00:00Z"},
            {"arraymark_version", "0.1.0"},
            {"host", nlohmann::json::object()},
            {"drives", nlohmann::json::array()},
            {"spec", nlohmann::json::object()},
            {"baseline", nlohmann::json::array()},
            {"configurations",
             {configuration("raid0-64k", result["cells"], "done"),
              configuration("raid5-64k", faster, "done"),
              configuration("raid6-64k", nullptr, "failed: mdadm exited with 1")}},
            {"journal_timing", nlohmann::json::array()}};
        const QString path = dir.filePath(QStringLiteral("campaign.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(campaign.dump()));
        file.close();
        QSignalSpy loaded(&page, &ui::BenchPage::loadFinished);
        page.openFile(path);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(loaded.takeFirst().at(1).toBool(), true);
        QCOMPARE(page.resultsModel()->cells().size(), result["cells"].size());
        QVERIFY2(page.lastMessage().contains(QStringLiteral("2 configuration")),
                 qPrintable(page.lastMessage()));
        const int both = page.charts()->plottedPoints();
        page.clearOverlays();
        QCOMPARE(page.charts()->plottedPoints() * 2, both);
    }

    void aCrashedChildLeavesItsMessageAndTheMeasuredCells()
    {
        QTemporaryDir dir;
        ui::BenchPage page(fixtureRoots());
        page.setHistoryDirectory(dir.filePath(QStringLiteral("history")));
        page.setCliPath(test::writeFakeCli(dir, test::kCrashAfterTwoCells));
        page.targetPanel()->setFileTarget(dir.filePath(QStringLiteral("target.bin")));
        page.setPreset(QStringLiteral("quick"));
        QSignalSpy finished(&page, &ui::BenchPage::runFinished);
        page.start();
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.at(0).at(0).value<Outcome>(), Outcome::Failed);
        QVERIFY2(page.lastMessage().contains(QStringLiteral("ring setup failed")),
                 qPrintable(page.lastMessage()));
        QCOMPARE(page.resultsModel()->cells().size(), std::size_t{2});
        QCOMPARE(page.historyModel()->rowCount(), 1); // what was measured is kept
        QVERIFY(page.currentDocument()["incomplete"].get<bool>());
    }

    void writePresetsOnRawDevicesNeedTheNameAndAFreeDevice()
    {
        QTemporaryDir dir;
        ui::BenchPage page(fixtureRoots());
        page.setHistoryDirectory(dir.filePath(QStringLiteral("history")));
        page.setCliPath(test::writeFakeCli(dir, test::kReplay));
        QSignalSpy scanned(page.targetPanel(), &ui::TargetPanel::drivesScanned);
        page.targetPanel()->refreshDrives(); // a page on its own scans for itself
        QVERIFY(scanned.wait(10000) || scanned.count() == 1);

        // Mounted: impossible, and the reason is named.
        QVERIFY(page.targetPanel()->selectTarget(QStringLiteral("/dev/sdc2")));
        QVERIFY(page.targetPanel()->writeRefusal().contains(QStringLiteral("mounted at /")));
        page.setPreset(QStringLiteral("quick"));
        page.start();
        QCOMPARE(page.runner()->state(), ui::BenchRunner::State::Idle);
        QVERIFY2(page.lastMessage().contains(QStringLiteral("mounted at /")),
                 qPrintable(page.lastMessage()));
        // An md member too.
        QVERIFY(page.targetPanel()->selectTarget(QStringLiteral("/dev/sdd1")));
        QVERIFY(page.targetPanel()->writeRefusal().contains(QStringLiteral("md0")));

        // Free: the name must be typed; a wrong name does not start anything.
        QVERIFY(page.targetPanel()->selectTarget(QStringLiteral("/dev/nvme0n1")));
        QVERIFY(page.targetPanel()->writeRefusal().isEmpty());
        answerWriteDialog(QStringLiteral("nvme1n1"), true);
        page.start();
        QCOMPARE(page.runner()->state(), ui::BenchRunner::State::Idle);
        answerWriteDialog(QStringLiteral("nvme0n1"), true);
        QSignalSpy finished(&page, &ui::BenchPage::runFinished);
        page.start();
        QCOMPARE(page.runner()->request().allow_write_device, QStringLiteral("/dev/nvme0n1"));
        QVERIFY(page.runner()->request().size.isEmpty()); // a device is used whole
        QVERIFY(finished.wait(20000));

        // A read preset needs no confirmation, even on a mounted device.
        QVERIFY(page.targetPanel()->selectTarget(QStringLiteral("/dev/sdc2")));
        page.setPreset(QStringLiteral("qd-sweep"));
        page.start();
        QCOMPARE(page.runner()->state(), ui::BenchRunner::State::Running);
        QVERIFY(page.runner()->request().allow_write_device.isEmpty());
        QVERIFY(finished.wait(20000));
    }

    void writePresetsOnAnExistingFileArrayMarkDidNotCreateNeedItsName()
    {
        QTemporaryDir dir;
        ui::BenchPage page(fixtureRoots());
        page.setHistoryDirectory(dir.filePath(QStringLiteral("history")));
        page.setCliPath(test::writeFakeCli(dir, test::kReplay));
        const QString mine = dir.filePath(QStringLiteral("mine.bin"));
        {
            QFile file(mine);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("a person's data");
        }
        page.targetPanel()->setFileTarget(mine);
        page.setPreset(QStringLiteral("quick"));

        // A wrong name starts nothing.
        answerWriteDialog(QStringLiteral("other.bin"), true);
        page.start();
        QCOMPARE(page.runner()->state(), ui::BenchRunner::State::Idle);
        QVERIFY2(page.lastMessage().contains(QStringLiteral("not confirmed")),
                 qPrintable(page.lastMessage()));
        // The file's name: the CLI is told which file it may write.
        answerWriteDialog(QStringLiteral("mine.bin"), true);
        QSignalSpy finished(&page, &ui::BenchPage::runFinished);
        page.start();
        QCOMPARE(page.runner()->state(), ui::BenchRunner::State::Running);
        QCOMPARE(page.runner()->request().allow_write_file, mine);
        const QStringList args = page.runner()->request().arguments();
        QCOMPARE(args.value(args.indexOf(QStringLiteral("--allow-write-file")) + 1), mine);
        QVERIFY(finished.wait(20000));

        // No question (any dialog is turned down, so a wrong one leaves the page idle): a read
        // preset, a file that does not exist yet, and ArrayMark's own test file.
        const QString made = dir.filePath(QStringLiteral("made.bin"));
        {
            const int fd =
                ::open(made.toLocal8Bit().constData(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
            QVERIFY(fd >= 0);
            bench::writeTestFileMark(fd, 4096, made.toStdString());
            ::close(fd);
        }
        // A read preset on a file that does not exist yet: refused before the CLI would refuse it.
        page.targetPanel()->setFileTarget(dir.filePath(QStringLiteral("absent.bin")));
        page.setPreset(QStringLiteral("qd-sweep"));
        page.start();
        QCOMPARE(page.runner()->state(), ui::BenchRunner::State::Idle);
        QVERIFY2(page.lastMessage().contains(QStringLiteral("does not exist yet")),
                 qPrintable(page.lastMessage()));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("absent.bin"))));

        const std::vector<std::pair<QString, QString>> unasked{
            {mine, QStringLiteral("qd-sweep")},
            {dir.filePath(QStringLiteral("new.bin")), QStringLiteral("quick")},
            {made, QStringLiteral("quick")}};
        for (const auto& [target, preset] : unasked) {
            page.targetPanel()->setFileTarget(target);
            page.setPreset(preset);
            answerWriteDialog(QString(), false);
            page.start();
            QVERIFY2(page.runner()->state() == ui::BenchRunner::State::Running,
                     qPrintable(target + QStringLiteral(": ") + page.lastMessage()));
            QVERIFY(page.runner()->request().allow_write_file.isEmpty());
            QVERIFY(finished.wait(20000));
        }
    }

    void theCustomJobReachesTheCliAsAPresetFile()
    {
        QTemporaryDir dir;
        ui::BenchPage page(fixtureRoots());
        page.setHistoryDirectory(dir.filePath(QStringLiteral("history")));
        // The stand-in only replays the run when the preset file holds the editor's sweep.
        page.setCliPath(test::writeFakeCli(
            dir,
            QStringLiteral(
                "grep -q '\"randrw\"' \"$ARRAYMARK_PRESETS/custom.json\" || { echo 'no custom preset' >&2; exit 3; }\n"
                "case \"$*\" in *'--preset custom'*) cat \"$STREAM\";; *) exit 4;; esac")));
        page.targetPanel()->setFileTarget(dir.filePath(QStringLiteral("target.bin")));
        page.setCustomSweep(
            bench::parseCustomSweep(bench::Pattern::Random, "4k 16k", "0 70 100", "8", 1, 1, 0));
        page.setPreset(QStringLiteral("custom"));
        QSignalSpy finished(&page, &ui::BenchPage::runFinished);
        page.start();
        QVERIFY(finished.wait(20000));
        QVERIFY2(finished.at(0).at(0).value<Outcome>() == Outcome::Completed,
                 qPrintable(page.lastMessage()));
        QVERIFY(!page.runner()->request().presets_dir.isEmpty());
    }

    void customJobDialogRefusesBadFields()
    {
        ui::CustomJobDialog dialog(bench::CustomSweep{});
        QVERIFY(dialog.isValid());
        dialog.readSharesEdit()->setText(QStringLiteral("50 150"));
        QVERIFY(!dialog.isValid());
        dialog.readSharesEdit()->setText(QStringLiteral("50 100"));
        dialog.blockSizesEdit()->setText(QStringLiteral("4k 128k"));
        QVERIFY(dialog.isValid());
        QCOMPARE(dialog.sweep().cells(), std::size_t{4});
    }

    void writeDialogEnablesOnlyOnTheExactName()
    {
        ui::WriteConfirmDialog dialog(QStringLiteral("/dev/nvme0n1"), QStringLiteral("Quick"));
        QVERIFY(!dialog.confirmed());
        dialog.input()->setText(QStringLiteral("nvme0"));
        QVERIFY(!dialog.confirmed());
        dialog.input()->setText(QStringLiteral("nvme0n1"));
        QVERIFY(dialog.confirmed());
        dialog.input()->setText(QStringLiteral("/dev/nvme0n1"));
        QVERIFY(dialog.confirmed());
    }
};

QTEST_MAIN(BenchPageTest)
#include "bench_page_test.moc"
