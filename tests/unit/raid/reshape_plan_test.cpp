// The reshape planner (issue #23): exact mdadm steps, the backup file, capacity and fault
// tolerance before and after, and the refusals; the reshape status md shows while it runs; the
// record assemble reads; the time estimate.
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "core/estimate/reshape_time.h"
#include "core/raid/array_status.h"
#include "core/raid/operation_refused.h"
#include "core/raid/reshape_backup.h"
#include "core/raid/reshape_operation.h"
#include "core/raid/reshape_plan.h"
#include "tests/support/fixture_trees.h"
#include "tests/unit/raid/reshape_test_support.h"

using namespace am;
using namespace am::raid;
using namespace am::raid::reshape_test;
namespace fs = std::filesystem;

namespace {

constexpr std::uint64_t KiB = 1024;
constexpr std::uint64_t MiB = 1024 * KiB;

// An idle md array of `members` drives of 64 MiB (vdb, vdc, ...), data at 1 MiB (2048 sectors)
// as mdadm puts it on small drives, 63 MiB of each used.
ReshapeInput array(const std::string& level, std::uint32_t members, std::uint64_t chunk = 512 * KiB,
                   std::uint64_t data_offset_sectors = 2048, const std::string& metadata = "1.2")
{
    ReshapeInput input;
    const std::uint64_t used_kib = 63 * 1024;
    input.sysfs.name = "md127";
    input.sysfs.level = level;
    input.sysfs.metadata_version = metadata;
    input.sysfs.component_kib = used_kib;
    ArrayStatus& status = input.status;
    status.name = "md127";
    status.path = "/dev/md127";
    status.level = level;
    status.metadata = metadata;
    status.state = ArrayState::Clean;
    status.array_state = "clean";
    status.sync_action = level == "raid0" ? "" : "idle";
    status.raid_disks = members;
    status.chunk_bytes = level == "raid1" ? 0 : chunk;
    if (level == "raid10") status.layout = 0x102;
    const auto parsed = *parseLevel(level);
    const std::uint64_t used = used_kib * KiB;
    status.size_bytes = parsed == Level::Raid10  ? used * members / 2
                        : parsed == Level::Raid1 ? used
                        : parsed == Level::Raid0 ? used * members
                        : parsed == Level::Raid5 ? used * (members - 1)
                                                 : used * (members - 2);
    for (std::uint32_t i = 0; i < members; ++i) {
        const std::string name = fmt::format("vd{}", static_cast<char>('b' + i));
        MdSysfsMember member;
        member.name = name;
        member.states = {"in_sync"};
        member.slot = i;
        member.data_offset_sectors = data_offset_sectors;
        member.used_kib = used_kib;
        input.sysfs.members.push_back(member);
        status.members.push_back({name, "/dev/" + name, i, "active", {"in_sync"}});
        input.member_device_bytes.push_back(64 * MiB);
    }
    return input;
}

// Members used to their end, data at 136 sectors: no room to move the data offset either way.
ReshapeInput noRoom(ReshapeInput input)
{
    for (auto& member : input.sysfs.members) member.data_offset_sectors = 136;
    for (auto& bytes : input.member_device_bytes) bytes = 136 * 512 + 63 * MiB;
    return input;
}

} // namespace

TEST(ReshapePlan, Raid5OfThreeGrowsOntoAFourthDriveWithoutABackupFile)
{
    const auto plan = planReshape(array("raid5", 3), adding({"/dev/vde"}), kDefaultBackup);
    EXPECT_EQ(argvs(plan), (std::vector<Argv>{
                               {"mdadm", "--manage", "/dev/md127", "--add", "/dev/vde"},
                               {"mdadm", "--grow", "/dev/md127", "--raid-devices=4"},
                           }));
    EXPECT_FALSE(plan.backup_needed);
    EXPECT_FALSE(plan.backup_file.has_value());
    EXPECT_TRUE(has(plan.backup_reason, "grows from 2 to 3 data members")) << plan.backup_reason;
    EXPECT_EQ(plan.before.capacity_bytes, 2 * 63 * MiB);
    EXPECT_EQ(plan.after.capacity_bytes, 3 * 63 * MiB);
    EXPECT_EQ(plan.before.fault_tolerance, 1U);
    EXPECT_EQ(plan.after.fault_tolerance, 1U);
    EXPECT_EQ(plan.after.raid_devices, 4U);
    EXPECT_TRUE(plan.restripes);
    EXPECT_EQ(plan.reshape_member_bytes, 63 * MiB);
    EXPECT_FALSE(plan.shrinks);
}

TEST(ReshapePlan, RaidDevicesAboveTheAddedDrivesIsRefused)
{
    ReshapeRequest request = adding({"/dev/vde"});
    request.raid_devices = 6;
    const auto message = refusal(array("raid5", 3), request);
    EXPECT_TRUE(has(message, "--raid-devices 6")) << message;
    EXPECT_TRUE(has(message, "2 more must be added with --add")) << message;
}

