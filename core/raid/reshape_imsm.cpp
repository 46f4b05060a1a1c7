#include "core/raid/reshape_imsm.h"

#include <algorithm>
#include <bit>
#include <set>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/raid/geometry.h"
#include "core/raid/plan.h"
#include "core/util/units.h"

namespace am::raid {

namespace {

constexpr const char* kMdadm = "mdadm";

std::string size(std::uint64_t bytes) { return util::formatSize(bytes, util::SizeUnits::Binary); }

// The bytes each member of a volume uses, from its size (imsm sizes are whole chunks).
std::uint64_t memberBytesOf(const ArrayStatus& volume, Level level)
{
    const std::uint32_t members = std::max(1u, volume.raid_disks);
    if (level == Level::Raid10) return volume.size_bytes * 2 / members;
    return volume.size_bytes / std::max(1u, dataMembers(level, members));
}

// "external:/md127/1" -> 1: the volume's place in the container's metadata.
int subarrayIndex(const ArrayStatus& volume)
{
    const auto slash = volume.metadata.rfind('/');
    if (slash == std::string::npos) return 0;
    try {
        return std::stoi(volume.metadata.substr(slash + 1));
    } catch (const std::exception&) {
        return 0;
    }
}

// The disks of the container no volume uses: mdmon takes the disks a reshape needs from these.
std::uint32_t freeDisks(const ImsmContainerView& view)
{
    std::set<std::string> used;
    for (const auto& volume : view.volumes)
        for (const auto& member : volume.members) used.insert(member.name);
    return static_cast<std::uint32_t>(
        std::count_if(view.container.members.begin(), view.container.members.end(),
                      [&](const MemberStatus& disk) { return !used.contains(disk.name); }));
}

void requireIdle(const ArrayStatus& volume)
{
    const bool busy = volume.sync_pending || volume.reshape_position_bytes ||
                      (!volume.sync_action.empty() && volume.sync_action != "idle" &&
                       volume.sync_action != "frozen");
    if (busy)
        refuseReshape(fmt::format("{} is busy ({}): a reshape starts only when every volume of "
                                  "its container is idle; wait with `arraymark-cli array wait {}`",
                                  volume.path,
                                  volume.reshape_position_bytes ? "reshape" : volume.sync_action,
                                  volume.name));
    if (volume.degraded > 0)
        refuseReshape(fmt::format("{} is degraded ({} of {} members missing): rebuild it before "
                                  "a reshape",
                                  volume.path, volume.degraded, volume.raid_disks));
}

Level imsmLevelOf(const ArrayStatus& volume)
{
    const auto level = parseLevel(volume.level);
    if (!level || (*level != Level::Raid0 && *level != Level::Raid1 && *level != Level::Raid5 &&
                   *level != Level::Raid10))
        refuseReshape(fmt::format("{} is {}: an imsm volume is raid0, raid1, raid5 or raid10",
                                  volume.path, volume.level));
    return *level;
}

Step growStep(const std::string& path, std::vector<std::string> options, std::string purpose)
{
    std::vector<std::string> argv{kMdadm, "--grow", path};
    argv.insert(argv.end(), options.begin(), options.end());
    Step step = runStep(std::move(argv), std::move(purpose));
    // For external metadata mdadm forks the process that drives the reshape beside mdmon.
    step.leaves_process = true;
    return step;
}

struct Target {
    const ArrayStatus* volume = nullptr; // the volume the plan's before and after describe
    bool whole_container = false;        // the container was named
    Level level = Level::Raid0;
    std::uint64_t member_bytes = 0;
};

// Disks that join the container before the grow, and the count the plan may take from it.
std::uint32_t addDisks(ReshapePlan& plan, const ImsmContainerView& view,
                       const ReshapeRequest& request, std::uint32_t needed)
{
    const std::uint32_t spares = freeDisks(view);
    const auto added = static_cast<std::uint32_t>(request.add.size());
    if (spares + added < needed)
        refuseReshape(fmt::format("{} needs {} free disk(s) in its container {} and it has {}; "
                                  "{} more must be added with --add",
                                  plan.array_path, needed, view.container.path, spares + added,
                                  needed - spares - added));
    for (const auto& device : request.add)
        plan.steps.push_back(memberStep(view.container.path, MemberAction::Add, device));
    if (spares + added > needed)
        plan.notes.push_back(fmt::format("{} free disk(s) stay spares in {}",
                                         spares + added - needed, view.container.path));
    return needed;
}

void planCapacityExpansion(ReshapePlan& plan, const Target& target, const ImsmContainerView& view,
                           const ReshapeRequest& request)
{
    const std::uint32_t n0 = target.volume->raid_disks;
    for (const auto& volume : view.volumes) {
        const Level level = imsmLevelOf(volume);
        if (level != Level::Raid0 && level != Level::Raid5)
            refuseReshape(fmt::format("{} holds {}, a {} volume: imsm adds disks to a container "
                                      "only when every volume in it is raid0 or raid5",
                                      view.container.path, volume.path, volume.level));
        if (volume.raid_disks != n0)
            refuseReshape(fmt::format("the volumes of {} have {} and {} members: imsm grows a "
                                      "container only when every volume spans the same disks",
                                      view.container.path, n0, volume.raid_disks));
        if (volume.chunk_bytes && memberBytesOf(volume, level) % volume.chunk_bytes != 0)
            refuseReshape(fmt::format("{}: the {} each member holds is not a whole number of "
                                      "{} chunks, which an imsm grow needs",
                                      volume.path, size(memberBytesOf(volume, level)),
                                      size(volume.chunk_bytes)));
    }
    const auto added = static_cast<std::uint32_t>(request.add.size());
    const std::uint32_t n1 = request.raid_devices.value_or(n0 + added);
    if (n1 <= n0)
        refuseReshape(fmt::format("--raid-devices {}: imsm only adds disks to {} (it spans {} "
                                  "now); give more than {}",
                                  n1, view.container.path, n0, n0));
    addDisks(plan, view, request, n1 - n0);
    plan.steps.push_back(growStep(
        view.container.path, {fmt::format("--raid-devices={}", n1)},
        fmt::format("grow {} and every volume in it to {} disks", view.container.path, n1)));
    plan.after = reshapeShape(target.level, n1, target.volume->chunk_bytes, target.member_bytes);
    plan.restripes = true;
    plan.reshape_member_bytes = target.member_bytes;
    for (const auto& volume : view.volumes) {
        if (&volume == target.volume) continue;
        const Level level = imsmLevelOf(volume);
        const std::uint64_t member = memberBytesOf(volume, level);
        plan.notes.push_back(
            fmt::format("{} ({}) grows with it, one volume after the other: {} -> {}", volume.path,
                        volume.level, size(volume.size_bytes),
                        size(reshapeShape(level, n1, volume.chunk_bytes, member).capacity_bytes)));
    }
}

void planLevelMigration(ReshapePlan& plan, const Target& target, const ImsmContainerView& view,
                        const ReshapeRequest& request, Level to)
{
    const ArrayStatus& volume = *target.volume;
    const ImsmLevelMigration* migration = findImsmLevelMigration(target.level, to);
    if (!migration) {
        std::vector<std::string> possible;
        for (const auto& each : kImsmLevelMigrations)
            if (each.from == target.level) possible.push_back(toString(each.to));
        refuseReshape(fmt::format(
            "--level {}: imsm cannot migrate {} from {} to {} (from {} it migrates to {})",
            toString(to), volume.path, toString(target.level), toString(to), toString(target.level),
            possible.empty() ? std::string("nothing")
                             : fmt::format("{}", fmt::join(possible, " or "))));
    }
    const std::uint32_t n0 = volume.raid_disks;
    if (migration->members_from && n0 != migration->members_from)
        refuseReshape(fmt::format("--level {}: imsm migrates only a {}-member {} to {}, and {} "
                                  "has {}",
                                  toString(to), migration->members_from, toString(target.level),
                                  toString(to), volume.path, n0));
    if (view.volumes.size() > 1)
        refuseReshape(fmt::format("--level {}: imsm changes a volume's level only when it is "
                                  "alone in its container, and {} holds {} volumes",
                                  toString(to), view.container.path, view.volumes.size()));
    if (request.chunk_bytes)
        refuseReshape(fmt::format("--chunk with --level: imsm migrates one thing at a time; "
                                  "change the level of {} first, then the chunk",
                                  volume.path));
    const std::uint32_t n1 = migration->members_to ? migration->members_to : n0 + 1;
    if (request.raid_devices && *request.raid_devices != n1)
        refuseReshape(fmt::format("--raid-devices {}: imsm's {} to {} gives {} members, no "
                                  "other count",
                                  *request.raid_devices, toString(target.level), toString(to), n1));
    if (n1 > n0)
        addDisks(plan, view, request, n1 - n0);
    else if (!request.add.empty())
        addDisks(plan, view, request, 0);
    std::vector<std::string> options{"--level=" + toString(to)};
    // imsm's raid5 is left-asymmetric only; mdadm 4.2 asks for another layout unless told.
    if (to == Level::Raid5) options.push_back("--layout=left-asymmetric");
    plan.steps.push_back(
        growStep(volume.path, std::move(options),
                 fmt::format("migrate {} to {} of {} members", volume.path, toString(to), n1)));
    plan.after = reshapeShape(to, n1, volume.chunk_bytes, target.member_bytes);
    plan.restripes = to == Level::Raid5;
    plan.reshape_member_bytes = target.member_bytes;
    plan.notes.push_back(std::string(migration->how));
}

void planChunkMigration(ReshapePlan& plan, const Target& target, std::uint64_t chunk)
{
    const ArrayStatus& volume = *target.volume;
    if (target.level != Level::Raid0 && target.level != Level::Raid5)
        refuseReshape(fmt::format("--chunk {}: imsm changes the chunk of a raid0 or raid5 "
                                  "volume, and {} is {}",
                                  size(chunk), volume.path, volume.level));
    if (!std::has_single_bit(chunk) || chunk < 4096)
        refuseReshape(
            fmt::format("--chunk {}: a chunk is a power of two of at least 4 KiB", size(chunk)));
    if (target.member_bytes % chunk != 0)
        refuseReshape(fmt::format("--chunk {}: it does not divide the {} each member of {} uses "
                                  "(mdadm: \"New chunk size does not evenly divide device "
                                  "size\")",
                                  size(chunk), size(target.member_bytes), volume.path));
    if (chunk == volume.chunk_bytes)
        refuseReshape(
            fmt::format("nothing to change: {} already has a {} chunk", volume.path, size(chunk)));
    plan.steps.push_back(
        growStep(volume.path, {fmt::format("--chunk={}", chunk / 1024)},
                 fmt::format("change the chunk of {} to {}", volume.path, size(chunk))));
    plan.after = reshapeShape(target.level, volume.raid_disks, chunk, target.member_bytes);
    plan.restripes = true;
    plan.reshape_member_bytes = target.member_bytes;
}

// mdadm 4.2's imsm size rule (super-intel.c imsm_analyze_change, imsm_get_free_size,
// merge_extents, get_extents), in 512-byte sectors: each disk keeps its metadata and a reserve at
// its end, and the free region after a volume starts only past a gap.
constexpr std::uint64_t kImsmEndReserveSectors = 2210 + 8192; // MPB_SECTOR_CNT + reserved
constexpr std::uint64_t kImsmGapSectors = 8192;               // IMSM_RESERVED_SECTORS
constexpr std::uint64_t kImsmSizeRoundSectors = 2048;         // sizes are whole MiB

// What `mdadm --grow VOLUME --size=max` makes each member of the container's last volume use:
// the free region after it (less the gap, whole chunks) added to what it uses, whole chunks
// (raid1: any) and whole MiB. 0 when nothing is free.
std::uint64_t imsmMaxMemberBytes(const ReshapeInput& input, const Target& target)
{
    constexpr std::uint64_t kSector = 512;
    std::uint64_t smallest_disk = UINT64_MAX;
    for (const auto bytes : input.member_device_bytes)
        if (bytes) smallest_disk = std::min(smallest_disk, bytes / kSector);
    std::uint64_t start = 0;
    for (const auto& member : input.sysfs.members)
        if (member.slot && member.data_offset_sectors) start = *member.data_offset_sectors;
    const std::uint64_t current = target.member_bytes / kSector;
    const std::uint64_t used_end = start + current + kImsmGapSectors + kImsmEndReserveSectors;
    if (smallest_disk == UINT64_MAX || smallest_disk <= used_end) return 0;
    const std::uint64_t chunk = target.volume->chunk_bytes / kSector;
    std::uint64_t free = smallest_disk - used_end;
    if (chunk) free -= free % chunk;
    std::uint64_t most = current + free;
    if (chunk && target.level != Level::Raid1) most -= most % chunk;
    most -= most % kImsmSizeRoundSectors;
    return most > current ? most * kSector : 0;
}

void planSizeMax(ReshapePlan& plan, const Target& target, const ImsmContainerView& view,
                 const ReshapeInput& input, const ReshapeRequest& request)
{
    const ArrayStatus& volume = *target.volume;
    if (target.whole_container)
        refuseReshape(fmt::format("--size max: a size belongs to a volume, and {} is an imsm "
                                  "container; name its last volume",
                                  view.container.path));
    if (!request.add.empty() || request.raid_devices || request.chunk_bytes ||
        (request.level && *request.level != target.level))
        refuseReshape(fmt::format("--size max goes alone: imsm changes one thing at a time "
                                  "(mdadm: \"Size change should be the only one at a time\"); "
                                  "grow {} first, then reshape it again",
                                  volume.path));
    if (target.level == Level::Raid0)
        refuseReshape(fmt::format("--size max: md does not change a raid0's member size, and {} "
                                  "is raid0 (the kernel answers \"No space left on device\")",
                                  volume.path));
    const auto last = std::max_element(
        view.volumes.begin(), view.volumes.end(),
        [](const auto& a, const auto& b) { return subarrayIndex(a) < subarrayIndex(b); });
    if (last != view.volumes.end() && last->name != volume.name)
        refuseReshape(fmt::format("--size max: imsm grows only the last volume of a container "
                                  "into the free space after it, and the last of {} is {}, not "
                                  "{} (mdadm: \"The last volume in container can be expanded "
                                  "only\")",
                                  view.container.path, last->path, volume.path));
    const std::uint64_t after = imsmMaxMemberBytes(input, target);
    if (after == 0)
        refuseReshape(fmt::format("--size max: the disks of {} have no free space after {} "
                                  "(each member uses {}; imsm keeps {} at each disk's end and a "
                                  "{} gap after a volume)",
                                  view.container.path, volume.path, size(target.member_bytes),
                                  size(kImsmEndReserveSectors * 512), size(kImsmGapSectors * 512)));
    plan.steps.push_back(
        growStep(volume.path, {"--size=max"},
                 fmt::format("use the free space of the disks after {}: each "
                             "member {} -> {}",
                             volume.path, size(target.member_bytes), size(after))));
    plan.after = reshapeShape(target.level, volume.raid_disks, volume.chunk_bytes, after);
    plan.reshape_member_bytes = after - target.member_bytes;
    plan.notes.push_back("the new part of each member is synchronised in the background, "
                         "nothing moves; the volume stays usable");
}

} // namespace

const ImsmLevelMigration* findImsmLevelMigration(Level from, Level to)
{
    for (const auto& migration : kImsmLevelMigrations)
        if (migration.from == from && migration.to == to) return &migration;
    return nullptr;
}

ReshapePlan planImsmReshape(const ReshapeInput& input, const ReshapeRequest& request)
{
    const ImsmContainerView& view = *input.imsm;
    const ArrayStatus& named = input.status;
    Target target;
    target.whole_container = named.level == "container";
    if (view.volumes.empty())
        refuseReshape(fmt::format("{} holds no volume to reshape", view.container.path));
    if (target.whole_container) {
        target.volume = &*std::min_element(
            view.volumes.begin(), view.volumes.end(),
            [](const auto& a, const auto& b) { return subarrayIndex(a) < subarrayIndex(b); });
    } else {
        const auto found = std::find_if(view.volumes.begin(), view.volumes.end(),
                                        [&](const auto& each) { return each.name == named.name; });
        target.volume = found == view.volumes.end() ? &named : &*found;
    }
    for (const auto& volume : view.volumes) requireIdle(volume);
    target.level = imsmLevelOf(*target.volume);
    target.member_bytes = input.sysfs.component_kib && !target.whole_container
                              ? *input.sysfs.component_kib * 1024
                              : memberBytesOf(*target.volume, target.level);

    const ArrayStatus& volume = *target.volume;
    const bool level_change = request.level && *request.level != target.level;
    ReshapePlan plan = reshapePlanOf(input, request);
    plan.before =
        reshapeShape(target.level, volume.raid_disks, volume.chunk_bytes, target.member_bytes);
    if (volume.size_bytes) plan.before.capacity_bytes = volume.size_bytes;
    plan.backup_reason = "not needed: imsm keeps the reshape's checkpoint in its metadata, which "
                         "mdmon writes";

    if (request.backup_file)
        refuseReshape(fmt::format("--backup-file {}: an imsm reshape keeps its checkpoint in the "
                                  "metadata and takes no backup file",
                                  *request.backup_file));
    if (target.whole_container && (level_change || request.chunk_bytes))
        refuseReshape(fmt::format("{} is an imsm container: a level or chunk belongs to a "
                                  "volume; name the volume ({}) instead",
                                  named.path, volume.path));
    if (request.size_max) {
        planSizeMax(plan, target, view, input, request);
    } else if (level_change) {
        planLevelMigration(plan, target, view, request, *request.level);
    } else if (request.chunk_bytes) {
        if (!request.add.empty() || request.raid_devices)
            refuseReshape(fmt::format("--chunk with --add or --raid-devices: imsm migrates one "
                                      "thing at a time; grow {} first, then change the chunk",
                                      view.container.path));
        planChunkMigration(plan, target, *request.chunk_bytes);
    } else if (!request.add.empty() || request.raid_devices) {
        planCapacityExpansion(plan, target, view, request);
    } else {
        refuseReshape(fmt::format("nothing to change for {}: give --add, --raid-devices, "
                                  "--size max, --level or --chunk",
                                  named.path));
    }
    if (plan.restripes)
        plan.notes.push_back("md rewrites every stripe in the background while mdmon records "
                             "how far it came; the volume stays usable, slower, until it ends");
    return plan;
}

} // namespace am::raid
