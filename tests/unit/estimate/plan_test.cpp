#include <gtest/gtest.h>

#include "core/estimate/errors.h"
#include "core/estimate/plan.h"

using namespace am::estimate;

namespace {
ArrayPlan plan(Level level, int members, std::uint64_t chunk = 64 * 1024)
{
    ArrayPlan p;
    p.level = level;
    p.members = members;
    p.chunk_bytes = chunk;
    return p;
}

std::string messageOf(const ArrayPlan& p)
{
    try {
        validate(p);
    } catch (const InputError& error) {
        return error.what();
    }
    return "";
}
} // namespace

TEST(EstimatePlan, MembersBelowTheLevelsMinimumAreRefusedWithTheRule)
{
    const std::pair<Level, int> minimums[] = {{Level::Raid0, 2},
                                              {Level::Raid1, 2},
                                              {Level::Raid5, 3},
                                              {Level::Raid6, 4},
                                              {Level::Raid10, 2}};
    for (const auto& [level, minimum] : minimums) {
        EXPECT_NO_THROW(validate(plan(level, minimum))) << toString(level);
        const std::string message = messageOf(plan(level, minimum - 1));
        EXPECT_NE(message.find(std::to_string(minimum - 1)), std::string::npos) << message;
        EXPECT_NE(message.find(std::string(toString(level))), std::string::npos) << message;
        EXPECT_NE(message.find("at least " + std::to_string(minimum)), std::string::npos)
            << message;
    }
}

TEST(EstimatePlan, ChunkMustBeAPowerOfTwoOfAtLeastOnePage)
{
    EXPECT_NE(messageOf(plan(Level::Raid5, 4, 48 * 1024)).find("power of two"), std::string::npos);
    EXPECT_NE(messageOf(plan(Level::Raid0, 2, 2048)).find("at least 4K"), std::string::npos);
    EXPECT_NO_THROW(validate(plan(Level::Raid1, 2, 48 * 1024))); // raid1 has no chunk
}

TEST(EstimatePlan, Raid10CopiesMustFitTheMembers)
{
    ArrayPlan p = plan(Level::Raid10, 3);
    p.raid10_copies = 4;
    EXPECT_NE(messageOf(p).find("copies 4"), std::string::npos);
    p.raid10_copies = 3;
    EXPECT_NO_THROW(validate(p));
}

TEST(EstimatePlan, CapacityAndFaultTolerancePerLevel)
{
    const std::uint64_t member = 1'000'000'000'000ULL;
    const std::uint64_t whole = member / (64 * 1024) * (64 * 1024); // rounded to chunks
    EXPECT_EQ(capacityBytes(plan(Level::Raid0, 4), member), 4 * whole);
    EXPECT_EQ(capacityBytes(plan(Level::Raid1, 3), member), member);
    EXPECT_EQ(capacityBytes(plan(Level::Raid5, 4), member), 3 * whole);
    EXPECT_EQ(capacityBytes(plan(Level::Raid6, 6), member), 4 * whole);
    EXPECT_EQ(capacityBytes(plan(Level::Raid10, 4), member), 2 * whole);
    EXPECT_NEAR(static_cast<double>(capacityBytes(plan(Level::Raid10, 3), member)),
                1.5 * static_cast<double>(whole), 64 * 1024);
    EXPECT_EQ(faultTolerance(plan(Level::Raid0, 4)), 0);
    EXPECT_EQ(faultTolerance(plan(Level::Raid1, 3)), 2);
    EXPECT_EQ(faultTolerance(plan(Level::Raid5, 4)), 1);
    EXPECT_EQ(faultTolerance(plan(Level::Raid6, 6)), 2);
    EXPECT_EQ(faultTolerance(plan(Level::Raid10, 4)), 1);
}

TEST(EstimatePlan, LevelNamesParseBothWays)
{
    EXPECT_EQ(parseLevel("raid5"), Level::Raid5);
    EXPECT_EQ(parseLevel("RAID10"), Level::Raid10);
    EXPECT_EQ(parseLevel("6"), Level::Raid6);
    EXPECT_THROW(parseLevel("raid4"), InputError);
    EXPECT_EQ(parseRaid10Layout("far"), Raid10Layout::Far);
    EXPECT_THROW(parseRaid10Layout("sideways"), InputError);
}