TEST(ReshapePlan, MirrorBecomesRaid5InTwoGrowsAfterTheDriveIsAdded)
{
    const auto plan = planReshape(
        array("raid1", 2),
        [] {
            ReshapeRequest request = adding({"/dev/vdd"});
            request.level = Level::Raid5;
            return request;
        }(),
        kDefaultBackup);
    EXPECT_EQ(argvs(plan), (std::vector<Argv>{
                               {"mdadm", "--manage", "/dev/md127", "--add", "/dev/vdd"},
                               {"mdadm", "--grow", "/dev/md127", "--level=raid5"},
                               {"mdadm", "--grow", "/dev/md127", "--raid-devices=3"},
                           }));
    EXPECT_EQ(plan.before.capacity_bytes, 63 * MiB);
    EXPECT_EQ(plan.after.level, Level::Raid5);
    EXPECT_EQ(plan.after.chunk_bytes, 64 * KiB); // mdadm's chunk for the takeover
    EXPECT_EQ(plan.after.capacity_bytes, 2 * 63 * MiB);
    EXPECT_EQ(plan.after.fault_tolerance, 1U);
    EXPECT_FALSE(plan.backup_needed);
}

TEST(ReshapePlan, Raid5BecomesRaid6WithASpareMovingTheDataOffsetWhenThereIsRoom)
{
    ReshapeRequest request = adding({"/dev/vde"});
    request.level = Level::Raid6;
    // 1 MiB of data offset: room for the 512 KiB (1024 sectors) this change needs.
    const auto plan = planReshape(array("raid5", 3), request, kDefaultBackup);
    EXPECT_EQ(argvs(plan),
              (std::vector<Argv>{
                  {"mdadm", "--manage", "/dev/md127", "--add", "/dev/vde"},
                  {"mdadm", "--grow", "/dev/md127", "--level=raid6", "--raid-devices=4"},
              }));
    EXPECT_FALSE(plan.backup_needed);
    EXPECT_TRUE(has(plan.backup_reason, "moves each member's data offset")) << plan.backup_reason;
    EXPECT_EQ(plan.after.capacity_bytes, plan.before.capacity_bytes);
    EXPECT_EQ(plan.before.fault_tolerance, 1U);
    EXPECT_EQ(plan.after.fault_tolerance, 2U);
}

TEST(ReshapePlan, Raid5BecomesRaid6ThroughABackupFileWithoutRoom)
{
    ReshapeRequest request = adding({"/dev/vde"});
    request.level = Level::Raid6;
    // No room for the 1024 sectors the change needs.
    const auto plan = planReshape(noRoom(array("raid5", 3)), request, kDefaultBackup);
    EXPECT_TRUE(plan.backup_needed);
    ASSERT_TRUE(plan.backup_file.has_value());
    EXPECT_EQ(*plan.backup_file, kDefaultBackup);
    EXPECT_EQ(plan.steps.back().argv,
              (Argv{"mdadm", "--grow", "/dev/md127", "--level=raid6", "--raid-devices=4",
                    "--backup-file=" + kDefaultBackup}));
    EXPECT_TRUE(has(plan.backup_reason, "less than the 512 KiB")) << plan.backup_reason;
    // mdadm forks the process that moves the stripes: its output goes to files, not pipes.
    EXPECT_TRUE(plan.steps.back().leaves_process);
    EXPECT_FALSE(plan.steps.front().leaves_process); // the spare's add
    // The backup file given is the one used.
    request.backup_file = "/root/md127.backup";
    const auto chosen = planReshape(noRoom(array("raid5", 3)), request, kDefaultBackup);
    EXPECT_EQ(chosen.backup_file, std::optional<std::string>("/root/md127.backup"));
}

TEST(ReshapePlan, Raid5WithoutASpareCannotBecomeRaid6)
{
    ReshapeRequest request;
    request.level = Level::Raid6;
    const auto message = refusal(array("raid5", 3), request);
    EXPECT_TRUE(has(message, "1 more must be added with --add")) << message;
}

TEST(ReshapePlan, ChunkChangeRewritesInPlace)
{
    ReshapeRequest request;
    request.chunk_bytes = 64 * KiB;
    const auto plan = planReshape(array("raid5", 3), request, kDefaultBackup);
    EXPECT_EQ(argvs(plan), (std::vector<Argv>{{"mdadm", "--grow", "/dev/md127", "--chunk=64"}}));
    EXPECT_TRUE(plan.restripes);
    EXPECT_FALSE(plan.backup_needed) << plan.backup_reason;
    EXPECT_EQ(plan.after.chunk_bytes, 64 * KiB);
    EXPECT_EQ(plan.after.capacity_bytes, plan.before.capacity_bytes);
    // Metadata 1.0 keeps its superblock at the end and the members are used to their end: no
    // room to move the data, so a backup file.
    ReshapeInput tail = array("raid5", 3, 512 * KiB, 0, "1.0");
    for (auto& bytes : tail.member_device_bytes) bytes = 63 * MiB + 100 * 512;
    const auto backed = planReshape(tail, request, kDefaultBackup);
    EXPECT_TRUE(backed.backup_needed);
    EXPECT_EQ(backed.steps.back().argv.back(), "--backup-file=" + kDefaultBackup);
}

