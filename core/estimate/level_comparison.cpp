#include "core/estimate/level_comparison.h"

#include <algorithm>
#include <cstdlib>

#include <fmt/format.h>

#include "core/estimate/errors.h"
#include "core/estimate/estimator.h"
#include "core/raid/geometry.h"

namespace am::estimate {

namespace {

// The random cell nearest to 4 KiB at the given share: the profile decides
// which sizes exist, and 4 KiB is what the table promises when it can.
const EstimateCell* randomCell(const Estimate& estimate, int read_share)
{
    const EstimateCell* best = nullptr;
    for (const auto& cell : estimate.random) {
        if (cell.read_share != read_share) continue;
        const auto distance = [](std::uint64_t bytes) {
            return bytes > 4096 ? bytes - 4096 : 4096 - bytes;
        };
        if (!best || distance(cell.block_size) < distance(best->block_size)) best = &cell;
    }
    return best;
}

double sequentialRate(const Estimate& estimate, bool read)
{
    for (const auto& cell : estimate.sequential)
        if ((cell.rw == "read") == read) return cell.bw_bytes;
    return 0;
}

} // namespace

std::vector<LevelRow> compareLevels(const LevelComparisonInput& input)
{
    if (input.profiles.empty()) throw InputError("level comparison: no member profile given");
    const auto members = static_cast<std::uint32_t>(input.member_sizes.size());
    std::vector<LevelRow> rows;
    for (const auto level : input.levels) {
        LevelRow row;
        row.level = level;
        const std::uint32_t minimum = raid::minimumMembers(level);
        if (members < minimum) {
            row.possible = false;
            row.why = fmt::format("{} needs at least {} drives", raid::toString(level), minimum);
            rows.push_back(row);
            continue;
        }
        const std::uint64_t chunk = level == raid::Level::Raid1 ? 0 : input.chunk_bytes;
        const auto geometry =
            raid::computeGeometry(level, raid::Metadata::V1_2, input.member_sizes, chunk);
        row.capacity_bytes = geometry.capacity_bytes;
        row.fault_tolerance = geometry.fault_tolerance;

        ArrayPlan plan;
        plan.level = level;
        plan.members = static_cast<int>(members);
        plan.chunk_bytes = input.chunk_bytes;
        plan.member_size_bytes = geometry.member_bytes;
        const auto result = estimate(plan, input.profiles, input.caps, Parameters{}, Mode::Healthy);
        if (const auto* read = randomCell(result, 100)) {
            row.random_block_bytes = read->block_size;
            row.random_read_iops = read->iops;
        }
        if (const auto* write = randomCell(result, 0)) row.random_write_iops = write->iops;
        row.seq_read_bytes_per_s = sequentialRate(result, true);
        row.seq_write_bytes_per_s = sequentialRate(result, false);
        row.queue_curve = result.queue_curve;
        rows.push_back(row);
    }
    return rows;
}

} // namespace am::estimate
