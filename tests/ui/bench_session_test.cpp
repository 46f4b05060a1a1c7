// The benchmark session without a window (QCoreApplication only): a recorded
// run is collected, shown, saved to the history and said; nothing measured
// keeps the run that was on screen.
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "bench_test_support.h"
#include "ui/bench/bench_session.h"
#include "ui/bench/history_model.h"

using namespace am;
using Outcome = ui::BenchRunner::Outcome;
Q_DECLARE_METATYPE(am::ui::BenchRunner::Outcome)

namespace {
void replayRecorded(ui::BenchSession& session, const ui::RunRequest& request, int lines = -1)
{
    QFile stream(test::kRecordedStream);
    QVERIFY(stream.open(QIODevice::ReadOnly));
    session.runner()->beginRecorded(request);
    for (int i = 0; !stream.atEnd() && (lines < 0 || i < lines); ++i)
        session.runner()->feedLine(stream.readLine());
    session.runner()->endRecorded();
}
} // namespace

class BenchSessionTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        qRegisterMetaType<Outcome>();
        test::useTestSettings();
    }

    void aRecordedRunIsShownSavedAndSaid()
    {
        QTemporaryDir dir;
        ui::BenchSession session;
        session.setHistoryDirectory(dir.filePath(QStringLiteral("history")));
        QSignalSpy finished(&session, &ui::BenchSession::runFinished);
        QSignalSpy shown(&session, &ui::BenchSession::documentShown);
        QSignalSpy messages(&session, &ui::BenchSession::message);
        ui::RunRequest request;
        request.preset = QStringLiteral("quick");
        request.target = dir.filePath(QStringLiteral("target.bin"));
        replayRecorded(session, request);
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.front().front().value<Outcome>(), Outcome::Completed);
        QCOMPARE(shown.size(), 1);
        QVERIFY(!session.shownCells().empty());
        QCOMPARE(session.shownCells().size(), session.runner()->collector().cells().size());
        QVERIFY(session.shownCells().front().samples.empty()); // views get cells without samples
        QCOMPARE(QString::fromStdString(session.currentDocument().at("preset").get<std::string>()),
                 QStringLiteral("quick"));
        QCOMPARE(session.historyModel()->rowCount(), 1);
        QVERIFY(!messages.isEmpty());
        QVERIFY2(messages.back().front().toString().contains(QStringLiteral("Saved to")),
                 qPrintable(messages.back().front().toString()));
        // The recorded run has a failed cell: the bar shows the finished share (the page fills it
        // on Completed).
        const auto& collector = session.runner()->collector();
        QCOMPARE(session.eta().total_cells, collector.totalCells());
        QCOMPARE(session.eta().fraction,
                 double(collector.finishedCells()) / double(collector.totalCells()));
        QCOMPARE(session.shownPreset(QStringLiteral("other")),
                 QStringLiteral("quick")); // the document's, not the chosen one
        QCOMPARE(session.chartRuns().size(), 1);
        QCOMPARE(session.chartRuns().front().kind, ui::ChartRun::Kind::Primary);
        // The shown run as text to paste: CrystalDiskMark's rows, and Markdown of the cells.
        const QString cdm = session.shareText(ui::BenchSession::ShareFormat::CrystalDiskMark);
        QVERIFY2(cdm.contains(QStringLiteral("[Read]")), qPrintable(cdm));
        QVERIFY2(cdm.contains(QStringLiteral("SEQ   1MiB (Q=  8, T= 1)")), qPrintable(cdm));
        const QString markdown = session.shareText(ui::BenchSession::ShareFormat::Markdown);
        QVERIFY2(markdown.contains(QStringLiteral("| Cell | IOPS | MB/s |")), qPrintable(markdown));
        QVERIFY2(markdown.contains(QStringLiteral("| Preset | quick |")), qPrintable(markdown));
    }

    void thereIsNothingToCopyBeforeARun()
    {
        ui::BenchSession session;
        QVERIFY_THROWS_EXCEPTION(std::runtime_error,
                                 session.shareText(ui::BenchSession::ShareFormat::Markdown));
    }

    void nothingMeasuredKeepsTheShownRunAndTheHistory()
    {
        QTemporaryDir dir;
        ui::BenchSession session;
        session.setHistoryDirectory(dir.filePath(QStringLiteral("history")));
        QSignalSpy finished(&session, &ui::BenchSession::runFinished);
        ui::RunRequest request;
        request.preset = QStringLiteral("quick");
        request.target = dir.filePath(QStringLiteral("target.bin"));
        replayRecorded(session, request);
        QVERIFY(finished.wait(10000));
        const auto cells_before = session.shownCells().size();
        QSignalSpy ended(&session, &ui::BenchSession::runEnded);
        replayRecorded(session, request, 1); // the header line only: no cell finishes
        QVERIFY(finished.wait(10000));
        QCOMPARE(ended.size(), 1);
        QCOMPARE(ended.front().at(1).toBool(), false);
        QCOMPARE(session.shownCells().size(), cells_before);
        QCOMPARE(session.historyModel()->rowCount(), 1);
    }

    void theReferenceAndOverlaysJoinTheChartRuns()
    {
        ui::BenchSession session;
        QSignalSpy changed(&session, &ui::BenchSession::chartRunsChanged);
        session.setReferenceShown(true);
        QCOMPARE(changed.size(), 1);
        const auto runs = session.chartRuns();
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs.back().kind, ui::ChartRun::Kind::Reference);
        QVERIFY(!runs.back().cells.empty());
        session.setReferenceShown(false);
        QCOMPARE(session.chartRuns().size(), 1);
    }
};

QTEST_GUILESS_MAIN(BenchSessionTest)
#include "bench_session_test.moc"