TEST(ReshapePlan, Raid10ChangesItsChunkByMovingTheDataOffset)
{
    ReshapeRequest request;
    request.chunk_bytes = 256 * KiB;
    const auto plan = planReshape(array("raid10", 4), request, kDefaultBackup);
    EXPECT_EQ(argvs(plan), (std::vector<Argv>{{"mdadm", "--grow", "/dev/md127", "--chunk=256"}}));
    EXPECT_TRUE(plan.restripes);
    EXPECT_FALSE(plan.backup_needed);
    EXPECT_NE(plan.backup_reason.find("data offset"), std::string::npos) << plan.backup_reason;
    EXPECT_EQ(plan.after.chunk_bytes, 256 * KiB);
    EXPECT_EQ(plan.after.capacity_bytes, plan.before.capacity_bytes);

    // The offset moves by the larger chunk (512 KiB here): no room, no reshape.
    EXPECT_TRUE(has(refusal(noRoom(array("raid10", 4)), request), "needs 512 KiB of room"));
    ReshapeInput far = array("raid10", 4);
    far.status.layout = 0x201; // far 2
    EXPECT_TRUE(has(refusal(far, request), "far layout"));
    ReshapeInput offset = array("raid10", 4);
    offset.status.layout = 0x10201; // offset 2
    EXPECT_NO_THROW(planReshape(offset, request, kDefaultBackup));
    ReshapeRequest takeover = adding({"/dev/vdd", "/dev/vde"});
    takeover.level = Level::Raid10;
    takeover.chunk_bytes = 256 * KiB;
    EXPECT_TRUE(has(refusal(array("raid0", 2), takeover), "change the level first"));
}

TEST(ReshapePlan, Raid0TakesItsNewDrivesInTheGrowItself)
{
    ReshapeRequest request = adding({"/dev/vdd"});
    request.level = Level::Raid5;
    const auto plan = planReshape(array("raid0", 3), request, kDefaultBackup);
    EXPECT_EQ(argvs(plan), (std::vector<Argv>{{"mdadm", "--grow", "/dev/md127", "--level=raid5",
                                               "--raid-devices=4", "--add", "/dev/vdd"}}));
    EXPECT_EQ(plan.before.fault_tolerance, 0U);
    EXPECT_EQ(plan.after.fault_tolerance, 1U);
    EXPECT_EQ(plan.after.capacity_bytes, plan.before.capacity_bytes);
    // raid0 to raid10: as many new drives as old ones.
    ReshapeRequest mirror = adding({"/dev/vdd"});
    mirror.level = Level::Raid10;
    const auto message = refusal(array("raid0", 2), mirror);
    EXPECT_TRUE(has(message, "--raid-devices 4: /dev/md127 has 2 members and 0 spare(s); 1 more"))
        << message;
    // More than the mirror needs: a raid0 cannot keep the rest as spares.
    ReshapeRequest too_many = adding({"/dev/vdd", "/dev/vde", "/dev/vdf"});
    too_many.level = Level::Raid10;
    EXPECT_TRUE(has(refusal(array("raid0", 2), too_many), "takes exactly 2 new device(s), not 3"));
    mirror.add.push_back("/dev/vde");
    const auto raid10 = planReshape(array("raid0", 2), mirror, kDefaultBackup);
    EXPECT_EQ(raid10.steps.back().argv,
              (Argv{"mdadm", "--grow", "/dev/md127", "--level=raid10", "--raid-devices=4", "--add",
                    "/dev/vdd", "/dev/vde"}));
    EXPECT_EQ(raid10.after.capacity_bytes, raid10.before.capacity_bytes);
    EXPECT_EQ(raid10.after.fault_tolerance, 1U);
}

TEST(ReshapePlan, Raid5ToRaid0NeedsTheNameTypedAndBackAgain)
{
    ReshapeRequest request;
    request.level = Level::Raid0;
    const auto message = refusal(array("raid5", 3), request);
    EXPECT_TRUE(has(message, "survives no failed member")) << message;
    EXPECT_TRUE(has(message, "--force-name md127")) << message;
    request.force_name = "md127";
    const auto plan = planReshape(array("raid5", 3), request, kDefaultBackup);
    EXPECT_EQ(plan.steps.back().argv, (Argv{"mdadm", "--grow", "/dev/md127", "--level=raid0"}));
    EXPECT_EQ(plan.after.raid_devices, 2U);
    EXPECT_EQ(plan.after.capacity_bytes, plan.before.capacity_bytes);
    EXPECT_TRUE(plan.restripes);
}

