#include <gtest/gtest.h>

#include "core/estimate/rebuild.h"

using namespace am::estimate;

namespace {
ArrayPlan plan(Level level, int members)
{
    ArrayPlan p;
    p.level = level;
    p.members = members;
    return p;
}
} // namespace

TEST(EstimateRebuild, KernelDefaultSpeedLimitsBoundFastMembers)
{
    const Parameters defaults;
    EXPECT_DOUBLE_EQ(defaults.md_speed_limit_min_bytes_per_s, 1000.0 * 1024);
    EXPECT_DOUBLE_EQ(defaults.md_speed_limit_max_bytes_per_s, 200000.0 * 1024);
    const RebuildEstimate r =
        estimateRebuild(plan(Level::Raid1, 2), 800'000'000'000ULL, 1.7e9, 6.3e8, {}, defaults);
    EXPECT_EQ(r.idle_limit, "md speed_limit_max");
    EXPECT_DOUBLE_EQ(r.idle_bytes_per_s, 200000.0 * 1024);
    EXPECT_DOUBLE_EQ(r.idle_seconds, 800e9 / (200000.0 * 1024));
    EXPECT_DOUBLE_EQ(r.loaded_bytes_per_s, 1000.0 * 1024);
    EXPECT_DOUBLE_EQ(r.loaded_seconds, 800e9 / (1000.0 * 1024));
}

TEST(EstimateRebuild, SlowMembersAndCapsGovern)
{
    Parameters params;
    const RebuildEstimate hdd =
        estimateRebuild(plan(Level::Raid5, 3), 120'000'000'000ULL, 40e6, 35e6, {}, params);
    EXPECT_EQ(hdd.idle_limit, "member write");
    EXPECT_DOUBLE_EQ(hdd.idle_seconds, 120e9 / 35e6);

    params.md_speed_limit_max_bytes_per_s = 1e12;
    Caps bus;
    bus.bus_bytes_per_s = 2e9;
    const RebuildEstimate r =
        estimateRebuild(plan(Level::Raid5, 4), 1'000'000'000ULL, 3e9, 3e9, bus, params);
    EXPECT_EQ(r.idle_limit, "bus"); // 3 reads + 1 write per rebuilt byte
    EXPECT_DOUBLE_EQ(r.idle_bytes_per_s, 2e9 / 4);
    Caps parity;
    parity.parity_bytes_per_s = 3e9;
    EXPECT_EQ(estimateRebuild(plan(Level::Raid6, 5), 1'000'000'000ULL, 3e9, 3e9, parity, params)
                  .idle_limit,
              "parity");
}
