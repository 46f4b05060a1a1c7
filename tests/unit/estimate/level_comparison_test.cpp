// The wizard's side-by-side table: capacity and fault tolerance from the RAID
// core's geometry, rates from the estimator, per level.
#include <gtest/gtest.h>

#include "core/estimate/level_comparison.h"
#include "core/estimate/reference_profiles.h"
#include "core/raid/geometry.h"

using namespace am;
using estimate::LevelRow;

namespace {
const LevelRow& row(const std::vector<LevelRow>& rows, raid::Level level)
{
    for (const auto& r : rows)
        if (r.level == level) return r;
    throw std::runtime_error("level missing");
}
} // namespace

TEST(LevelComparison, FourEqualDrivesOrderTheLevelsAsTheRulesSay)
{
    estimate::LevelComparisonInput input;
    input.member_sizes.assign(4, 800'000'000'000ULL);
    input.profiles = {estimate::referenceProfile("single-nvme")};
    const auto rows = estimate::compareLevels(input);
    ASSERT_EQ(rows.size(), 5U);
    for (const auto& r : rows) EXPECT_TRUE(r.possible) << raid::toString(r.level);
    const auto& r0 = row(rows, raid::Level::Raid0);
    const auto& r1 = row(rows, raid::Level::Raid1);
    const auto& r5 = row(rows, raid::Level::Raid5);
    const auto& r6 = row(rows, raid::Level::Raid6);
    const auto& r10 = row(rows, raid::Level::Raid10);
    EXPECT_EQ(r5.capacity_bytes, raid::computeGeometry(raid::Level::Raid5, raid::Metadata::V1_2,
                                                       input.member_sizes, input.chunk_bytes)
                                     .capacity_bytes);
    EXPECT_GT(r0.capacity_bytes, r5.capacity_bytes);
    EXPECT_GT(r5.capacity_bytes, r6.capacity_bytes);
    EXPECT_GT(r10.capacity_bytes, r1.capacity_bytes);
    EXPECT_EQ(r0.fault_tolerance, 0U);
    EXPECT_EQ(r1.fault_tolerance, 3U);
    EXPECT_EQ(r6.fault_tolerance, 2U);
    EXPECT_EQ(r0.random_block_bytes, 4096U);
    // Member writes per small write: raid0 1, raid10 2, raid5 4, raid6 6.
    EXPECT_GT(r0.random_write_iops, r10.random_write_iops);
    EXPECT_GT(r10.random_write_iops, r5.random_write_iops);
    EXPECT_GT(r5.random_write_iops, r6.random_write_iops);
    // Reads spread over every member, mirrors included.
    EXPECT_NEAR(r10.random_read_iops, r0.random_read_iops, r0.random_read_iops * 0.05);
    EXPECT_GT(r0.seq_read_bytes_per_s, 0);
    EXPECT_GT(r0.seq_write_bytes_per_s, r1.seq_write_bytes_per_s);
}

TEST(LevelComparison, SaysWhichLevelsNeedMoreDrives)
{
    estimate::LevelComparisonInput input;
    input.member_sizes.assign(2, 4'000'000'000'000ULL);
    input.profiles = {estimate::referenceProfile("sata-hdd")};
    const auto rows = estimate::compareLevels(input);
    EXPECT_TRUE(row(rows, raid::Level::Raid0).possible);
    EXPECT_TRUE(row(rows, raid::Level::Raid1).possible);
    EXPECT_FALSE(row(rows, raid::Level::Raid5).possible);
    EXPECT_NE(row(rows, raid::Level::Raid5).why.find("at least 3"), std::string::npos);
    EXPECT_FALSE(row(rows, raid::Level::Raid6).possible);
}
