// The btrfs backend's plan rules, its refusals before a create, and its rollback.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>

#include "btrfs_fixture.h"
#include "core/drives/scan.h"
#include "core/raid/array_backend.h"
#include "core/raid/btrfs/btrfs_refusals.h"
#include "core/raid/btrfs/btrfs_rollback.h"
#include "core/raid/btrfs/btrfs_rules.h"
#include "fake_runner.h"

using namespace am::raid;
namespace fs = std::filesystem;
using am::test::btrfsData;
using am::test::btrfsFixture;
using am::test::FakeRunner;

namespace {

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

const std::vector<std::string> kThree = {"/dev/nvme0n1", "/dev/nvme1n1", "/dev/sda"};

Validation rules(const Plan& p)
{
    Validation v;
    arrayBackend(Backend::Btrfs).checkPlan(p, {}, v);
    return v;
}

const Finding* find(const std::vector<Finding>& list, const std::string& rule)
{
    for (const auto& finding : list)
        if (finding.rule == rule) return &finding;
    return nullptr;
}

// A folder of its own under the temp dir, removed however the test ends.
struct TempDir {
    fs::path path =
        fs::temp_directory_path() / ("arraymark-btrfs-" + std::to_string(std::random_device{}()));
    TempDir() { fs::create_directories(path); }
    ~TempDir() { fs::remove_all(path); }
    void tool(const std::string& name) const
    {
        fs::create_directories(path / "bin");
        std::ofstream(path / "bin" / name) << "#!/bin/sh\n";
        fs::permissions(path / "bin" / name, fs::perms::owner_all);
    }
};

} // namespace

TEST(BtrfsRules, Raid5AndRaid6AreRefusedWithTheWriteHole)
{
    for (const Level level : {Level::Raid5, Level::Raid6}) {
        const auto v = rules(plan(level, Level::Raid1, kThree));
        const Finding* raid56 = find(v.problems, "btrfs_raid56");
        ASSERT_NE(raid56, nullptr) << toString(level);
        EXPECT_NE(raid56->message.find("write hole"), std::string::npos) << raid56->message;
        EXPECT_NE(raid56->message.find("not for production"), std::string::npos);
        EXPECT_NE(raid56->message.find("crash"), std::string::npos);
        EXPECT_EQ(raid56->subject, "data=" + toString(level));
    }
    const auto meta = rules(plan(Level::Raid1, Level::Raid6, kThree));
    ASSERT_NE(find(meta.problems, "btrfs_raid56"), nullptr);
    EXPECT_EQ(find(meta.problems, "btrfs_raid56")->subject, "metadata=raid6");
}

TEST(BtrfsRules, ValidateRefusesRaid5BothAsALevelAndForTheWriteHole)
{
    static const std::string root = std::string(ARRAYMARK_TEST_DATA) + "/machine1";
    const am::drives::SystemRoots machine{root + "/sys", root + "/proc", root + "/dev"};
    const auto scan = am::drives::scan(machine);
    ValidationContext context;
    context.scan = &scan;
    const auto v = validate(plan(Level::Raid5, std::nullopt, kThree), context);
    EXPECT_NE(find(v.problems, "backend_level"), nullptr);
    EXPECT_NE(find(v.problems, "btrfs_raid56"), nullptr);
    EXPECT_TRUE(validate(plan(Level::Raid1, std::nullopt, kThree), context).valid());
}

TEST(BtrfsRules, TheMetadataProfileNeedsItsDevices)
{
    const auto two = std::vector<std::string>{"/dev/vdb", "/dev/vdc"};
    const auto v = rules(plan(Level::Raid1, Level::Raid1c3, two));
    const Finding* members = find(v.problems, "btrfs_metadata_members");
    ASSERT_NE(members, nullptr);
    EXPECT_EQ(members->subject, "metadata=raid1c3");
    EXPECT_NE(members->message.find("at least 3"), std::string::npos) << members->message;
    EXPECT_TRUE(rules(plan(Level::Raid1, Level::Raid1c3, kThree)).valid());
    EXPECT_TRUE(rules(plan(Level::Raid10, std::nullopt, two)).valid());
    EXPECT_TRUE(rules(plan(Level::Raid0, std::nullopt, two)).warnings.empty()); // raid1 metadata
}

TEST(BtrfsRules, MetadataWeakerThanTheDataIsAWarning)
{
    const auto v = rules(plan(Level::Raid1, Level::Raid0, kThree));
    EXPECT_TRUE(v.valid());
    ASSERT_NE(find(v.warnings, "btrfs_metadata_weaker"), nullptr);
    EXPECT_NE(
        find(rules(plan(Level::Raid1c3, Level::Raid1, kThree)).warnings, "btrfs_metadata_weaker"),
        nullptr);
    EXPECT_TRUE(rules(plan(Level::Raid1, Level::Raid1c3, kThree)).warnings.empty());
}

TEST(BtrfsRefusals, ToolsAndKernelFromTheRoots)
{
    TempDir dir;
    AvailabilityRoots roots;
    roots.procfs = btrfsData() / "proc_with_btrfs";
    roots.sysfs = dir.path / "sys";
    roots.modules = dir.path / "modules";
    roots.path = {dir.path / "bin"};
    auto refusals = btrfsAvailabilityRefusals(roots);
    ASSERT_EQ(refusals.size(), 2U);
    EXPECT_EQ(refusals[0].rule, "backend_unavailable");
    EXPECT_EQ(refusals[0].subject, "mkfs.btrfs");
    EXPECT_NE(refusals[0].message.find("apt install btrfs-progs"), std::string::npos);
    dir.tool("mkfs.btrfs");
    dir.tool("btrfs");
    EXPECT_TRUE(btrfsAvailabilityRefusals(roots).empty());
    roots.procfs = btrfsData() / "proc_without_btrfs";
    refusals = btrfsAvailabilityRefusals(roots);
    ASSERT_EQ(refusals.size(), 1U);
    EXPECT_EQ(refusals[0].subject, "btrfs");
    EXPECT_NE(refusals[0].message.find("proc_without_btrfs/filesystems"), std::string::npos)
        << refusals[0].message;
    fs::create_directories(dir.path / "sys" / "module" / "btrfs"); // a loaded module
    EXPECT_TRUE(btrfsAvailabilityRefusals(roots).empty());
}

