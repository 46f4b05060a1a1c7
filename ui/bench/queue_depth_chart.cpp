#include "ui/bench/queue_depth_chart.h"

#include <QChart>
#include <QCoreApplication>
#include <QCursor>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

#include "core/bench/job_label.h"
#include "ui/bench/axis_format.h"
#include "ui/bench/cell_name.h"
#include "ui/bench/chart_reset.h"
#include "ui/bench/metric_text.h"

namespace am::ui {

namespace {
// Everything that names a series but the queue depth.
using GroupKey = std::tuple<bench::Pattern, std::uint64_t, std::uint32_t, std::uint32_t>;

GroupKey groupOf(const bench::CellResult& cell)
{
    return {cell.job.pattern, cell.job.block_size, cell.job.read_share, cell.job.workers};
}

std::map<GroupKey, std::map<std::uint32_t, const bench::CellResult*>>
groups(const std::vector<bench::CellResult>& cells)
{
    std::map<GroupKey, std::map<std::uint32_t, const bench::CellResult*>> out;
    for (const auto& cell : cells)
        if (cell.job.queue_depth > 0 && cell.iops > 0)
            out[groupOf(cell)][cell.job.queue_depth] = &cell;
    return out;
}

// Two depths are a comparison (quick's SEQ1M Q8T1 and Q1T1), not a sweep: they stay in the
// read-share chart.
constexpr std::size_t kMinSweepDepths = 3;

QColor color(int index)
{
    static const QColor colors[] = {QColor(0x1f77b4), QColor(0x2ca02c), QColor(0x9467bd),
                                    QColor(0x8c564b), QColor(0x17becf)};
    return colors[index % 5];
}
// The estimate at the run's depths for one measured group: a long-dashed
// line as the estimate is elsewhere, and its extrapolated points as hollow
// circles labelled "≈" (empty when there are none). line is nullptr when the
// estimate has no cell of the group.
struct EstimateSeries {
    QLineSeries* line = nullptr;
    QScatterSeries* extrapolated = nullptr;
};

EstimateSeries estimateSeries(const ChartRun& estimate, const GroupKey& key, const QColor& color)
{
    std::map<std::uint32_t, std::pair<double, bool>> by_qd; // IOPS, extrapolated
    for (std::size_t i = 0; i < estimate.at_run_depths.size(); ++i) {
        const bench::CellResult& cell = estimate.at_run_depths[i];
        if (groupOf(cell) != key || cell.job.queue_depth == 0 || !(cell.iops > 0)) continue;
        by_qd[cell.job.queue_depth] = {cell.iops, i < estimate.extrapolated.size() &&
                                                      estimate.extrapolated[i]};
    }
    if (by_qd.empty()) return {};
    EstimateSeries out;
    out.line = new QLineSeries;
    QPen pen(color, 1.5, Qt::CustomDashLine);
    pen.setDashPattern({7, 4});
    out.line->setPen(pen);
    for (const auto& [qd, point] : by_qd) {
        out.line->append(qd, point.first);
        if (!point.second) continue;
        if (!out.extrapolated) {
            out.extrapolated = new QScatterSeries;
            out.extrapolated->setMarkerShape(QScatterSeries::MarkerShapeCircle);
            out.extrapolated->setMarkerSize(11);
            out.extrapolated->setBrush(Qt::white);
            out.extrapolated->setPen(QPen(color, 2));
            out.extrapolated->setPointLabelsFormat(QStringLiteral("≈"));
            out.extrapolated->setPointLabelsColor(color);
            out.extrapolated->setPointLabelsClipping(false);
            out.extrapolated->setPointLabelsVisible(true);
        }
        out.extrapolated->append(qd, point.first);
    }
    return out;
}
} // namespace

bool hasQueueDepthSweep(const std::vector<bench::CellResult>& cells)
{
    for (const auto& [key, by_qd] : groups(cells))
        if (by_qd.size() >= kMinSweepDepths) return true;
    return false;
}

bool hasQueueDepthSweep(const std::vector<bench::Job>& jobs)
{
    std::map<GroupKey, std::set<std::uint32_t>> depths;
    for (const auto& job : jobs)
        depths[{job.pattern, job.block_size, job.read_share, job.workers}].insert(job.queue_depth);
    for (const auto& [key, qds] : depths)
        if (qds.size() >= kMinSweepDepths) return true;
    return false;
}

void fillQueueDepthChart(QChart* chart, const std::vector<bench::CellResult>& cells,
                         const ChartRun* estimate)
{
    emptyChart(chart);
    chart->setTitle(QCoreApplication::translate("am::ui::QueueDepthChart",
                                                "IOPS and p99 latency by queue depth"));
    const auto sweep = groups(cells);
    std::uint32_t min_qd = 1, max_qd = 2;
    double max_iops = 0, max_p99 = 0;
    bool first = true;
    for (const auto& [key, by_qd] : sweep)
        for (const auto& [qd, cell] : by_qd) {
            min_qd = first ? qd : std::min(min_qd, qd);
            max_qd = first ? qd : std::max(max_qd, qd);
            first = false;
            max_iops = std::max(max_iops, cell->iops);
            max_p99 =
                std::max(max_p99, static_cast<double>(bench::shownLatency(*cell).p99_ns) / 1000.0);
        }
    if (estimate) // room for the estimate beside the measurement
        for (const auto& cell : estimate->at_run_depths)
            if (sweep.contains(groupOf(cell))) max_iops = std::max(max_iops, cell.iops);
    auto* x = new QLogValueAxis;
    x->setBase(2);
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setMinorTickCount(0);
    // Half a step beyond the ends, so the first and last points are not on the frame.
    x->setRange(min_qd / 1.4, std::max<double>(max_qd, min_qd * 2) * 1.4);
    x->setTitleText(QCoreApplication::translate("am::ui::QueueDepthChart", "queue depth"));
    auto* iops_axis = new QValueAxis;
    setNiceRange(iops_axis, 0, max_iops > 0 ? max_iops * 1.1 : 1);
    iops_axis->setTitleText(QCoreApplication::translate("am::ui::QueueDepthChart", "IOPS"));
    auto* p99_axis = new QValueAxis;
    setNiceRange(p99_axis, 0, max_p99 > 0 ? max_p99 * 1.1 : 1);
    p99_axis->setTitleText(QCoreApplication::translate("am::ui::QueueDepthChart", "p99 µs"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(iops_axis, Qt::AlignLeft);
    chart->addAxis(p99_axis, Qt::AlignRight);

    const bool name_groups = sweep.size() > 1;
    // Groups are named by what differs between them (read share first: "IOPS, read" / "IOPS,
    // write").
    std::set<std::uint32_t> shares;
    std::set<std::tuple<bench::Pattern, std::uint64_t, std::uint32_t>> shapes;
    for (const auto& [key, by_qd] : sweep) {
        shares.insert(std::get<2>(key));
        shapes.insert({std::get<0>(key), std::get<1>(key), std::get<3>(key)});
    }
    int index = 0;
    for (const auto& [key, by_qd] : sweep) {
        const auto& [pattern, bs, share, workers] = key;
        QStringList parts;
        if (shares.size() > 1 || shapes.size() == 1) parts << readShareName(share);
        if (shapes.size() > 1)
            parts << QString::fromStdString(
                bench::jobShapeLabel(pattern, bs, std::nullopt, workers)); // QD is the axis
        const QString group = parts.join(QStringLiteral(", "));
        auto* iops = new QLineSeries;
        auto* p99 = new QLineSeries;
        iops->setName(
            name_groups
                ? QCoreApplication::translate("am::ui::QueueDepthChart", "IOPS, %1").arg(group)
                : QCoreApplication::translate("am::ui::QueueDepthChart", "IOPS"));
        p99->setName(
            name_groups
                ? QCoreApplication::translate("am::ui::QueueDepthChart", "p99, %1").arg(group)
                : QCoreApplication::translate("am::ui::QueueDepthChart", "p99 latency (µs)"));
        iops->setPen(QPen(color(index), 2));
        p99->setPen(QPen(color(index).darker(130), 1.5, Qt::DashLine));
        ++index;
        for (const auto& [qd, cell] : by_qd) {
            iops->append(qd, cell->iops);
            if (const auto ns = bench::shownLatency(*cell).p99_ns; ns > 0)
                p99->append(qd, static_cast<double>(ns) / 1000.0);
        }
        std::vector<QXYSeries*> shown{iops, p99};
        QXYSeries* extrapolated = nullptr;
        if (estimate) {
            const EstimateSeries predicted = estimateSeries(*estimate, key, color(index - 1));
            const QString what = name_groups ? group : estimate->label;
            if (predicted.line) {
                predicted.line->setName(
                    QCoreApplication::translate("am::ui::QueueDepthChart", "estimate, %1")
                        .arg(what));
                shown.push_back(predicted.line);
            }
            if (predicted.extrapolated) {
                predicted.extrapolated->setName(
                    QCoreApplication::translate("am::ui::QueueDepthChart",
                                                "≈ estimate extrapolated, %1")
                        .arg(what));
                extrapolated = predicted.extrapolated;
                shown.push_back(extrapolated);
            }
        }
        for (QXYSeries* series : shown) {
            QValueAxis* y = series == p99 ? p99_axis : iops_axis;
            if (series != extrapolated) series->setPointsVisible(true);
            chart->addSeries(series);
            series->attachAxis(x);
            series->attachAxis(y);
            const bool is_p99 = series == p99;
            QObject::connect(
                series, &QXYSeries::hovered, series,
                [series, is_p99, hollow = series == extrapolated](const QPointF& point,
                                                                  bool state) {
                    if (!state) return QToolTip::hideText();
                    const auto points = series->points();
                    const auto nearest = std::min_element(
                        points.begin(), points.end(), [&point](const QPointF& a, const QPointF& b) {
                            return std::abs(std::log2(a.x()) - std::log2(point.x())) <
                                   std::abs(std::log2(b.x()) - std::log2(point.x()));
                        });
                    if (nearest == points.end()) return;
                    QToolTip::showText(
                        QCursor::pos(),
                        QCoreApplication::translate("am::ui::QueueDepthChart", "%1\nQD %2: %3 %4")
                                .arg(series->name())
                                .arg(nearest->x())
                                .arg(QLocale().toString(nearest->y(), 'f', is_p99 ? 1 : 0),
                                     is_p99 ? QCoreApplication::translate("am::ui::QueueDepthChart",
                                                                          "µs")
                                            : QCoreApplication::translate("am::ui::QueueDepthChart",
                                                                          "IOPS")) +
                            (hollow ? QCoreApplication::translate(
                                          "am::ui::QueueDepthChart",
                                          "\n≈ extrapolated: the profile did not measure "
                                          "this depth")
                                    : QString()));
                });
        }
    }
}

} // namespace am::ui
