#include <gtest/gtest.h>

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/campaign/campaign_plan.h"
#include "core/campaign/validation.h"
#include "core/drives/scan.h"
#include "tests/support/fixture_trees.h"

using namespace am::campaign;

namespace {

// machine1: nvme0n1, nvme1n1 and sda are free.
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
    result.size_bytes = 64ULL << 20;
    result.options.degraded = true;
    result.options.rebuild = true;
    return result;
}

std::vector<std::string> commands(const std::vector<am::raid::Step>& steps)
{
    std::vector<std::string> lines;
    for (const auto& step : steps)
        lines.push_back(fmt::format("{}", fmt::join(step.display(), " ")));
    return lines;
}

bool has(const std::vector<std::string>& lines, const std::string& line)
{
    return std::find(lines.begin(), lines.end(), line) != lines.end();
}

} // namespace

TEST(CampaignBackendPlan, LvmBuildsAndDeletesThroughLvm)
{
    const auto plan = planCampaign(spec({"raid5:64k:lvm"}), machine());
    const ConfigurationPlan& lvm = plan.configurations.at(0);
    EXPECT_EQ(lvm.plan.backend, am::raid::Backend::Lvm);
    EXPECT_EQ(lvm.arrays_to_stop,
              (std::vector<std::string>{"/dev/amc-raid5-64k-lvm/amc-raid5-64k-lvm"}));
    const auto create = commands(lvm.create_steps);
    ASSERT_FALSE(create.empty());
    EXPECT_EQ(create.front(), "pvcreate /dev/nvme0n1")
        << fmt::format("{}", fmt::join(create, "\n"));
    const auto remove = commands(lvm.delete_steps);
    EXPECT_EQ(remove.front(), "lvremove --yes amc-raid5-64k-lvm/amc-raid5-64k-lvm")
        << fmt::format("{}", fmt::join(remove, "\n"));
    EXPECT_TRUE(has(remove, "vgremove --yes amc-raid5-64k-lvm"));
    EXPECT_TRUE(has(remove, "pvremove --yes /dev/sda"));
    EXPECT_FALSE(std::any_of(remove.begin(), remove.end(),
                             [](const std::string& line) { return line.starts_with("mdadm"); }));
    // The degraded and rebuild runs are md's; the sync is waited for through lvs.
    EXPECT_EQ(lvm.phases, (std::vector<std::string>{"create", "sync", "measure", "delete"}));
    EXPECT_NE(describePlan(plan).find("the lvm backend: no degraded or rebuild run"),
              std::string::npos);
}

TEST(CampaignBackendPlan, BtrfsIsMeasuredThroughAFileAndDeletedThroughBtrfs)
{
    const auto plan = planCampaign(spec({"raid1c3::btrfs"}), machine());
    const ConfigurationPlan& btrfs = plan.configurations.at(0);
    EXPECT_EQ(btrfs.plan.backend, am::raid::Backend::Btrfs);
    const std::string folder = "/run/arraymark/btrfs/amc-raid1c3-btrfs";
    EXPECT_EQ(btrfs.arrays_to_stop, (std::vector<std::string>{folder}));
    const auto create = commands(btrfs.create_steps);
    ASSERT_FALSE(create.empty());
    EXPECT_TRUE(create.front().starts_with("mkfs.btrfs --label amc-raid1c3-btrfs --data raid1c3"))
        << create.front();
    const auto remove = commands(btrfs.delete_steps);
    EXPECT_EQ(remove.front(), "umount " + folder) << fmt::format("{}", fmt::join(remove, "\n"));
    EXPECT_TRUE(has(remove, "wipefs --all /dev/nvme1n1"));
    EXPECT_TRUE(has(remove, "rmdir " + folder));
    // No initial sync, no md member runs.
    EXPECT_EQ(btrfs.phases, (std::vector<std::string>{"create", "measure", "delete"}));
    EXPECT_NE(
        describePlan(plan).find("measured through the test file " + folder + "/arraymark-test"),
        std::string::npos)
        << describePlan(plan);
}

TEST(CampaignBackendPlan, MdPlansAreUnchanged)
{
    const auto plan = planCampaign(spec({"raid1"}), machine());
    const ConfigurationPlan& md = plan.configurations.at(0);
    EXPECT_EQ(md.arrays_to_stop, (std::vector<std::string>{"/dev/md/amc-raid1"}));
    EXPECT_EQ(commands(md.delete_steps).front(), "mdadm --stop /dev/md/amc-raid1");
    EXPECT_EQ(md.phases.size(), 6U);
}

TEST(CampaignBackendPlan, ValidationAsksBtrfsForASizeAndTheSharedRulesStillApply)
{
    CampaignSpec without_size = spec({"raid1::btrfs", "raid1::lvm"});
    without_size.size_bytes.reset();
    const auto problems = validateCampaign(without_size, machine(), nullptr);
    const auto size = std::find_if(problems.begin(), problems.end(), [](const auto& finding) {
        return finding.rule == "campaign_size";
    });
    ASSERT_NE(size, problems.end());
    EXPECT_EQ(size->subject, "raid1-btrfs");
    EXPECT_NE(size->message.find("test file"), std::string::npos) << size->message;
    EXPECT_EQ(std::count_if(problems.begin(), problems.end(),
                            [](const auto& finding) { return finding.rule == "campaign_size"; }),
              1);

    // lvm cannot skip the initial sync: raid::validate's backend rule names the option.
    CampaignSpec clean = spec({"raid1::lvm", "raid1::btrfs"});
    clean.options.sync = SyncHandling::AssumeClean;
    const auto refused = validateCampaign(clean, machine(), nullptr);
    ASSERT_EQ(refused.size(), 1U) << refused.front().message;
    EXPECT_EQ(refused.front().rule, "backend_option");
    EXPECT_NE(refused.front().subject.find("raid1-lvm"), std::string::npos)
        << refused.front().subject;
}
