#include "core/raid/array_status.h"

#include <filesystem>
#include <stdexcept>

#include "core/raid/geometry.h"
#include "core/raid/types.h"
#include "core/util/text_file.h"

namespace am::raid {

namespace fs = std::filesystem;

std::string toString(ArrayState state)
{
    switch (state) {
    case ArrayState::Clean:
        return "clean";
    case ArrayState::Active:
        return "active";
    case ArrayState::Degraded:
        return "degraded";
    case ArrayState::Resyncing:
        return "resyncing";
    case ArrayState::Recovering:
        return "recovering";
    case ArrayState::Reshaping:
        return "reshaping";
    case ArrayState::Checking:
        return "checking";
    case ArrayState::Inactive:
        return "inactive";
    case ArrayState::Failed:
        return "failed";
    case ArrayState::Container:
        return "container";
    }
    return "?";
}

bool tooDegraded(const std::string& level, std::uint32_t raid_disks, std::uint32_t degraded)
{
    if (degraded == 0) return false;
    const auto parsed = parseLevel(level);
    if (!parsed) return false;
    if (*parsed == Level::Raid10)
        return degraded > raid_disks / 2; // the kernel fails it sooner when a pair is gone
    return degraded > faultTolerance(*parsed, raid_disks);
}

namespace {

// md/bitmap/location: "+8" or "-N" (sectors from the superblock: internal), "file", "none".
std::string bitmapKind(const std::string& location)
{
    if (location.empty()) return "";
    if (location.front() == '+' || location.front() == '-') return "internal";
    return location;
}

std::string memberRole(const MdSysfsMember& member, bool container)
{
    if (member.has("faulty")) return "faulty";
    if (member.has("journal")) return "journal";
    if (container) return "member";
    if (!member.slot) return "spare";
    if (member.has("in_sync")) return "active";
    return "rebuilding";
}

ArrayState deriveState(const ArrayStatus& status, const MdstatArray* entry)
{
    if (status.level == "container") return ArrayState::Container;
    if (status.array_state == "inactive" || status.array_state == "clear" ||
        (entry && !entry->active))
        return ArrayState::Inactive;
    if (status.array_state == "broken" ||
        tooDegraded(status.level, status.raid_disks, status.degraded))
        return ArrayState::Failed;
    const std::string& action = status.sync_action;
    if (action == "recover") return ArrayState::Recovering;
    if (action == "resync" || status.sync_pending) return ArrayState::Resyncing;
    if (action == "reshape") return ArrayState::Reshaping;
    if (action == "check" || action == "repair") return ArrayState::Checking;
    if (status.degraded > 0) return ArrayState::Degraded;
    if (status.array_state == "clean") return ArrayState::Clean;
    return ArrayState::Active;
}

} // namespace

ArrayStatus buildArrayStatus(const MdSysfs& sysfs, const Mdstat* mdstat)
{
    ArrayStatus status;
    status.name = sysfs.name;
    status.path = "/dev/" + sysfs.name;
    status.level = sysfs.level;
    status.metadata = sysfs.metadata_version;
    if (status.metadata == "external:imsm") status.metadata = "imsm";
    status.array_state = sysfs.array_state;
    status.sync_action = sysfs.sync_action;
    status.raid_disks = sysfs.raid_disks.value_or(0);
    status.degraded = sysfs.degraded.value_or(0);
    status.size_bytes = sysfs.size_bytes.value_or(0);
    status.chunk_bytes = sysfs.chunk_bytes.value_or(0);
    status.reshape_from_raid_disks = sysfs.reshape_from_raid_disks;
    status.reshape_from_chunk_bytes = sysfs.reshape_from_chunk_bytes;
    if (sysfs.reshape_position) status.reshape_position_bytes = *sysfs.reshape_position * 512;
    status.consistency_policy = sysfs.consistency_policy;
    status.bitmap = bitmapKind(sysfs.bitmap_location);
    status.layout = sysfs.layout;
    status.mismatches = sysfs.mismatch_cnt;
    status.last_sync_action = sysfs.last_sync_action;
    const MdstatArray* entry = mdstat ? mdstat->find(sysfs.name) : nullptr;
    if (entry) {
        status.container = entry->containerName();
        status.sync_pending = !entry->sync_waiting.empty();
        if (status.level.empty()) status.level = entry->level;
    }
    if (status.container.empty() && sysfs.metadata_version.starts_with("external:/")) {
        const std::string rest = sysfs.metadata_version.substr(10);
        status.container = rest.substr(0, rest.find('/'));
    }
    const bool syncing =
        sysfs.sync_action != "idle" && !sysfs.sync_action.empty() && sysfs.sync_action != "frozen";
    if (syncing && sysfs.sync_completed && sysfs.sync_completed->total_sectors > 0) {
        const auto& done = *sysfs.sync_completed;
        status.progress =
            static_cast<double>(done.done_sectors) / static_cast<double>(done.total_sectors);
        if (sysfs.sync_speed_kib && *sysfs.sync_speed_kib > 0) {
            status.speed_bytes_per_s = *sysfs.sync_speed_kib * 1024;
            const std::uint64_t left =
                done.total_sectors > done.done_sectors ? done.total_sectors - done.done_sectors : 0;
            status.eta_seconds = left * 512 / *status.speed_bytes_per_s;
        }
    } else if (syncing && entry && entry->sync) {
        status.progress = entry->sync->percent / 100.0;
        if (entry->sync->speed_kib_per_s)
            status.speed_bytes_per_s = *entry->sync->speed_kib_per_s * 1024;
        if (entry->sync->finish_minutes)
            status.eta_seconds = static_cast<std::uint64_t>(*entry->sync->finish_minutes * 60);
    }
    status.mismatches = sysfs.mismatch_cnt;
    const bool container = status.level == "container";
    for (const auto& member : sysfs.members)
        status.members.push_back({member.name, "/dev/" + member.name, member.slot,
                                  memberRole(member, container), member.states, member.errors,
                                  member.bad_blocks});
    status.state = deriveState(status, entry);
    // imsm containers say "imsm"; their volumes "external:/md127/0"
    if (status.metadata == "imsm" || !status.container.empty()) status.backend = Backend::Imsm;
    return status;
}

namespace {
std::optional<Mdstat> readMdstat(const drives::SystemRoots& roots)
{
    const auto text = util::readTextFile(roots.procfs / "mdstat");
    if (!text) return std::nullopt;
    return parseMdstat(*text);
}
} // namespace

ArrayStatus readArrayStatus(const drives::SystemRoots& roots, const std::string& name)
{
    const auto mdstat = readMdstat(roots);
    return buildArrayStatus(readMdSysfs(roots, name), mdstat ? &*mdstat : nullptr);
}

std::vector<ArrayStatus> readAllArrayStatus(const drives::SystemRoots& roots)
{
    if (!mdDriverLoaded(roots)) throw std::runtime_error(kMdDriverMissing);
    const auto mdstat = readMdstat(roots);
    std::vector<ArrayStatus> result;
    for (const auto& name : listMdDevices(roots))
        result.push_back(buildArrayStatus(readMdSysfs(roots, name), mdstat ? &*mdstat : nullptr));
    return result;
}

std::string resolveArrayName(const drives::SystemRoots& roots, const std::string& given)
{
    std::string name = given;
    if (name.starts_with("/dev/md/"))
        name = name.substr(8);
    else if (name.starts_with("/dev/"))
        name = name.substr(5);
    std::error_code error;
    const fs::path link = roots.devfs / "md" / name;
    if (fs::is_symlink(link, error)) {
        const std::string target = fs::read_symlink(link, error).filename().string();
        if (!target.empty()) return target;
    }
    if (fs::is_directory(roots.sysfs / "block" / name / "md", error)) return name;
    throw std::runtime_error("no md array named \"" + given + "\" (looked for " + link.string() +
                             " and " + (roots.sysfs / "block" / name / "md").string() + ")");
}

} // namespace am::raid
