#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <fstream>

#include "bench_test_support.h"
#include "ui/bench/bench_runner.h"

using namespace am;
using Outcome = ui::BenchRunner::Outcome;

Q_DECLARE_METATYPE(am::ui::BenchRunner::Outcome)

namespace {
ui::RunRequest request(const QString& cli)
{
    ui::RunRequest r;
    r.cli = cli;
    r.target = QStringLiteral("/tmp/arraymark-test.bin");
    r.preset = QStringLiteral("quick");
    return r;
}

Outcome waitForOutcome(QSignalSpy& finished)
{
    if (finished.isEmpty()) finished.wait(20000);
    return finished.isEmpty() ? Outcome::Failed : finished.at(0).at(0).value<Outcome>();
}
} // namespace

class BenchRunnerTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { qRegisterMetaType<Outcome>(); }

    void argumentsAreTheCliContract()
    {
        ui::RunRequest r = request(QStringLiteral("arraymark-cli"));
        r.runtime_s = 0.5;
        r.ramp_s = 0;
        r.size = QStringLiteral("64MiB");
        QCOMPARE(
            r.arguments(),
            (QStringList{"bench", "--stream", "--target", "/tmp/arraymark-test.bin", "--preset",
                         "quick", "--runtime", "0.5", "--ramp", "0", "--size", "64MiB"}));
        r.runtime_s = 0;
        r.ramp_s = -1;
        r.size.clear();
        r.allow_write_device = QStringLiteral("/dev/nvme0n1");
        QCOMPARE(r.arguments().mid(6), (QStringList{"--allow-write-device", "/dev/nvme0n1"}));
    }

    void readsAWholeRunFromAChildProcess()
    {
        QTemporaryDir dir;
        ui::BenchRunner runner;
        QSignalSpy samples(&runner, &ui::BenchRunner::sampleArrived);
        QSignalSpy cells(&runner, &ui::BenchRunner::cellFinished);
        QSignalSpy errors(&runner, &ui::BenchRunner::errorReported);
        QSignalSpy finished(&runner, &ui::BenchRunner::finished);
        runner.start(request(test::writeFakeCli(dir, test::kReplay)));
        QCOMPARE(runner.state(), ui::BenchRunner::State::Running);
        QCOMPARE(waitForOutcome(finished), Outcome::Completed);
        QCOMPARE(runner.state(), ui::BenchRunner::State::Idle);
        QCOMPARE(samples.count(), 16);
        QCOMPARE(cells.count(), 4);
        QCOMPARE(errors.count(), 1);
        QVERIFY(errors.at(0).at(0).toString().contains(QStringLiteral("No space left")));
        QVERIFY(runner.collector().done());
        QVERIFY(runner.collector().document()["host"]["hostname"] == "bench-host");
    }

    void aCrashShowsItsMessageAndKeepsTheCells()
    {
        QTemporaryDir dir;
        ui::BenchRunner runner;
        QSignalSpy finished(&runner, &ui::BenchRunner::finished);
        runner.start(request(test::writeFakeCli(dir, test::kCrashAfterTwoCells)));
        QCOMPARE(waitForOutcome(finished), Outcome::Failed);
        const QString message = finished.at(0).at(1).toString();
        QVERIFY2(message.contains(QStringLiteral("crashed")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("ring setup failed")),
                 qPrintable(message)); // the child's stderr
        QCOMPARE(runner.collector().finishedCells(), std::size_t{2});
        const auto run = runner.collector().run();
        QCOMPARE(run.cells.size(), std::size_t{2});
        QVERIFY(run.cancelled);
    }

    void aMissingProgramFailsWithItsName()
    {
        ui::BenchRunner runner;
        QSignalSpy finished(&runner, &ui::BenchRunner::finished);
        runner.start(request(QStringLiteral("/nonexistent/arraymark-cli")));
        QCOMPARE(waitForOutcome(finished), Outcome::Failed);
        QVERIFY(
            finished.at(0).at(1).toString().contains(QStringLiteral("/nonexistent/arraymark-cli")));
        QCOMPARE(finished.count(), 1); // one outcome per run, not one per Qt error signal
    }

    void stopEndsTheRunAndKeepsWhatWasMeasured()
    {
        QTemporaryDir dir;
        ui::BenchRunner runner;
        QSignalSpy cells(&runner, &ui::BenchRunner::cellFinished);
        QSignalSpy finished(&runner, &ui::BenchRunner::finished);
        runner.start(request(test::writeFakeCli(dir, test::kSlowUntilTerm)));
        QVERIFY(cells.wait(10000)); // the first cell arrived
        QElapsedTimer clock;
        clock.start();
        runner.stop();
        QCOMPARE(runner.state(), ui::BenchRunner::State::Stopping);
        QCOMPARE(waitForOutcome(finished), Outcome::Cancelled);
        QVERIFY(clock.elapsed() < 4000); // answered SIGTERM, not killed after the grace time
        QVERIFY(runner.collector().done());
        QVERIFY(runner.collector().document()["cancelled"].get<bool>());
    }

    void garbageLinesAreCountedNotFatal()
    {
        ui::BenchRunner runner;
        QSignalSpy finished(&runner, &ui::BenchRunner::finished);
        runner.beginRecorded(request(QString()));
        QFile stream(test::kRecordedStream);
        QVERIFY(stream.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = stream.readAll().split('\n');
        runner.feedLine("warning: this is not JSON");
        for (int i = 0; i < 6; ++i) runner.feedLine(lines[i]);
        runner.endRecorded(); // no "done": the run failed, one cell kept, the bad line named
        QVERIFY(finished.count() == 1 ||
                finished.wait(10000)); // lines are parsed on a worker thread
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).value<Outcome>(), Outcome::Failed);
        QVERIFY(finished.at(0).at(1).toString().contains(QStringLiteral("not JSON")));
        QCOMPARE(runner.collector().finishedCells(), std::size_t{1});
    }
};

QTEST_MAIN(BenchRunnerTest)
#include "bench_runner_test.moc"
