// imsm reshapes (issue #23): capacity expansion through the container, level and chunk
// migrations of a volume, and what imsm refuses, planned from what md shows.
#include <gtest/gtest.h>

#include <algorithm>

#include <fmt/format.h>

#include "core/raid/operation_refused.h"
#include "core/raid/reshape_imsm.h"
#include "core/raid/reshape_plan.h"
#include "tests/unit/raid/reshape_test_support.h"

using namespace am;
using namespace am::raid;
using namespace am::raid::reshape_test;

namespace {

constexpr std::uint64_t KiB = 1024;
constexpr std::uint64_t MiB = 1024 * KiB;

MemberStatus disk(const std::string& name, std::string role)
{
    return {name, "/dev/" + name, std::nullopt, std::move(role), {}};
}

// A volume of `members` of the container's disks (nvme0n1, nvme1n1, ...), 16 MiB of each.
ArrayStatus volume(const std::string& name, const std::string& level, std::uint32_t members,
                   int index, std::uint64_t chunk = 64 * KiB)
{
    ArrayStatus status;
    status.backend = Backend::Imsm;
    status.name = name;
    status.path = "/dev/" + name;
    status.level = level;
    status.metadata = fmt::format("external:/md127/{}", index);
    status.container = "md127";
    status.state = ArrayState::Clean;
    status.sync_action = "idle";
    status.raid_disks = members;
    status.chunk_bytes = level == "raid1" ? 0 : chunk;
    const auto parsed = *parseLevel(level);
    const std::uint64_t each = 16 * MiB;
    status.size_bytes = parsed == Level::Raid10  ? each * members / 2
                        : parsed == Level::Raid1 ? each
                        : parsed == Level::Raid5 ? each * (members - 1)
                                                 : each * members;
    for (std::uint32_t i = 0; i < members; ++i) {
        MemberStatus member = disk(fmt::format("nvme{}n1", i), "active");
        member.slot = i;
        status.members.push_back(member);
    }
    return status;
}

// The container md127 with `disks` disks and the given volumes; the input names `reshaped`.
ReshapeInput inContainer(std::uint32_t disks, std::vector<ArrayStatus> volumes,
                         const std::string& reshaped)
{
    ReshapeInput input;
    ImsmContainerView view;
    view.container.backend = Backend::Imsm;
    view.container.name = "md127";
    view.container.path = "/dev/md127";
    view.container.level = "container";
    view.container.metadata = "imsm";
    view.container.state = ArrayState::Container;
    for (std::uint32_t i = 0; i < disks; ++i)
        view.container.members.push_back(disk(fmt::format("nvme{}n1", i), "member"));
    view.volumes = std::move(volumes);
    input.status = reshaped == "md127"
                       ? view.container
                       : *std::find_if(view.volumes.begin(), view.volumes.end(),
                                       [&](const auto& v) { return v.name == reshaped; });
    input.sysfs.name = reshaped;
    input.imsm = std::move(view);
    return input;
}

ReshapeRequest toLevel(Level level)
{
    ReshapeRequest request;
    request.level = level;
    return request;
}

ReshapePlan plan(const ReshapeInput& input, const ReshapeRequest& request)
{
    return planReshape(input, request, kDefaultBackup);
}

} // namespace

TEST(ReshapeImsm, AddedDisksJoinTheContainerWhichGrowsWithEveryVolume)
{
    const auto input = inContainer(3, {volume("md126", "raid5", 3, 0)}, "md126");
    const auto result = plan(input, adding({"/dev/nvme3n1"}));
    EXPECT_EQ(argvs(result),
              (std::vector<Argv>{{"mdadm", "--manage", "/dev/md127", "--add", "/dev/nvme3n1"},
                                 {"mdadm", "--grow", "/dev/md127", "--raid-devices=4"}}));
    EXPECT_FALSE(result.steps[0].leaves_process);
    EXPECT_TRUE(result.steps[1].leaves_process); // mdadm's reshape process beside mdmon
    EXPECT_EQ(result.before.capacity_bytes, 32 * MiB);
    EXPECT_EQ(result.after.raid_devices, 4U);
    EXPECT_EQ(result.after.capacity_bytes, 48 * MiB);
    EXPECT_EQ(result.after.fault_tolerance, 1U);
    EXPECT_FALSE(result.backup_needed);
    EXPECT_FALSE(result.backup_file.has_value());
    EXPECT_TRUE(has(result.backup_reason, "imsm keeps the reshape's checkpoint"));
    EXPECT_TRUE(result.restripes);
    EXPECT_EQ(result.reshape_member_bytes, 16 * MiB);
}

