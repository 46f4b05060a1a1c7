#pragma once

#include <cstdint>
#include <vector>

#include "core/raid/types.h"

namespace am::raid {

// Size facts of a planned array, in bytes. Capacity is an estimate: mdadm
// reserves room for its superblock, bitmap and data offset, which we model
// as mdadm 4.x chooses it, and rounds each member down to whole chunks.
struct Geometry {
    std::uint64_t member_bytes = 0;       // usable bytes taken from each member
    std::uint64_t capacity_bytes = 0;     // usable bytes of the array
    std::uint64_t lost_bytes = 0;         // bytes of larger members left unused
    std::uint32_t fault_tolerance = 0;    // members that may fail without data loss (guaranteed)
    std::uint32_t data_members = 0;       // members carrying distinct data per stripe
    std::uint64_t stripe_width_bytes = 0; // data per full stripe (0 when there is no striping)
};

// Bytes mdadm keeps for itself at the start or end of a member of this size.
std::uint64_t metadataReserve(Metadata metadata, std::uint64_t member_size);

std::uint32_t faultTolerance(Level level, std::uint32_t members);
std::uint32_t dataMembers(Level level, std::uint32_t members);

// member_sizes: the whole size of each active member; size_limit: --size when given.
Geometry computeGeometry(Level level, Metadata metadata,
                         const std::vector<std::uint64_t>& member_sizes, std::uint64_t chunk_bytes,
                         std::uint64_t size_limit = 0);

} // namespace am::raid
