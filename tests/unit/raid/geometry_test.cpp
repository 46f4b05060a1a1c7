#include <gtest/gtest.h>

#include "core/raid/backend_geometry.h"
#include "core/raid/geometry.h"

using namespace am::raid;

namespace {
constexpr std::uint64_t GB = 1000ULL * 1000 * 1000;
constexpr std::uint64_t MiB = 1024ULL * 1024;
} // namespace

TEST(Geometry, CapacityFaultToleranceStripeWidthPerLevel)
{
    const std::vector<std::uint64_t> four(4, 1000 * GB);
    const std::uint64_t chunk = 512 * 1024;
    const auto r0 = computeGeometry(Level::Raid0, Metadata::V1_2, four, chunk);
    const std::uint64_t member = r0.member_bytes;
    EXPECT_EQ(member % chunk, 0U);
    EXPECT_EQ(member,
              (1000 * GB - 128 * MiB) / chunk * chunk); // 128 MiB data offset for a 1 TB member
    EXPECT_EQ(r0.capacity_bytes, 4 * member);
    EXPECT_EQ(r0.fault_tolerance, 0U);
    EXPECT_EQ(r0.stripe_width_bytes, 4 * chunk);
    const auto r1 = computeGeometry(Level::Raid1, Metadata::V1_2, {1000 * GB, 1000 * GB}, 0);
    EXPECT_EQ(r1.capacity_bytes, 1000 * GB - 128 * MiB);
    EXPECT_EQ(r1.fault_tolerance, 1U);
    EXPECT_EQ(r1.stripe_width_bytes, 0U);
    const auto r5 = computeGeometry(Level::Raid5, Metadata::V1_2, four, chunk);
    EXPECT_EQ(r5.capacity_bytes, 3 * member);
    EXPECT_EQ(r5.fault_tolerance, 1U);
    EXPECT_EQ(r5.stripe_width_bytes, 3 * chunk);
    const auto r6 = computeGeometry(Level::Raid6, Metadata::V1_2, four, chunk);
    EXPECT_EQ(r6.capacity_bytes, 2 * member);
    EXPECT_EQ(r6.fault_tolerance, 2U);
    const auto r10 = computeGeometry(Level::Raid10, Metadata::V1_2, four, chunk);
    EXPECT_EQ(r10.capacity_bytes, 2 * member);
    EXPECT_EQ(r10.fault_tolerance, 1U);
    EXPECT_EQ(r10.stripe_width_bytes, 2 * chunk);
    const auto odd =
        computeGeometry(Level::Raid10, Metadata::V1_2, {1000 * GB, 1000 * GB, 1000 * GB}, chunk);
    EXPECT_EQ(odd.capacity_bytes, member * 3 / 2 / chunk * chunk);
}

TEST(Geometry, SmallestMemberDecidesAndTheRestIsLost)
{
    const auto g = computeGeometry(Level::Raid1, Metadata::V1_2, {2000 * GB, 960 * GB}, 0);
    EXPECT_EQ(g.lost_bytes, 1040 * GB);
    EXPECT_EQ(g.member_bytes, 960 * GB - 128 * MiB);
    const auto limited =
        computeGeometry(Level::Raid1, Metadata::V1_2, {2000 * GB, 960 * GB}, 0, 100 * GB);
    EXPECT_EQ(limited.capacity_bytes, 100 * GB);
}

TEST(Geometry, ReserveShrinksForSmallMembers)
{
    EXPECT_EQ(metadataReserve(Metadata::V1_2, 1000 * GB), 128 * MiB);
    EXPECT_EQ(metadataReserve(Metadata::V1_2, 1 * GB), MiB); // 0.1 % of 1 GB is under 1 MiB
    EXPECT_EQ(metadataReserve(Metadata::V1_2, 20 * GB), 16 * MiB);
    EXPECT_EQ(metadataReserve(Metadata::Imsm, 1024 * MiB), 4 * MiB);
}

namespace {
Plan planOn(Backend backend, Level level)
{
    Plan plan;
    plan.backend = backend;
    plan.level = level;
    return plan;
}
} // namespace

// btrfs counts copies, not mirrors: raid1 over three drives keeps two copies, so it holds
// half of their space and survives one failure (md raid1 over three survives two).
TEST(BackendGeometry, BtrfsRaid1KeepsTwoCopiesWhateverTheDeviceCount)
{
    const std::vector<std::uint64_t> three(3, 1000 * GB);
    const auto btrfs = planGeometry(planOn(Backend::Btrfs, Level::Raid1), three);
    EXPECT_EQ(btrfs.fault_tolerance, 1U);
    EXPECT_EQ(btrfs.capacity_bytes, 3 * (1000 * GB - MiB) / 2);
    const auto md = planGeometry(planOn(Backend::Md, Level::Raid1), three);
    EXPECT_EQ(md.fault_tolerance, 2U);
    EXPECT_LT(md.capacity_bytes, 1000 * GB);

    const auto c3 = planGeometry(planOn(Backend::Btrfs, Level::Raid1c3), three);
    EXPECT_EQ(c3.fault_tolerance, 2U);
    EXPECT_EQ(c3.capacity_bytes, 1000 * GB - MiB);
}

// Devices of different sizes are used whole while the copies fit on distinct devices.
TEST(BackendGeometry, BtrfsCopiesCapacityOverUnequalDevices)
{
    EXPECT_EQ(btrfsCopiesCapacity({4, 1, 1}, 2), 2U); // the big one pairs with both small ones
    EXPECT_EQ(btrfsCopiesCapacity({2, 2, 2}, 2), 3U);
    EXPECT_EQ(btrfsCopiesCapacity({3, 3, 3, 3}, 3), 4U);
    EXPECT_EQ(btrfsCopiesCapacity({10, 1, 1}, 3), 1U); // a third copy needs a third device
    EXPECT_EQ(btrfsCopiesCapacity({5, 5}, 3), 0U);     // too few devices
    EXPECT_EQ(btrfsCopiesCapacity({7, 5}, 1), 12U);    // raid0/single: everything
}

// LVM: md's levels on whole 4 MiB extents after the PV label, less one rmeta extent per leg.
TEST(BackendGeometry, LvmLegsAreExtentsLessTheirMetadataExtent)
{
    const std::vector<std::uint64_t> three(3, 1000 * GB);
    const std::uint64_t extents = (1000 * GB - MiB) / (4 * MiB);
    const auto raid5 = planGeometry(planOn(Backend::Lvm, Level::Raid5), three);
    EXPECT_EQ(raid5.member_bytes, (extents - 1) * 4 * MiB);
    EXPECT_EQ(raid5.capacity_bytes, 2 * (extents - 1) * 4 * MiB);
    EXPECT_EQ(raid5.fault_tolerance, 1U);
    const auto raid0 = planGeometry(planOn(Backend::Lvm, Level::Raid0), three);
    EXPECT_EQ(raid0.capacity_bytes, 3 * extents * 4 * MiB);
}
