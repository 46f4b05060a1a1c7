#include "core/raid/reshape_plan.h"

#include <algorithm>
#include <bit>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/raid/geometry.h"
#include "core/raid/operation_refused.h"
#include "core/raid/plan.h"
#include "core/raid/reshape_backup.h"
#include "core/raid/reshape_imsm.h"
#include "core/util/process_runner.h"
#include "core/util/units.h"

namespace am::raid {

namespace {

constexpr const char* kMdadm = "mdadm";
constexpr std::uint64_t kSector = 512;

[[noreturn]] void refuse(const std::string& message) { refuseReshape(message); }

std::string size(std::uint64_t bytes) { return util::formatSize(bytes, util::SizeUnits::Binary); }

std::uint32_t dataDisks(Level level, std::uint32_t members) { return dataMembers(level, members); }

std::uint64_t capacityOf(Level level, std::uint32_t members, std::uint64_t member_bytes)
{
    if (level == Level::Raid10) return member_bytes * members / 2;
    return member_bytes * dataDisks(level, members);
}

ReshapeShape shape(Level level, std::uint32_t members, std::uint64_t chunk,
                   std::uint64_t member_bytes)
{
    ReshapeShape result;
    result.level = level;
    result.raid_devices = members;
    result.chunk_bytes = usesChunk(level) ? chunk : 0;
    result.member_bytes = member_bytes;
    result.capacity_bytes = capacityOf(level, members, member_bytes);
    result.fault_tolerance = faultTolerance(level, members);
    return result;
}

Step growStep(const std::string& path, std::vector<std::string> options, std::string purpose)
{
    std::vector<std::string> argv{kMdadm, "--grow", path};
    argv.insert(argv.end(), options.begin(), options.end());
    return runStep(std::move(argv), std::move(purpose));
}

std::uint32_t spareCount(const ArrayStatus& status)
{
    return static_cast<std::uint32_t>(
        std::count_if(status.members.begin(), status.members.end(),
                      [](const MemberStatus& member) { return member.role == "spare"; }));
}

// How the filesystem is made smaller, for the refusal of a shrink below it.
std::string shrinkHint(const std::string& filesystem, const std::string& path, std::uint64_t bytes)
{
    if (filesystem.starts_with("ext"))
        return fmt::format(" (resize2fs {} {}K, unmounted)", path, bytes / 1024);
    if (filesystem == "btrfs")
        return fmt::format(" (btrfs filesystem resize {}K MOUNTPOINT, mounted)", bytes / 1024);
    if (filesystem == "xfs") return " (xfs cannot shrink: copy its data off and make it anew)";
    return {};
}

// The typed confirmation: the array's kernel name or its /dev path (the caller resolves
// NAME and /dev/md/NAME to the kernel name before planning).
bool confirms(const std::optional<std::string>& force_name, const ArrayStatus& status)
{
    if (!force_name) return false;
    return *force_name == status.name || *force_name == status.path;
}

} // namespace

void refuseReshape(const std::string& message)
{
    throw OperationRefused(kReshapeRefused, message + "; nothing was written");
}

ReshapePlan reshapePlanOf(const ReshapeInput& input, const ReshapeRequest& request)
{
    ReshapePlan plan;
    plan.md_name = input.status.name;
    plan.array_path = input.status.path;
    plan.added = request.add;
    plan.filesystem = input.filesystem;
    plan.filesystem_usage = input.filesystem_usage;
    return plan;
}

ReshapeShape reshapeShape(Level level, std::uint32_t members, std::uint64_t chunk,
                          std::uint64_t member_bytes)
{
    return shape(level, members, chunk, member_bytes);
}

const LevelChange* findLevelChange(Level from, Level to)
{
    for (const auto& change : kLevelChanges)
        if (change.from == from && change.to == to) return &change;
    return nullptr;
}

Level reshapeLevelOf(const ArrayStatus& status)
{
    const auto level = parseLevel(status.level);
    if (!level || *level == Level::Raid1c3)
        throw OperationRefused(kReshapeRefused,
                               fmt::format("{} is {}: ArrayMark reshapes md raid0, raid1, raid5, "
                                           "raid6 and raid10 arrays; nothing was written",
                                           status.path, status.level));
    return *level;
}

namespace {

// The md half of planReshape: everything but the checks common to md and imsm.
ReshapePlan planMdReshape(const ReshapeInput& input, const ReshapeRequest& request,
                          const std::string& default_backup_file)
{
    const ArrayStatus& status = input.status;
    const std::string& path = status.path;
    const Level level = reshapeLevelOf(status);
    const bool busy =
        status.sync_pending || (!status.sync_action.empty() && status.sync_action != "idle" &&
                                status.sync_action != "frozen");
    if (busy || status.reshape_position_bytes)
        refuse(fmt::format("{} is busy ({}): a reshape starts only on an idle array; wait with "
                           "`arraymark-cli array wait {}`",
                           path, status.reshape_position_bytes ? "reshape" : status.sync_action,
                           status.name));
    if (status.degraded > 0)
        refuse(fmt::format("{} is degraded ({} of {} members missing): rebuild it before a "
                           "reshape, which rewrites every stripe without the redundancy it lacks",
                           path, status.degraded, status.raid_disks));

    const std::uint32_t n0 = status.raid_disks;
    const auto added = static_cast<std::uint32_t>(request.add.size());
    const Level target = request.level.value_or(level);
    const bool level_change = target != level;
    if (request.add.empty() && !request.raid_devices && !request.size_max && !level_change &&
        !request.chunk_bytes)
        refuse(fmt::format("nothing to change for {}: give --add, --raid-devices, --size max, "
                           "--level or --chunk",
                           path));

    std::uint64_t member_bytes = input.sysfs.component_kib.value_or(0) * 1024;
    if (member_bytes == 0) {
        // raid0 keeps no component size: the least any member uses.
        for (const auto& member : input.sysfs.members)
            if (member.used_kib && member.slot)
                member_bytes = member_bytes == 0 ? *member.used_kib * 1024
                                                 : std::min(member_bytes, *member.used_kib * 1024);
    }
    if (member_bytes == 0 && n0 > 0) member_bytes = status.size_bytes / std::max(1u, n0);
    const std::uint64_t chunk0 = status.chunk_bytes;

    ReshapePlan plan = reshapePlanOf(input, request);
    plan.before = shape(level, n0, chunk0, member_bytes);
    plan.before.capacity_bytes = status.size_bytes ? status.size_bytes : plan.before.capacity_bytes;

    const auto addSteps = [&](std::vector<Step>& steps) {
        for (const auto& device : request.add)
            steps.push_back(memberStep(path, MemberAction::Add, device));
    };

    // --size max: alone (mdadm changes the component size in an operation of its own).
    if (request.size_max) {
        if (!request.add.empty() || request.raid_devices || level_change || request.chunk_bytes)
            refuse(fmt::format("--size max goes alone: mdadm changes the size of {} in an "
                               "operation of its own; reshape with --size max first, then again "
                               "for the other changes",
                               path));
        if (level == Level::Raid0)
            refuse(fmt::format("{} is raid0: md does not change a raid0's member size (mdadm: "
                               "\"Component size change is not supported for RAID0\")",
                               path));
        std::uint64_t smallest = UINT64_MAX;
        std::size_t index = 0;
        for (const auto& member : input.sysfs.members) {
            if (!member.slot || member.has("faulty")) continue;
            const std::uint64_t device =
                index < input.member_device_bytes.size() ? input.member_device_bytes[index] : 0;
            ++index;
            const std::uint64_t offset = member.data_offset_sectors.value_or(0) * kSector;
            // 1.0 keeps its superblock and bitmap at the end.
            const std::uint64_t tail = input.sysfs.metadata_version == "1.0" ? 264 * kSector : 0;
            smallest = std::min(smallest, device > offset + tail ? device - offset - tail : 0);
        }
        if (smallest == UINT64_MAX) smallest = member_bytes;
        const std::uint64_t round = chunk0 ? chunk0 : 64 * 1024;
        const std::uint64_t after = smallest - smallest % round;
        if (after <= member_bytes + round)
            refuse(fmt::format("--size max: the members of {} have no more room (each uses {}; "
                               "the smallest offers {}): replace the smaller members first "
                               "(array replace), then grow",
                               path, size(member_bytes), size(after)));
        plan.after = shape(level, n0, chunk0, after);
        plan.steps.push_back(growStep(path, {"--size=max"},
                                      fmt::format("use the whole of each member of {}: {} -> {}",
                                                  path, size(member_bytes), size(after))));
        plan.reshape_member_bytes = after - member_bytes;
        plan.backup_reason = "not needed: the new space is synchronised, nothing moves";
        plan.notes.push_back("md synchronises the new part of each member in the background; "
                             "the array stays usable");
    } else {
        // The member count and level after.
        std::uint32_t n1 = n0;
        const LevelChange* change = nullptr;
        if (level_change) {
            change = findLevelChange(level, target);
            if (!change) {
                std::vector<std::string> possible;
                for (const auto& each : kLevelChanges)
                    if (each.from == level) possible.push_back(toString(each.to));
                refuse(fmt::format(
                    "--level {}: md cannot change {} from {} to {} (from {} it converts to {})",
                    toString(target), path, toString(level), toString(target), toString(level),
                    possible.empty() ? std::string("nothing")
                                     : fmt::format("{}", fmt::join(possible, " or "))));
            }
        }
        const std::uint32_t spares = spareCount(status);
        if (level_change) {
            switch (level) {
            case Level::Raid1:
                if (n0 != 2)
                    refuse(fmt::format("--level raid5: mdadm converts only a 2-member mirror to "
                                       "raid5 and {} has {}; fail and remove members down to two "
                                       "first",
                                       path, n0));
                n1 = 2 + added + spares;
                break;
            case Level::Raid5:
                if (target == Level::Raid6) n1 = n0 + std::max(1u, added + spares);
                if (target == Level::Raid0) n1 = n0 - 1;
                if (target == Level::Raid1) {
                    if (n0 != 2)
                        refuse(fmt::format("--level raid1: mdadm converts only a 2-member raid5 "
                                           "to a mirror and {} has {}",
                                           path, n0));
                    n1 = 2;
                }
                break;
            case Level::Raid6:
                n1 = n0 - 1;
                break;
            case Level::Raid0:
                n1 = target == Level::Raid10 ? 2 * n0 : n0 + std::max(1u, added);
                break;
            case Level::Raid10:
                if (status.layout != 0x102u || n0 % 2 != 0)
                    refuse(fmt::format("--level raid0: md turns only a near-2 raid10 of an even "
                                       "member count into raid0, and {} has layout {} and {} "
                                       "members",
                                       path, status.layout.value_or(0), n0));
                n1 = n0 / 2;
                break;
            default:
                break;
            }
        } else if (!request.add.empty()) {
            n1 = n0 + added;
        }
        if (request.raid_devices) {
            const bool fixed = level_change && (target == Level::Raid1 || level == Level::Raid10 ||
                                                target == Level::Raid10 || target == Level::Raid0);
            if (fixed && *request.raid_devices != n1)
                refuse(fmt::format("--raid-devices {}: {} to {} gives {} members, no other count",
                                   *request.raid_devices, toString(level), toString(target), n1));
            n1 = *request.raid_devices;
        }
        if (n1 < minimumMembers(target))
            refuse(fmt::format("{}{} needs at least {} members and {} would have {}{}",
                               request.raid_devices ? fmt::format("--raid-devices {}: ", n1) : "",
                               toString(target), minimumMembers(target), path, n1,
                               request.raid_devices ? "" : "; add drives with --add"));
        if (level_change && target == Level::Raid6 && n1 <= n0)
            refuse(fmt::format("--raid-devices {}: raid5 to raid6 takes one more member (a spare "
                               "as the second parity): at least {}",
                               n1, n0 + 1));

        // The members the new count needs beyond the array's: added ones and its spares.
        const bool takes_spares = !(level == Level::Raid0);
        if (n1 > n0) {
            const std::uint32_t needed = n1 - n0;
            const std::uint32_t available = added + (takes_spares ? spares : 0);
            if (available < needed)
                refuse(fmt::format("--raid-devices {}: {} has {} members and {} spare(s); {} more "
                                   "must be added with --add",
                                   n1, path, n0, spares, needed - available));
            if (level == Level::Raid0 && added != needed)
                refuse(fmt::format("--add: a raid0 holds no spares, so {} to {} members takes "
                                   "exactly {} new device(s), not {}",
                                   path, n1, needed, added));
        }
        if (n1 < n0 && !level_change) {
            if (level == Level::Raid1)
                refuse(fmt::format("--raid-devices {}: a mirror gives up members by fail and "
                                   "remove (array fail, array remove), not by a reshape",
                                   n1));
            if (level == Level::Raid0 || level == Level::Raid10)
                refuse(fmt::format("--raid-devices {}: md cannot take members out of a {}", n1,
                                   toString(level)));
        }

        // Chunk.
        std::uint64_t chunk1 = chunk0;
        if (level == Level::Raid1 && usesChunk(target)) chunk1 = 64 * 1024; // mdadm's takeover
        if (request.chunk_bytes) {
            const std::uint64_t chunk = *request.chunk_bytes;
            if (!usesChunk(target))
                refuse(fmt::format("--chunk {}: {} has no chunk", size(chunk), toString(target)));
            // md changes a near or offset raid10's chunk by moving the data offset (mdadm's
            // analyse_change), never together with a takeover to or from raid0.
            if (level_change && (level == Level::Raid10 || target == Level::Raid10))
                refuse(fmt::format("--chunk {}: mdadm does not change the chunk while {} turns "
                                   "from {} into {}; change the level first, then the chunk",
                                   size(chunk), path, toString(level), toString(target)));
            const std::uint32_t far_copies = (status.layout.value_or(0) >> 8) & 0xff;
            const bool offset_layout = (status.layout.value_or(0) & 0x10000) != 0;
            if (level == Level::Raid10 && far_copies > 1 && !offset_layout)
                refuse(fmt::format("--chunk {}: {} has a far layout, which md does not reshape "
                                   "(mdadm: \"Cannot reshape RAID10 in far-mode\")",
                                   size(chunk), path));
            if (!std::has_single_bit(chunk) || chunk < 4096)
                refuse(fmt::format("--chunk {}: a chunk is a power of two of at least 4 KiB",
                                   size(chunk)));
            if (member_bytes % chunk != 0)
                refuse(fmt::format("--chunk {}: it does not divide the {} each member of {} uses "
                                   "(mdadm: \"New chunk size does not evenly divide device "
                                   "size\")",
                                   size(chunk), size(member_bytes), path));
            chunk1 = chunk;
        }
        const std::uint64_t member1 =
            usesChunk(target) && chunk1 ? member_bytes - member_bytes % chunk1 : member_bytes;
        plan.after = shape(target, n1, chunk1, member1);
        if (!level_change && n1 == n0 && chunk1 == chunk0 && request.add.empty())
            refuse(fmt::format("nothing to change: {} already is {} of {} members{}", path,
                               toString(level), n0,
                               chunk0 ? fmt::format(" with a {} chunk", size(chunk0)) : ""));

        // Restripe: every stripe read and written.
        const std::uint32_t data0 = level == Level::Raid1 ? 1 : dataDisks(level, n0);
        const std::uint32_t data1 = dataDisks(target, n1);
        const bool mirror_only = (level == Level::Raid1 && target == Level::Raid1) ||
                                 (level == Level::Raid0 && target == Level::Raid10) ||
                                 (level == Level::Raid10 && target == Level::Raid0) ||
                                 (level == Level::Raid5 && target == Level::Raid1);
        const bool layout_change = (level == Level::Raid5 && target == Level::Raid6) ||
                                   (level == Level::Raid6 && target == Level::Raid5) ||
                                   (level == Level::Raid0 && target == Level::Raid5) ||
                                   (level == Level::Raid5 && target == Level::Raid0);
        plan.restripes = !mirror_only && (data1 != data0 || chunk1 != chunk0 || layout_change) &&
                         !(data0 == 1 && data1 == 1);
        if (level == Level::Raid1 && target == Level::Raid5 && n1 == 2) plan.restripes = false;
        if (mirror_only && n1 > n0) plan.reshape_member_bytes = member_bytes; // recovery copies
        if (plan.restripes) plan.reshape_member_bytes = member_bytes;

        if (plan.restripes) {
            const BackupDecision backup =
                decideReshapeBackup(input.sysfs, input.member_device_bytes, path,
                                    {level, target, chunk0, data0, chunk1, data1});
            plan.backup_needed = backup.needed;
            plan.backup_reason = backup.reason;
        } else {
            plan.backup_reason = "not needed: no stripe moves";
        }
        if (request.backup_file)
            plan.backup_file = request.backup_file;
        else if (plan.backup_needed)
            plan.backup_file = default_backup_file;
        if (plan.backup_file && !plan.restripes) plan.backup_file.reset();
        if (plan.backup_file && !plan.backup_needed)
            plan.notes.push_back("a backup file was given though md does not need one: mdadm "
                                 "then copies the critical stripes through it");

        // Steps.
        std::vector<std::string> grow_options;
        const auto backup = [&] {
            if (plan.backup_file) grow_options.push_back("--backup-file=" + *plan.backup_file);
        };
        const std::string chunk_option = fmt::format("--chunk={}", chunk1 / 1024);
        if (level_change && level == Level::Raid1) {
            addSteps(plan.steps);
            plan.steps.push_back(growStep(path, {"--level=raid5"},
                                          fmt::format("turn the mirror {} into a 2-member raid5 "
                                                      "(at once, nothing moves)",
                                                      path)));
            if (n1 > 2) {
                grow_options = {fmt::format("--raid-devices={}", n1)};
                if (request.chunk_bytes) grow_options.push_back(chunk_option);
                backup();
                plan.steps.push_back(growStep(
                    path, grow_options, fmt::format("restripe {} over {} members", path, n1)));
            } else if (request.chunk_bytes) {
                plan.steps.push_back(growStep(path, {chunk_option}, "set the chunk"));
            }
        } else if (level == Level::Raid0 && n1 > n0) {
            // A raid0 holds no spares: mdadm adds the devices in the grow itself.
            grow_options = {"--level=" + toString(target), fmt::format("--raid-devices={}", n1)};
            if (request.chunk_bytes) grow_options.push_back(chunk_option);
            backup();
            grow_options.push_back("--add");
            grow_options.insert(grow_options.end(), request.add.begin(), request.add.end());
            plan.steps.push_back(growStep(
                path, grow_options,
                level_change
                    ? fmt::format("turn {} into {} of {} members", path, toString(target), n1)
                    : fmt::format("restripe {} over {} members", path, n1)));
        } else {
            addSteps(plan.steps);
            if (level_change) grow_options.push_back("--level=" + toString(target));
            const bool count_given = n1 != n0 &&
                                     !(level == Level::Raid5 && target == Level::Raid0) &&
                                     !(level == Level::Raid10 && target == Level::Raid0) &&
                                     !(level == Level::Raid5 && target == Level::Raid1);
            if (count_given) grow_options.push_back(fmt::format("--raid-devices={}", n1));
            if (request.chunk_bytes) grow_options.push_back(chunk_option);
            backup();
            if (n1 < n0 && !level_change) {
                // mdadm shrinks only an array already cut to the new size.
                plan.steps.push_back(growStep(
                    path, {fmt::format("--array-size={}", plan.after.capacity_bytes / 1024)},
                    fmt::format("cut {} to {} (reversible until the next step)", path,
                                size(plan.after.capacity_bytes))));
            }
            plan.steps.push_back(growStep(
                path, grow_options,
                level_change
                    ? fmt::format("turn {} into {} of {} members", path, toString(target), n1)
                : n1 != n0 ? fmt::format("{} {} to {} active members", n1 > n0 ? "grow" : "shrink",
                                         path, n1)
                           : fmt::format("change the chunk of {} to {}", path, size(chunk1))));
        }
        if (n1 < n0 && (target == Level::Raid5 || target == Level::Raid6 ||
                        target == Level::Raid1 || target == Level::Raid0))
            plan.notes.push_back(
                fmt::format("{} member(s) leave the array{}; they keep an md superblock", n0 - n1,
                            target == Level::Raid0 ? "" : " as spares"));
        if (n1 > n0 && added > n1 - n0)
            plan.notes.push_back(fmt::format("{} added device(s) stay spares", added - (n1 - n0)));
        if (change) plan.notes.push_back(std::string(change->how));
        if (plan.restripes)
            plan.notes.push_back("md rewrites every stripe in the background; the array stays "
                                 "usable, slower, until it ends");
    }

    // mdadm forks the process that moves the stripes through the backup file.
    for (auto& step : plan.steps)
        for (const auto& arg : step.argv)
            if (arg.starts_with("--backup-file=")) step.leaves_process = true;
    return plan;
}

} // namespace

ReshapePlan planReshape(const ReshapeInput& input, const ReshapeRequest& request,
                        const std::string& default_backup_file)
{
    const ArrayStatus& status = input.status;
    const std::string& path = status.path;
    const bool imsm =
        status.backend == Backend::Imsm || !status.container.empty() || status.metadata == "imsm";
    if (imsm && !input.imsm)
        refuse(fmt::format("{} is an Intel imsm {} and its container was not read", path,
                           status.container.empty() ? "container" : "volume"));
    ReshapePlan plan =
        imsm ? planImsmReshape(input, request) : planMdReshape(input, request, default_backup_file);
    plan.shrinks = plan.after.capacity_bytes < plan.before.capacity_bytes;
    if (plan.shrinks && input.filesystem_usage) {
        // No confirmation makes md keep what lies past the new end.
        const auto& usage = *input.filesystem_usage;
        if (plan.after.capacity_bytes < usage.used_bytes)
            refuse(fmt::format("{} would shrink to {}, below the {} its {} filesystem holds ({}): "
                               "that data cannot fit; free space or add members instead",
                               path, size(plan.after.capacity_bytes), size(usage.used_bytes),
                               input.filesystem, usage.source));
        if (plan.after.capacity_bytes < usage.size_bytes)
            refuse(fmt::format(
                "{} would shrink to {}, but its {} filesystem is {}{} ({} used; {}): shrink the "
                "filesystem to at most {} first{}, then the array",
                path, size(plan.after.capacity_bytes), input.filesystem,
                usage.size_exact ? "" : "at least ", size(usage.size_bytes), size(usage.used_bytes),
                usage.source, size(plan.after.capacity_bytes),
                shrinkHint(input.filesystem, path, plan.after.capacity_bytes)));
    }
    if (plan.shrinks && !confirms(request.force_name, status)) {
        std::string holds;
        if (input.filesystem_usage)
            holds = fmt::format(" and its {} filesystem {} {}", input.filesystem,
                                input.filesystem_usage->size_exact ? "ends at" : "is at least",
                                size(input.filesystem_usage->size_bytes));
        else if (!input.filesystem.empty())
            holds = fmt::format(" and it holds {} (its size could not be read)", input.filesystem);
        refuse(fmt::format("{} would shrink from {} to {}{}: data past {} is lost. Shrink the "
                           "filesystem to at most that first, then confirm with --force-name {}",
                           path, size(plan.before.capacity_bytes), size(plan.after.capacity_bytes),
                           holds, size(plan.after.capacity_bytes), status.name));
    }
    if (plan.before.fault_tolerance > 0 && plan.after.fault_tolerance == 0 &&
        !confirms(request.force_name, status))
        refuse(fmt::format("{} as {} survives no failed member (it survives {} now): confirm "
                           "with --force-name {}",
                           path, toString(plan.after.level), plan.before.fault_tolerance,
                           status.name));
    if (plan.after.capacity_bytes > plan.before.capacity_bytes && !input.filesystem.empty())
        plan.notes.push_back(fmt::format(
            "the {} filesystem on {} keeps its size: grow it afterwards (ext4: resize2fs {}; "
            "xfs: xfs_growfs on its mount point)",
            input.filesystem, path, path));
    return plan;
}

} // namespace am::raid
