// readArrays of the btrfs backend: recorded tool output, fixture mount tables and sysfs.
#include <gtest/gtest.h>

#include "btrfs_fixture.h"
#include "core/raid/array_backend.h"
#include "core/raid/btrfs/btrfs_status.h"
#include "fake_runner.h"

using namespace am::raid;
using am::drives::SystemRoots;
using am::test::btrfsData;
using am::test::btrfsFixture;
using am::test::FakeRunner;

namespace {

SystemRoots rootsOf(const std::string& tree)
{
    const auto root = btrfsData() / tree;
    return {root / "sys", root / "proc", root / "dev"};
}

const std::vector<std::string> kShow = {"btrfs", "filesystem", "show", "--raw"};
const std::string kMount = "/tmp/s7btrfs-mnt"; // where the fixtures were mounted

std::vector<ArrayStatus> read(const std::string& tree, FakeRunner& runner)
{
    return arrayBackend(Backend::Btrfs).readArrays(rootsOf(tree), runner);
}

} // namespace

TEST(BtrfsStatus, AMountedRaid1c3WithARunningScrub)
{
    FakeRunner runner;
    runner.expect(kShow, 0, btrfsFixture("show_raid1c3_mounted.txt"));
    runner.expect({"btrfs", "device", "stats", kMount}, 0,
                  btrfsFixture("device_stats_raid1c3.txt"));
    runner.expect({"btrfs", "scrub", "status", "-R", kMount}, 0,
                  btrfsFixture("scrub_status_running.txt"));
    const auto arrays = read("raid1c3", runner);
    ASSERT_EQ(arrays.size(), 1U);
    const auto& a = arrays[0];
    EXPECT_EQ(a.backend, Backend::Btrfs);
    EXPECT_EQ(a.name, "amthree");
    EXPECT_EQ(a.uuid, "e5bed833-60e1-46b0-ad7c-138dd4f059ce");
    EXPECT_EQ(a.path, "/dev/loop0");
    EXPECT_EQ(a.mountpoint, kMount);
    EXPECT_EQ(a.level, "raid1c3");
    EXPECT_EQ(a.metadata, "raid1c3");
    EXPECT_EQ(a.size_bytes, 3U * 1073741824U); // the devices' sizes summed
    EXPECT_EQ(a.state, ArrayState::Checking);
    EXPECT_EQ(a.sync_action, "check");
    ASSERT_TRUE(a.progress);
    // btrfs scrub status said 15.73% at that moment.
    EXPECT_NEAR(*a.progress, 0.1573, 0.0001);
    EXPECT_EQ(a.speed_bytes_per_s, 20652032U);
    EXPECT_EQ(a.eta_seconds, 32U); // its "Time left: 0:00:32"
    ASSERT_EQ(a.members.size(), 3U);
    EXPECT_EQ(a.members[2].name, "loop2");
    EXPECT_EQ(a.members[2].path, "/dev/loop2");
    EXPECT_EQ(a.members[2].slot, 3U);
    EXPECT_EQ(a.members[2].role, "active");
    EXPECT_EQ(a.members[2].errors, 0U);
    EXPECT_TRUE(a.health.empty()) << a.health;
}

TEST(BtrfsStatus, ADegradedMountWithMixedProfiles)
{
    FakeRunner runner;
    runner.expect(kShow, 0, btrfsFixture("show_degraded_mixed.txt"));
    runner.expect({"btrfs", "device", "stats", kMount}, 0,
                  btrfsFixture("device_stats_degraded.txt")); // devid:2 had 76800 errors
    runner.expect({"btrfs", "scrub", "status", "-R", kMount}, 0,
                  btrfsFixture("scrub_status_never.txt"));
    const auto arrays = read("degraded", runner);
    ASSERT_EQ(arrays.size(), 1U);
    const auto& a = arrays[0];
    EXPECT_EQ(a.state, ArrayState::Degraded);
    EXPECT_EQ(a.degraded, 1U);
    EXPECT_EQ(a.raid_disks, 2U);
    EXPECT_EQ(a.level, "raid1"); // raid1 and the single chunks the degraded writes made
    EXPECT_NE(a.health.find("raid1+single"), std::string::npos) << a.health;
    EXPECT_NE(a.health.find("1 of 2 devices missing"), std::string::npos) << a.health;
    EXPECT_EQ(a.sync_action, "idle");
    ASSERT_EQ(a.members.size(), 2U);
    EXPECT_EQ(a.members[1].role, "missing");
    EXPECT_EQ(a.members[1].path, "");
    EXPECT_EQ(a.members[1].slot, 2U);
    EXPECT_EQ(a.members[1].errors, 76800U);
    EXPECT_EQ(a.path, "/dev/loop0");
}

