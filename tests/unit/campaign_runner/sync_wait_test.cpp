#include <filesystem>
#include <fstream>
#include <thread>

#include <gtest/gtest.h>

#include "core/campaign/spec.h"
#include "core/campaign/sync_wait.h"
#include "core/util/text_file.h"
#include "tests/support/fixture_trees.h"

namespace am::campaign {
namespace {

namespace fs = std::filesystem;

// A copy of machine1 the test may change; removed also when a check fails.
class SyncWaitTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        root_ = fs::temp_directory_path() /
                ("am-sync-wait-" + std::to_string(::getpid()) + "-" +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(root_);
        fs::copy(test::kTestData / "machine1", root_,
                 fs::copy_options::recursive | fs::copy_options::copy_symlinks);
        roots_ = test::machineRoots(root_);
    }
    void TearDown() override { fs::remove_all(root_); }

    void write(const fs::path& path, const std::string& value)
    {
        fs::create_directories(path.parent_path());
        std::ofstream(path) << value << "\n";
    }
    fs::path md(const std::string& attribute) { return roots_.sysfs / "block/md0/md" / attribute; }

    fs::path root_;
    drives::SystemRoots roots_;
};

TEST_F(SyncWaitTest, RaisesBothLimitsWhileAliveAndPutsBackWhatItFound)
{
    const auto min = roots_.procfs / "sys/dev/raid/speed_limit_min";
    const auto max = roots_.procfs / "sys/dev/raid/speed_limit_max";
    write(min, "1000");
    write(max, "200000");
    {
        SyncSpeedBoost boost(roots_);
        EXPECT_EQ(util::readAttribute(min), std::to_string(kRaisedSpeedLimitKibPerS));
        EXPECT_EQ(util::readAttribute(max), std::to_string(kRaisedSpeedLimitKibPerS));
    }
    EXPECT_EQ(util::readAttribute(min), "1000");
    EXPECT_EQ(util::readAttribute(max), "200000");
}

TEST_F(SyncWaitTest, WithoutTheSysctlsItWritesNothing)
{
    {
        SyncSpeedBoost boost(roots_);
    }
    EXPECT_FALSE(fs::exists(roots_.procfs / "sys/dev/raid/speed_limit_min"));
}

TEST_F(SyncWaitTest, InSyncOnlyWhenNothingIsLeftToDo)
{
    EXPECT_TRUE(inSync(roots_, "md0"));
    write(md("resync_start"), "1024");
    EXPECT_FALSE(inSync(roots_, "md0")) << "a resync not begun yet still says idle";
    write(md("resync_start"), "none");
    EXPECT_TRUE(inSync(roots_, "md0"));
    write(md("sync_action"), "recover");
    EXPECT_FALSE(inSync(roots_, "md0"));
    write(md("sync_action"), "idle");
    write(md("degraded"), "1");
    EXPECT_FALSE(inSync(roots_, "md0"));
}

TEST_F(SyncWaitTest, TheWaitEndsOnCancelWithoutClaimingTheArrayIsInSync)
{
    write(md("sync_action"), "resync");
    const std::atomic<bool> cancel{true};
    const auto wait = waitForSync(roots_, "md0", &cancel, std::chrono::seconds(30));
    EXPECT_TRUE(wait.cancelled);
    EXPECT_FALSE(wait.finished);
    EXPECT_EQ(wait.last_action, "resync");
}

TEST_F(SyncWaitTest, TheWaitEndsWhenTheArrayIsInSync)
{
    const auto wait = waitForSync(roots_, "md0", nullptr, std::chrono::seconds(30));
    EXPECT_TRUE(wait.finished);
    EXPECT_FALSE(wait.cancelled);
}

} // namespace
} // namespace am::campaign

namespace am::campaign {
namespace {

TEST_F(SyncWaitTest, AStoppedArrayIsWaitedForUntilItsSysfsEntryGoes)
{
    const auto entry = roots_.sysfs / "block/md0";
    std::thread remover([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(150));
        fs::remove_all(entry);
    });
    EXPECT_TRUE(waitForArrayGone(roots_, "md0", std::chrono::seconds(10)));
    remover.join();
    EXPECT_FALSE(fs::exists(entry));
}

TEST_F(SyncWaitTest, AnArrayThatStaysIsReportedAfterTheLimit)
{
    EXPECT_FALSE(waitForArrayGone(roots_, "md0", std::chrono::milliseconds(200)));
}

} // namespace
} // namespace am::campaign
