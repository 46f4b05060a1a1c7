#include <gtest/gtest.h>

#include "core/raid/array_status.h"
#include "core/raid/md_sysfs.h"
#include "core/raid/types.h"

using namespace am::raid;
using am::drives::SystemRoots;

namespace {
SystemRoots snapshot(const std::string& step)
{
    const std::string root = std::string(ARRAYMARK_TEST_DATA) + "/raid/recovery/" + step;
    return {root + "/sys", root + "/proc", root + "/dev"};
}
} // namespace

// Replays the recorded sequence of a raid1 losing vdc and rebuilding onto vdd.
TEST(ArrayStatus, ReplaysARecoveryStepByStep)
{
    const auto clean = readArrayStatus(snapshot("00-clean"), "md0");
    EXPECT_EQ(clean.state, ArrayState::Clean);
    EXPECT_EQ(clean.level, "raid1");
    EXPECT_EQ(clean.raid_disks, 2U);
    EXPECT_EQ(clean.size_bytes, 2093056U * 512);
    EXPECT_FALSE(clean.progress.has_value());
    ASSERT_EQ(clean.members.size(), 2U);
    EXPECT_EQ(clean.members[1].role, "active");

    const auto failed = readArrayStatus(snapshot("01-member-failed"), "md0");
    EXPECT_EQ(failed.state, ArrayState::Degraded);
    EXPECT_EQ(failed.degraded, 1U);
    EXPECT_EQ(failed.members[1].name, "vdc");
    EXPECT_EQ(failed.members[1].role, "faulty");

    const auto started = readArrayStatus(snapshot("02-recovery-started"), "md0");
    EXPECT_EQ(started.state, ArrayState::Recovering);
    EXPECT_EQ(started.members[1].name, "vdd");
    EXPECT_EQ(started.members[1].role, "rebuilding");
    ASSERT_TRUE(started.progress.has_value());
    EXPECT_DOUBLE_EQ(*started.progress, 0.0);
    EXPECT_FALSE(started.eta_seconds.has_value()); // no speed measured yet

    const auto half = readArrayStatus(snapshot("03-recovery-half"), "md0");
    EXPECT_EQ(half.state, ArrayState::Recovering);
    EXPECT_NEAR(*half.progress, 1048576.0 / 2093056.0, 1e-9);
    EXPECT_EQ(*half.speed_bytes_per_s, 102400U * 1024);
    // (2093056 - 1048576) sectors * 512 B / (100 MiB/s) = 5.1 s
    EXPECT_EQ(*half.eta_seconds, 5U);

    const auto done = readArrayStatus(snapshot("04-recovered"), "md0");
    EXPECT_EQ(done.state, ArrayState::Clean);
    EXPECT_EQ(done.degraded, 0U);
    EXPECT_EQ(done.members[1].role, "active");
    EXPECT_FALSE(done.progress.has_value());
}

TEST(ArrayStatus, ListsTheArraysOfASnapshot)
{
    const auto all = readAllArrayStatus(snapshot("03-recovery-half"));
    ASSERT_EQ(all.size(), 1U);
    EXPECT_EQ(all[0].name, "md0");
    EXPECT_EQ(toString(all[0].state), "recovering");
}

TEST(ArrayStatus, NoMdstatMeansNoDriver)
{
    const std::string machine = std::string(ARRAYMARK_TEST_DATA) + "/machine1";
    const SystemRoots roots{machine + "/sys", machine + "/proc", machine + "/dev"};
    EXPECT_FALSE(mdDriverLoaded(roots));
    try {
        readAllArrayStatus(roots);
        FAIL();
    } catch (const std::runtime_error& error) {
        EXPECT_STREQ(error.what(), "the md driver is not loaded: modprobe md_mod");
    }
    // sysfs alone still gives the status of the fixture's md0.
    const auto md0 = readArrayStatus(roots, "md0");
    EXPECT_EQ(md0.level, "raid1");
    EXPECT_EQ(md0.state, ArrayState::Clean);
}

TEST(ArrayStatus, StateFromSysfsWordsAndMdstat)
{
    MdSysfs sysfs;
    sysfs.name = "md126";
    sysfs.level = "raid5";
    sysfs.array_state = "active";
    sysfs.sync_action = "idle";
    sysfs.raid_disks = 4;
    sysfs.degraded = 2;
    EXPECT_EQ(buildArrayStatus(sysfs, nullptr).state, ArrayState::Failed);
    sysfs.degraded = 0;
    sysfs.sync_action = "check";
    EXPECT_EQ(buildArrayStatus(sysfs, nullptr).state, ArrayState::Checking);
    sysfs.sync_action = "reshape";
    EXPECT_EQ(buildArrayStatus(sysfs, nullptr).state, ArrayState::Reshaping);
    sysfs.sync_action = "idle";
    sysfs.metadata_version = "external:/md127/0";
    EXPECT_EQ(buildArrayStatus(sysfs, nullptr).container, "md127");
    EXPECT_EQ(buildArrayStatus(sysfs, nullptr).state, ArrayState::Active);
    Mdstat mdstat = parseMdstat(
        "md126 : active raid5 sda[0] sdb[1] sdc[2] sdd[3]\n      1 blocks super external:/md127/0 "
        "level 5, 128k chunk, algorithm 0 [4/4] [UUUU]\n      \tresync=PENDING\n");
    const auto pending = buildArrayStatus(sysfs, &mdstat);
    EXPECT_TRUE(pending.sync_pending);
    EXPECT_EQ(pending.state, ArrayState::Resyncing);
    sysfs.level = "container";
    sysfs.array_state = "inactive";
    EXPECT_EQ(buildArrayStatus(sysfs, nullptr).state, ArrayState::Container);
    sysfs.level = "raid1";
    EXPECT_EQ(buildArrayStatus(sysfs, nullptr).state, ArrayState::Inactive);
}

TEST(MdSysfsAttributes, ParsersAcceptKernelWordsAndRejectJunk)
{
    EXPECT_FALSE(parseSyncCompleted("none").has_value());
    EXPECT_FALSE(parseSyncCompleted("delayed\n").has_value());
    const auto done = parseSyncCompleted("1048576 / 2093056\n");
    ASSERT_TRUE(done.has_value());
    EXPECT_EQ(done->done_sectors, 1048576U);
    EXPECT_EQ(done->total_sectors, 2093056U);
    EXPECT_THROW(parseSyncCompleted("12 of 40"), ParseError);
    EXPECT_THROW(parseSyncCompleted("x / 40"), ParseError);
    EXPECT_EQ(parseStateList("in_sync,write_mostly\n"),
              (std::vector<std::string>{"in_sync", "write_mostly"}));
    EXPECT_FALSE(parseSlot("none").has_value());
    EXPECT_EQ(parseSlot("3\n"), 3U);
    EXPECT_THROW(parseSlot("-1"), ParseError);
}

TEST(ResolveArrayName, AcceptsNamesAndPaths)
{
    const std::string machine = std::string(ARRAYMARK_TEST_DATA) + "/machine1";
    const SystemRoots roots{machine + "/sys", machine + "/proc", machine + "/dev"};
    EXPECT_EQ(resolveArrayName(roots, "md0"), "md0");
    EXPECT_EQ(resolveArrayName(roots, "/dev/md0"), "md0");
    EXPECT_THROW(resolveArrayName(roots, "nosuch"), std::runtime_error);
    EXPECT_THROW(resolveArrayName(roots, "sda"), std::runtime_error);
}