TEST(ReshapePlan, LevelChangesMdCannotDoAreRefusedNamingWhatItCan)
{
    ReshapeRequest request = adding({"/dev/vdd", "/dev/vde"});
    request.level = Level::Raid6;
    const auto message = refusal(array("raid1", 2), request);
    EXPECT_TRUE(has(message, "--level raid6: md cannot change /dev/md127 from raid1 to raid6"))
        << message;
    EXPECT_TRUE(has(message, "it converts to raid5")) << message;
    ReshapeRequest three = adding({"/dev/vde"});
    three.level = Level::Raid5;
    EXPECT_TRUE(has(refusal(array("raid1", 3), three), "only a 2-member mirror"));
    ReshapeRequest btrfs;
    btrfs.level = Level::Raid1c3;
    EXPECT_TRUE(has(refusal(array("raid5", 3), btrfs), "md cannot change"));
}

TEST(ReshapePlan, AShrinkNeedsTheTypedNameAndCutsTheSizeFirst)
{
    ReshapeRequest request;
    request.raid_devices = 3;
    ReshapeInput input = array("raid5", 4);
    input.filesystem = "ext4";
    const auto message = refusal(input, request);
    EXPECT_TRUE(has(message, "would shrink from 189 MiB to 126 MiB")) << message;
    EXPECT_TRUE(has(message, "holds ext4 (its size could not be read)")) << message;
    EXPECT_TRUE(has(message, "--force-name md127")) << message;
    request.force_name = "md126";
    EXPECT_TRUE(has(refusal(input, request), "--force-name md127"));
    request.force_name = "/dev/md127";
    const auto plan = planReshape(input, request, kDefaultBackup);
    EXPECT_EQ(argvs(plan),
              (std::vector<Argv>{
                  {"mdadm", "--grow", "/dev/md127", fmt::format("--array-size={}", 2 * 63 * 1024)},
                  {"mdadm", "--grow", "/dev/md127", "--raid-devices=3"},
              }));
    EXPECT_TRUE(plan.shrinks);
    EXPECT_FALSE(plan.backup_needed) << plan.backup_reason;
}

TEST(ReshapePlan, AShrinkBelowTheFilesystemIsRefusedEvenWithTheName)
{
    ReshapeRequest request;
    request.raid_devices = 3; // 189 MiB down to 126 MiB
    request.force_name = "md127";
    ReshapeInput input = array("raid5", 4);
    input.filesystem = "ext4";
    input.filesystem_usage =
        drives::FilesystemUsage{189 * MiB, 150 * MiB, "dumpe2fs -h /dev/md127"};
    auto message = refusal(input, request);
    EXPECT_TRUE(has(message, "below the 150 MiB its ext4 filesystem holds")) << message;
    EXPECT_TRUE(has(message, "dumpe2fs -h /dev/md127")) << message;

    // The data fits, the filesystem does not: shrink it first, by the size resize2fs takes.
    input.filesystem_usage->used_bytes = 100 * MiB;
    message = refusal(input, request);
    EXPECT_TRUE(has(message, "its ext4 filesystem is 189 MiB (100 MiB used")) << message;
    EXPECT_TRUE(has(message, "resize2fs /dev/md127 129024K")) << message;
    // xfs and btrfs, read from their superblocks unmounted: their own way, or none.
    ReshapeInput xfs = input;
    xfs.filesystem = "xfs";
    EXPECT_TRUE(has(refusal(xfs, request), "xfs cannot shrink")) << refusal(xfs, request);
    ReshapeInput btrfs = input;
    btrfs.filesystem = "btrfs";
    EXPECT_TRUE(has(refusal(btrfs, request), "btrfs filesystem resize 129024K MOUNTPOINT"));

    // Shrunk to fit: the typed name is still asked, and the plan says what the filesystem holds.
    input.filesystem_usage->size_bytes = 120 * MiB;
    request.force_name.reset();
    message = refusal(input, request);
    EXPECT_TRUE(has(message, "its ext4 filesystem ends at 120 MiB")) << message;
    request.force_name = "md127";
    const auto plan = planReshape(input, request, kDefaultBackup);
    EXPECT_TRUE(plan.shrinks);
    EXPECT_EQ(toJson(plan)["filesystem_used_bytes"], 100 * MiB);
    const auto lines = reshapePlanLines(plan);
    EXPECT_NE(std::find(lines.begin(), lines.end(),
                        "  filesystem: ext4, 100 MiB of 120 MiB used (dumpe2fs -h /dev/md127)"),
              lines.end());
}

