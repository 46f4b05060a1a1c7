// The btrfs backend's argv: create for each profile, member operations, scrub, stop, delete.
#include <gtest/gtest.h>

#include "core/raid/array_backend.h"
#include "core/raid/btrfs/btrfs_steps.h"

using namespace am::raid;

namespace {

using Argv = std::vector<std::string>;

const ArrayBackend& btrfs() { return arrayBackend(Backend::Btrfs); }

Plan plan(Level data, std::optional<Level> metadata, std::vector<std::string> members)
{
    Plan p;
    p.backend = Backend::Btrfs;
    p.level = data;
    p.metadata_level = metadata;
    p.members = std::move(members);
    p.name = "pool";
    return p;
}

ArrayStatus mounted()
{
    ArrayStatus a;
    a.backend = Backend::Btrfs;
    a.name = "pool";
    a.path = "/dev/vdb";
    a.mountpoint = "/run/arraymark/btrfs/pool";
    a.members = {{"vdb", "/dev/vdb", 1, "active", {}, 0},
                 {"", "", 2, "missing", {}, std::nullopt},
                 {"vdd", "/dev/vdd", 3, "active", {}, 0}};
    return a;
}

void expectPurposes(const std::vector<Step>& steps)
{
    for (const auto& step : steps) EXPECT_FALSE(step.purpose.empty()) << step.argv.front();
}

} // namespace

TEST(BtrfsSteps, TheMountFolderIsArrayMarksOwn)
{
    EXPECT_EQ(btrfsMountFolder("pool"), "/run/arraymark/btrfs/pool");
    EXPECT_TRUE(isBtrfsMountFolder("/run/arraymark/btrfs/pool"));
    EXPECT_FALSE(isBtrfsMountFolder("/mnt/pool"));
    EXPECT_FALSE(isBtrfsMountFolder("/run/arraymark/btrfs"));
}

TEST(BtrfsSteps, CreateMakesTheFilesystemTheFolderAndMountsIt)
{
    const auto steps =
        btrfs().createSteps(plan(Level::Raid1, std::nullopt, {"/dev/vdb", "/dev/vdc"}));
    ASSERT_EQ(steps.size(), 3U);
    EXPECT_EQ(steps[0].argv, (Argv{"mkfs.btrfs", "--label", "pool", "--data", "raid1", "--metadata",
                                   "raid1", "/dev/vdb", "/dev/vdc"}));
    EXPECT_EQ(steps[1].argv, (Argv{"mkdir", "-p", "/run/arraymark/btrfs/pool"}));
    EXPECT_EQ(steps[2].argv,
              (Argv{"mount", "-t", "btrfs", "/dev/vdb", "/run/arraymark/btrfs/pool"}));
    expectPurposes(steps);
}

TEST(BtrfsSteps, EveryProfileCombinationReachesMkfs)
{
    struct Case {
        Level data;
        std::optional<Level> metadata;
        std::string data_profile, metadata_profile;
    };
    const Case cases[] = {
        {Level::Raid0, std::nullopt, "raid0", "raid1"}, // mkfs.btrfs's own default
        {Level::Raid0, Level::Raid0, "raid0", "raid0"},
        {Level::Raid1, Level::Raid1c3, "raid1", "raid1c3"},
        {Level::Raid10, std::nullopt, "raid10", "raid10"},
        {Level::Raid10, Level::Raid1, "raid10", "raid1"},
        {Level::Raid1c3, std::nullopt, "raid1c3", "raid1c3"},
    };
    for (const auto& c : cases) {
        const auto mkfs =
            btrfs()
                .createSteps(plan(c.data, c.metadata, {"/dev/vdb", "/dev/vdc", "/dev/vdd"}))
                .front()
                .argv;
        EXPECT_EQ(mkfs[4], c.data_profile);
        EXPECT_EQ(mkfs[6], c.metadata_profile) << c.data_profile;
        EXPECT_EQ(mkfs.size(), 10U);
    }
}

