// The backend seam: the tables every caller reads, the shared rules that read them, where an
// array is looked for, and whether a backend can run here.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "core/drives/scan.h"
#include "core/raid/array_backend.h"
#include "core/raid/array_lookup.h"
#include "core/raid/backend_availability.h"
#include "core/raid/backend_table.h"
#include "core/raid/validation.h"

using namespace am::raid;
namespace fs = std::filesystem;

namespace {

const am::drives::ScanResult& scanned()
{
    static const std::string root = std::string(ARRAYMARK_TEST_DATA) + "/machine1";
    static const auto result =
        am::drives::scan(am::drives::SystemRoots{root + "/sys", root + "/proc", root + "/dev"});
    return result;
}

Validation check(const Plan& plan)
{
    ValidationContext context;
    context.scan = &scanned();
    return validate(plan, context);
}

Plan plan(Backend backend, Level level)
{
    Plan p;
    p.backend = backend;
    p.level = level;
    p.members = {"/dev/nvme0n1", "/dev/nvme1n1"};
    p.name = "data";
    return p;
}

bool has(const Validation& v, const std::string& rule, const std::string& subject = "")
{
    for (const auto& finding : v.problems)
        if (finding.rule == rule && (subject.empty() || finding.subject == subject)) return true;
    return false;
}

} // namespace

TEST(BackendTable, EveryBackendHasOneRowAndItsNameParsesBack)
{
    std::set<std::string_view> names;
    for (Backend backend :
         {Backend::Md, Backend::Imsm, Backend::Lvm, Backend::Btrfs, Backend::Zfs}) {
        const BackendInfo& info = backendInfo(backend);
        EXPECT_EQ(info.backend, backend);
        EXPECT_TRUE(names.insert(info.name).second) << info.name;
        EXPECT_EQ(parseBackend(info.name), backend);
        EXPECT_EQ(&arrayBackend(backend).info(), &info) << info.name;
        // A backend builds some level, or it is read-only and says so (zfs).
        EXPECT_NE(info.levels == 0u, info.read_only.empty()) << info.name;
        EXPECT_FALSE(info.package.empty()) << info.name;
    }
    EXPECT_EQ(parseBackend("LVM2"), Backend::Lvm);
    EXPECT_EQ(parseBackend("ceph"), std::nullopt);
    EXPECT_EQ(backendList(), "md, imsm, lvm, btrfs, zfs");
}

TEST(BackendTable, SaysWhichLevelsAndOperationsEachBackendOffers)
{
    EXPECT_TRUE(supports(Backend::Md, Level::Raid6));
    EXPECT_FALSE(supports(Backend::Md, Level::Raid1c3));
    EXPECT_FALSE(supports(Backend::Imsm, Level::Raid6));
    EXPECT_FALSE(supports(Backend::Btrfs, Level::Raid5)); // refused: the write hole
    EXPECT_TRUE(supports(Backend::Btrfs, Level::Raid1c3));
    EXPECT_EQ(levelList(Backend::Btrfs), "raid0, raid1, raid10, raid1c3");
    EXPECT_TRUE(supports(Backend::Lvm, Capability::Repair));
    EXPECT_FALSE(supports(Backend::Md, Capability::Repair));
    EXPECT_FALSE(supports(Backend::Lvm, Capability::Fail));
    EXPECT_THROW(requireCapability(Backend::Btrfs, Capability::Grow, "grow"),
                 std::invalid_argument);
    EXPECT_NO_THROW(requireCapability(Backend::Md, Capability::Grow, "grow"));
    for (const auto& [action, name] : kMemberActionNames)
        EXPECT_TRUE(supports(Backend::Md, capabilityOf(action)) || action == MemberAction::Repair)
            << name;
}

TEST(LevelTable, EveryLevelHasARowThatParsesByNameAndNumber)
{
    std::set<std::string_view> names;
    for (const LevelInfo& row : kLevels) {
        EXPECT_EQ(&levelInfo(row.level), &row);
        EXPECT_TRUE(names.insert(row.name).second);
        EXPECT_EQ(parseLevel(row.name), row.level);
        EXPECT_EQ(parseLevel(row.number), row.level);
        EXPECT_EQ(toString(row.level), row.name);
    }
    EXPECT_EQ(parseLevel("RAID1C3"), Level::Raid1c3);
    EXPECT_EQ(minimumMembers(Level::Raid1c3), 3u);
    EXPECT_FALSE(usesChunk(Level::Raid1c3));
    EXPECT_EQ(parseLevel("7"), std::nullopt);
}