TEST(ReshapeImsm, TheContainerNamedGrowsItsFirstVolumeAndSaysWhatTheOthersBecome)
{
    auto input =
        inContainer(4, {volume("md125", "raid0", 3, 1), volume("md126", "raid5", 3, 0)}, "md127");
    ReshapeRequest request;
    request.raid_devices = 4; // the fourth disk is already a spare in the container
    const auto result = plan(input, request);
    EXPECT_EQ(argvs(result),
              (std::vector<Argv>{{"mdadm", "--grow", "/dev/md127", "--raid-devices=4"}}));
    EXPECT_EQ(result.before.level, Level::Raid5); // md126 is volume 0
    EXPECT_EQ(result.after.capacity_bytes, 48 * MiB);
    const bool noted = std::any_of(result.notes.begin(), result.notes.end(), [](const auto& n) {
        return has(n, "/dev/md125 (raid0) grows with it") && has(n, "48.0 MiB -> 64.0 MiB");
    });
    EXPECT_TRUE(noted) << fmt::format("{}", fmt::join(result.notes, " | "));
}

TEST(ReshapeImsm, CapacityExpansionRefusals)
{
    const auto mirror = inContainer(3, {volume("md126", "raid1", 2, 0)}, "md126");
    EXPECT_TRUE(has(refusal(mirror, adding({"/dev/nvme3n1"})), "every volume in it is raid0 or "
                                                               "raid5"));
    const auto raid5 = inContainer(3, {volume("md126", "raid5", 3, 0)}, "md126");
    ReshapeRequest five;
    five.raid_devices = 5;
    five.add = {"/dev/nvme3n1"};
    EXPECT_TRUE(has(refusal(raid5, five), "needs 2 free disk(s) in its container /dev/md127 and "
                                          "it has 1; 1 more must be added"));
    ReshapeRequest fewer;
    fewer.raid_devices = 2;
    EXPECT_TRUE(has(refusal(raid5, fewer), "imsm only adds disks"));
    auto uneven =
        inContainer(3, {volume("md126", "raid5", 3, 0), volume("md125", "raid0", 2, 1)}, "md126");
    EXPECT_TRUE(has(refusal(uneven, adding({"/dev/nvme3n1"})), "spans the same disks"));
}

TEST(ReshapeImsm, Raid0ToRaid5TakesAFreeDiskOfTheContainer)
{
    // nvme3n1 is already a spare in the container: no disk to add.
    const auto input = inContainer(4, {volume("md126", "raid0", 3, 0)}, "md126");
    const auto result = plan(input, toLevel(Level::Raid5));
    EXPECT_EQ(argvs(result), (std::vector<Argv>{{"mdadm", "--grow", "/dev/md126", "--level=raid5",
                                                 "--layout=left-asymmetric"}}));
    EXPECT_EQ(result.after.level, Level::Raid5);
    EXPECT_EQ(result.after.raid_devices, 4U);
    EXPECT_EQ(result.after.capacity_bytes, 48 * MiB); // as before: the new disk holds parity
    EXPECT_EQ(result.after.fault_tolerance, 1U);
    EXPECT_TRUE(result.restripes);

    const auto full = inContainer(3, {volume("md126", "raid0", 3, 0)}, "md126");
    EXPECT_TRUE(has(refusal(full, toLevel(Level::Raid5)), "1 more must be added with --add"));
    ReshapeRequest with_disk = toLevel(Level::Raid5);
    with_disk.add = {"/dev/sda"};
    EXPECT_EQ(argvs(plan(full, with_disk)),
              (std::vector<Argv>{
                  {"mdadm", "--manage", "/dev/md127", "--add", "/dev/sda"},
                  {"mdadm", "--grow", "/dev/md126", "--level=raid5", "--layout=left-asymmetric"}}));
}