TEST(FilesystemUsage, Dumpe2fsHeaderGivesSizeAndUsedBytes)
{
    const auto usage = drives::parseDumpe2fsHeader("dumpe2fs 1.47.0 (5-Feb-2023)\n"
                                                   "Filesystem volume name:   <none>\n"
                                                   "Block count:              49152\n"
                                                   "Reserved block count:     2457\n"
                                                   "Free blocks:              40000\n"
                                                   "Block size:               1024\n");
    ASSERT_TRUE(usage);
    EXPECT_EQ(usage->size_bytes, 49152U * 1024);
    EXPECT_EQ(usage->used_bytes, 9152U * 1024);
    EXPECT_FALSE(drives::parseDumpe2fsHeader("Block count: 10\nBlock size: 4096\n"));
    EXPECT_FALSE(drives::parseDumpe2fsHeader("Block count: 10\nFree blocks: 11\nBlock size: 1\n"));
    EXPECT_FALSE(drives::parseDumpe2fsHeader("Block count: 1x\nFree blocks: 1\nBlock size: 1\n"));
}

TEST(ReshapePlan, SizeMaxUsesBiggerMembersAlone)
{
    ReshapeInput input = array("raid1", 2);
    for (auto& bytes : input.member_device_bytes) bytes = 128 * MiB;
    ReshapeRequest request;
    request.size_max = true;
    const auto plan = planReshape(input, request, kDefaultBackup);
    EXPECT_EQ(argvs(plan), (std::vector<Argv>{{"mdadm", "--grow", "/dev/md127", "--size=max"}}));
    EXPECT_EQ(plan.after.member_bytes, 127 * MiB);
    EXPECT_EQ(plan.after.capacity_bytes, 127 * MiB);
    EXPECT_EQ(plan.reshape_member_bytes, 64 * MiB);
    // Members no bigger than what is used: nothing to gain.
    EXPECT_TRUE(has(refusal(array("raid1", 2), request), "have no more room"));
    // With other changes: refused (mdadm changes the size alone).
    request.add = {"/dev/vdd"};
    EXPECT_TRUE(has(refusal(input, request), "--size max goes alone"));
    ReshapeRequest raid0;
    raid0.size_max = true;
    EXPECT_TRUE(has(refusal(array("raid0", 2), raid0), "raid0"));
}

TEST(ReshapePlan, BusyDegradedAndEmptyRequestsAreRefused)
{
    ReshapeInput busy = array("raid5", 3);
    busy.status.sync_action = "resync";
    EXPECT_TRUE(has(refusal(busy, adding({"/dev/vde"})), "busy (resync)"));
    ReshapeInput degraded = array("raid5", 3);
    degraded.status.degraded = 1;
    EXPECT_TRUE(has(refusal(degraded, adding({"/dev/vde"})), "degraded"));
    EXPECT_TRUE(has(refusal(array("raid5", 3), {}), "nothing to change"));
    ReshapeRequest odd;
    odd.chunk_bytes = 96 * KiB;
    EXPECT_TRUE(has(refusal(array("raid5", 3), odd), "power of two"));
    ReshapeRequest big;
    big.chunk_bytes = 2 * MiB;
    EXPECT_TRUE(has(refusal(array("raid5", 3), big), "does not divide"));
    ReshapeRequest mirror_chunk;
    mirror_chunk.chunk_bytes = 64 * KiB;
    EXPECT_TRUE(has(refusal(array("raid1", 2), mirror_chunk), "raid1 has no chunk"));
    ReshapeInput imsm = array("raid5", 3);
    imsm.status.container = "md126";
    imsm.status.backend = Backend::Imsm;
    EXPECT_TRUE(has(refusal(imsm, adding({"/dev/vde"})), "imsm"));
}

TEST(ReshapePlan, DataOffsetRoomIsTheLeastOverTheMembers)
{
    ReshapeInput input = array("raid5", 3);
    EXPECT_EQ(dataOffsetRoomSectors(input.sysfs, input.member_device_bytes), 2048U - 272U);
    // vdc's data at 1024 sectors: 752 before it, and 1024 after its used part (mdadm moves the
    // data the way with the more room).
    input.sysfs.members[1].data_offset_sectors = 1024;
    EXPECT_EQ(dataOffsetRoomSectors(input.sysfs, input.member_device_bytes), 1024U);
    input.member_device_bytes[1] = (1024 + 63 * 2048 + 100) * 512ULL;
    EXPECT_EQ(dataOffsetRoomSectors(input.sysfs, input.member_device_bytes), 1024U - 272U);
    input.sysfs.metadata_version = "0.90";
    EXPECT_EQ(dataOffsetRoomSectors(input.sysfs, input.member_device_bytes), 0U);
}

TEST(ReshapePlan, TextAndJsonSayBeforeAfterBackupAndSteps)
{
    const auto plan = planReshape(array("raid5", 3), adding({"/dev/vde"}), kDefaultBackup);
    const auto json = toJson(plan);
    EXPECT_EQ(json["before"]["raid_devices"], 3);
    EXPECT_EQ(json["after"]["capacity_bytes"], 3 * 63 * MiB);
    EXPECT_EQ(json["steps"][1]["argv"][3], "--raid-devices=4");
    EXPECT_EQ(json["backup_needed"], false);
    std::string text;
    for (const auto& line : reshapePlanLines(plan)) text += line + "\n";
    for (const char* part : {"before: raid5 of 3 members, chunk 512 KiB", "after:  raid5 of 4",
                             "survives 1 failed member", "backup file: not needed",
                             "2. mdadm --grow /dev/md127 --raid-devices=4"})
        EXPECT_TRUE(has(text, part)) << part << "\n" << text;
}