TEST(BackendValidation, ALevelTheBackendDoesNotBuildIsRefusedNamingWhatItBuilds)
{
    const auto v = check(plan(Backend::Btrfs, Level::Raid6));
    ASSERT_TRUE(has(v, "backend_level", "raid6"));
    const auto md = check(plan(Backend::Md, Level::Raid1c3));
    EXPECT_TRUE(has(md, "backend_level", "raid1c3"));
    EXPECT_FALSE(has(check(plan(Backend::Md, Level::Raid1)), "backend_level"));
}

TEST(BackendValidation, AnOptionTheBackendLacksIsRefusedNamingTheOption)
{
    Plan p = plan(Backend::Btrfs, Level::Raid1);
    p.bitmap = Bitmap::Internal;
    p.size_bytes = 1 << 30;
    p.assume_clean = true;
    const auto v = check(p);
    EXPECT_TRUE(has(v, "backend_option", "--bitmap"));
    EXPECT_TRUE(has(v, "backend_option", "--size"));
    EXPECT_TRUE(has(v, "backend_option", "--assume-clean"));
    Plan lvm = plan(Backend::Lvm, Level::Raid0);
    lvm.chunk_bytes = 128 * 1024; // lvm's --stripesize
    EXPECT_FALSE(has(check(lvm), "backend_option"));
    Plan md = plan(Backend::Md, Level::Raid1);
    md.metadata_level = Level::Raid1;
    EXPECT_TRUE(has(check(md), "backend_option", "--metadata-level"));
}

TEST(BackendValidation, ImsmMetadataBelongsToMdAlone)
{
    Plan p = plan(Backend::Lvm, Level::Raid1);
    p.metadata = Metadata::Imsm;
    EXPECT_TRUE(has(check(p), "backend_metadata"));
    Plan imsm = plan(Backend::Imsm, Level::Raid1);
    EXPECT_TRUE(has(check(imsm), "backend_metadata")); // --backend imsm with metadata 1.2
    Plan md = plan(Backend::Md, Level::Raid1);
    md.metadata = Metadata::Imsm;
    EXPECT_EQ(backendOf(md), Backend::Imsm);
}

TEST(BackendPlan, DefaultsAndPathsFollowTheBackend)
{
    Plan lvm = plan(Backend::Lvm, Level::Raid5);
    EXPECT_EQ(effectiveChunk(lvm), kDefaultLvmStripe);
    EXPECT_EQ(plannedPath(lvm), "/dev/data/data");
    EXPECT_EQ(effectiveBitmap(lvm), Bitmap::None);
    Plan btrfs = plan(Backend::Btrfs, Level::Raid0);
    EXPECT_EQ(plannedPath(btrfs), "/run/arraymark/btrfs/data");
    EXPECT_EQ(effectiveMetadataLevel(btrfs), Level::Raid1); // mkfs.btrfs's multi-device default
    btrfs.level = Level::Raid1c3;
    EXPECT_EQ(effectiveMetadataLevel(btrfs), Level::Raid1c3);
    EXPECT_EQ(plannedPath(plan(Backend::Md, Level::Raid1)), "/dev/md/data");
}

