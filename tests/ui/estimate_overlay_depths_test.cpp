// The workspace's estimate overlay after a run at queue depths the member
// profile never measured (issue #17): the note names those depths, and the
// queue-depth chart draws the estimate at the run's depths with the
// extrapolated points hollow and labelled.
#include <QChart>
#include <QLineSeries>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>
#include <algorithm>

#include "core/bench/result_reader.h"
#include "tests/ui/support/bench_page_fixture.h"
#include "ui/bench/bench_charts.h"
#include "ui/bench/bench_page.h"
#include "ui/bench/estimate_overlay.h"
#include "ui/bench/results_table_model.h"

using namespace am;

namespace {
// 4k and 64k random reads at QD 1 to 256, and a few writes.
const QString kSweep = QStringLiteral(ARRAYMARK_TEST_DATA "/estimate/member-qd-curve.json");
// fio, reads only: 4k at QD 1, 4, 16, 32.
const QString kProfile = QStringLiteral(ARRAYMARK_TEST_DATA "/fio/member-reads.json");

ui::EstimateSpec raid0OfTwo()
{
    ui::EstimateSpec spec;
    spec.level = estimate::Level::Raid0;
    spec.members = 2;
    spec.profile_file = kProfile;
    return spec;
}

QString expectedSentence()
{
    const QLocale locale;
    return QStringLiteral("The profile was measured at %1 I/Os in flight; this run's %2 are "
                          "extrapolated")
        .arg(locale.createSeparatedList({QStringLiteral("1"), QStringLiteral("4"),
                                         QStringLiteral("16"), QStringLiteral("32")}),
             locale.createSeparatedList({QStringLiteral("2"), QStringLiteral("8"),
                                         QStringLiteral("64"), QStringLiteral("128"),
                                         QStringLiteral("256")}));
}

// Whether the queue-depth chart's 4k-read series whose name starts with
// `prefix` ("estimate", or "≈" for the hollow extrapolated points) has a point at `qd`.
bool pointAt(QChart* chart, const QString& prefix, double qd)
{
    for (QAbstractSeries* series : chart->series()) {
        auto* xy = qobject_cast<QXYSeries*>(series);
        if (!xy || !xy->name().startsWith(prefix) || !xy->name().contains(QStringLiteral("RND4K")))
            continue;
        const auto points = xy->points();
        if (std::any_of(points.begin(), points.end(),
                        [&](const QPointF& p) { return p.x() == qd; }))
            return true;
    }
    return false;
}
} // namespace

class EstimateOverlayDepthsTest : public QObject {
    Q_OBJECT

private slots:
    void theNoteNamesTheRunsDepthsTheProfileLacks()
    {
        const auto run = bench::readResultFile(kSweep.toStdString());
        const ui::EstimateOverlay overlay = ui::computeEstimateOverlay(raid0OfTwo(), run.cells);
        QVERIFY2(overlay.error.isEmpty(), qPrintable(overlay.error));
        QVERIFY2(overlay.note.contains(expectedSentence()), qPrintable(overlay.note));
        // Per cell: 4k reads at 64 are extrapolated, at 16 not.
        QCOMPARE(overlay.run.at_run_depths.size(), overlay.run.extrapolated.size());
        int checked = 0;
        for (std::size_t i = 0; i < overlay.run.at_run_depths.size(); ++i) {
            const auto& job = overlay.run.at_run_depths[i].job;
            if (job.block_size != 4096 || job.read_share != 100) continue;
            const bool measured = job.queue_depth == 1 || job.queue_depth == 4 ||
                                  job.queue_depth == 16 || job.queue_depth == 32;
            QVERIFY2(overlay.run.extrapolated[i] == !measured,
                     qPrintable(QStringLiteral("QD %1").arg(job.queue_depth)));
            ++checked;
        }
        QCOMPARE(checked, 9);
        // Without the run's cells there is nothing to say about its depths.
        QVERIFY(
            !ui::computeEstimateOverlay(raid0OfTwo()).note.contains(QStringLiteral("this run's")));
    }

    void thePageSaysItAndMarksTheExtrapolatedPoints()
    {
        test::BenchPageFixture fixture;
        fixture.show();
        ui::BenchPage& page = fixture.page;
        QVERIFY(fixture.openRun(kSweep));
        QSignalSpy shown(&page, &ui::BenchPage::estimateShown);
        page.overlayEstimate(raid0OfTwo());
        QVERIFY(shown.wait(10000));
        QVERIFY(shown.at(0).at(0).toBool());
        QVERIFY2(page.lastMessage().contains(expectedSentence()), qPrintable(page.lastMessage()));

        ui::BenchCharts* charts = page.charts();
        QVERIFY(charts->showsQueueDepth());
        QChart* chart = charts->queueDepthChart();
        for (const double qd : {1, 2, 4, 8, 16, 32, 64, 128, 256})
            QVERIFY2(pointAt(chart, QStringLiteral("estimate"), qd),
                     qPrintable(QString::number(qd)));
        for (const double qd : {2, 8, 64, 128, 256})
            QVERIFY2(pointAt(chart, QStringLiteral("≈"), qd), qPrintable(QString::number(qd)));
        for (const double qd : {1, 4, 16, 32})
            QVERIFY2(!pointAt(chart, QStringLiteral("≈"), qd), qPrintable(QString::number(qd)));
        // The table's measured / estimate is against the estimate at the cell's own depth, "≈"
        // where that depth was not measured.
        ui::ResultsTableModel* table = page.resultsModel();
        table->setShowRatio(true);
        QVERIFY(table->showsRatio());
        QStringList seen;
        for (int row = 0; row < table->rowCount(); ++row)
            for (int column = 0; column < table->columnCount(); ++column) {
                const QModelIndex index = table->index(row, column);
                const QString tip = index.data(Qt::ToolTipRole).toString();
                const QString shown = index.data(Qt::DisplayRole).toString();
                if (tip.startsWith(QStringLiteral("RND4K Q64T1, read"))) {
                    QVERIFY2(shown.startsWith(QStringLiteral("≈ ×")), qPrintable(shown));
                    QVERIFY2(tip.contains(QStringLiteral("extrapolated")), qPrintable(tip));
                    seen << QStringLiteral("64");
                }
                if (tip.startsWith(QStringLiteral("RND4K Q16T1, read"))) {
                    QVERIFY2(shown.startsWith(QStringLiteral("×")), qPrintable(shown));
                    seen << QStringLiteral("16");
                }
            }
        QCOMPARE(seen.size(), 2);
        QTest::qWait(200); // the charts lay out their axes on later events
        charts->grab().save(QStringLiteral("/tmp/overlay-qd-chart.png"));
        page.grab().save(QStringLiteral("/tmp/overlay-page.png"));
    }
};

QTEST_MAIN(EstimateOverlayDepthsTest)
#include "estimate_overlay_depths_test.moc"