TEST(ReshapeTime, ARestripeSharesEachMembersBandwidthAndABackupFileDoublesIt)
{
    const auto plan = planReshape(array("raid5", 3), adding({"/dev/vde"}), kDefaultBackup);
    estimate::Parameters parameters;
    const auto time = estimate::estimateReshapeTime(plan, 100e6, 100e6, parameters);
    ASSERT_TRUE(time.has_value());
    EXPECT_NEAR(time->idle_bytes_per_s, 50e6, 1);
    EXPECT_NEAR(time->idle_seconds, 63.0 * MiB / 50e6, 0.01);
    EXPECT_FALSE(time->through_backup);
    // md's limit binds when the members are faster.
    parameters.md_speed_limit_max_bytes_per_s = 10e6;
    const auto limited = estimate::estimateReshapeTime(plan, 100e6, 100e6, parameters);
    EXPECT_EQ(limited->limit, "md speed_limit_max");
    EXPECT_NEAR(limited->idle_seconds, 63.0 * MiB / 10e6, 0.01);

    ReshapeRequest request;
    request.chunk_bytes = 64 * KiB;
    const auto backed = planReshape(noRoom(array("raid5", 3)), request, kDefaultBackup);
    ASSERT_TRUE(backed.backup_file.has_value());
    const auto slow = estimate::estimateReshapeTime(backed, 100e6, 100e6, {});
    EXPECT_TRUE(slow->through_backup);
    EXPECT_NEAR(slow->idle_seconds, 2 * 63.0 * MiB / 50e6, 0.01);
    // A takeover at once moves nothing.
    ReshapeRequest takeover;
    takeover.level = Level::Raid1;
    EXPECT_FALSE(estimate::estimateReshapeTime(
                     planReshape(array("raid5", 2), takeover, kDefaultBackup), 100e6, 100e6, {})
                     .has_value());
}

// md while a reshape runs: raid_disks "4 (3)" (new and old), reshape_position, sync progress.
TEST(ReshapeStatus, ARunningReshapeIsReadWithWhereItComesFrom)
{
    const std::string root = std::string(ARRAYMARK_TEST_DATA) + "/raid/reshape/raid5-grow-half";
    const drives::SystemRoots roots{root + "/sys", root + "/proc", root + "/dev"};
    const auto status = readArrayStatus(roots, "md127");
    EXPECT_EQ(status.state, ArrayState::Reshaping);
    EXPECT_EQ(status.raid_disks, 4U);
    EXPECT_EQ(status.reshape_from_raid_disks, std::optional<std::uint32_t>(3));
    EXPECT_FALSE(status.reshape_from_chunk_bytes.has_value());
    EXPECT_EQ(status.reshape_position_bytes, std::optional<std::uint64_t>(184320ULL * 512));
    ASSERT_TRUE(status.progress.has_value());
    EXPECT_NEAR(*status.progress, 61440.0 / 126976.0, 1e-9);
    EXPECT_EQ(status.speed_bytes_per_s, std::optional<std::uint64_t>(4096 * 1024));
    EXPECT_EQ(status.eta_seconds,
              std::optional<std::uint64_t>((126976 - 61440) * 512 / (4096 * 1024)));
    const auto sysfs = readMdSysfs(roots, "md127");
    EXPECT_EQ(sysfs.component_kib, std::optional<std::uint64_t>(63488));
    EXPECT_EQ(sysfs.members[0].data_offset_sectors, std::optional<std::uint64_t>(2048));
    // A reshape stopped half way is not reshaped again.
    ReshapeInput input;
    input.status = status;
    input.sysfs = sysfs;
    input.status.sync_action = "idle";
    EXPECT_TRUE(has(refusal(input, adding({"/dev/vdf"})), "busy (reshape)"));
}

namespace {
// A scratch copy of the recorded reshape (raid5-grow-half) to change attributes in.
fs::path growHalfCopy(const std::string& tag)
{
    const fs::path root =
        fs::temp_directory_path() / ("arraymark-reshape-" + tag + "-" + std::to_string(::getpid()));
    fs::remove_all(root);
    fs::copy(test::kTestData / "raid/reshape/raid5-grow-half", root, fs::copy_options::recursive);
    return root;
}
} // namespace

