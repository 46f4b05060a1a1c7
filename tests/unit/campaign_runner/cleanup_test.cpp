#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "core/campaign/journal.h"
#include "core/campaign/journal_state.h"
#include "core/campaign/runner.h"
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

} // namespace
} // namespace am::campaign
