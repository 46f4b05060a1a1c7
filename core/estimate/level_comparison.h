#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/estimate/estimator.h"
#include "core/estimate/member_profile.h"
#include "core/raid/types.h"

namespace am::estimate {

// One level of the side-by-side table the array wizard shows before anything
// is built: what these drives would give at each level. Rates in bytes/s and
// I/O per second; capacity from the RAID core's geometry (mdadm's reserve
// included), so it matches the level page and the review.
struct LevelRow {
    raid::Level level = raid::Level::Raid0;
    bool possible = true; // false: too few drives for the level (why says so)
    std::string why;
    std::uint64_t capacity_bytes = 0;
    std::uint32_t fault_tolerance = 0;
    std::uint64_t random_block_bytes = 4096; // the block size of the random columns
    double random_read_iops = 0;             // 100 % reads
    double random_write_iops = 0;            // 100 % writes
    double seq_read_bytes_per_s = 0;
    double seq_write_bytes_per_s = 0;
    // 4k random IOPS against I/Os in flight, beside one member's (possible levels only).
    std::optional<QueueCurve> queue_curve;
};

struct LevelComparisonInput {
    std::vector<std::uint64_t> member_sizes; // whole size of each member, bytes
    // One profile for every member, or one per member (the slowest governs).
    std::vector<MemberProfile> profiles;
    std::uint64_t chunk_bytes = 512 * 1024;
    Caps caps; // e.g. the members' PCIe links (estimate_source)
    std::vector<raid::Level> levels = {raid::Level::Raid0, raid::Level::Raid1, raid::Level::Raid5,
                                       raid::Level::Raid6, raid::Level::Raid10};
};

// Throws InputError when a profile cannot be used (no pure read/write cells).
std::vector<LevelRow> compareLevels(const LevelComparisonInput& input);

} // namespace am::estimate
