#include "core/raid/btrfs/btrfs_status.h"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace am::raid {

namespace {

std::string deviceName(const std::string& path)
{
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// The profile a person means by the filesystem's level: the one profile, or during a
// conversion (or after degraded writes made "single" chunks) the first one btrfs builds.
std::string mainProfile(const std::vector<std::string>& profiles)
{
    for (const auto& profile : profiles)
        if (const auto level = parseLevel(profile); level && supports(Backend::Btrfs, *level))
            return profile;
    return profiles.empty() ? std::string() : profiles.front();
}

void addMembers(const BtrfsObserved& observed, ArrayStatus& status)
{
    const auto& fs = observed.filesystem;
    for (const auto& device : fs.devices) {
        MemberStatus member;
        member.path = device.missing ? std::string() : device.path;
        member.name = deviceName(member.path);
        member.slot = device.devid;
        // devid 0 is the target of a running `btrfs replace`, listed until the copy ends.
        member.role = device.missing ? "missing" : device.devid == 0 ? "rebuilding" : "active";
        if (observed.device_errors) {
            const std::string key =
                device.missing ? fmt::format("devid:{}", device.devid) : device.path;
            if (const auto it = observed.device_errors->find(key);
                it != observed.device_errors->end())
                member.errors = it->second;
        }
        status.members.push_back(std::move(member));
        status.size_bytes += device.size_bytes;
    }
    // Unmounted, show lists only the devices it found: the rest are missing, devid unknown.
    for (auto n = fs.devices.size(); n < fs.total_devices; ++n)
        status.members.push_back({"", "", std::nullopt, "missing", {}, std::nullopt});
}

} // namespace

std::string btrfsMountpointOf(const BtrfsShowFilesystem& filesystem,
                              const std::vector<drives::Mount>& mounts)
{
    std::string found;
    for (const auto& mount : mounts)
        for (const auto& device : filesystem.devices) {
            if (device.path.empty() || mount.source != device.path) continue;
            if (mount.root == "/") return mount.target;
            if (found.empty()) found = mount.target;
        }
    return found;
}

ArrayStatus buildBtrfsStatus(const BtrfsObserved& observed)
{
    const auto& fs = observed.filesystem;
    ArrayStatus status;
    status.backend = Backend::Btrfs;
    status.name = fs.label.empty() ? fs.uuid : fs.label;
    status.uuid = fs.uuid;
    status.mountpoint = observed.mountpoint;
    addMembers(observed, status);
    for (const auto& member : status.members)
        if (status.path.empty() && !member.path.empty()) status.path = member.path;
    const bool replacing =
        std::any_of(status.members.begin(), status.members.end(),
                    [](const MemberStatus& m) { return m.role == "rebuilding"; });
    status.raid_disks = static_cast<std::uint32_t>(status.members.size() - (replacing ? 1 : 0));
    status.degraded = static_cast<std::uint32_t>(
        std::count_if(status.members.begin(), status.members.end(),
                      [](const MemberStatus& m) { return m.role == "missing"; }));
    if (observed.allocation) {
        status.level = mainProfile(observed.allocation->data_profiles);
        status.metadata = mainProfile(observed.allocation->metadata_profiles);
        if (observed.allocation->data_profiles.size() > 1 ||
            observed.allocation->metadata_profiles.size() > 1)
            status.health =
                fmt::format("mixed profiles (data {}, metadata {}): a balance converts them",
                            fmt::join(observed.allocation->data_profiles, "+"),
                            fmt::join(observed.allocation->metadata_profiles, "+"));
    }
    const bool scrubbing = observed.scrub && observed.scrub->running();
    status.sync_action = observed.mountpoint.empty() ? ""
                         : replacing                 ? "recover"
                         : scrubbing                 ? "check"
                                                     : "idle";
    if (scrubbing) {
        const auto total = observed.allocation ? observed.allocation->disk_used_bytes : 0;
        if (total > 0)
            status.progress =
                std::min(1.0, static_cast<double>(observed.scrub->bytes_scrubbed) / total);
        status.speed_bytes_per_s = observed.scrub->bytesPerSecond();
        if (status.progress && status.speed_bytes_per_s && *status.speed_bytes_per_s > 0)
            status.eta_seconds = (total - std::min(total, observed.scrub->bytes_scrubbed)) /
                                 *status.speed_bytes_per_s;
    }
    if (observed.scrub && !observed.scrub->status.empty())
        status.mismatches = observed.scrub->errors;
    if (status.degraded > 0) {
        const std::string missing =
            fmt::format("{} of {} devices missing", status.degraded, status.raid_disks);
        status.health = status.health.empty() ? missing : missing + "; " + status.health;
    }
    // A replace onto a new device (also of a missing one) is the rebuild md calls recovering.
    if (replacing)
        status.state = ArrayState::Recovering;
    else if (status.degraded > 0)
        status.state = ArrayState::Degraded;
    else if (observed.mountpoint.empty())
        status.state = ArrayState::Inactive;
    else
        status.state = scrubbing ? ArrayState::Checking : ArrayState::Clean;
    status.array_state = observed.mountpoint.empty() ? "unmounted" : "mounted";
    return status;
}

std::optional<std::vector<BtrfsShowFilesystem>> runBtrfsShow(util::Runner& runner)
{
    const auto shown = runner.run({"btrfs", "filesystem", "show", "--raw"});
    // An exit status other than 0 (a device that cannot be read) still lists the others.
    if (!shown.start_error.empty() || shown.timed_out) return std::nullopt;
    return parseBtrfsShow(shown.out);
}

std::vector<ArrayStatus> readBtrfsArrays(const drives::SystemRoots& roots, util::Runner& runner)
{
    std::vector<ArrayStatus> arrays;
    const auto filesystems = runBtrfsShow(runner);
    if (!filesystems) return arrays;
    std::vector<drives::Mount> mounts;
    try {
        mounts = drives::readMountTable(roots.procfs / "self" / "mountinfo");
    } catch (const std::exception&) {
        // no mount table (a bare fixture tree): every filesystem reads as unmounted
    }
    for (const auto& fs : *filesystems) {
        if (fs.devices.empty()) continue;
        BtrfsObserved observed{fs, btrfsMountpointOf(fs, mounts), {}, {}, {}};
        if (!observed.mountpoint.empty()) {
            observed.allocation = readBtrfsAllocation(roots.sysfs, fs.uuid);
            if (const auto stats = runner.run({"btrfs", "device", "stats", observed.mountpoint});
                stats.ok())
                observed.device_errors = parseBtrfsDeviceStats(stats.out);
            if (const auto scrub =
                    runner.run({"btrfs", "scrub", "status", "-R", observed.mountpoint});
                scrub.ok())
                observed.scrub = parseBtrfsScrubStatus(scrub.out);
        }
        arrays.push_back(buildBtrfsStatus(observed));
    }
    return arrays;
}

} // namespace am::raid