TEST(ReshapeImsm, Raid0AndRaid10TakeOverEachOtherAtTwoAndFourMembers)
{
    ReshapeRequest mirrors = toLevel(Level::Raid10);
    mirrors.add = {"/dev/nvme2n1", "/dev/nvme3n1"};
    const auto raid0 = inContainer(2, {volume("md126", "raid0", 2, 0)}, "md126");
    const auto up = plan(raid0, mirrors);
    EXPECT_EQ(argvs(up).back(), (Argv{"mdadm", "--grow", "/dev/md126", "--level=raid10"}));
    EXPECT_EQ(up.steps.size(), 3U);
    EXPECT_EQ(up.after.raid_devices, 4U);
    EXPECT_EQ(up.after.capacity_bytes, 32 * MiB);
    EXPECT_FALSE(up.restripes);

    const auto three = inContainer(3, {volume("md126", "raid0", 3, 0)}, "md126");
    EXPECT_TRUE(has(refusal(three, toLevel(Level::Raid10)), "only a 2-member raid0"));

    // raid10 to raid0 survives no failure: the typed name confirms it.
    const auto raid10 = inContainer(4, {volume("md126", "raid10", 4, 0)}, "md126");
    EXPECT_TRUE(has(refusal(raid10, toLevel(Level::Raid0)), "--force-name md126"));
    ReshapeRequest confirmed = toLevel(Level::Raid0);
    confirmed.force_name = "md126";
    const auto down = plan(raid10, confirmed);
    EXPECT_EQ(argvs(down), (std::vector<Argv>{{"mdadm", "--grow", "/dev/md126", "--level=raid0"}}));
    EXPECT_EQ(down.after.raid_devices, 2U);
    EXPECT_EQ(down.after.capacity_bytes, 32 * MiB);
}

TEST(ReshapeImsm, LevelMigrationRefusals)
{
    const auto raid5 = inContainer(4, {volume("md126", "raid5", 3, 0)}, "md126");
    EXPECT_TRUE(has(refusal(raid5, toLevel(Level::Raid0)), "from raid5 it migrates to nothing"));
    const auto raid1 = inContainer(2, {volume("md126", "raid1", 2, 0)}, "md126");
    EXPECT_TRUE(has(refusal(raid1, toLevel(Level::Raid0)), "cannot migrate"));
    const auto two =
        inContainer(4, {volume("md126", "raid0", 3, 0), volume("md125", "raid0", 3, 1)}, "md126");
    EXPECT_TRUE(has(refusal(two, toLevel(Level::Raid5)), "alone in its container"));
    ReshapeRequest both = toLevel(Level::Raid5);
    both.chunk_bytes = 128 * KiB;
    const auto raid0 = inContainer(4, {volume("md126", "raid0", 3, 0)}, "md126");
    EXPECT_TRUE(has(refusal(raid0, both), "one thing at a time"));
}

TEST(ReshapeImsm, ChunkMigrationOfRaid0AndRaid5)
{
    ReshapeRequest bigger;
    bigger.chunk_bytes = 128 * KiB;
    const auto raid5 = inContainer(3, {volume("md126", "raid5", 3, 0)}, "md126");
    const auto result = plan(raid5, bigger);
    EXPECT_EQ(argvs(result), (std::vector<Argv>{{"mdadm", "--grow", "/dev/md126", "--chunk=128"}}));
    EXPECT_EQ(result.after.chunk_bytes, 128 * KiB);
    EXPECT_EQ(result.after.capacity_bytes, result.before.capacity_bytes);
    EXPECT_TRUE(result.restripes);

    const auto raid10 = inContainer(4, {volume("md126", "raid10", 4, 0)}, "md126");
    EXPECT_TRUE(has(refusal(raid10, bigger), "raid0 or raid5 volume, and /dev/md126 is raid10"));
    ReshapeRequest odd;
    odd.chunk_bytes = 96 * KiB;
    EXPECT_TRUE(has(refusal(raid5, odd), "power of two"));
    ReshapeRequest huge;
    huge.chunk_bytes = 32 * MiB;
    EXPECT_TRUE(has(refusal(raid5, huge), "does not divide"));
    const auto container = inContainer(3, {volume("md126", "raid5", 3, 0)}, "md127");
    EXPECT_TRUE(has(refusal(container, bigger), "name the volume (/dev/md126)"));
}

TEST(ReshapeImsm, WhatImsmDoesNotTake)
{
    const auto raid5 = inContainer(3, {volume("md126", "raid5", 3, 0)}, "md126");
    ReshapeRequest backup = adding({"/dev/nvme3n1"});
    backup.backup_file = "/mnt/usb/b";
    EXPECT_TRUE(has(refusal(raid5, backup), "takes no backup file"));
    EXPECT_TRUE(has(refusal(raid5, ReshapeRequest{}), "nothing to change"));

    auto busy = raid5;
    busy.imsm->volumes[0].sync_action = "resync";
    EXPECT_TRUE(has(refusal(busy, adding({"/dev/nvme3n1"})), "busy (resync)"));
    auto degraded = raid5;
    degraded.imsm->volumes[0].degraded = 1;
    EXPECT_TRUE(has(refusal(degraded, adding({"/dev/nvme3n1"})), "degraded"));
    auto unread = raid5;
    unread.imsm.reset();
    EXPECT_TRUE(has(refusal(unread, adding({"/dev/nvme3n1"})), "container was not read"));
}