TEST(ReshapeStatus, NewAndOldChunkAreBothRead)
{
    const fs::path root = growHalfCopy("chunk");
    const fs::path md = root / "sys/block/md127/md";
    std::ofstream(md / "raid_disks") << "3\n";
    std::ofstream(md / "chunk_size") << "65536 (524288)\n";
    std::ofstream(md / "layout") << "2 (2)\n";
    const drives::SystemRoots roots{root / "sys", root / "proc", root / "dev"};
    const auto status = readArrayStatus(roots, "md127");
    EXPECT_EQ(status.chunk_bytes, 65536U);
    EXPECT_EQ(status.reshape_from_chunk_bytes, std::optional<std::uint64_t>(524288));
    EXPECT_FALSE(status.reshape_from_raid_disks.has_value());
    EXPECT_EQ(status.layout, std::optional<std::uint32_t>(2));
    std::ofstream(md / "chunk_size") << "65536 (junk)\n";
    EXPECT_THROW(readMdSysfs(roots, "md127"), ParseError);
    fs::remove_all(root);
}

TEST(ReshapeStatus, AnInactiveContainersEmptyAttributesReadAsAbsent)
{
    // An imsm container (md127, inactive) reads "" for raid_disks and has no sizes: VM 42 and
    // 44 found `array list` failing on it once raid_disks was read as "NEW (OLD)".
    const fs::path root = growHalfCopy("empty");
    const fs::path md = root / "sys/block/md127/md";
    std::ofstream(md / "raid_disks") << "\n";
    std::ofstream(md / "component_size") << "\n";
    std::ofstream(md / "reshape_position") << "none\n";
    const drives::SystemRoots roots{root / "sys", root / "proc", root / "dev"};
    MdSysfs sysfs;
    EXPECT_NO_THROW(sysfs = readMdSysfs(roots, "md127"));
    EXPECT_FALSE(sysfs.raid_disks.has_value());
    EXPECT_FALSE(sysfs.component_kib.has_value());
    EXPECT_FALSE(sysfs.reshape_position.has_value());
    fs::remove_all(root);
}

