#include <gtest/gtest.h>

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
