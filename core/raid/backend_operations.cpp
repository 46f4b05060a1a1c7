#include "core/raid/backend_operations.h"

#include <filesystem>
#include <stdexcept>

#include <fmt/format.h>

#include "core/drives/scan.h"
#include "core/raid/array_backend.h"
#include "core/raid/array_lookup.h"
#include "core/raid/btrfs/btrfs_steps.h"

namespace am::raid {

namespace {

bool isMd(const ArrayStatus& array)
{
    return array.backend == Backend::Md || array.backend == Backend::Imsm;
}

std::string devicePath(const std::string& given)
{
    return given.starts_with("/") ? given : "/dev/" + given;
}

void requireMemberOf(const ArrayStatus& array, const std::string& path)
{
    for (const auto& member : array.members)
        if (member.path == path) return;
    throw std::runtime_error(fmt::format("{} is not a member of {} array {}; nothing was written",
                                         path, toString(array.backend), array.name));
}

// An LVM volume is a dm device behind /dev/VG/LV: a mount, swap or holder on it refuses.
void requireVolumeNotHeld(const drives::SystemRoots& roots, const ArrayStatus& array)
{
    if (array.backend != Backend::Lvm) return;
    std::error_code error;
    const auto node = std::filesystem::canonical(array.path, error);
    if (error) return; // not active: nothing can hold it
    const auto scan = drives::scan(roots);
    if (const auto* device = scan.find(node.string()))
        for (const auto& reason : device->in_use_reasons)
            if (reason.kind != drives::InUseReason::Kind::Signature)
                throw std::runtime_error(fmt::format("{} is in use: {}; nothing was written",
                                                     array.path, reason.detail));
}

// A btrfs array is its mount: ArrayMark unmounts only what it mounted.
void requireOurMount(const ArrayStatus& array)
{
    if (array.backend != Backend::Btrfs || array.mountpoint.empty()) return;
    const std::string ours = btrfsMountFolder(array.name).string();
    if (array.mountpoint != ours)
        throw std::runtime_error(fmt::format(
            "btrfs {} is mounted at {}, not at ArrayMark's {}: unmount it there first; nothing "
            "was written",
            array.name, array.mountpoint, ours));
}

} // namespace

ArrayOperation memberOperation(const drives::SystemRoots& roots, util::Runner& runner,
                               const std::string& array, MemberAction action,
                               const std::string& device, const std::optional<std::string>& with,
                               std::optional<Backend> only,
                               const std::optional<std::string>& force_name)
{
    const FoundArray found = findArray(roots, runner, array, only);
    const ArrayStatus& target = found.array;
    // md too: its old path would hand mdadm a --repair it does not have.
    requireCapability(target.backend, capabilityOf(action), std::string(memberActionName(action)));
    if (isMd(target)) return memberOperation(roots, array, action, device, with, force_name);
    // Add and repair name the device that joins; remove and replace the member that leaves.
    const bool joins = action == MemberAction::Add || action == MemberAction::Repair;
    const std::string path = joins ? requireFreeDevice(device, roots) : devicePath(device);
    if (!joins) requireMemberOf(target, path);
    std::optional<std::string> spare;
    if (with) spare = requireFreeDevice(*with, roots);
    return {target.path, arrayBackend(target).memberSteps(target, action, path, spare)};
}

ArrayOperation scrubOperation(const drives::SystemRoots& roots, util::Runner& runner,
                              const std::string& array, ScrubAction action,
                              std::optional<Backend> only)
{
    const FoundArray found = findArray(roots, runner, array, only);
    if (isMd(found.array)) return scrubOperation(roots, array, action);
    requireCapability(found.array.backend, Capability::Scrub, "scrub");
    return {found.array.path, arrayBackend(found.array).scrubSteps(found.array, action, roots)};
}

ArrayOperation stopOperation(const drives::SystemRoots& roots, util::Runner& runner,
                             const std::string& array, std::optional<Backend> only)
{
    const FoundArray found = findArray(roots, runner, array, only);
    if (isMd(found.array)) return stopOperation(roots, array);
    requireCapability(found.array.backend, Capability::Stop, "stop");
    requireVolumeNotHeld(roots, found.array);
    requireOurMount(found.array);
    return {found.array.path, arrayBackend(found.array).stopSteps(found.array)};
}

DeleteOperation deleteOperation(const drives::SystemRoots& roots, util::Runner& runner,
                                const std::string& array, std::optional<Backend> only)
{
    const FoundArray found = findArray(roots, runner, array, only);
    if (isMd(found.array)) return deleteOperation(roots, array);
    const ArrayStatus& target = found.array;
    requireCapability(target.backend, Capability::Delete, "delete");
    requireVolumeNotHeld(roots, target);
    requireOurMount(target);
    const ArrayBackend& backend = arrayBackend(target);
    const auto members = backend.deleteMembers(target, found.backend_arrays);
    return {target.path, {target.path}, members, backend.deleteSteps(target, found.backend_arrays)};
}

} // namespace am::raid