TEST(ArrayLookup, EachBackendIsNamedTheWaysPeopleTypeIt)
{
    ArrayStatus lvm;
    lvm.backend = Backend::Lvm;
    lvm.name = "vg0/data";
    lvm.path = "/dev/vg0/data";
    EXPECT_TRUE(namesArray(lvm, "vg0/data"));
    EXPECT_TRUE(namesArray(lvm, "/dev/vg0/data"));
    EXPECT_TRUE(namesArray(lvm, "vg0"));
    EXPECT_FALSE(namesArray(lvm, "data"));
    ArrayStatus btrfs;
    btrfs.backend = Backend::Btrfs;
    btrfs.name = "pool";
    btrfs.uuid = "0b9e1a52-5b7e-4d8f-9d36-6f0f3c2a1b11";
    btrfs.mountpoint = "/run/arraymark/btrfs/pool";
    EXPECT_TRUE(namesArray(btrfs, "pool"));
    EXPECT_TRUE(namesArray(btrfs, btrfs.uuid));
    EXPECT_TRUE(namesArray(btrfs, "/run/arraymark/btrfs/pool"));
    EXPECT_FALSE(namesArray(btrfs, ""));
    ArrayStatus md;
    md.name = "md127";
    md.path = "/dev/md127";
    EXPECT_TRUE(namesArray(md, "md127"));
    EXPECT_FALSE(namesArray(md, "vg0"));
}

namespace {

// A module tree and procfs of their own, removed when the test ends.
class AvailabilityTree : public ::testing::Test {
protected:
    void SetUp() override
    {
        root_ = fs::temp_directory_path() /
                ("am-availability-" + std::to_string(::getpid()) + "-" +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::create_directories(root_ / "proc/sys/kernel");
        fs::create_directories(root_ / "sys/module/dm_mod");
        fs::create_directories(root_ / "lib/modules/6.1.0-test/kernel/drivers/md");
        fs::create_directories(root_ / "bin");
        write("proc/sys/kernel/osrelease", "6.1.0-test\n");
        write("proc/filesystems", "nodev\tsysfs\n\text4\n");
        write("lib/modules/6.1.0-test/modules.dep",
              "kernel/drivers/md/dm-raid.ko.xz: kernel/drivers/md/raid456.ko.xz\n");
        write("lib/modules/6.1.0-test/kernel/drivers/md/dm-raid.ko.xz", "");
        write("lib/modules/6.1.0-test/modules.builtin", "kernel/drivers/md/md-mod.ko\n");
        roots_.procfs = root_ / "proc";
        roots_.sysfs = root_ / "sys";
        roots_.modules = root_ / "lib/modules";
        roots_.path = {root_ / "bin"};
    }
    void TearDown() override { fs::remove_all(root_); }
    void write(const std::string& relative, const std::string& text)
    {
        std::ofstream(root_ / relative) << text;
    }
    void tool(const std::string& name)
    {
        write("bin/" + name, "#!/bin/sh\n");
        fs::permissions(root_ / "bin" / name, fs::perms::owner_all);
    }
    fs::path root_;
    AvailabilityRoots roots_;
};

} // namespace

TEST_F(AvailabilityTree, ModulesAreLoadedBuiltInLoadableOrMissing)
{
    EXPECT_EQ(kernelModuleState("dm_mod", roots_), ModuleState::Loaded);
    EXPECT_EQ(kernelModuleState("dm-raid", roots_), ModuleState::Loadable);
    EXPECT_EQ(kernelModuleState("md_mod", roots_), ModuleState::BuiltIn);
    EXPECT_EQ(kernelModuleState("btrfs", roots_), ModuleState::Missing);
    write("proc/filesystems", "nodev\tsysfs\n\tbtrfs\n");
    EXPECT_EQ(kernelModuleState("btrfs", roots_), ModuleState::Loaded);
}

TEST_F(AvailabilityTree, ABackendWithoutItsToolSaysWhichPackageHasIt)
{
    auto lvm = checkBackendAvailable(Backend::Lvm, roots_);
    EXPECT_FALSE(lvm.available);
    EXPECT_NE(lvm.reason.find("apt install lvm2"), std::string::npos) << lvm.reason;
    tool("lvm");
    lvm = checkBackendAvailable(Backend::Lvm, roots_);
    EXPECT_TRUE(lvm.available) << lvm.reason;
    tool("mkfs.btrfs");
    tool("btrfs");
    const auto btrfs = checkBackendAvailable(Backend::Btrfs, roots_);
    EXPECT_FALSE(btrfs.available);
    EXPECT_NE(btrfs.reason.find("no btrfs module"), std::string::npos) << btrfs.reason;
    EXPECT_EQ(checkBackendsAvailable(roots_).size(), kBackends.size());
}
