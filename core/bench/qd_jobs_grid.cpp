#include "core/bench/qd_jobs_grid.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include <fmt/format.h>

#include "core/bench/job_label.h"

namespace am::bench {

namespace {

using ShapeOf = std::tuple<Pattern, std::uint64_t, std::uint32_t>; // pattern, bs, read share

} // namespace

std::optional<QdJobsGrid> qdJobsGrid(const std::vector<CellResult>& cells)
{
    std::map<ShapeOf, std::vector<std::size_t>> by_shape;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const Job& job = cells[i].job;
        // Ladder steps and fills are not points of a saturation grid.
        if (job.load_peak || job.load_percent > 0 || job.fill_once) continue;
        by_shape[{job.pattern, job.block_size, job.read_share}].push_back(i);
    }
    const auto largest =
        std::max_element(by_shape.begin(), by_shape.end(), [](const auto& a, const auto& b) {
            return a.second.size() < b.second.size();
        });
    if (largest == by_shape.end()) return std::nullopt;
    std::set<std::uint32_t> depths, jobs;
    for (const std::size_t i : largest->second) {
        depths.insert(cells[i].job.queue_depth);
        jobs.insert(cells[i].job.workers);
    }
    if (depths.size() < kMinGridSide || jobs.size() < kMinGridSide) return std::nullopt;
    QdJobsGrid grid;
    const auto& [pattern, block_size, read_share] = largest->first;
    grid.shape =
        fmt::format("{} {}", jobShapeLabel(pattern, block_size, std::nullopt, std::nullopt),
                    mixLabel(read_share));
    grid.depths.assign(depths.begin(), depths.end());
    grid.jobs.assign(jobs.begin(), jobs.end());
    grid.cells.assign(grid.jobs.size(), std::vector<int>(grid.depths.size(), -1));
    for (const std::size_t i : largest->second) {
        const auto row = std::lower_bound(grid.jobs.begin(), grid.jobs.end(), cells[i].job.workers);
        const auto column =
            std::lower_bound(grid.depths.begin(), grid.depths.end(), cells[i].job.queue_depth);
        grid.cells[static_cast<std::size_t>(row - grid.jobs.begin())]
                  [static_cast<std::size_t>(column - grid.depths.begin())] = static_cast<int>(i);
    }
    return grid;
}

} // namespace am::bench
