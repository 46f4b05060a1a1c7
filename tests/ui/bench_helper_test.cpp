// Raw-device runs without root go through the privileged helper: the page
// sends the helper's `bench` request, feeds its stream lines to the same
// collector as a child's, and ends the run on the helper's answer.
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <memory>
#include <unistd.h>

#include "bench_test_support.h"
#include "core/helper/rule_ids.h"
#include "support/fake_helper_channel.h"
#include "tests/ui/support/test_files.h"
#include "ui/bench/bench_charts.h"
#include "ui/bench/bench_page.h"
#include "ui/bench/core_messages.h"
#include "ui/bench/helper_bench.h"
#include "ui/bench/results_table_model.h"
#include "ui/bench/target_panel.h"
#include "ui/bench/write_confirm_dialog.h"
#include "ui/helper/helper_process.h"

using namespace am;
using Outcome = ui::BenchRunner::Outcome;
Q_DECLARE_METATYPE(am::ui::BenchRunner::Outcome)

using test::fixtureRoots;

namespace {
QList<QJsonObject> recordedLines(int count = -1)
{
    QFile file(test::kRecordedStream);
    QList<QJsonObject> lines;
    if (!file.open(QIODevice::ReadOnly)) return lines;
    while (!file.atEnd() && (count < 0 || lines.size() < count)) {
        const QByteArray line = file.readLine().trimmed();
        if (!line.isEmpty()) lines << QJsonDocument::fromJson(line).object();
    }
    return lines;
}

// A page on the fixture machine that acts as a normal user with a fake helper.
struct Fixture {
    QTemporaryDir dir;
    ui::test::FakeHelperProvider helpers;
    ui::BenchPage page{fixtureRoots()};

    Fixture()
    {
        page.setHistoryDirectory(dir.filePath(QStringLiteral("history")));
        // A CLI that fails loudly: a raw-device run must not reach it.
        page.setCliPath(test::writeFakeCli(dir, QStringLiteral("echo 'ran directly' >&2; exit 9")));
        page.setHelperProvider(&helpers);
        page.setRunsAsRoot(false);
        page.setCellSeconds(0, -1);
        QSignalSpy scanned(page.targetPanel(), &ui::TargetPanel::drivesScanned);
        page.targetPanel()->refreshDrives();
        if (scanned.isEmpty()) scanned.wait(10000);
    }
    ui::test::FakeHelperChannel* bench() { return helpers.fake(helper::Scope::BenchmarkRawDevice); }
    QPushButton* stopButton() { return page.findChild<QPushButton*>(QStringLiteral("benchStop")); }
};

// The real channel to a stand-in arraymark-helper script (no root needed).
class ScriptHelperProvider : public ui::HelperProvider {
public:
    explicit ScriptHelperProvider(const QString& script)
        : channel_({script, helper::Scope::BenchmarkRawDevice, false, {}})
    {
    }
    ui::HelperChannel* channel(helper::Scope) override { return &channel_; }

private:
    ui::HelperProcess channel_;
};

// A stand-in for `arraymark-helper benchmark-raw-device`: answers a bench with
// two recorded cells, then waits; on a cancel line it writes what the real
// helper does: the run's cancelled done line, the bench answer, the cancel's answer.
QString writeStandInHelper(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("stand-in-helper"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(QStringLiteral(R"(#!/bin/sh
STREAM='%1'
idof() { printf '%s' "$1" | sed -n 's/.*"id":\([0-9]*\).*/\1/p'; }
read -r bench; id=$(idof "$bench")
head -n 10 "$STREAM"
read -r cancel; cid=$(idof "$cancel")
case "$cancel" in *'"op":"cancel"'*) ;; *) exit 3 ;; esac
tail -n 1 "$STREAM" | sed 's/"cancelled":false/"cancelled":true/g'
echo '{"ok":false,"id":'$id',"op":"bench","cancelled":true,"rule":"cancelled","error":"stopped","steps":[]}'
echo '{"ok":true,"id":'$cid',"op":"cancel","steps":[]}'
cat >/dev/null
)")
                   .arg(test::kRecordedStream)
                   .toUtf8());
    file.close();
    file.setPermissions(file.permissions() | QFileDevice::ExeOwner);
    return path;
}