namespace {
// md's view of a volume's members: where each starts on its disk (sectors), what it uses (KiB),
// and the disks' sizes.
ReshapeInput withMembers(ReshapeInput input, std::uint64_t start_sectors, std::uint64_t used_kib,
                         std::uint64_t disk_bytes)
{
    input.sysfs.component_kib = used_kib;
    for (const auto& member : input.status.members) {
        MdSysfsMember md;
        md.name = member.name;
        md.slot = member.slot;
        md.states = {"in_sync"};
        md.data_offset_sectors = start_sectors;
        md.used_kib = used_kib;
        input.sysfs.members.push_back(md);
        input.member_device_bytes.push_back(disk_bytes);
    }
    return input;
}
} // namespace

TEST(ReshapeImsm, SizeMaxGrowsTheLastVolumeIntoTheFreeSpaceAsMdadmDoes)
{
    ReshapeRequest max;
    max.size_max = true;
    // Measured in VM scenario 107's kernel (mdadm 4.2): a raid1 and a raid5 volume of 16 MiB
    // members on 128 MiB disks become 120832 KiB members.
    for (const auto& [level, members] :
         std::vector<std::pair<std::string, std::uint32_t>>{{"raid1", 2}, {"raid5", 3}}) {
        const auto input =
            withMembers(inContainer(members, {volume("md126", level, members, 0)}, "md126"), 0,
                        16384, 128 * MiB);
        const auto grown = plan(input, max);
        EXPECT_EQ(argvs(grown),
                  (std::vector<Argv>{{"mdadm", "--grow", "/dev/md126", "--size=max"}}))
            << level;
        EXPECT_EQ(grown.after.member_bytes, 120832 * KiB) << level;
        EXPECT_EQ(grown.after.capacity_bytes, 120832 * KiB * (level == "raid5" ? members - 1 : 1))
            << level;
        EXPECT_FALSE(grown.restripes);
        EXPECT_FALSE(grown.backup_needed);
        EXPECT_EQ(grown.reshape_member_bytes, (120832 - 16384) * KiB);
    }

    // A second volume starts past the first and its gap (40960 sectors in the VM): it is the last,
    // so it grows; the first does not.
    const auto two =
        inContainer(2, {volume("md126", "raid1", 2, 0), volume("md125", "raid1", 2, 1)}, "md125");
    const auto second = plan(withMembers(two, 40960, 16384, 128 * MiB), max);
    // (262144 - 40960 - 32768 - 8192 - 10402) free sectors; in whole MiB with what it uses.
    EXPECT_EQ(second.after.member_bytes, 200704 * 512);
    auto first = two;
    first.status = first.imsm->volumes[0];
    EXPECT_TRUE(has(refusal(withMembers(first, 0, 16384, 128 * MiB), max),
                    "the last of /dev/md127 is /dev/md125, not /dev/md126"));
}

TEST(ReshapeImsm, SizeMaxRefusals)
{
    ReshapeRequest max;
    max.size_max = true;
    const auto raid0 =
        withMembers(inContainer(2, {volume("md126", "raid0", 2, 0)}, "md126"), 0, 16384, 128 * MiB);
    EXPECT_TRUE(has(refusal(raid0, max), "does not change a raid0's member size"));
    const auto raid5 =
        withMembers(inContainer(3, {volume("md126", "raid5", 3, 0)}, "md126"), 0, 16384, 128 * MiB);
    ReshapeRequest with_chunk = max;
    with_chunk.chunk_bytes = 128 * KiB;
    EXPECT_TRUE(has(refusal(raid5, with_chunk), "--size max goes alone"));
    auto container = raid5;
    container.status = container.imsm->container;
    EXPECT_TRUE(has(refusal(container, max), "name its last volume"));
    // 16 MiB used of 24 MiB disks: less than the gap and the end reserve are left.
    const auto full =
        withMembers(inContainer(3, {volume("md126", "raid5", 3, 0)}, "md126"), 0, 16384, 24 * MiB);
    EXPECT_TRUE(has(refusal(full, max), "no free space after /dev/md126"));
}

TEST(ReshapeImsm, EveryMigrationRowIsFoundAndNothingElse)
{
    for (const auto& row : kImsmLevelMigrations)
        EXPECT_EQ(findImsmLevelMigration(row.from, row.to), &row);
    EXPECT_EQ(findImsmLevelMigration(Level::Raid5, Level::Raid6), nullptr);
    EXPECT_EQ(findImsmLevelMigration(Level::Raid1, Level::Raid5), nullptr);
}
