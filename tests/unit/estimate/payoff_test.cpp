// When an array starts to pay off: the fewest I/Os in flight from which it
// reads clearly faster than one of its drives.
#include <gtest/gtest.h>

#include "core/estimate/level_comparison.h"
#include "core/estimate/payoff.h"
#include "core/estimate/reference_profiles.h"

using namespace am;

namespace {
estimate::QueueCurve curveOf(std::vector<std::pair<double, double>> array_and_member)
{
    estimate::QueueCurve curve;
    int in_flight = 1;
    for (const auto& [array, member] : array_and_member) {
        estimate::QueuePoint point;
        point.in_flight = in_flight;
        point.read.iops = array;
        point.member_read_iops = member;
        curve.points.push_back(point);
        in_flight *= 2;
    }
    return curve;
}

const estimate::LevelRow& row(const std::vector<estimate::LevelRow>& rows, raid::Level level)
{
    for (const auto& r : rows)
        if (r.level == level) return r;
    throw std::runtime_error("level missing");
}
} // namespace

TEST(Payoff, StartsWhereTheArrayStaysClearlyAheadOfOneDrive)
{
    // 1, 2, 4, 8 in flight: equal, 10 % ahead, 50 % ahead, 3x.
    EXPECT_EQ(
        estimate::readPayoffInFlight(curveOf({{100, 100}, {110, 100}, {150, 100}, {300, 100}})), 4);
    // Ahead everywhere, from the first point.
    EXPECT_EQ(estimate::readPayoffInFlight(curveOf({{130, 100}, {260, 200}})), 1);
}

TEST(Payoff, ADipBeforeTheDeepestPointMovesTheStartPastIt)
{
    EXPECT_EQ(
        estimate::readPayoffInFlight(curveOf({{150, 100}, {100, 100}, {150, 100}, {300, 100}})), 4);
}

TEST(Payoff, NeverWhenTheArrayIsNotAheadAtItsDeepestPoint)
{
    EXPECT_FALSE(estimate::readPayoffInFlight(curveOf({{100, 100}, {150, 100}, {110, 100}})));
    EXPECT_FALSE(estimate::readPayoffInFlight(estimate::QueueCurve{}));
    EXPECT_FALSE(estimate::readPayoffInFlight(curveOf({{100, 0}})));
}

TEST(Payoff, FourNvmeDrivesInRaid0NeedSeveralIosInFlight)
{
    estimate::LevelComparisonInput input;
    input.member_sizes.assign(4, 800'000'000'000ULL);
    input.profiles = {estimate::referenceProfile("single-nvme")};
    const auto rows = estimate::compareLevels(input);
    const auto& raid0 = row(rows, raid::Level::Raid0);
    ASSERT_TRUE(raid0.queue_curve);
    const auto from = estimate::readPayoffInFlight(*raid0.queue_curve);
    ASSERT_TRUE(from);
    // One request reaches one member: at 1 in flight a stripe reads like one drive.
    EXPECT_GT(*from, 1);
    EXPECT_LE(*from, 256);
    const auto& first = raid0.queue_curve->points.front();
    EXPECT_EQ(first.in_flight, 1);
    EXPECT_NEAR(first.read.iops, first.member_read_iops, first.member_read_iops * 0.05);
}
