#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/estimate/member_profile.h"
#include "core/estimate/parameters.h"
#include "core/estimate/plan.h"

namespace am::estimate {

// Time to rebuild one replaced member: md writes the whole member, reading
// the others (mirror copy, or all survivors for raid5/6 parity).
struct RebuildEstimate {
    std::uint64_t bytes = 0; // written to the new member
    // Idle array: md runs up to speed_limit_max, unless the hardware is slower.
    double idle_bytes_per_s = 0;
    std::string
        idle_limit; // "member write", "member read", "md speed_limit_max", "link", "bus", "parity"
    double idle_seconds = 0;
    // Array busy with other I/O: md yields down to speed_limit_min.
    double loaded_bytes_per_s = 0;
    double loaded_seconds = 0;
};

// Needs a redundant level (not raid0) and a member size. Member bandwidth is
// the slowest member's sequential read/write (MemberModel), with the caps.
RebuildEstimate estimateRebuild(const ArrayPlan& plan, std::uint64_t member_size_bytes,
                                double member_read_bytes_per_s, double member_write_bytes_per_s,
                                const Caps& caps, const Parameters& parameters);

} // namespace am::estimate
