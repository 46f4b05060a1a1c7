#include "core/raid/backend_geometry.h"

#include <algorithm>
#include <functional>
#include <numeric>

namespace am::raid {
namespace {

constexpr std::uint64_t MiB = 1024 * 1024;
constexpr std::uint64_t kLvmExtent = 4 * MiB;     // vgcreate's default physical extent
constexpr std::uint64_t kLvmPvHeader = 1 * MiB;   // pvcreate's default data alignment (pe_start)
constexpr std::uint64_t kBtrfsReserved = 1 * MiB; // btrfs never allocates the first MiB

Geometry lvmGeometry(const Plan& plan, const std::vector<std::uint64_t>& sizes)
{
    // Each leg is one PV: its extents after the label, less one for the leg's rmeta sub-LV
    // (raid0 has none); then md's arithmetic over what is left.
    std::vector<std::uint64_t> legs;
    for (const auto size : sizes) {
        const std::uint64_t extents = size > kLvmPvHeader ? (size - kLvmPvHeader) / kLvmExtent : 0;
        const std::uint64_t meta = plan.level == Level::Raid0 ? 0 : 1;
        legs.push_back((extents > meta ? extents - meta : 0) * kLvmExtent);
    }
    Geometry geometry = computeGeometry(plan.level, Metadata::V1_2, legs, 0, 0);
    // computeGeometry took md's superblock room off each leg: LVM keeps none there.
    const std::uint64_t smallest = *std::min_element(legs.begin(), legs.end());
    geometry.member_bytes = smallest;
    geometry.capacity_bytes =
        plan.level == Level::Raid10 ? smallest * legs.size() / 2 : smallest * geometry.data_members;
    const std::uint64_t stripe = effectiveChunk(plan);
    geometry.stripe_width_bytes = plan.level == Level::Raid1 ? 0 : stripe * geometry.data_members;
    return geometry;
}

std::uint32_t btrfsCopies(Level level)
{
    switch (level) {
    case Level::Raid1:
    case Level::Raid10:
        return 2;
    case Level::Raid1c3:
        return 3;
    default:
        return 1;
    }
}

Geometry btrfsGeometry(const Plan& plan, const std::vector<std::uint64_t>& sizes)
{
    std::vector<std::uint64_t> usable;
    for (const auto size : sizes)
        usable.push_back(size > kBtrfsReserved ? size - kBtrfsReserved : 0);
    const auto members = static_cast<std::uint32_t>(usable.size());
    const std::uint32_t copies = btrfsCopies(plan.level);
    Geometry geometry;
    geometry.member_bytes = *std::min_element(usable.begin(), usable.end());
    geometry.capacity_bytes = btrfsCopiesCapacity(usable, copies);
    const std::uint64_t all = std::accumulate(usable.begin(), usable.end(), std::uint64_t{0});
    geometry.lost_bytes = all - std::min(all, geometry.capacity_bytes * copies);
    geometry.fault_tolerance = members >= copies ? copies - 1 : 0;
    geometry.data_members = copies > 0 ? members / copies : 0;
    if (plan.level == Level::Raid0) geometry.data_members = members;
    geometry.stripe_width_bytes = plan.level == Level::Raid0 || plan.level == Level::Raid10
                                      ? kBtrfsStripe * geometry.data_members
                                      : 0;
    return geometry;
}

} // namespace

std::uint64_t btrfsCopiesCapacity(std::vector<std::uint64_t> sizes, std::uint32_t copies)
{
    if (copies == 0 || sizes.size() < copies) return 0;
    // Each chunk's copies sit on distinct devices, so a device gives at most one copy per
    // chunk: the capacity C is the largest with sum(min(size, C)) >= copies * C. Taking the
    // j largest devices out, the rest must hold the other copies: C <= rest / (copies - j).
    std::sort(sizes.begin(), sizes.end(), std::greater<>());
    std::uint64_t rest = std::accumulate(sizes.begin(), sizes.end(), std::uint64_t{0});
    std::uint64_t capacity = rest / copies;
    for (std::uint32_t j = 1; j < copies; ++j) {
        rest -= sizes[j - 1];
        capacity = std::min(capacity, rest / (copies - j));
    }
    return capacity;
}

Geometry planGeometry(const Plan& plan, const std::vector<std::uint64_t>& member_sizes)
{
    if (member_sizes.empty()) return {};
    switch (backendOf(plan)) {
    case Backend::Lvm:
        return lvmGeometry(plan, member_sizes);
    case Backend::Btrfs:
        return btrfsGeometry(plan, member_sizes);
    case Backend::Md:
    case Backend::Imsm:
    case Backend::Zfs: // never planned: validation refuses it
        break;
    }
    return computeGeometry(plan.level, plan.metadata, member_sizes, effectiveChunk(plan),
                           plan.size_bytes.value_or(0));
}

} // namespace am::raid
