// Failures said as failures (issue 15): a run whose every cell failed is a
// failed run, kept out of History, with the last results still on screen; a
// run with failed cells says how many; the cell a Stop interrupted is grey
// and out of the charts; a bad file size is refused in its field; the
// child's error is a sentence; a test file larger than the free space is
// refused before anything is written.
#include <sys/mount.h>
#include <unistd.h>

#include <QFile>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
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
using Outcome = ui::BenchRunner::Outcome;
Q_DECLARE_METATYPE(am::ui::BenchRunner::Outcome)

namespace {

drives::SystemRoots noDrives() { return {"/nonexistent/sys", "/proc", "/dev"}; }

QList<QByteArray> recordedLines()
{
    QFile file(test::kRecordedStream);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return file.readAll().trimmed().split('\n');
}

// Writes `lines` as a stream file in `dir` and returns its path.
QString writeStream(const QTemporaryDir& dir, const QString& name, const QList<QByteArray>& lines)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) return {};
    for (const auto& line : lines) file.write(line + '\n');
    return path;
}

QByteArray compact(const nlohmann::json& value) { return QByteArray::fromStdString(value.dump()); }

// A 16 MiB tmpfs on a temp directory, unmounted however the test ends.
class SmallFilesystem {
public:
    SmallFilesystem()
    {
        mounted_ =
            dir_.isValid() && ::mount("arraymark-test", dir_.path().toLocal8Bit().constData(),
                                      "tmpfs", MS_NOSUID | MS_NODEV, "size=16m") == 0;
    }
    ~SmallFilesystem()
    {
        if (mounted_) ::umount2(dir_.path().toLocal8Bit().constData(), MNT_DETACH);
    }
    SmallFilesystem(const SmallFilesystem&) = delete;
    SmallFilesystem& operator=(const SmallFilesystem&) = delete;
    bool mounted() const { return mounted_; }
    QString path() const { return dir_.path(); }

private:
    QTemporaryDir dir_;
    bool mounted_ = false;
};

struct Fixture {
    QTemporaryDir dir;
    ui::BenchPage page{noDrives()};
    Fixture()
    {
        page.resize(1200, 800);
        page.show();
        page.setHistoryDirectory(dir.filePath(QStringLiteral("history")));
        page.targetPanel()->setFileTarget(dir.filePath(QStringLiteral("target.bin")));
        page.targetPanel()->setSizeText(QStringLiteral("64MiB"));
        page.setPreset(QStringLiteral("quick"));
    }
    // Runs the page with a stand-in CLI whose shell `body` plays the child; false when it did not
    // end.
    bool run(const QString& body, Outcome* outcome = nullptr,
             const QString& stream = test::kRecordedStream)
    {
        page.setCliPath(test::writeFakeCli(dir, body, stream));
        QSignalSpy finished(&page, &ui::BenchPage::runFinished);
        page.start();
        if (!finished.wait(20000)) return false;
        if (outcome) *outcome = finished.at(0).at(0).value<Outcome>();
        return true;
    }
    QLabel* message() const { return page.findChild<QLabel*>(QStringLiteral("benchMessage")); }
    QPushButton* startButton() const
    {
        return page.findChild<QPushButton*>(QStringLiteral("benchStart"));
    }
};

} // namespace

class BenchRunFailuresTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        qRegisterMetaType<Outcome>();
        test::useTestSettings();
    }

    void aRunWhoseEveryCellFailedIsAFailedRun()
    {
        Fixture f;
        Outcome outcome{};
        QVERIFY(f.run(test::kReplay, &outcome));
        QCOMPARE(f.page.historyModel()->rowCount(), 1);
        QCOMPARE(f.page.resultsModel()->cells().size(), std::size_t{4});

        // Eight "No space left on device" cells, a done line with none measured, then the CLI's own
        // error.
        QList<QByteArray> lines;
        for (int cell = 0; cell < 8; ++cell)
            lines << compact({{"type", "error"},
                              {"cell", cell},
                              {"cells", 8},
                              {"message", "pwrite failed: No space left on device"}});
        nlohmann::json done = nlohmann::json::parse(recordedLines().last().toStdString());
        done["cells"] = 8;
        done["completed"] = 0;
        done["failed"] = 8;
        done["result"]["cells"] = nlohmann::json::array();
        lines << compact(done);
        lines << compact(
            {{"type", "error"}, {"cell", nullptr}, {"cells", 0}, {"message", "no cell could run"}});
        const QString stream = writeStream(f.dir, QStringLiteral("all-failed.jsonl"), lines);
        QVERIFY(f.run(QStringLiteral("cat \"$STREAM\"; exit 1"), &outcome, stream));

        QCOMPARE(outcome, Outcome::Failed); // before: Completed, "Finished. Saved …"
        f.page.grab().save(QStringLiteral("/tmp/runfail-allfailed.png"));
        const QString text = f.page.lastMessage();
        QVERIFY2(text.contains(QStringLiteral("None of the 8 cell")) &&
                     text.contains(QStringLiteral("could be measured")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("No space left on device")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("Finished")), qPrintable(text));
        QVERIFY(f.message()->styleSheet().contains(QStringLiteral("#b00020"))); // red
        QCOMPARE(f.page.historyModel()->rowCount(), 1); // nothing added as complete
        QCOMPARE(f.page.resultsModel()->cells().size(), std::size_t{4}); // the last results stay
        QCOMPARE(f.page.findChild<QProgressBar*>()->text(), QStringLiteral("0 of 8 cells"));
    }

    void aRunWithFailedCellsSaysHowMany()
    {
        Fixture f;
        Outcome outcome{};
        QVERIFY(f.run(test::kReplay, &outcome)); // the recording: 5 cells, the 5th failed (ENOSPC)
        QCOMPARE(outcome, Outcome::Completed);
        const QString text = f.page.lastMessage();
        QVERIFY2(text.contains(QStringLiteral("4 of 5 cells measured, 1 failed")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Cell 5 failed")), qPrintable(text));
        QVERIFY(f.message()->styleSheet().contains(QStringLiteral("#b00020")));
    }

    void aStoppedCellIsGreyAndNotCounted()
    {
        Fixture f;
        // The recording, stopped in its 4th cell after 0.3 s of 1 s: the document says so.
        QList<QByteArray> lines = recordedLines();
        nlohmann::json done = nlohmann::json::parse(lines.last().toStdString());
        done["cancelled"] = true;
        done["result"]["cancelled"] = true;
        auto& stopped = done["result"]["cells"][3];
        stopped["cancelled"] = true;
        stopped["measured_s"] = 0.3;
        lines.last() = compact(done);
        const QString stream = writeStream(f.dir, QStringLiteral("stopped.jsonl"), lines);
        Outcome outcome{};
        QVERIFY(f.run(test::kReplay, &outcome, stream));
        QCOMPARE(outcome, Outcome::Cancelled);
        f.page.grab().save(QStringLiteral("/tmp/runfail-stopped.png"));

        const ui::ResultsTableModel* model = f.page.resultsModel();
        QModelIndex partial;
        for (int r = 0; r < model->rowCount(); ++r)
            for (int c = 0; c < model->columnCount(); ++c)
                if (model->index(r, c).data(ui::ResultsTableModel::CellIndexRole).toInt() == 3)
                    partial = model->index(r, c);
        QVERIFY(partial.isValid());
        QVERIFY(
            !partial.data(ui::ResultsTableModel::RawValueRole).isValid()); // not a value to copy
        QCOMPARE(partial.data(Qt::ForegroundRole).value<QColor>(), QColor(Qt::gray));
        const QString tip = partial.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("Stopped after 0.3 s of 1.0 s")), qPrintable(tip));
        // The charts plot the 3 finished cells on both matrix charts, not the partial one.
        QCOMPARE(f.page.charts()->plottedPoints(), 6);
        const QString text = f.page.lastMessage();
        // One sentence: how many finished, which one was stopped when ("cell(s)" until the English
        // plurals are loaded).
        QVERIFY2(
            text.startsWith(QStringLiteral("Stopped: 3 of 5 cell")) &&
                text.contains(QStringLiteral(
                    "measured; cell 4 (RND4K Q32T1, 70 % read) was stopped after 0.3 s of 1.0 s and is shown grey")),
            qPrintable(text));
        QCOMPARE(f.page.findChild<QProgressBar*>()->text(), QStringLiteral("3 of 5 cells"));
    }

    void badFileSizesAreRefusedInTheField_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("rule");
        QTest::newRow("word") << "abc"
                              << "not a size";
        QTest::newRow("fraction") << "1.5G"
                                  << "not a size";
        QTest::newRow("negative") << "-5"
                                  << "not a size";
        QTest::newRow("zero") << "0"
                              << "0 does not mean the whole file";
        QTest::newRow("one sector") << "512"
                                    << "at least 1.00 MiB";
        QTest::newRow("ragged") << "1000000000"
                                << "whole number of 1.00 MiB blocks";
    }
    void badFileSizesAreRefusedInTheField()
    {
        QFETCH(QString, text);
        QFETCH(QString, rule);
        Fixture f;
        QVERIFY(f.run(test::kReplay));
        f.page.targetPanel()->setSizeText(text);
        auto* verdict = f.page.findChild<QLabel*>(
            QStringLiteral("targetVerdict")); // said beside the field, in red
        const QString problem = verdict->text();
        QVERIFY2(problem.contains(QStringLiteral("“%1”").arg(text)) && problem.contains(rule),
                 qPrintable(problem));
        QVERIFY(verdict->styleSheet().contains(QStringLiteral("#d03030")));
        QVERIFY(!f.startButton()->isEnabled());
        QSignalSpy started(f.page.runner(), &ui::BenchRunner::started);
        f.page.start(); // a shortcut or a test: still nothing starts
        QCOMPARE(started.count(), 0);
        QCOMPARE(f.page.resultsModel()->cells().size(), std::size_t{4});
        f.page.targetPanel()->setSizeText(QStringLiteral("64MiB"));
        QVERIFY(f.startButton()->isEnabled());
    }

    void theChildsErrorIsASentenceAndTheLastResultsStay()
    {
        Fixture f;
        QVERIFY(f.run(test::kReplay));
        const QString refusal = QStringLiteral(
            "echo '{\"type\":\"error\",\"cell\":null,\"cells\":0,\"message\":\"target /x: is "
            "a symbolic link; name the file itself\"}'\n"
            "echo 'arraymark-cli: error: target /x: is a symbolic link' >&2; exit 2");
        Outcome outcome{};
        QVERIFY(f.run(refusal, &outcome));
        QCOMPARE(outcome, Outcome::Failed);
        const QString text = f.page.lastMessage();
        QVERIFY2(!text.contains(QStringLiteral("exited with code")), qPrintable(text));
        QVERIFY2(text.contains(
                     QStringLiteral("The benchmark could not run: target /x: is a symbolic link")),
                 qPrintable(text));
        QCOMPARE(f.page.resultsModel()->cells().size(), std::size_t{4}); // before: cleared
        QVERIFY(f.page.charts()->plottedPoints() > 0);
        QCOMPARE(f.page.historyModel()->rowCount(), 1);
    }

    void aTestFileLargerThanTheFreeSpaceIsRefusedBeforeTheRun()
    {
        if (::geteuid() != 0) QSKIP("needs root to mount a 16 MiB tmpfs");
        SmallFilesystem small;
        if (!small.mounted()) QSKIP("tmpfs could not be mounted here");
        const QString cli = ui::findArrayMarkCli();
        if (cli.isEmpty()) QSKIP("arraymark-cli is not built next to the tests");
        Fixture f;
        f.page.setCliPath(cli);
        const QString target = small.path() + QStringLiteral("/arraymark-test.bin");
        f.page.targetPanel()->setFileTarget(target);
        f.page.targetPanel()->setSizeText(QStringLiteral("64MiB"));
        f.page.setCellSeconds(0.3, 0);
        QSignalSpy started(f.page.runner(), &ui::BenchRunner::started);
        f.page.start();
        QTest::qWait(300);
        f.page.grab().save(QStringLiteral("/tmp/runfail-diskfull.png"));
        const QString text = f.page.lastMessage();
        QVERIFY2(text.contains(target) && text.contains(small.path()) &&
                     text.contains(QStringLiteral("67.1 MB")) &&
                     text.contains(QStringLiteral("free")),
                 qPrintable(text));
        QVERIFY(f.message()->styleSheet().contains(QStringLiteral("#b00020")));
        QCOMPARE(started.count(), 0);    // said before any child started
        QVERIFY(!QFile::exists(target)); // nothing left behind
        QCOMPARE(f.page.historyModel()->rowCount(), 0);
    }
};

QTEST_MAIN(BenchRunFailuresTest)
#include "bench_run_failures_test.moc"
