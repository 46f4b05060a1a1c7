// The btrfs backend against the real kernel and btrfs-progs: validate and create on two loop
// devices of its own, read, scrub, replace, delete. Skips without root, loop devices, btrfs-progs
// or kernel btrfs. Its mounts, registrations, folder and loop devices are undone also when an
// assertion fails.
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <memory>
#include <thread>
#include <unistd.h>

#include "../drives/scratch_stack.h"
#include "core/drives/scan.h"
#include "core/raid/array_backend.h"
#include "core/raid/backend_availability.h"
#include "core/raid/btrfs/btrfs_steps.h"
#include "core/raid/create.h"
#include "core/raid/execute.h"
#include "core/util/text_file.h"

using namespace am::raid;
namespace fs = std::filesystem;

namespace {

std::optional<std::string> btrfsUnavailable()
{
    if (auto why = am::test::loopDevicesUnavailable()) return why;
    if (findTool("mkfs.btrfs").empty() || findTool("btrfs").empty())
        return "btrfs-progs is not installed";
    const auto filesystems = am::util::readTextFile("/proc/filesystems").value_or("");
    if (filesystems.find("\tbtrfs\n") == std::string::npos) return "the kernel has no btrfs";
    return std::nullopt;
}

// Undoes whatever of the create is left: unmount, forget the devices, remove the folder.
struct BtrfsLeftovers {
    fs::path folder;
    std::vector<std::string> devices;
    ~BtrfsLeftovers()
    {
        am::util::SpawnRunner runner;
        if (runner.run({"mountpoint", "-q", folder.string()}).ok())
            runner.run({"umount", folder.string()});
        for (const auto& device : devices)
            runner.run({"btrfs", "device", "scan", "--forget", device});
        std::error_code ec;
        fs::remove(folder, ec);
    }
};

std::optional<ArrayStatus> named(const std::string& name, am::util::Runner& runner)
{
    for (auto& array : arrayBackend(Backend::Btrfs).readArrays({}, runner))
        if (array.name == name) return array;
    return std::nullopt;
}

} // namespace

TEST(BtrfsReal, CreateReadScrubAndDeleteOnTwoLoopDevices)
{
    if (const auto why = btrfsUnavailable()) GTEST_SKIP() << *why;
    am::test::ScratchDir scratch;
    ASSERT_FALSE(scratch.path().empty());
    std::vector<std::unique_ptr<am::test::TempLoop>> loops;
    for (const char* file : {"a.img", "b.img", "c.img"}) {
        const fs::path image = scratch.path() / file;
        {
            std::ofstream create(image);
        }
        fs::resize_file(image, 512ULL << 20); // sparse
        loops.push_back(std::make_unique<am::test::TempLoop>(image));
        if (loops.back()->device().empty()) GTEST_SKIP() << loops.back()->error();
    }
    Plan plan;
    plan.backend = Backend::Btrfs;
    plan.level = Level::Raid1;
    plan.name = "amtest" + std::to_string(::getpid());
    plan.members = {loops[0]->device(), loops[1]->device()};
    BtrfsLeftovers leftovers{btrfsMountFolder(plan.name),
                             {loops[0]->device(), loops[1]->device(), loops[2]->device()}};
    const ArrayBackend& btrfs = arrayBackend(Backend::Btrfs);
    am::util::SpawnRunner runner;

    const auto scan = am::drives::scan({});
    ValidationContext context;
    context.scan = &scan;
    const auto validation = validate(plan, context);
    ASSERT_TRUE(validation.valid()) << validation.problems.front().message;
    const auto created = createArray(plan, {}, runner); // the refusals, the hold, the steps
    ASSERT_TRUE(created.refused.empty()) << created.refused.front().message;
    ASSERT_TRUE(created.ok()) << created.report.outcomes.back().message;

    auto array = named(plan.name, runner);
    ASSERT_TRUE(array);
    EXPECT_EQ(array->mountpoint, leftovers.folder.string());
    EXPECT_EQ(array->level, "raid1");
    EXPECT_EQ(array->metadata, "raid1");
    EXPECT_EQ(array->state, ArrayState::Clean);
    EXPECT_EQ(array->size_bytes, 2 * (512ULL << 20));
    ASSERT_EQ(array->members.size(), 2U);
    EXPECT_EQ(array->members[1].path, loops[1]->device());
    EXPECT_EQ(array->members[1].errors, 0U);
    EXPECT_EQ(btrfs.measureTarget(*array), leftovers.folder.string());
    const auto refusals = btrfs.createRefusals(plan, {}, runner);
    ASSERT_EQ(refusals.size(), 2U); // the folder is mounted, the label taken
    EXPECT_EQ(refusals[0].rule, "array_exists");

    const auto scrub = execute(btrfs.scrubSteps(*array, ScrubAction::Check, {}), runner);
    ASSERT_TRUE(scrub.ok) << scrub.outcomes.back().message;
    // Just after `scrub start` the status may still say "no stats available" (no mismatches).
    for (int i = 0; i < 100 && (array->state == ArrayState::Checking || !array->mismatches); ++i) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        array = named(plan.name, runner);
        ASSERT_TRUE(array);
    }
    EXPECT_EQ(array->state, ArrayState::Clean);
    EXPECT_EQ(array->mismatches, 0U); // the finished scrub's errors

    const auto replaced = execute(
        btrfs.memberSteps(*array, MemberAction::Replace, loops[1]->device(), loops[2]->device()),
        runner);
    ASSERT_TRUE(replaced.ok) << replaced.outcomes.back().message;
    array = named(plan.name, runner);
    ASSERT_TRUE(array);
    ASSERT_EQ(array->members.size(), 2U);
    EXPECT_EQ(array->members[1].path, loops[2]->device());
    EXPECT_EQ(array->members[1].slot, 2U); // the replacement takes the old devid
    EXPECT_EQ(array->state, ArrayState::Clean);

    const auto deleted = execute(btrfs.deleteSteps(*array, {*array}), runner);
    ASSERT_TRUE(deleted.ok) << deleted.outcomes.back().message;
    EXPECT_FALSE(named(plan.name, runner));
    EXPECT_FALSE(fs::exists(leftovers.folder));
}