TEST(ReshapeRecord, AssembleFindsTheBackupFileUntilMdadmRemovesIt)
{
    const fs::path dir =
        fs::temp_directory_path() / ("arraymark-reshape-record-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    EXPECT_TRUE(readReshapeRecords(dir).empty()); // no directory yet
    const fs::path backup = dir / "md127-reshape.backup";
    writeReshapeRecord(dir, {"1234:5678:9abc:def0", "md127", "/dev/md/data", backup.string()});
    std::ofstream(backup) << "x";
    auto records = readReshapeRecords(dir);
    ASSERT_EQ(records.size(), 1U);
    EXPECT_EQ(records[0].devname, "/dev/md/data");
    for (const std::string given : {"data", "/dev/md/data", "md127", "/dev/md127"})
        EXPECT_TRUE(reshapeRecordFor(records, given, std::nullopt).has_value()) << given;
    EXPECT_FALSE(reshapeRecordFor(records, std::string("other"), std::nullopt).has_value());
    EXPECT_TRUE(
        reshapeRecordFor(records, std::nullopt, std::string("1234:5678:9abc:def0")).has_value());
    EXPECT_TRUE(reshapeRecordFor(records, std::nullopt, std::nullopt).has_value()); // --scan
    const Step step =
        withBackupFile(assembleStep(std::string("/dev/md/data"), std::nullopt), records[0]);
    EXPECT_EQ(step.argv,
              (Argv{"mdadm", "--assemble", "/dev/md/data", "--backup-file=" + backup.string()}));
    EXPECT_TRUE(step.leaves_process) << "mdadm forks the process that continues the reshape";
    EXPECT_EQ(
        withBackupFile(assembleStep(std::string("/dev/md/data"), std::nullopt), records[0], true)
            .argv,
        (Argv{"mdadm", "--assemble", "/dev/md/data", "--backup-file=" + backup.string(),
              "--invalid-backup"}));
    EXPECT_TRUE(criticalSectionNotRestored(
        "mdadm: Failed to restore critical section for reshape, sorry.\n"));
    EXPECT_FALSE(criticalSectionNotRestored("mdadm: /dev/md/data has been started"));
    // mdadm refuses a backup file with --scan: the record names the array and its UUID.
    EXPECT_EQ(withBackupFile(assembleStep(std::nullopt, std::nullopt), records[0]).argv,
              (Argv{"mdadm", "--assemble", "/dev/md/data", "--uuid=1234:5678:9abc:def0",
                    "--backup-file=" + backup.string()}));
    EXPECT_EQ(
        withBackupFile(assembleStep(std::nullopt, std::string("1234:5678:9abc:def0")), records[0])
            .argv,
        (Argv{"mdadm", "--assemble", "/dev/md/data", "--uuid=1234:5678:9abc:def0",
              "--backup-file=" + backup.string()}));
    // Two interrupted reshapes: --scan cannot choose.
    writeReshapeRecord(dir, {"", "md126", "", backup.string()});
    records = readReshapeRecords(dir);
    EXPECT_EQ(records.size(), 2U);
    EXPECT_THROW(reshapeRecordFor(records, std::nullopt, std::nullopt), std::runtime_error);
    // mdadm removed the backup file when the reshape ended: the records go too.
    fs::remove(backup);
    EXPECT_TRUE(readReshapeRecords(dir).empty());
    EXPECT_FALSE(fs::exists(dir / "1234-5678-9abc-def0.json"));
    fs::remove_all(dir);
}

namespace {
// machine1 with an md driver: md0 is a raid1 of sdd1 and sde1 (not mounted here), nvme1n1 free.
struct ReshapeMachine {
    ReshapeMachine()
    {
        root = fs::temp_directory_path() / ("arraymark-reshape-" + std::to_string(::getpid()));
        test::writeReshapeMachine(root);
        roots = {root / "sys", root / "proc", root / "dev"};
        state = root / "state";
    }
    ~ReshapeMachine() { fs::remove_all(root); }
    // Makes the filesystem holding `path` look like it lives on `device` of this tree.
    void placeFilesystemOn(const fs::path& path, const std::string& device) const
    {
        struct stat st {};
        ASSERT_EQ(::stat(path.c_str(), &st), 0);
        const fs::path link =
            root / "sys/dev/block" / fmt::format("{}:{}", major(st.st_dev), minor(st.st_dev));
        fs::create_directories(link.parent_path());
        fs::create_directory_symlink(root / "sys/block" / device, link);
    }
    fs::path root;
    fs::path state;
    drives::SystemRoots roots;
};
} // namespace

TEST(ReshapeOperation, PlansAMirrorToRaid5OnAFreeDriveOfARecordedMachine)
{
    const ReshapeMachine machine;
    ReshapeRequest request = adding({"nvme1n1"});
    request.level = Level::Raid5;
    const auto plan = reshapeOperation(machine.roots, "md0", request, machine.state);
    EXPECT_EQ(argvs(plan), (std::vector<Argv>{
                               {"mdadm", "--manage", "/dev/md0", "--add", "/dev/nvme1n1"},
                               {"mdadm", "--grow", "/dev/md0", "--level=raid5"},
                               {"mdadm", "--grow", "/dev/md0", "--raid-devices=3"},
                           }));
    EXPECT_EQ(plan.before.capacity_bytes, 3906762752ULL * 512);
    EXPECT_EQ(plan.after.level, Level::Raid5);
    EXPECT_FALSE(fs::exists(machine.state)); // nothing written
}

TEST(ReshapeOperation, RefusesADriveInUseAndABackupFileOnTheArrayOrAMember)
{
    const ReshapeMachine machine;
    ReshapeRequest request = adding({"/dev/sdc2"}); // mounted at /
    try {
        reshapeOperation(machine.roots, "md0", request, machine.state);
        FAIL() << "a mounted device must not join";
    } catch (const std::runtime_error& error) {
        EXPECT_TRUE(has(error.what(), "mounted at /")) << error.what();
        EXPECT_TRUE(has(error.what(), "nothing was written")) << error.what();
    }
    // The backup file's folder is on md0 itself (the fixture says so for this temp folder).
    const fs::path folder = machine.root / "on-md0";
    fs::create_directories(folder);
    machine.placeFilesystemOn(folder, "md0");
    auto below = devicesUnderPath((folder / "x.backup").string(), machine.roots);
    ASSERT_FALSE(below.empty());
    EXPECT_EQ(below.front(), "md0");
    std::sort(below.begin(), below.end());
    EXPECT_EQ(below, (std::vector<std::string>{"md0", "sdd", "sdd1", "sde", "sde1"}));
    ReshapeRequest raid5 = adding({"nvme1n1"});
    raid5.level = Level::Raid5;
    raid5.backup_file = (folder / "md0.backup").string();
    try {
        reshapeOperation(machine.roots, "md0", raid5, machine.state);
        FAIL() << "a backup file on the array must be refused";
    } catch (const OperationRefused& refused) {
        EXPECT_TRUE(has(refused.what(), "the file would be on /dev/md0 itself")) << refused.what();
    }
    // On a member (a partition of it: sdd1 via its disk sdd counts too).
    const auto status = readArrayStatus(machine.roots, "md0");
    EXPECT_TRUE(
        has(backupPlaceProblem("/mnt/x.backup", status, devicesBelow("sdd1", machine.roots.sysfs)),
            "a member of /dev/md0"));
    EXPECT_TRUE(
        backupPlaceProblem("/mnt/x.backup", status, devicesBelow("sdb", machine.roots.sysfs))
            .empty());
    EXPECT_TRUE(has(backupPlaceProblem("relative.backup", status, {}), "absolute path"));
    std::ofstream(machine.root / "exists.backup") << "x";
    EXPECT_TRUE(has(backupPlaceProblem((machine.root / "exists.backup").string(), status, {}),
                    "the file exists"));
}
