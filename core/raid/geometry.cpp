#include "core/raid/geometry.h"

#include <algorithm>

namespace am::raid {

std::uint64_t metadataReserve(Metadata metadata, std::uint64_t member_size)
{
    constexpr std::uint64_t MiB = 1024 * 1024;
    if (metadata == Metadata::Imsm) {
        // imsm keeps its anchor and reserved area at the end of the disk and
        // rounds volumes to 1 MiB; mdadm reserves about 4 MiB (IMSM_RESERVED_SECTORS
        // plus the metadata blocks).
        return 4 * MiB + member_size % MiB;
    }
    // mdadm 4.x: head room for the data offset is 128 MiB, halved while it
    // would exceed 0.1 % of the device; a 1 MiB minimum carries superblock and bitmap.
    std::uint64_t headroom = 128 * MiB;
    while (headroom > MiB && headroom * 1024 > member_size) headroom /= 2;
    return std::max<std::uint64_t>(headroom, MiB);
}

std::uint32_t faultTolerance(Level level, std::uint32_t members)
{
    switch (level) {
    case Level::Raid0:
        return 0;
    case Level::Raid1:
        return members > 0 ? members - 1 : 0;
    case Level::Raid5:
        return 1;
    case Level::Raid6:
        return 2;
    case Level::Raid10:
        return members >= 2 ? 1
                            : 0; // guaranteed: one per mirror pair may fail, but not both of a pair
    case Level::Raid1c3:
        return members >= 3 ? 2 : 0; // three copies of every block
    }
    return 0;
}

std::uint32_t dataMembers(Level level, std::uint32_t members)
{
    switch (level) {
    case Level::Raid0:
        return members;
    case Level::Raid1:
        return members > 0 ? 1 : 0;
    case Level::Raid5:
        return members > 1 ? members - 1 : 0;
    case Level::Raid6:
        return members > 2 ? members - 2 : 0;
    case Level::Raid10:
        return members / 2;
    case Level::Raid1c3:
        return members / 3; // btrfs spreads three copies over all devices: a third is data
    }
    return 0;
}

Geometry computeGeometry(Level level, Metadata metadata,
                         const std::vector<std::uint64_t>& member_sizes, std::uint64_t chunk_bytes,
                         std::uint64_t size_limit)
{
    Geometry geometry;
    if (member_sizes.empty()) return geometry;
    const auto members = static_cast<std::uint32_t>(member_sizes.size());
    const std::uint64_t smallest = *std::min_element(member_sizes.begin(), member_sizes.end());
    const std::uint64_t reserve = metadataReserve(metadata, smallest);
    std::uint64_t usable = smallest > reserve ? smallest - reserve : 0;
    if (size_limit > 0) usable = std::min(usable, size_limit);
    if (chunk_bytes > 0) usable -= usable % chunk_bytes;
    geometry.member_bytes = usable;
    for (const auto size : member_sizes) geometry.lost_bytes += size - smallest;
    geometry.fault_tolerance = faultTolerance(level, members);
    geometry.data_members = dataMembers(level, members);
    if (level == Level::Raid10) {
        // Two copies of every chunk: half of all member space holds data,
        // also for an odd member count.
        geometry.capacity_bytes = usable * members / 2;
        if (chunk_bytes > 0) geometry.capacity_bytes -= geometry.capacity_bytes % chunk_bytes;
    } else {
        geometry.capacity_bytes = usable * geometry.data_members;
    }
    geometry.stripe_width_bytes = level == Level::Raid1 ? 0 : chunk_bytes * geometry.data_members;
    return geometry;
}

} // namespace am::raid