TEST(BtrfsStatus, UnmountedFilesystemsAreInactiveOrDegradedAndRunNoMountedTools)
{
    FakeRunner runner;
    runner.expect(kShow, 0,
                  btrfsFixture("show_raid1_unmounted.txt") + "\n" +
                      btrfsFixture("show_missing_unmounted.txt"));
    const auto arrays = read("no-such-tree", runner);
    ASSERT_EQ(arrays.size(), 2U);
    EXPECT_EQ(arrays[0].state, ArrayState::Inactive);
    EXPECT_EQ(arrays[0].mountpoint, "");
    EXPECT_EQ(arrays[0].level, ""); // sysfs has the profiles only while mounted
    EXPECT_EQ(arrays[1].state, ArrayState::Degraded);
    ASSERT_EQ(arrays[1].members.size(), 2U);
    EXPECT_EQ(arrays[1].members[1].role, "missing");
    EXPECT_EQ(arrays[1].members[1].slot, std::nullopt); // show does not say which devid
    EXPECT_EQ(runner.calls.size(), 1U);
}

TEST(BtrfsStatus, NoBtrfsProgsReadsAsNoArrays)
{
    FakeRunner runner; // nothing recorded: `btrfs` cannot start
    EXPECT_TRUE(read("raid1c3", runner).empty());
}

TEST(BtrfsStatus, ANonTopLevelMountCountsOnlyWhenNoTopLevelOneExists)
{
    BtrfsShowFilesystem fs;
    fs.devices.push_back({1, 0, 0, "/dev/vdb", false});
    fs.devices.push_back({2, 0, 0, "/dev/vdc", false});
    std::vector<am::drives::Mount> mounts = {{"0:40", "/dev/vdc", "/home", "/@home"},
                                             {"0:40", "/dev/vdc", "/mnt/top", "/"},
                                             {"8:1", "/dev/sda1", "/", "/"}};
    EXPECT_EQ(btrfsMountpointOf(fs, mounts), "/mnt/top");
    mounts.erase(mounts.begin() + 1);
    EXPECT_EQ(btrfsMountpointOf(fs, mounts), "/home");
    mounts.erase(mounts.begin());
    EXPECT_EQ(btrfsMountpointOf(fs, mounts), "");
}

TEST(BtrfsStatus, AFilesystemWithoutALabelIsNamedByItsUuid)
{
    BtrfsObserved observed;
    observed.filesystem.uuid = "11111111-2222-3333-4444-555555555555";
    observed.filesystem.total_devices = 1;
    observed.filesystem.devices.push_back({1, 1000, 10, "/dev/vdb", false});
    EXPECT_EQ(buildBtrfsStatus(observed).name, observed.filesystem.uuid);
}

TEST(BtrfsStatus, AReplaceTargetIsRebuildingUntilTheCopyEnds)
{
    BtrfsObserved observed;
    observed.filesystem = parseBtrfsShow(btrfsFixture("show_replacing.txt")).at(0);
    observed.mountpoint = kMount;
    const auto a = buildBtrfsStatus(observed);
    EXPECT_EQ(a.state, ArrayState::Recovering);
    EXPECT_EQ(a.sync_action, "recover");
    EXPECT_EQ(a.raid_disks, 2U); // the target is not one more member
    ASSERT_EQ(a.members.size(), 3U);
    EXPECT_EQ(a.members[0].slot, 0U);
    EXPECT_EQ(a.members[0].path, "/dev/loop2");
    EXPECT_EQ(a.members[0].role, "rebuilding");
    EXPECT_EQ(a.members[1].role, "active");
}

TEST(BtrfsStatus, AShowThatExitsWithAnErrorStillListsWhatItRead)
{
    FakeRunner runner;
    runner.expect(kShow, 1, btrfsFixture("show_raid1_unmounted.txt"),
                  "ERROR: cannot scan /dev/loop1: Input/output error\n");
    EXPECT_EQ(read("no-such-tree", runner).size(), 1U);
}
