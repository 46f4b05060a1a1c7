// The wizard's curve of reads against I/Os in flight, and its sentence
// (ui/arrays/wizard/queue_curve_chart.*), on the estimator's real rows.
#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QTest>

#include "core/estimate/level_comparison.h"
#include "core/estimate/payoff.h"
#include "core/estimate/reference_profiles.h"
#include "ui/arrays/wizard/queue_curve_chart.h"
#include "ui/arrays/wizard/wizard_state.h"
#include "ui/bench/estimate_overlay.h"

using namespace am;

namespace {
std::vector<estimate::LevelRow> threeNvmeRows()
{
    estimate::LevelComparisonInput input;
    input.member_sizes.assign(3, 960'000'000'000ULL);
    input.profiles = {estimate::referenceProfile("single-nvme")};
    return estimate::compareLevels(input);
}

const estimate::LevelRow& rowOf(const std::vector<estimate::LevelRow>& rows, raid::Level level)
{
    for (const auto& row : rows)
        if (row.level == level) return row;
    throw std::runtime_error("level missing");
}

QLineSeries* seriesNamed(QChart& chart, const QString& name)
{
    for (auto* series : chart.series())
        if (series->name() == name) return qobject_cast<QLineSeries*>(series);
    return nullptr;
}
} // namespace

class QueueCurveChartTest : public QObject {
    Q_OBJECT
private slots:
    void onePerPossibleLevelAndOneDrive()
    {
        const auto rows = threeNvmeRows(); // raid6 needs four: not drawn
        QChart chart;
        ui::fillQueueCurveChart(&chart, rows, raid::Level::Raid5);
        QCOMPARE(chart.series().size(), 5); // raid0, 1, 5, 10 and one drive
        QVERIFY(!seriesNamed(chart, ui::levelTitle(raid::Level::Raid6)));
        auto* raid5 = seriesNamed(chart, ui::levelTitle(raid::Level::Raid5));
        auto* raid0 = seriesNamed(chart, ui::levelTitle(raid::Level::Raid0));
        QVERIFY(raid5 && raid0);
        QVERIFY2(raid5->pen().widthF() > raid0->pen().widthF(),
                 "the chosen level is drawn thicker");
        const auto& curve = *rowOf(rows, raid::Level::Raid0).queue_curve;
        QCOMPARE(raid0->count(), static_cast<int>(curve.points.size()));
        QCOMPARE(raid0->at(0).x(), 1.0);
        QCOMPARE(raid0->at(raid0->count() - 1).y(), curve.points.back().read.iops);
        auto* drive = seriesNamed(chart, QStringLiteral("one drive alone"));
        QVERIFY(drive);
        QCOMPARE(drive->pen().style(), Qt::DashLine);
        QCOMPARE(drive->at(drive->count() - 1).y(), curve.points.back().member_read_iops);
        // Both axes logarithmic, and every point inside them.
        const auto axes = chart.axes();
        QCOMPARE(axes.size(), 2);
        for (auto* axis : axes) {
            auto* log = qobject_cast<QLogValueAxis*>(axis);
            QVERIFY(log);
            const bool x = axis->orientation() == Qt::Horizontal;
            for (const QPointF& point : raid0->points()) {
                const double value = x ? point.x() : point.y();
                QVERIFY2(value >= log->min() && value <= log->max(),
                         qPrintable(QString::number(value)));
            }
        }
        // Refilled, not added to.
        ui::fillQueueCurveChart(&chart, rows, raid::Level::Raid0);
        QCOMPARE(chart.series().size(), 5);
        QCOMPARE(chart.axes().size(), 2);
        ui::fillQueueCurveChart(&chart, {}, raid::Level::Raid0);
        QCOMPARE(chart.series().size(), 0);
    }

    void theSentenceSaysWhereTheStripeStartsToPay()
    {
        const auto rows = threeNvmeRows();
        const auto& raid0 = rowOf(rows, raid::Level::Raid0);
        const auto from = estimate::readPayoffInFlight(*raid0.queue_curve);
        QVERIFY(from && *from > 1);
        const QString text = ui::queueCurveSentence(raid0);
        const QString expected = QStringLiteral(
            "Below about %1 I/Os in flight, RAID 0 (stripe) reads no faster than one drive");
        QVERIFY2(text.startsWith(expected.arg(*from)), qPrintable(text));
        QVERIFY2(text.contains(
                     QStringLiteral("from about %1 in flight").arg(raid0.queue_curve->q90_read)),
                 qPrintable(text));
        QVERIFY(ui::queueCurveSentence(rowOf(rows, raid::Level::Raid6)).isEmpty());
    }

    void anArrayThatNeverPullsAheadIsSaidSo()
    {
        estimate::LevelRow row;
        row.level = raid::Level::Raid1;
        estimate::QueueCurve curve;
        for (int q = 1; q <= 8; q *= 2) {
            estimate::QueuePoint point;
            point.in_flight = q;
            point.read.iops = 1000.0 * q;
            point.member_read_iops = 1000.0 * q;
            curve.points.push_back(point);
        }
        curve.read_payoff_in_flight = estimate::readPayoffInFlight(curve);
        row.queue_curve = curve;
        QVERIFY2(
            ui::queueCurveSentence(row).startsWith(QStringLiteral(
                "RAID 1 (mirror) reads no faster than one drive at any number of I/Os in flight.")),
            qPrintable(ui::queueCurveSentence(row)));
    }

    void theWorkspaceOverlaySaysItToo()
    {
        ui::EstimateSpec spec;
        spec.level = estimate::Level::Raid0;
        spec.members = 4;
        const auto overlay = ui::computeEstimateOverlay(spec);
        QVERIFY2(overlay.error.isEmpty(), qPrintable(overlay.error));
        QVERIFY(overlay.queue_curve);
        const auto from = estimate::readPayoffInFlight(*overlay.queue_curve);
        QVERIFY(from);
        QVERIFY2(
            overlay.note.contains(
                QStringLiteral("Below about %1 I/Os in flight, raid0 reads no faster").arg(*from)),
            qPrintable(overlay.note));
    }
};

QTEST_MAIN(QueueCurveChartTest)
#include "queue_curve_chart_test.moc"
