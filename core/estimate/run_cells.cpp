#include "core/estimate/run_cells.h"

#include <algorithm>
#include <set>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/estimate/backend_model.h"
#include "core/estimate/cell_model.h"
#include "core/estimate/errors.h"
#include "core/estimate/queue_depth.h"
#include "core/util/units.h"

namespace am::estimate {

// The run's cells at their own depths, into result.run_cells (see estimator.h).
void predictRun(Estimate& result, const std::vector<MemberModel>& models,
                const std::vector<MemberProfile>& profiles, const std::vector<CellQuery>& run,
                bool degraded)
{
    std::set<int> in_flight_counts;
    for (const auto& query : run) {
        if (query.qd < 1 || query.jobs < 1 || query.qd > kSaturatedInFlight / query.jobs)
            throw InputError(fmt::format(
                "run cell {} {}: queue depth {} x {} jobs: each must be at least 1, and together "
                "at most {} I/Os in flight",
                query.rw, util::formatSize(query.block_size, util::SizeUnits::Binary), query.qd,
                query.jobs, kSaturatedInFlight));
        if (query.read_share < 0 || query.read_share > 100)
            throw InputError(fmt::format(
                "run cell {} {}: read share {}: must be 0 to 100", query.rw,
                util::formatSize(query.block_size, util::SizeUnits::Binary), query.read_share));
        in_flight_counts.insert(query.qd * query.jobs);
    }
    const std::vector<double> asked(in_flight_counts.begin(), in_flight_counts.end());
    std::set<int> unmeasured;
    for (const auto& profile : profiles)
        for (const double depth : unmeasuredDepths(profile, asked))
            unmeasured.insert(static_cast<int>(depth));
    result.run_unmeasured_qd.assign(unmeasured.begin(), unmeasured.end());
    std::set<int> everywhere;
    for (const double depth : measuredDepths(profiles.front())) {
        const bool by_all = std::all_of(profiles.begin(), profiles.end(), [&](const auto& p) {
            return unmeasuredDepths(p, {depth}).empty();
        });
        if (by_all) everywhere.insert(static_cast<int>(depth));
    }
    result.profile_qd.assign(everywhere.begin(), everywhere.end());

    const ArrayPlan plan = modelledPlan(result.plan);
    for (const auto& query : run) {
        const int in_flight = query.qd * query.jobs;
        EstimateCell cell;
        if (query.rw.starts_with("rand")) {
            cell = cellInFlight(models, plan, result.caps, result.parameters, degraded,
                                query.block_size, query.read_share, in_flight);
            cell.rw = query.rw;
        } else if (query.read_share == 100 || query.read_share == 0) {
            // A stream's bandwidth does not follow its depth (docs/estimator.md).
            const bool read = query.read_share == 100;
            std::vector<EstimateCell> candidates;
            for (const auto& model : models)
                candidates.push_back(
                    sequentialCell(model, plan, result.caps, result.parameters, degraded, read));
            cell = slowest(candidates, models);
            if (cell.not_predicted.empty() && query.block_size > 0) {
                const double scale =
                    static_cast<double>(query.block_size) / static_cast<double>(cell.block_size);
                cell.iops /= scale;
                cell.read_iops /= scale;
                cell.write_iops /= scale;
                cell.mean_latency_ns = in_flight / cell.iops * 1e9; // Little's law
            }
        } else {
            cell.rw = query.rw;
            cell.read_share = query.read_share;
            cell.not_predicted = "mixed sequential cells are not predicted: the model streams "
                                 "reads or writes, not both";
        }
        cell.block_size = query.block_size;
        cell.qd = query.qd;
        cell.jobs = query.jobs;
        if (cell.not_predicted.empty()) cell.extrapolated |= unmeasured.contains(in_flight);
        result.run_cells.push_back(std::move(cell));
    }
    if (!result.run_unmeasured_qd.empty())
        result.notes.push_back(fmt::format(
            "the profile was measured at {} I/Os in flight; the run's cells at {} are "
            "extrapolated (marked)",
            fmt::join(result.profile_qd, ", "), fmt::join(result.run_unmeasured_qd, ", ")));
}

} // namespace am::estimate
