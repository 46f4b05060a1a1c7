#include "core/bench/fill_curve.h"

#include <algorithm>

#include <fmt/format.h>

#include "core/bench/figure_text.h"
#include "core/bench/job_validation.h"
#include "core/bench/repeats.h"
#include "core/util/units.h"

namespace am::bench {

namespace {

std::string bytesText(double bytes)
{
    return util::formatSize(static_cast<std::uint64_t>(bytes), util::SizeUnits::Binary);
}

} // namespace

FillCurve fillCurve(const std::vector<Sample>& samples, double range_bytes)
{
    FillCurve curve;
    curve.range_bytes = range_bytes;
    std::vector<double> first_minute;
    for (const Sample& sample : samples) {
        curve.written_bytes += sample.bw_bytes * sample.interval_s;
        curve.points.push_back({sample.time_s, curve.written_bytes, sample.bw_bytes});
        if (sample.time_s <= kFirstMinuteS) first_minute.push_back(sample.bw_bytes);
    }
    if (curve.points.empty()) return curve;
    curve.seconds = curve.points.back().time_s;
    curve.first_minute_rate = median(first_minute);
    const double low = kCliffShare * curve.first_minute_rate;
    // The first point from which every rate is below `low` for kCliffHoldS.
    for (std::size_t i = 0; i < curve.points.size() && !curve.cliff; ++i) {
        if (curve.points[i].bytes_per_s >= low) continue;
        const double until = curve.points[i].time_s + kCliffHoldS;
        if (curve.seconds < until) { // the fill ended before the drop could be confirmed
            curve.late_drop = i;
            break;
        }
        bool held = true;
        for (std::size_t j = i; j < curve.points.size() && curve.points[j].time_s <= until; ++j)
            held = held && curve.points[j].bytes_per_s < low;
        if (held) curve.cliff = i;
    }
    std::vector<double> after;
    for (std::size_t i = curve.cliff.value_or(0); i < curve.points.size(); ++i)
        after.push_back(curve.points[i].bytes_per_s);
    curve.steady_rate = median(after);
    return curve;
}

std::vector<FillCurve> fillCurves(const std::vector<CellResult>& cells,
                                  std::uint64_t target_size_bytes)
{
    std::vector<FillCurve> curves;
    TargetInfo target;
    target.exists = true;
    target.size_bytes = target_size_bytes;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const CellResult& cell = cells[i];
        if (!cell.job.fill_once || cell.samples.empty()) continue; // views' copies lack samples
        FillCurve curve = fillCurve(cell.samples, static_cast<double>(jobRange(cell.job, target)));
        curve.cell = i;
        curve.name = cell.job.name.empty() ? defaultJobName(cell.job) : cell.job.name;
        curves.push_back(std::move(curve));
    }
    return curves;
}

std::vector<FillPoint> thinnedFillPoints(const std::vector<FillPoint>& points,
                                         std::size_t max_points)
{
    if (max_points == 0 || points.size() <= max_points) return points;
    const std::size_t group = (points.size() + max_points - 1) / max_points;
    std::vector<FillPoint> out;
    out.reserve(points.size() / group + 1);
    FillPoint before; // the start: nothing written at time 0
    for (std::size_t first = 0; first < points.size(); first += group) {
        const std::size_t end = std::min(points.size(), first + group);
        FillPoint merged = points[end - 1];
        const double seconds = merged.time_s - before.time_s;
        if (seconds > 0) {
            merged.bytes_per_s = (merged.written_bytes - before.written_bytes) / seconds;
        } else {
            double sum = 0;
            for (std::size_t i = first; i < end; ++i) sum += points[i].bytes_per_s;
            merged.bytes_per_s = sum / static_cast<double>(end - first);
        }
        out.push_back(merged);
        before = points[end - 1];
    }
    return out;
}

std::string fillText(const FillCurve& curve)
{
    if (curve.points.empty()) return "nothing was written";
    std::string text = fmt::format("wrote {} in {:.{}f} s", bytesText(curve.written_bytes),
                                   curve.seconds, curve.seconds < 10 ? 1 : 0);
    if (curve.range_bytes > 0 && curve.written_bytes < curve.range_bytes)
        text += fmt::format(" (of {}: stopped by the runtime cap or a stop)",
                            bytesText(curve.range_bytes));
    text += fmt::format("; {} in the first minute", rateText(curve.first_minute_rate));
    if (curve.cliff) {
        const FillPoint& at = curve.points[*curve.cliff];
        return text + fmt::format("; the write cache ran out after {} ({:.0f} s): {} after it",
                                  bytesText(at.written_bytes), at.time_s,
                                  rateText(curve.steady_rate));
    }
    if (curve.late_drop) {
        const FillPoint& at = curve.points[*curve.late_drop];
        return text + fmt::format("; the rate fell below half of that after {} ({:.0f} s), less "
                                  "than {:.0f} s before the end: too late to tell a cliff",
                                  bytesText(at.written_bytes), at.time_s, kCliffHoldS);
    }
    return text + fmt::format("; no cliff: the rate stayed above half of that for the whole fill "
                              "(median {})",
                              rateText(curve.steady_rate));
}

} // namespace am::bench
