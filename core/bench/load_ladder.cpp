#include "core/bench/load_ladder.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "core/bench/figure_text.h"
#include "core/bench/job_validation.h"
#include "core/bench/repeats.h"

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

double lightLoadP99(const LoadCurve& curve)
{
    std::vector<double> lightest;
    for (std::size_t p = 0; p < curve.points.size() && p < kLightSteps; ++p)
        lightest.push_back(static_cast<double>(curve.points[p].p99_ns));
    return median(lightest);
}

std::vector<LoadCurve> loadCurves(const std::vector<CellResult>& cells)
{
    std::vector<LoadCurve> curves;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const CellResult& cell = cells[i];
        if (cell.job.load_peak) {
            curves.push_back(
                {i,
                 withoutPeak(cell.job.name.empty() ? defaultJobName(cell.job) : cell.job.name),
                 cell.iops,
                 {},
                 std::nullopt});
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
        std::stable_sort(
            curve.points.begin(), curve.points.end(),
            [](const LoadPoint& a, const LoadPoint& b) { return a.percent < b.percent; });
        const double light = lightLoadP99(curve);
        if (light <= 0) continue;
        // The first step from which p99 stays doubled: one slow step (a late wake-up) is no knee.
        for (std::size_t p = curve.points.size(); p-- > 1;) {
            if (static_cast<double>(curve.points[p].p99_ns) < kKneeFactor * light) break;
            curve.knee = p;
        }
    }
    return curves;
}

std::string kneeText(const LoadCurve& curve)
{
    if (curve.points.empty()) return "no paced step was measured";
    const std::string light = latencyText(lightLoadP99(curve));
    if (!curve.knee)
        return fmt::format("p99 did not stay doubled up to {} % of the peak ({} at light load, {} "
                           "at {} %)",
                           curve.points.back().percent, light,
                           latencyText(static_cast<double>(curve.points.back().p99_ns)),
                           curve.points.back().percent);
    const LoadPoint& knee = curve.points[*curve.knee];
    return fmt::format("p99 doubled at {} % of the peak ({} IOPS offered): {} at light load, {} "
                       "there",
                       knee.percent, iopsText(knee.offered_iops), light,
                       latencyText(static_cast<double>(knee.p99_ns)));
}

} // namespace am::bench