void answerWriteDialog(const QString& typed)
{
    QTimer::singleShot(200, [typed] {
        auto* dialog = qobject_cast<ui::WriteConfirmDialog*>(QApplication::activeModalWidget());
        if (!dialog) return;
        dialog->input()->setText(typed);
        dialog->confirmed() ? dialog->accept() : dialog->reject();
    });
}
// A loop device over a file in `dir`, made by this test and detached when the
// last copy goes, whatever the test does; `problem` says why there is none.
struct OwnLoop {
    QString device;
    QString problem;
    std::shared_ptr<void> detach;
};

OwnLoop attachLoop(const QTemporaryDir& dir, qint64 bytes)
{
    OwnLoop own;
    QFile image(dir.filePath(QStringLiteral("loop.img")));
    if (!image.open(QIODevice::WriteOnly) || !image.resize(bytes)) {
        own.problem = QStringLiteral("cannot create the loop device's backing file");
        return own;
    }
    image.close();
    QProcess setup;
    setup.start(QStringLiteral("losetup"),
                {QStringLiteral("--find"), QStringLiteral("--show"), image.fileName()});
    if (!setup.waitForFinished(10000) || setup.exitCode() != 0) {
        own.problem =
            QStringLiteral("losetup failed: ") + QString::fromUtf8(setup.readAllStandardError());
        return own;
    }
    own.device = QString::fromUtf8(setup.readAllStandardOutput()).trimmed();
    own.detach.reset(static_cast<void*>(nullptr), [device = own.device](void*) {
        QProcess::execute(QStringLiteral("losetup"), {QStringLiteral("-d"), device});
    });
    return own;
}

} // namespace

class BenchHelperTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        qRegisterMetaType<Outcome>();
        test::useTestSettings();
    }

    void aReadPresetRunsThroughTheHelperAndItsLinesFillTheCharts()
    {
        Fixture f;
        QVERIFY(f.page.targetPanel()->selectTarget(QStringLiteral("/dev/sdc2")));
        f.page.setPreset(QStringLiteral("qd-sweep"));
        QSignalSpy finished(&f.page, &ui::BenchPage::runFinished);
        f.page.start();
        QCOMPARE(f.page.runner()->state(), ui::BenchRunner::State::Running);
        QVERIFY(f.page.runner()->throughHelper());
        QCOMPARE(f.bench()->sent.size(), 1);
        const QJsonObject request = f.bench()->last().request;
        QCOMPARE(request.value(QStringLiteral("op")).toString(), QStringLiteral("bench"));
        QCOMPARE(request.value(QStringLiteral("target")).toString(), QStringLiteral("/dev/sdc2"));
        QCOMPARE(request.value(QStringLiteral("preset")).toString(), QStringLiteral("qd-sweep"));
        QVERIFY(!request.contains(
            QStringLiteral("allow_write"))); // a read preset needs no write permission
        QVERIFY(!request.contains(
            QStringLiteral("runtime_seconds"))); // "preset" keeps the preset's own
        QVERIFY(f.stopButton()->isEnabled());    // the helper takes a cancel

        const qint64 id = f.bench()->last().id;
        f.bench()->stream(id + 100,
                          recordedLines().front()); // another request's line is not this run's
        for (const auto& line : recordedLines()) f.bench()->stream(id, line);
        f.bench()->answer(id, QJsonObject{{QStringLiteral("op"), QStringLiteral("bench")},
                                          {QStringLiteral("target"), QStringLiteral("/dev/sdc2")}});
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(0).value<Outcome>(), Outcome::Completed);
        QVERIFY2(f.page.lastMessage().startsWith(QStringLiteral("Finished")),
                 qPrintable(f.page.lastMessage()));
        QCOMPARE(f.page.currentDocument().at("cells").size(), std::size_t{4});
        QVERIFY(f.page.charts()->plottedPoints() >= 8);
        QVERIFY(f.stopButton()->isEnabled() == false); // idle: nothing to stop
    }

    void stopSendsTheHelperACancelAndKeepsTheCellsMeasured()
    {
        Fixture f;
        QVERIFY(f.page.targetPanel()->selectTarget(QStringLiteral("/dev/sdc2")));
        f.page.setPreset(QStringLiteral("qd-sweep"));
        QSignalSpy finished(&f.page, &ui::BenchPage::runFinished);
        f.page.start();
        const qint64 id = f.bench()->last().id;
        for (const auto& line : recordedLines(10)) f.bench()->stream(id, line); // two cells
        QVERIFY(f.stopButton()->isEnabled());
        f.stopButton()->click();
        QCOMPARE(f.page.runner()->state(), ui::BenchRunner::State::Stopping);
        QCOMPARE(f.bench()->sent.size(), 2);
        QCOMPARE(f.bench()->last().request.value(QStringLiteral("op")).toString(),
                 QStringLiteral("cancel"));
        // The helper's answer to a stopped run: not ok, cancelled (its child was killed before its
        // done line).
        f.bench()->answer(
            id, QJsonObject{{QStringLiteral("ok"), false},
                            {QStringLiteral("cancelled"), true},
                            {QStringLiteral("rule"), QStringLiteral("cancelled")},
                            {QStringLiteral("error"),
                             QStringLiteral("the benchmark was stopped (a cancel request)")}});
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(0).value<Outcome>(), Outcome::Cancelled);
        QVERIFY2(f.page.lastMessage().startsWith(QStringLiteral("Stopped")),
                 qPrintable(f.page.lastMessage()));
        QCOMPARE(f.page.resultsModel()->rowCount() > 0, true);
    }

    void stopEndsARunThroughAStandInHelperProcess()
    {
        Fixture f;
        QTemporaryDir dir;
        ScriptHelperProvider helper(writeStandInHelper(dir));
        f.page.setHelperProvider(&helper);
        QVERIFY(f.page.targetPanel()->selectTarget(QStringLiteral("/dev/sdc2")));
        f.page.setPreset(QStringLiteral("qd-sweep"));
        QSignalSpy cells(f.page.runner(), &ui::BenchRunner::cellFinished);
        QSignalSpy finished(&f.page, &ui::BenchPage::runFinished);
        f.page.start();
        QVERIFY(f.page.runner()->throughHelper());
        QTRY_VERIFY_WITH_TIMEOUT(cells.size() >= 2, 10000);
        QVERIFY(finished.isEmpty()); // the stand-in waits for a cancel
        f.stopButton()->click();
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(0).value<Outcome>(), Outcome::Cancelled);
        QVERIFY2(f.page.lastMessage().startsWith(QStringLiteral("Stopped")),
                 qPrintable(f.page.lastMessage()));
        QVERIFY(f.page.currentDocument().at("cancelled").get<bool>());
        QVERIFY(!f.page.currentDocument().at("cells").empty());
    }

    void aWritePresetAsksForTheNameThenAllowsWrites()
    {
        Fixture f;
        QVERIFY(f.page.targetPanel()->selectTarget(QStringLiteral("/dev/nvme0n1")));
        f.page.setPreset(QStringLiteral("quick"));
        f.page.setCellSeconds(0.5, 0);
        answerWriteDialog(QStringLiteral("nvme1n1")); // the wrong name: nothing is sent
        f.page.start();
        QVERIFY(f.bench()->sent.isEmpty());
        answerWriteDialog(QStringLiteral("nvme0n1"));
        f.page.start();
        QCOMPARE(f.bench()->sent.size(), 1);
        const QJsonObject request = f.bench()->last().request;
        QCOMPARE(request.value(QStringLiteral("allow_write")).toBool(), true);
        QCOMPARE(request.value(QStringLiteral("runtime_seconds")).toDouble(), 0.5);
        QCOMPARE(request.value(QStringLiteral("ramp_seconds")).toDouble(), 0.0);
        QSignalSpy finished(&f.page, &ui::BenchPage::runFinished);
        f.bench()->fail(QStringLiteral("the password dialog was dismissed"));
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(0).value<Outcome>(), Outcome::Failed);
        QVERIFY2(f.page.lastMessage().contains(QStringLiteral("password dialog was dismissed")),
                 qPrintable(f.page.lastMessage()));
    }

    void aRefusalShowsItsErrorAndKeepsWhatWasMeasured()
    {
        Fixture f;
        QVERIFY(f.page.targetPanel()->selectTarget(QStringLiteral("/dev/sdc2")));
        f.page.setPreset(QStringLiteral("qd-sweep"));
        QSignalSpy finished(&f.page, &ui::BenchPage::runFinished);
        f.page.start();
        const qint64 id = f.bench()->last().id;
        for (const auto& line : recordedLines(12))
            f.bench()->stream(id, line); // two cells, then it fails
        f.bench()->stream(id, QJsonObject{{"type", "error"},
                                          {"cell", 2},
                                          {"cells", 5},
                                          {"message", "io_uring: ring setup failed"}});
        f.bench()->answer(id, QJsonObject{{QStringLiteral("ok"), false},
                                          {QStringLiteral("rule"), QStringLiteral("step_failed")},
                                          {QStringLiteral("error"),
                                           QStringLiteral("arraymark-cli bench exited with 3")}});
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(0).value<Outcome>(), Outcome::Failed);
        const QString message = f.page.lastMessage();
        QVERIFY2(message.contains(ui::helperRuleText(QStringLiteral("step_failed"))),
                 qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("exited with 3")),
                 qPrintable(message)); // the core's own words as the detail
        QVERIFY2(message.contains(QStringLiteral("Cell 3 failed: io_uring: ring setup failed")),
                 qPrintable(message)); // and the run's reason
        QVERIFY2(message.contains(QStringLiteral("2 of 5 cells measured")), qPrintable(message));
        QCOMPARE(f.page.resultsModel()->rowCount() > 0, true);
    }

    void asRootOrOnAFileTheCliRunsDirectly()
    {
        Fixture f;
        QTemporaryDir dir;
        f.page.setCliPath(test::writeFakeCli(dir, test::kReplay));
        QSignalSpy finished(&f.page, &ui::BenchPage::runFinished);
        f.page.targetPanel()->setFileTarget(dir.filePath(QStringLiteral("target.bin")));
        f.page.setPreset(QStringLiteral("quick"));
        f.page.start();
        QVERIFY(!f.page.runner()->throughHelper());
        QVERIFY2(f.stopButton()->isEnabled(), qPrintable(f.page.lastMessage()));
        QVERIFY(finished.wait(20000));
        f.page.setRunsAsRoot(true);
        QVERIFY(f.page.targetPanel()->selectTarget(QStringLiteral("/dev/sdc2")));
        f.page.setPreset(QStringLiteral("qd-sweep"));
        f.page.start();
        QVERIFY(!f.page.runner()->throughHelper());
        QVERIFY(finished.wait(20000));
        QVERIFY(f.bench()->sent.isEmpty());
    }

    // The real helper (run directly: this test needs root, like the helper) on a
    // loop device this test creates and removes: request, stream, answer, cells.
    void theRealHelperRunsAReadPresetOnALoopDevice()
    {
        if (::geteuid() != 0) QSKIP("needs root: the helper benchmarks raw devices as root");
        if (ui::findArrayMarkHelper().isEmpty())
            QSKIP("arraymark-helper is not built beside the tests");
        QTemporaryDir dir;
        // Smaller than the presets' 1 GiB range: the page asks for the whole device instead.
        const OwnLoop own = attachLoop(dir, qint64{96} << 20);
        if (!own.problem.isEmpty()) QSKIP(qPrintable(own.problem));
        const QString loop = own.device;

        ui::HelperProcessProvider helpers;
        ui::BenchPage page{drives::SystemRoots{}};
        page.setHistoryDirectory(dir.filePath(QStringLiteral("history")));
        page.setCliPath(test::writeFakeCli(
            dir, QStringLiteral("echo 'ran directly' >&2; exit 9"))); // must not be used
        page.setHelperProvider(&helpers);
        page.setRunsAsRoot(false); // as a normal user would: through the helper
        QSignalSpy scanned(page.targetPanel(), &ui::TargetPanel::drivesScanned);
        page.targetPanel()->refreshDrives();
        if (scanned.isEmpty()) QVERIFY(scanned.wait(20000));
        QVERIFY2(page.targetPanel()->selectTarget(loop), qPrintable(loop));
        page.setPreset(QStringLiteral("qd-sweep")); // reads only
        page.setCellSeconds(0.1, 0);
        QSignalSpy finished(&page, &ui::BenchPage::runFinished);
        page.start();
        QVERIFY(page.runner()->throughHelper());
        QCOMPARE(page.runner()->request().size, QString::number(qint64{96} << 20));
        QVERIFY(finished.wait(120000));
        QVERIFY2(finished.at(0).at(0).value<Outcome>() == Outcome::Completed,
                 qPrintable(page.lastMessage()));
        QCOMPARE(page.currentDocument().at("cells").size(), std::size_t{9});
        QVERIFY(page.currentDocument().at("target").at("path") == loop.toStdString());
        QVERIFY(page.charts()->showsQueueDepth());
    }

    // Stop on the real helper (root): a long read preset on a loop device this
    // test creates ends within seconds, as stopped, with its finished cells.
    void stopEndsARunOfTheRealHelper()
    {
        if (::geteuid() != 0) QSKIP("needs root: the helper benchmarks raw devices as root");
        if (ui::findArrayMarkHelper().isEmpty())
            QSKIP("arraymark-helper is not built beside the tests");
        QTemporaryDir dir;
        const OwnLoop own = attachLoop(dir, qint64{64} << 20);
        if (!own.problem.isEmpty()) QSKIP(qPrintable(own.problem));
        const QString loop = own.device;

        ui::HelperProcessProvider helpers;
        ui::BenchPage page{drives::SystemRoots{}};
        page.setHistoryDirectory(dir.filePath(QStringLiteral("history")));
        page.setCliPath(test::writeFakeCli(dir, QStringLiteral("echo 'ran directly' >&2; exit 9")));
        page.setHelperProvider(&helpers);
        page.setRunsAsRoot(false);
        QSignalSpy scanned(page.targetPanel(), &ui::TargetPanel::drivesScanned);
        page.targetPanel()->refreshDrives();
        if (scanned.isEmpty()) QVERIFY(scanned.wait(20000));
        QVERIFY2(page.targetPanel()->selectTarget(loop), qPrintable(loop));
        page.setPreset(
            QStringLiteral("qd-sweep")); // nine read cells of 3 s: half a minute unless stopped
        page.setCellSeconds(3, 0);
        QSignalSpy cells(page.runner(), &ui::BenchRunner::cellFinished);
        QSignalSpy finished(&page, &ui::BenchPage::runFinished);
        page.start();
        QVERIFY(page.runner()->throughHelper());
        QTRY_VERIFY_WITH_TIMEOUT(cells.size() >= 1, 30000);
        QElapsedTimer clock;
        clock.start();
        page.stop();
        QVERIFY(finished.wait(15000));
        QVERIFY2(clock.elapsed() < 10000, "the helper stops its child within its grace period");
        QVERIFY2(finished.at(0).at(0).value<Outcome>() == Outcome::Cancelled,
                 qPrintable(page.lastMessage()));
        QVERIFY2(page.lastMessage().startsWith(QStringLiteral("Stopped")),
                 qPrintable(page.lastMessage()));
        const auto& measured = page.currentDocument().at("cells");
        QVERIFY(measured.size() >= 1 && measured.size() < 9);
    }

    void theCustomJobGoesAsJobKeysWhenItIsOneCell()
    {
        ui::RunRequest run;
        run.target = QStringLiteral("/dev/sdc2");
        run.preset = QStringLiteral("custom");
        run.ramp_s = -1;
        auto sweep = bench::parseCustomSweep(bench::Pattern::Random, "4k 16k", "70", "8", 2, 3, 1);
        const auto refused = ui::helperBenchRequest(run, &sweep);
        QVERIFY(refused.request.isEmpty());
        QVERIFY(refused.error.contains(QStringLiteral("one cell per request")));
        sweep = bench::parseCustomSweep(bench::Pattern::Random, "16k", "70", "8", 2, 3, 1);
        const auto one = ui::helperBenchRequest(run, &sweep);
        QVERIFY(one.error.isEmpty());
        const QJsonObject expected{
            {"op", "bench"},     {"target", "/dev/sdc2"},  {"rw", "randrw"},
            {"bs_bytes", 16384}, {"read_share", 70},       {"qd", 8},
            {"jobs", 2},         {"runtime_seconds", 3.0}, {"ramp_seconds", 1.0}};
        QCOMPARE(one.request, expected);
        sweep = bench::parseCustomSweep(bench::Pattern::Sequential, "1m", "100", "4", 1, 3, 1);
        QCOMPARE(ui::helperBenchRequest(run, &sweep).request.value(QStringLiteral("rw")).toString(),
                 QStringLiteral("read"));
    }

    void everyRuleTheCoreRaisesHasItsOwnSentence()
    {
        // An unknown rule falls back to the core's English text: each known id must say more, and
        // say its own thing.
        const QString core_text = QStringLiteral("core text");
        QHash<QString, QString> seen; // sentence -> rule
        for (const auto rule_view : helper::helperRuleIds()) {
            const QString rule =
                QString::fromUtf8(rule_view.data(), static_cast<qsizetype>(rule_view.size()));
            const QString sentence = ui::helperRuleText(rule);
            QVERIFY2(
                !sentence.isEmpty(),
                qPrintable(rule + QStringLiteral(": no sentence in ui/bench/core_messages.cpp")));
            QVERIFY2(ui::helperRefusalText(rule, core_text) !=
                         ui::helperRefusalText(QStringLiteral("no_such_rule"), core_text),
                     qPrintable(rule));
            QVERIFY2(ui::helperRefusalText(rule, core_text).contains(sentence), qPrintable(rule));
            QVERIFY2(
                !seen.contains(sentence),
                qPrintable(rule + QStringLiteral(" says the same as ") + seen.value(sentence)));
            seen.insert(sentence, rule);
        }
        QCOMPARE(seen.size(), static_cast<qsizetype>(helper::helperRuleIds().size()));
    }

    void knownRulesAreTranslatedWithTheCoreTextAsDetail()
    {
        QVERIFY(!ui::helperRuleText(QStringLiteral("member_busy")).isEmpty());
        QVERIFY(ui::helperRuleText(QStringLiteral("no_such_rule")).isEmpty());
        const QString text = ui::helperRefusalText(QStringLiteral("member_busy"),
                                                   QStringLiteral("/dev/sdb is open by pid 42"));
        QVERIFY(text.contains(ui::helperRuleText(QStringLiteral("member_busy"))));
        QVERIFY(text.contains(QStringLiteral("/dev/sdb is open by pid 42")));
        QCOMPARE(ui::helperRefusalText(QStringLiteral("no_such_rule"), QStringLiteral("as is")),
                 QStringLiteral("as is"));
        // Stream errors: the cell (1-based for people) or the whole run, with the core's words.
        QCOMPARE(ui::streamErrorText(2, QStringLiteral("No space left")),
                 QStringLiteral("Cell 3 failed: No space left"));
        QVERIFY(ui::streamErrorText(-1, QStringLiteral("bad target"))
                    .endsWith(QStringLiteral("bad target")));
    }
};

QTEST_MAIN(BenchHelperTest)
#include "bench_helper_test.moc"