TEST(BtrfsRefusals, ALabelOrAMountedFolderIsTaken)
{
    const auto shown = parseBtrfsShow(btrfsFixture("show_raid1_unmounted.txt"));
    Plan p = plan(Level::Raid1, std::nullopt, {"/dev/vdb", "/dev/vdc"});
    EXPECT_TRUE(btrfsNameRefusals(p, shown, {}).empty());
    p.name = "amtest";
    auto refusals = btrfsNameRefusals(p, shown, {});
    ASSERT_EQ(refusals.size(), 1U);
    EXPECT_EQ(refusals[0].rule, "array_exists");
    EXPECT_NE(refusals[0].message.find("3f9e05bb"), std::string::npos);
    p.name = "pool";
    refusals =
        btrfsNameRefusals(p, shown, {{"8:17", "/dev/sdb1", "/run/arraymark/btrfs/pool", "/"}});
    ASSERT_EQ(refusals.size(), 1U);
    EXPECT_EQ(refusals[0].subject, "/run/arraymark/btrfs/pool");
}

TEST(BtrfsRollback, UndoesWhatRanAndTriesEveryStep)
{
    const Plan p = plan(Level::Raid1, std::nullopt, {"/dev/vdb", "/dev/vdc"});
    ExecutionReport report;
    for (const auto& step : arrayBackend(Backend::Btrfs).createSteps(p))
        report.outcomes.push_back({step, {}, step.argv.front() != "mount", ""});
    FakeRunner runner;
    runner.expect({"wipefs", "--all", "/dev/vdb"}, 1, "", "wipefs: /dev/vdb: probing failed");
    runner.expect({"wipefs", "--all", "/dev/vdc"}, 0);
    runner.expect({"rmdir", "/run/arraymark/btrfs/pool"}, 0);
    const auto rollback = arrayBackend(Backend::Btrfs).rollBack(p, report, {}, runner);
    ASSERT_TRUE(rollback);
    // The mount failed: no umount. The first wipefs failed: the rest still ran.
    ASSERT_EQ(runner.calls.size(), 3U);
    EXPECT_EQ(runner.calls.back().front(), "rmdir");
    EXPECT_FALSE(rollback->ok());
    EXPECT_FALSE(rollback->error.empty());
    EXPECT_EQ(rollback->wiped, std::vector<std::string>{"/dev/vdc"});
    EXPECT_EQ(rollback->report.outcomes.size(), 3U);
}

TEST(BtrfsRollback, AFailedMkfsWroteNothingToWipe)
{
    const Plan p = plan(Level::Raid1, std::nullopt, {"/dev/vdb", "/dev/vdc"});
    ExecutionReport report;
    report.outcomes.push_back(
        {arrayBackend(Backend::Btrfs).createSteps(p).front(), {}, false, "mkfs.btrfs exited 1"});
    FakeRunner runner;
    EXPECT_FALSE(arrayBackend(Backend::Btrfs).rollBack(p, report, {}, runner));
    EXPECT_TRUE(runner.calls.empty());

    report.outcomes.front().ok = true; // all three ran: umount, wipe both, rmdir
    for (const auto& step : arrayBackend(Backend::Btrfs).createSteps(p))
        report.outcomes.push_back({step, {}, true, ""});
    const auto undo = btrfsUndoSteps(p, report);
    ASSERT_EQ(undo.size(), 4U);
    EXPECT_EQ(undo.front().argv, (std::vector<std::string>{"umount", "/run/arraymark/btrfs/pool"}));
    EXPECT_EQ(undo.back().argv.front(), "rmdir");
}

TEST(BtrfsRules, MixedBlockGroupsKeepTheDataProfileAndSmallMembersAreWarned)
{
    Plan mixed = plan(Level::Raid1, Level::Raid1c3, kThree);
    mixed.btrfs_mixed = true;
    Validation v;
    checkBtrfsPlan(mixed, v);
    ASSERT_EQ(v.problems.size(), 1u);
    EXPECT_EQ(v.problems[0].rule, "btrfs_mixed_profiles");

    mixed.metadata_level.reset();
    EXPECT_EQ(effectiveMetadataLevel(mixed), Level::Raid1);
    const auto steps = arrayBackend(Backend::Btrfs).createSteps(mixed);
    ASSERT_FALSE(steps.empty());
    EXPECT_EQ(std::count(steps[0].argv.begin(), steps[0].argv.end(), "--mixed"), 1);

    Validation small;
    checkBtrfsPlan(plan(Level::Raid1, std::nullopt, kThree), small, 128ULL << 20);
    ASSERT_EQ(small.warnings.size(), 1u);
    EXPECT_EQ(small.warnings[0].rule, "btrfs_small");
    Validation big;
    checkBtrfsPlan(plan(Level::Raid1, std::nullopt, kThree), big, 4ULL << 30);
    EXPECT_TRUE(big.warnings.empty());
}