TEST(BtrfsSteps, MemberOperationsNeedTheMountAndTheTable)
{
    const auto a = mounted();
    const std::string mount = a.mountpoint;
    EXPECT_EQ(btrfs().memberSteps(a, MemberAction::Add, "/dev/vde", std::nullopt).at(0).argv,
              (Argv{"btrfs", "device", "add", "/dev/vde", mount}));
    EXPECT_EQ(btrfs().memberSteps(a, MemberAction::Remove, "vdd", std::nullopt).at(0).argv,
              (Argv{"btrfs", "device", "remove", "/dev/vdd", mount}));
    EXPECT_EQ(btrfs().memberSteps(a, MemberAction::Replace, "/dev/vdd", "/dev/vde").at(0).argv,
              (Argv{"btrfs", "replace", "start", "-B", "/dev/vdd", "/dev/vde", mount}));
    // A missing member has no path: btrfs takes its devid.
    EXPECT_EQ(btrfs().memberSteps(a, MemberAction::Replace, "2", "/dev/vde").at(0).argv,
              (Argv{"btrfs", "replace", "start", "-B", "2", "/dev/vde", mount}));
    // They wait for the copy: far past the caller's default timeout; add returns at once.
    EXPECT_GE(btrfs().memberSteps(a, MemberAction::Remove, "vdd", std::nullopt).at(0).timeout,
              std::chrono::hours(24));
    EXPECT_GE(btrfs().memberSteps(a, MemberAction::Replace, "vdd", "vde").at(0).timeout,
              std::chrono::hours(24));
    EXPECT_FALSE(btrfs().memberSteps(a, MemberAction::Add, "vde", std::nullopt).at(0).timeout);
    // "missing": btrfs's own word for remove; replace needs the devid.
    EXPECT_EQ(btrfs().memberSteps(a, MemberAction::Remove, "missing", std::nullopt).at(0).argv,
              (Argv{"btrfs", "device", "remove", "missing", mount}));
    EXPECT_EQ(btrfs().memberSteps(a, MemberAction::Replace, "missing", "vde").at(0).argv,
              (Argv{"btrfs", "replace", "start", "-B", "2", "/dev/vde", mount}));
    auto complete = a;
    complete.members.erase(complete.members.begin() + 1);
    EXPECT_THROW(btrfs().memberSteps(complete, MemberAction::Replace, "missing", "vde"),
                 std::invalid_argument);
    expectPurposes(btrfs().memberSteps(a, MemberAction::Add, "/dev/vde", std::nullopt));
    EXPECT_THROW(btrfs().memberSteps(a, MemberAction::Replace, "/dev/vdd", std::nullopt),
                 std::invalid_argument);
    for (const auto action : {MemberAction::Fail, MemberAction::ReAdd, MemberAction::Repair})
        EXPECT_THROW(btrfs().memberSteps(a, action, "/dev/vdd", std::nullopt),
                     std::invalid_argument);
    auto unmounted = a;
    unmounted.mountpoint.clear();
    try {
        btrfs().memberSteps(unmounted, MemberAction::Add, "/dev/vde", std::nullopt);
        FAIL() << "add on an unmounted filesystem was accepted";
    } catch (const std::invalid_argument& error) {
        EXPECT_NE(std::string(error.what()).find("\"pool\" is not mounted"), std::string::npos)
            << error.what();
    }
}

TEST(BtrfsSteps, ScrubCheckIsReadOnlyRepairRewritesIdleCancels)
{
    const auto a = mounted();
    const auto scrub = [&](ScrubAction action) {
        return btrfs().scrubSteps(a, action, {}).at(0).argv;
    };
    EXPECT_EQ(scrub(ScrubAction::Check), (Argv{"btrfs", "scrub", "start", "-r", a.mountpoint}));
    EXPECT_EQ(scrub(ScrubAction::Repair), (Argv{"btrfs", "scrub", "start", a.mountpoint}));
    EXPECT_EQ(scrub(ScrubAction::Idle), (Argv{"btrfs", "scrub", "cancel", a.mountpoint}));
    auto unmounted = a;
    unmounted.mountpoint.clear();
    EXPECT_THROW(btrfs().scrubSteps(unmounted, ScrubAction::Check, {}), std::invalid_argument);
}

TEST(BtrfsSteps, StopUnmountsAndTheBenchmarkGoesToTheMount)
{
    const auto a = mounted();
    const auto stop = btrfs().stopSteps(a);
    ASSERT_EQ(stop.size(), 2U);
    EXPECT_EQ(stop[0].argv, (Argv{"umount", a.mountpoint}));
    // The empty folder ArrayMark made goes with the mount.
    EXPECT_EQ(stop[1].argv, (Argv{"rmdir", a.mountpoint}));
    auto elsewhere = a;
    elsewhere.mountpoint = "/mnt/pool";
    ASSERT_EQ(btrfs().stopSteps(elsewhere).size(), 1U) << "a folder ArrayMark did not make stays";
    EXPECT_EQ(btrfs().measureTarget(a), a.mountpoint);
    auto unmounted = a;
    unmounted.mountpoint.clear();
    EXPECT_THROW(btrfs().measureTarget(unmounted), std::invalid_argument);
}

TEST(BtrfsSteps, DeleteUnmountsWipesRemovesOurFolderAndChecks)
{
    const auto a = mounted();
    const auto steps = btrfs().deleteSteps(a, {a});
    ASSERT_EQ(steps.size(), 6U);
    EXPECT_EQ(steps[0].argv, (Argv{"umount", a.mountpoint}));
    EXPECT_EQ(steps[1].argv, (Argv{"wipefs", "--all", "/dev/vdb"}));
    EXPECT_EQ(steps[2].argv, (Argv{"wipefs", "--all", "/dev/vdd"}));
    EXPECT_EQ(steps[3].argv, (Argv{"rmdir", a.mountpoint}));
    EXPECT_EQ(steps[4].argv, (Argv{"blkid", "-p", "/dev/vdb"}));
    EXPECT_TRUE(steps[4].expect_nothing_found);
    EXPECT_TRUE(steps[5].expect_nothing_found);
    EXPECT_FALSE(steps[1].expect_nothing_found);
    expectPurposes(steps);
    EXPECT_EQ(btrfs().deleteMembers(a, {a}), (Argv{"/dev/vdb", "/dev/vdd"}));

    auto elsewhere = a; // mounted by someone else: their folder stays
    elsewhere.mountpoint = "/mnt/pool";
    for (const auto& step : btrfs().deleteSteps(elsewhere, {elsewhere}))
        EXPECT_NE(step.argv.front(), "rmdir");
    auto unmounted = a;
    unmounted.mountpoint.clear();
    EXPECT_EQ(btrfs().deleteSteps(unmounted, {unmounted}).front().argv.front(), "wipefs");
}
