// The verdict table (health_rules.h): each threshold on each side of its edge.
#include <gtest/gtest.h>

#include <set>

#include "core/drives/health/health_rules.h"

using namespace am::drives;

namespace {
// A drive smartctl read without a finding: passed, cool, new.
DriveHealth clean()
{
    DriveHealth health;
    health.smart_passed = true;
    health.temperature_celsius = 35;
    health.smartctl_exit_status = 0;
    return health;
}

DriveHealth judged(DriveHealth health, const DriveHealth* previous = nullptr)
{
    judgeHealth(health, previous);
    return health;
}
} // namespace

TEST(HealthRules, CleanIsHealthy)
{
    const auto health = judged(clean());
    EXPECT_EQ(health.verdict, HealthVerdict::Healthy);
    EXPECT_TRUE(health.reasons.empty());
}

TEST(HealthRules, IdsAreUniqueAndEachRuleIsFailingOrWorn)
{
    std::set<std::string_view> ids;
    for (const auto& rule : healthRules()) {
        EXPECT_TRUE(ids.insert(rule.id).second) << rule.id;
        EXPECT_TRUE(rule.verdict == HealthVerdict::Failing || rule.verdict == HealthVerdict::Worn);
        EXPECT_FALSE(rule.threshold.empty());
    }
}

TEST(HealthRules, SmartOverallFailed)
{
    auto health = clean();
    health.smart_passed = false;
    EXPECT_EQ(judged(health).verdict, HealthVerdict::Failing);
    EXPECT_EQ(judged(health).reasons.at(0), "SMART overall-health failed");
    auto bit3 = clean();
    bit3.smartctl_exit_status = 8;
    EXPECT_EQ(judged(bit3).verdict, HealthVerdict::Failing);
}

TEST(HealthRules, AttributeAtThresholdNow)
{
    auto health = clean();
    health.failed_attributes = {"5 Reallocated_Sector_Ct"};
    EXPECT_EQ(judged(health).verdict, HealthVerdict::Failing);
    auto bit4 = clean();
    bit4.smartctl_exit_status = 16;
    EXPECT_EQ(judged(bit4).verdict, HealthVerdict::Failing);
}

TEST(HealthRules, NvmeCriticalWarningNamesEachBit)
{
    auto health = clean();
    health.critical_warning = 0;
    EXPECT_EQ(judged(health).verdict, HealthVerdict::Healthy);
    health.critical_warning = 0x01 | 0x08;
    const auto out = judged(health);
    EXPECT_EQ(out.verdict, HealthVerdict::Failing);
    EXPECT_EQ(out.reasons.at(0), "NVMe critical warning: available spare below its threshold, "
                                 "media placed in read-only mode");
}

TEST(HealthRules, PendingAndOfflineUncorrectableSectors)
{
    auto health = clean();
    health.pending_sectors = kFailingPendingSectors - 1;
    health.offline_uncorrectable = kFailingOfflineUncorrectable - 1;
    EXPECT_EQ(judged(health).verdict, HealthVerdict::Healthy);
    health.pending_sectors = kFailingPendingSectors;
    EXPECT_EQ(judged(health).verdict, HealthVerdict::Failing);
    health.pending_sectors = 0;
    health.offline_uncorrectable = kFailingOfflineUncorrectable;
    EXPECT_EQ(judged(health).verdict, HealthVerdict::Failing);
    EXPECT_EQ(judged(health).reasons.at(0), "1 offline uncorrectable sectors (attribute 198)");
}

TEST(HealthRules, MediaErrorsRisingNeedsAnEarlierReading)
{
    auto before = clean();
    before.media_errors = 2;
    auto now = before;
    EXPECT_EQ(judged(now, &before).verdict, HealthVerdict::Worn); // 2 errors: worn, not rising
    now.media_errors = 3;
    const auto out = judged(now, &before);
    EXPECT_EQ(out.verdict, HealthVerdict::Failing);
    EXPECT_EQ(out.reasons.at(0), "media errors rose from 2 to 3");
    EXPECT_EQ(judged(now).verdict, HealthVerdict::Worn); // no earlier reading: no trend
}

TEST(HealthRules, PercentageUsed)
{
    auto health = clean();
    health.percentage_used = kWornPercentageUsed - 1;
    EXPECT_EQ(judged(health).verdict, HealthVerdict::Healthy);
    health.percentage_used = kWornPercentageUsed;
    EXPECT_EQ(judged(health).verdict, HealthVerdict::Worn);
    health.percentage_used = 255; // NVMe allows past 100
    EXPECT_EQ(judged(health).reasons.at(0), "255% of its rated endurance used");
}

TEST(HealthRules, ReallocatedSectors)
{
    auto health = clean();
    health.reallocated_sectors = kWornReallocatedSectors - 1;
    EXPECT_EQ(judged(health).verdict, HealthVerdict::Healthy);
    health.reallocated_sectors = kWornReallocatedSectors;
    EXPECT_EQ(judged(health).verdict, HealthVerdict::Worn);
}

TEST(HealthRules, MediaErrors)
{
    auto health = clean();
    health.media_errors = kWornMediaErrors - 1;
    EXPECT_EQ(judged(health).verdict, HealthVerdict::Healthy);
    health.media_errors = kWornMediaErrors;
    EXPECT_EQ(judged(health).verdict, HealthVerdict::Worn);
}

TEST(HealthRules, ExitBitsFiveAndSevenAreWornSixIsNothing)
{
    auto health = clean();
    health.smartctl_exit_status = 64; // error log records: common and often harmless
    EXPECT_EQ(judged(health).verdict, HealthVerdict::Healthy);
    health.smartctl_exit_status = 32;
    EXPECT_EQ(judged(health).verdict, HealthVerdict::Worn);
    health.smartctl_exit_status = 128;
    EXPECT_EQ(judged(health).verdict, HealthVerdict::Worn);
    EXPECT_EQ(judged(health).reasons.at(0), "the self-test log records a failed test");
}

TEST(HealthRules, FailingReasonsComeBeforeWornOnes)
{
    auto health = clean();
    health.percentage_used = 95;
    health.pending_sectors = 8;
    const auto out = judged(health);
    EXPECT_EQ(out.verdict, HealthVerdict::Failing);
    ASSERT_EQ(out.reasons.size(), 2U);
    EXPECT_EQ(out.reasons[0], "8 sectors pending reallocation (attribute 197)");
    EXPECT_EQ(out.reasons[1], "95% of its rated endurance used");
}
