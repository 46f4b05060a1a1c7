#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include <gtest/gtest.h>

#include "core/campaign/journal.h"
#include "core/campaign/journal_state.h"
#include "core/campaign/runner.h"
#include "core/raid/lvm/lvm_report.h"
#include "tests/support/fixture_trees.h"
#include "tests/unit/raid/fake_runner.h"

namespace am::campaign {
namespace {

namespace fs = std::filesystem;

class CleanupTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        dir_ = fs::temp_directory_path() /
               ("am-cleanup-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        spec_.drives = {"/dev/nvme0n1", "/dev/nvme1n1"};
        spec_.configurations = {parseConfiguration("raid1")};
        context_.roots = test::fixtureRoots();
        context_.runner = &runner_;
    }
    void TearDown() override { fs::remove_all(dir_); }

    nlohmann::json found() const
    {
        return nlohmann::json::array({{{"path", "/dev/nvme0n1"}}, {{"path", "/dev/nvme1n1"}}});
    }
    void created(Journal& journal, const std::string& array)
    {
        JournalEvent event;
        event.kind = "array_created";
        event.configuration = 0;
        event.detail = {{"array", array}, {"members", spec_.drives}};
        journal.append(event);
    }

    fs::path dir_;
    CampaignSpec spec_;
    test::FakeRunner runner_;
    RunnerContext context_;
};

TEST_F(CleanupTest, AnArrayWithAMemberOutsideTheSetIsNeverTouched)
{
    // The journal names /dev/md0, but the md0 there now is built on sdd1 and
    // sde1: not the campaign's array (a reboot renumbered them).
    auto journal = Journal::create(dir_, spec_, found());
    created(journal, "/dev/md0");
    const auto outcome = cleanupCampaign(readJournal(dir_), journal, context_);
    EXPECT_FALSE(outcome.ok);
    EXPECT_NE(outcome.error.find("/dev/sdd1"), std::string::npos) << outcome.error;
    EXPECT_TRUE(runner_.calls.empty()) << "cleanup ran " << runner_.calls.size() << " command(s)";
    EXPECT_FALSE(readJournal(dir_).cleaned_up);
}

TEST_F(CleanupTest, AConfigurationKilledInsideItsCreateHasItsArrayNameLookedAt)
{
    // Killed inside `mdadm --create`: the journal has configuration_started
    // and no array_created. Cleanup looks at that name too; here the md0
    // under it is not the campaign's, so it is refused and left alone.
    auto journal = Journal::create(dir_, spec_, found());
    journal.append(journalEvent("configuration_started", 0, "", std::nullopt,
                                {{"array", "/dev/md0"}, {"label", "RAID1"}}));
    const auto outcome = cleanupCampaign(readJournal(dir_), journal, context_);
    EXPECT_FALSE(outcome.ok);
    EXPECT_NE(outcome.error.find("/dev/sdd1"), std::string::npos) << outcome.error;
    EXPECT_TRUE(runner_.calls.empty());
}

TEST_F(CleanupTest, NothingLeftMeansNothingRunAndTheJournalSaysCleanedUp)
{
    auto journal = Journal::create(dir_, spec_, found());
    created(journal, "/dev/md/amc-gone");
    const auto outcome = cleanupCampaign(readJournal(dir_), journal, context_);
    EXPECT_TRUE(outcome.ok) << outcome.error;
    EXPECT_TRUE(runner_.calls.empty());
    EXPECT_TRUE(readJournal(dir_).cleaned_up);
}

TEST_F(CleanupTest, AStaleLinkToAStoppedArrayIsPassedOver)
{
    // Without udev, /dev/md/NAME of a stopped array stays behind, pointing at
    // an md device sysfs no longer has: cleanup must go on, not throw.
    const fs::path machine = dir_.parent_path() / (dir_.filename().string() + "-machine");
    fs::remove_all(machine);
    fs::copy(test::kTestData / "machine1", machine,
             fs::copy_options::recursive | fs::copy_options::copy_symlinks);
    fs::create_directories(machine / "dev/md");
    fs::create_symlink("../md9", machine / "dev/md/amc-stale");
    std::ofstream(machine / "dev/md9").put('\0');
    context_.roots = test::machineRoots(machine);
    auto journal = Journal::create(dir_, spec_, found());
    created(journal, "/dev/md/amc-stale");
    const auto outcome = cleanupCampaign(readJournal(dir_), journal, context_);
    fs::remove_all(machine);
    EXPECT_TRUE(outcome.ok) << outcome.error;
    EXPECT_TRUE(runner_.calls.empty());
}

// What `lvs --reportformat json` says of a raid1 LV VG/VG over two legs on these devices.
std::string lvsRaid1(const std::string& vg, const std::vector<std::string>& devices)
{
    const auto row = [&](const std::string& name, const std::string& attr,
                         const std::string& segtype, const std::string& on) {
        return nlohmann::json{{"vg_name", vg},
                              {"lv_name", name},
                              {"lv_uuid", "u-" + name},
                              {"lv_attr", attr},
                              {"segtype", segtype},
                              {"stripes", "2"},
                              {"stripe_size", "0"},
                              {"lv_size", "1073741824"},
                              {"sync_percent", segtype == "raid1" ? "100.00" : ""},
                              {"raid_sync_action", segtype == "raid1" ? "idle" : ""},
                              {"raid_mismatch_count", segtype == "raid1" ? "0" : ""},
                              {"lv_health_status", ""},
                              {"devices", on}};
    };
    nlohmann::json lvs = nlohmann::json::array();
    lvs.push_back(row(vg, "rwi-a-r---", "raid1", vg + "_rimage_0(0)," + vg + "_rimage_1(0)"));
    for (std::size_t i = 0; i < devices.size(); ++i) {
        lvs.push_back(
            row(fmt::format("[{}_rimage_{}]", vg, i), "iwi-aor---", "linear", devices[i] + "(1)"));
        lvs.push_back(
            row(fmt::format("[{}_rmeta_{}]", vg, i), "ewi-aor---", "linear", devices[i] + "(0)"));
    }
    return nlohmann::json{{"report", nlohmann::json::array({{{"lv", lvs}}})}}.dump();
}

TEST_F(CleanupTest, AnLvmArrayIsDeletedThroughLvm)
{
    spec_.configurations = {parseConfiguration("raid1::lvm")};
    runner_.expect(raid::lvsReportArgv(), 0, lvsRaid1("amc-raid1-lvm", spec_.drives));
    runner_.expect({"lvremove", "--yes", "amc-raid1-lvm/amc-raid1-lvm"}, 0);
    runner_.expect({"vgremove", "--yes", "amc-raid1-lvm"}, 0);
    for (const auto& drive : spec_.drives) {
        runner_.expect({"pvremove", "--yes", drive}, 0);
        runner_.expect({"wipefs", "--all", drive}, 0);
        runner_.expect({"blkid", "-p", drive}, 2);
    }
    auto journal = Journal::create(dir_, spec_, found());
    created(journal, "/dev/amc-raid1-lvm/amc-raid1-lvm");
    const auto outcome = cleanupCampaign(readJournal(dir_), journal, context_);
    EXPECT_TRUE(outcome.ok) << outcome.error;
    ASSERT_FALSE(outcome.commands.empty());
    EXPECT_EQ(outcome.commands.front(), "lvremove --yes amc-raid1-lvm/amc-raid1-lvm");
    EXPECT_EQ(outcome.deleted, (std::vector<std::string>{"/dev/amc-raid1-lvm/amc-raid1-lvm"}));
    for (const auto& command : outcome.commands)
        EXPECT_FALSE(command.starts_with("mdadm")) << command;
    EXPECT_TRUE(readJournal(dir_).cleaned_up);
}

TEST_F(CleanupTest, AnLvmArrayWithALegOutsideTheSetIsNeverTouched)
{
    spec_.configurations = {parseConfiguration("raid1::lvm")};
    runner_.expect(raid::lvsReportArgv(), 0,
                   lvsRaid1("amc-raid1-lvm", {"/dev/nvme0n1", "/dev/sdd"}));
    auto journal = Journal::create(dir_, spec_, found());
    created(journal, "/dev/amc-raid1-lvm/amc-raid1-lvm");
    const auto outcome = cleanupCampaign(readJournal(dir_), journal, context_);
    EXPECT_FALSE(outcome.ok);
    EXPECT_NE(outcome.error.find("/dev/sdd"), std::string::npos) << outcome.error;
    EXPECT_TRUE(outcome.commands.empty());
    for (const auto& call : runner_.calls) EXPECT_EQ(call, raid::lvsReportArgv());
}

TEST_F(CleanupTest, ABtrfsArrayIsLookedUpThroughBtrfsAndAGoneOneIsPassedOver)
{
    // Not mounted and no btrfs tool output recorded: nothing found, nothing run through md.
    spec_.configurations = {parseConfiguration("raid1::btrfs")};
    auto journal = Journal::create(dir_, spec_, found());
    created(journal, "/run/arraymark/btrfs/amc-raid1-btrfs");
    const auto outcome = cleanupCampaign(readJournal(dir_), journal, context_);
    EXPECT_TRUE(outcome.ok) << outcome.error;
    for (const auto& call : runner_.calls) EXPECT_NE(call.front(), "mdadm");
    EXPECT_TRUE(readJournal(dir_).cleaned_up);
}

} // namespace
} // namespace am::campaign
