#include "core/bench/load_ladder.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "core/bench/figure_text.h"
#include "core/bench/job_validation.h"

namespace am::bench {

std::uint64_t ladderRateIops(const Job& paced, double peak_iops)
{
    const double whole = peak_iops * paced.load_percent / 100.0;
    const double per_thread = whole / std::max<std::uint32_t>(1, paced.workers);
    return std::max<std::uint64_t>(1, static_cast<std::uint64_t>(std::llround(per_thread)));
}

Job resolveLadderJob(const Job& job, std::optional<double> peak_iops)
{
    if (job.load_percent == 0) return job;
    if (!peak_iops || *peak_iops <= 0)
        throw JobError(fmt::format("{}: no peak to pace at {} % of: the ladder's peak cell "
                                   "measured no I/O",
                                   job.name, job.load_percent));
    Job paced = job;
    paced.rate_iops = ladderRateIops(job, *peak_iops);
    return paced;
}

namespace {

std::string withoutPeak(std::string name)
{
    constexpr std::string_view suffix = " peak";
    if (name.size() > suffix.size() && name.ends_with(suffix))
        name.resize(name.size() - suffix.size());
    return name;
}

} // namespace

std::vector<LoadCurve> loadCurves(const std::vector<CellResult>& cells)
{
    std::vector<LoadCurve> curves;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const CellResult& cell = cells[i];
        if (cell.job.load_peak) {
            curves.push_back({i, withoutPeak(cell.job.name.empty() ? defaultJobName(cell.job)
                                                                   : cell.job.name),
                              cell.iops, {}, std::nullopt});
            continue;
        }
        if (cell.job.load_percent == 0 || curves.empty()) continue;
        const LatencySummary& lat = shownLatency(cell);
        curves.back().points.push_back(
            {i, cell.job.load_percent,
             static_cast<double>(cell.job.rate_iops) * std::max<std::uint32_t>(1, cell.job.workers),
             cell.iops, lat.p50_ns, lat.p99_ns, lat.p999_ns});
    }
    for (auto& curve : curves) {
        std::stable_sort(curve.points.begin(), curve.points.end(),
                         [](const LoadPoint& a, const LoadPoint& b) { return a.percent < b.percent; });
        if (curve.points.empty() || curve.points.front().p99_ns == 0) continue;
        const double light = static_cast<double>(curve.points.front().p99_ns);
        for (std::size_t p = 1; p < curve.points.size(); ++p)
            if (static_cast<double>(curve.points[p].p99_ns) >= kKneeFactor * light) {
                curve.knee = p;
                break;
            }
    }
    return curves;
}

std::string kneeText(const LoadCurve& curve)
{
    if (curve.points.empty()) return "no paced step was measured";
    const LoadPoint& light = curve.points.front();
    const double light_p99 = static_cast<double>(light.p99_ns);
    if (!curve.knee)
        return fmt::format("p99 did not double up to {} % of the peak ({} at {} %, {} at {} %)",
                           curve.points.back().percent, latencyText(light_p99), light.percent,
                           latencyText(static_cast<double>(curve.points.back().p99_ns)),
                           curve.points.back().percent);
    const LoadPoint& knee = curve.points[*curve.knee];
    return fmt::format("p99 doubled at {} % of the peak ({} IOPS offered): {} at {} %, {} there",
                       knee.percent, iopsText(knee.offered_iops), latencyText(light_p99),
                       light.percent, latencyText(static_cast<double>(knee.p99_ns)));
}

} // namespace am::bench
