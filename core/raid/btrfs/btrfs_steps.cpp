#include "core/raid/btrfs/btrfs_steps.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <stdexcept>

#include <fmt/format.h>

#include "core/raid/array_backend.h"

namespace am::raid {

namespace {

const std::filesystem::path kFolderParent = "/run/arraymark/btrfs";
// A remove or replace copies a whole device's data before it returns: days for a large disk.
// Killed sooner, btrfs would cancel the relocation half way.
constexpr std::chrono::hours kCopyTimeout{7 * 24};

Step run(std::vector<std::string> argv, std::string purpose)
{
    return runStep(std::move(argv), std::move(purpose));
}

bool isDevid(const std::string& device)
{
    return !device.empty() && std::all_of(device.begin(), device.end(),
                                          [](unsigned char c) { return std::isdigit(c); });
}

// What btrfs calls a member on its command line: a /dev path ("vdb" is /dev/vdb), or a devid
// (a missing member has no path any more). "missing" stays for remove (btrfs takes the word) and
// is the missing member's devid for replace (which takes only a path or a devid).
std::string btrfsDeviceName(const ArrayStatus& array, const std::string& device,
                            MemberAction action)
{
    if (device == "missing") {
        if (action != MemberAction::Replace) return device;
        for (const auto& member : array.members)
            if (member.role == "missing" && member.slot) return std::to_string(*member.slot);
        throw std::invalid_argument(fmt::format(
            "btrfs filesystem \"{}\" has no missing device with a known devid: name the devid "
            "to replace",
            array.name));
    }
    if (isDevid(device) || device.starts_with("/")) return device;
    return "/dev/" + device;
}

} // namespace

std::filesystem::path btrfsMountFolder(const std::string& name) { return kFolderParent / name; }

bool isBtrfsMountFolder(const std::filesystem::path& folder)
{
    return folder.parent_path() == kFolderParent && !folder.filename().empty();
}

std::string btrfsProfile(Level level) { return toString(level); }

std::vector<Step> btrfsCreateSteps(const Plan& plan)
{
    const std::string folder = btrfsMountFolder(plan.name).string();
    const Level metadata = effectiveMetadataLevel(plan);
    std::vector<std::string> mkfs = {"mkfs.btrfs",
                                     "--label",
                                     plan.name,
                                     "--data",
                                     btrfsProfile(plan.level),
                                     "--metadata",
                                     btrfsProfile(plan.btrfs_mixed ? plan.level : metadata)};
    if (plan.btrfs_mixed) mkfs.push_back("--mixed");
    mkfs.insert(mkfs.end(), plan.members.begin(), plan.members.end());
    return {
        run(std::move(mkfs),
            fmt::format("create the btrfs filesystem \"{}\": data {}, metadata {}, on {} devices",
                        plan.name, btrfsProfile(plan.level), btrfsProfile(metadata),
                        plan.members.size())),
        run({"mkdir", "-p", folder}, "create the folder it is mounted at"),
        run({"mount", "-t", "btrfs", plan.members.front(), folder},
            "mount it (any member mounts the whole filesystem)"),
    };
}

const std::string& requireMounted(const ArrayStatus& array, std::string_view what)
{
    if (array.mountpoint.empty())
        throw std::invalid_argument(fmt::format(
            "btrfs filesystem \"{}\" is not mounted: {} needs it mounted", array.name, what));
    return array.mountpoint;
}

std::vector<Step> btrfsMemberSteps(const ArrayStatus& array, MemberAction action,
                                   const std::string& device,
                                   const std::optional<std::string>& with)
{
    requireCapability(Backend::Btrfs, capabilityOf(action), toString(action));
    const std::string& mount = requireMounted(array, toString(action));
    const std::string target = btrfsDeviceName(array, device, action);
    switch (action) {
    case MemberAction::Add:
        return {run({"btrfs", "device", "add", target, mount},
                    fmt::format("add {} to the filesystem (new data goes to it; a balance "
                                "spreads the old)",
                                target))};
    case MemberAction::Remove: {
        Step remove =
            run({"btrfs", "device", "remove", target, mount},
                fmt::format("move the data off {} onto the others, then take it out", target));
        remove.timeout = kCopyTimeout;
        return {remove};
    }
    case MemberAction::Replace: {
        if (!with || with->empty())
            throw std::invalid_argument(fmt::format(
                "replace on btrfs filesystem \"{}\" needs the new device (--with)", array.name));
        Step replace = run(
            {"btrfs", "replace", "start", "-B", target,
             btrfsDeviceName(array, *with, MemberAction::Add), mount},
            fmt::format("copy {}'s data onto {} and swap them (waits until done)", target, *with));
        replace.timeout = kCopyTimeout;
        return {replace};
    }
    default:
        break;
    }
    throw std::invalid_argument(
        fmt::format("the btrfs backend cannot {}", toString(action))); // unreachable: table
}

std::vector<Step> btrfsScrubSteps(const ArrayStatus& array, ScrubAction action)
{
    const std::string& mount = requireMounted(array, "a scrub");
    switch (action) {
    case ScrubAction::Check:
        return {run({"btrfs", "scrub", "start", "-r", mount},
                    "read every copy and check its checksum, changing nothing (read-only scrub)")};
    case ScrubAction::Repair:
        return {run({"btrfs", "scrub", "start", mount},
                    "read every copy and rewrite a bad one from a good copy")};
    case ScrubAction::Idle:
        return {run({"btrfs", "scrub", "cancel", mount}, "stop the running scrub")};
    }
    return {};
}

std::vector<Step> btrfsStopSteps(const ArrayStatus& array)
{
    const std::string& mount = requireMounted(array, "stop");
    std::vector<Step> steps{run({"umount", mount}, "unmount the filesystem")};
    // Only ArrayMark's own folder: a mount point someone else made stays theirs.
    if (isBtrfsMountFolder(mount))
        steps.push_back(run({"rmdir", mount}, "remove the folder it was mounted at"));
    return steps;
}

std::vector<std::string> btrfsDeleteMembers(const ArrayStatus& array)
{
    std::vector<std::string> paths;
    for (const auto& member : array.members)
        if (!member.path.empty()) paths.push_back(member.path);
    return paths;
}

std::vector<Step> btrfsDeleteSteps(const ArrayStatus& array)
{
    std::vector<Step> steps;
    if (!array.mountpoint.empty())
        steps.push_back(run({"umount", array.mountpoint}, "unmount the filesystem"));
    const auto members = btrfsDeleteMembers(array);
    for (const auto& path : members)
        steps.push_back(
            run({"wipefs", "--all", path}, fmt::format("erase the btrfs signature on {}", path)));
    if (!array.mountpoint.empty() && isBtrfsMountFolder(array.mountpoint))
        steps.push_back(run({"rmdir", array.mountpoint}, "remove the folder it was mounted at"));
    for (const auto& path : members) {
        Step check =
            run({"blkid", "-p", path}, fmt::format("check that no signature is left on {}", path));
        check.expect_nothing_found = true;
        steps.push_back(std::move(check));
    }
    return steps;
}

} // namespace am::raid
