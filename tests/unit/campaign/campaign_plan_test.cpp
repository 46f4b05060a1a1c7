#include <gtest/gtest.h>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/campaign/campaign_plan.h"
#include "core/drives/scan.h"
#include "core/raid/steps.h"
#include "tests/support/fixture_trees.h"

using namespace am::campaign;

namespace {

const am::drives::ScanResult& machine()
{
    static const auto result = am::drives::scan(am::test::fixtureRoots());
    return result;
}

CampaignSpec spec(std::vector<std::string> configurations)
{
    CampaignSpec result;
    result.drives = {"/dev/nvme0n1", "nvme1n1", "/dev/sda"};
    for (const auto& text : configurations)
        result.configurations.push_back(parseConfiguration(text));
    result.runtime_s = 3;
    result.options.degraded = true;
    result.options.rebuild = true;
    return result;
}

} // namespace

TEST(CampaignPlan, Raid0HasNoSyncDegradedOrRebuildPhase)
{
    const auto plan = planCampaign(spec({"raid0:64k", "raid5:64k"}), machine());
    ASSERT_EQ(plan.configurations.size(), 2U);
    EXPECT_EQ(plan.configurations[0].phases,
              (std::vector<std::string>{"create", "measure", "delete"}));
    EXPECT_EQ(
        plan.configurations[1].phases,
        (std::vector<std::string>{"create", "sync", "measure", "degraded", "rebuild", "delete"}));
    EXPECT_NE(describePlan(plan).find("raid0 has no redundancy: no degraded or rebuild run"),
              std::string::npos);
}

TEST(CampaignPlan, PreconditionIsAPhaseOnlyWhenAsked)
{
    CampaignSpec asked = spec({"raid5:64k"});
    asked.options.precondition = true;
    const auto plan = planCampaign(asked, machine());
    EXPECT_EQ(plan.configurations[0].phases[2], "precondition");
    EXPECT_GT(plan.configurations[0].phase_seconds[2], 0);
    EXPECT_NE(describePlan(planCampaign(spec({"raid5:64k"}), machine()))
                  .find("precondition off (the default"),
              std::string::npos);
}

TEST(CampaignPlan, CreateStepsAreRaidCreateStepsOfTheCanonicalPlan)
{
    const auto plan = planCampaign(spec({"raid10:64k:f2", "raid1::imsm"}), machine());
    for (const auto& each : plan.configurations) {
        EXPECT_EQ(each.plan.members,
                  (std::vector<std::string>{"/dev/nvme0n1", "/dev/nvme1n1", "/dev/sda"}));
        const auto expected = am::raid::createSteps(each.plan);
        ASSERT_EQ(each.create_steps.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i)
            EXPECT_EQ(each.create_steps[i].display(), expected[i].display());
    }
    EXPECT_EQ(plan.configurations[0].array_name, "amc-raid10-64k-f2");
    // imsm volume names hold 16 characters at most; the container has its own name.
    EXPECT_EQ(plan.configurations[1].array_name, "ami-r1");
    EXPECT_EQ(plan.configurations[1].arrays_to_stop,
              (std::vector<std::string>{"/dev/md/ami-r1", "/dev/md/ami-r1-c"}));
}

TEST(CampaignPlan, ArrayNamesFitMdAndImsmLimitsAndDiffer)
{
    for (const char* text : {"raid10:512k:imsm", "raid5:128k:imsm", "raid0:4k:imsm"})
        EXPECT_LE(arrayNameFor(parseConfiguration(text)).size(), 16U) << text;
    EXPECT_LE(arrayNameFor(parseConfiguration("raid10:16M:o2:1.0")).size(), 32U);
    // The same level natively and in imsm are two arrays with two names.
    EXPECT_NE(arrayNameFor(parseConfiguration("raid1")),
              arrayNameFor(parseConfiguration("raid1::imsm")));
}

TEST(CampaignPlan, EstimateGrowsWithCells)
{
    CampaignSpec few = spec({"raid0:64k"});
    CampaignSpec more = few;
    more.preset = "matrix";
    const auto small = planCampaign(few, machine());
    const auto large = planCampaign(more, machine());
    ASSERT_GT(large.cells.size(), small.cells.size());
    EXPECT_GT(large.estimated_seconds, small.estimated_seconds);
    // raid0 measures once: cells x (runtime + ramp), nothing else.
    double per_cells = 0;
    for (const auto& cell : small.cells) per_cells += cell.runtime_s + cell.ramp_s;
    EXPECT_DOUBLE_EQ(small.estimated_seconds, per_cells);
    CampaignSpec with_baseline = few;
    with_baseline.options.baseline = true;
    EXPECT_DOUBLE_EQ(planCampaign(with_baseline, machine()).baseline_seconds, 3 * per_cells);
}

TEST(CampaignPlan, AssumeCleanHasNoSyncAndWaitingDoes)
{
    CampaignSpec waiting = spec({"raid1"});
    CampaignSpec clean = waiting;
    clean.options.sync = SyncHandling::AssumeClean;
    const auto waited = planCampaign(waiting, machine());
    const auto skipped = planCampaign(clean, machine());
    ASSERT_EQ(waited.configurations[0].phases[1], "sync");
    EXPECT_GT(waited.configurations[0].phase_seconds[1], 0);
    EXPECT_EQ(std::count(skipped.configurations[0].phases.begin(),
                         skipped.configurations[0].phases.end(), "sync"),
              0);
    EXPECT_TRUE(skipped.configurations[0].plan.assume_clean);
    EXPECT_FALSE(waited.configurations[0].plan.assume_clean);
    EXPECT_LT(skipped.estimated_seconds, waited.estimated_seconds);
}

TEST(CampaignPlan, DescriptionHoldsEveryArgvTheDestroyedAndTheDuration)
{
    const auto plan = planCampaign(spec({"raid0:64k", "raid5:64k", "raid1::imsm"}), machine());
    const std::string text = describePlan(plan);
    for (const auto& each : plan.configurations) {
        for (const auto& step : each.create_steps)
            EXPECT_NE(text.find(fmt::format("{}", fmt::join(step.display(), " "))),
                      std::string::npos)
                << fmt::format("{}", fmt::join(step.display(), " "));
        for (const auto& step : each.delete_steps)
            EXPECT_NE(text.find(fmt::format("{}", fmt::join(step.display(), " "))),
                      std::string::npos);
    }
    ASSERT_EQ(plan.destroyed.size(), 3U);
    EXPECT_NE(plan.destroyed[2].find("/dev/sda (Samsung SSD 870 EVO 1TB, 1.00 TB)"),
              std::string::npos)
        << plan.destroyed[2];
    for (const auto& sentence : plan.destroyed) EXPECT_NE(text.find(sentence), std::string::npos);
    EXPECT_NE(text.find("Estimated duration: ~"), std::string::npos);
}
