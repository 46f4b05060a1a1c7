#include "core/raid/operations.h"

#include <stdexcept>
#include <thread>

#include <fmt/format.h>

#include "core/drives/scan.h"
#include "core/raid/manage.h"
#include "core/raid/md_sysfs.h"
#include "core/raid/mdadm_conf.h"
#include "core/raid/member_guard.h"
#include "core/raid/redundancy_guard.h"
#include "core/util/text_file.h"

namespace am::raid {

namespace {

std::string devPath(const std::string& md_name) { return "/dev/" + md_name; }

// mdadm takes paths: "sdb" means /dev/sdb, as everywhere else.
std::string devicePath(const std::string& given)
{
    return given.starts_with("/") ? given : "/dev/" + given;
}

bool isMember(const ArrayStatus& status, const std::string& path)
{
    for (const auto& member : status.members)
        if (member.path == path) return true;
    return false;
}

// imsm disks are listed in the container, not the volume.
void requireMember(const drives::SystemRoots& roots, const ArrayStatus& status,
                   const std::string& path)
{
    if (isMember(status, path)) return;
    if (!status.container.empty() && isMember(readArrayStatus(roots, status.container), path))
        return;
    throw std::runtime_error(
        fmt::format("{} is not a member of {}; nothing was written", path, status.path));
}

// A filesystem on an array is no reason to keep it; a mount, swap or holder is.
void requireNotHeld(const std::vector<std::string>& arrays, const drives::SystemRoots& roots)
{
    const auto scan = drives::scan(roots);
    for (const auto& array : arrays)
        if (const auto* device = scan.find(array))
            for (const auto& reason : device->in_use_reasons)
                if (!drives::isContentOnly(reason))
                    throw std::runtime_error(
                        fmt::format("{} is in use: {}; nothing was written", array, reason.detail));
}

// A device that carries the md superblock of this very array (it was failed
// and removed, and md refuses a re-add without a bitmap) may be added back:
// the only data on it is this array's, which the recovery rewrites. The
// array's UUID is what libblkid reads from the members it still has; any
// other signature (ext4, another array's superblock) is data to keep.
bool isFormerMemberOf(const drives::ScanResult& scan, const ArrayStatus& status,
                      const std::string& given)
{
    const auto* device = scan.find(given);
    if (!device || device->signature_type != "linux_raid_member" || device->signature_uuid.empty())
        return false;
    for (const auto& member : status.members) {
        const auto* current = scan.find(member.path);
        if (current && current->name != device->name &&
            current->signature_uuid == device->signature_uuid)
            return true;
    }
    return false;
}

// Only the superblock of the array being rejoined is excused; every other
// reason (mounted, holder, another signature, busy) still refuses.
std::vector<Finding> formerMemberFindings(const drives::BlockDevice& device,
                                          const drives::SystemRoots& roots)
{
    std::vector<Finding> findings;
    for (const auto& reason : device.in_use_reasons) {
        const bool own_superblock = reason.kind == drives::InUseReason::Kind::Signature &&
                                    reason.subject == "linux_raid_member";
        if (!own_superblock)
            findings.push_back({"member_in_use", device.path,
                                fmt::format("{} is in use: {}", device.path, reason.detail)});
    }
    if (const auto problem = exclusiveOpenProblem((roots.devfs / device.name).string());
        !problem.empty())
        findings.push_back({"member_busy", device.path, problem});
    return findings;
}
} // namespace

void requireMdDriver(const drives::SystemRoots& roots)
{
    if (!mdDriverLoaded(roots)) throw std::runtime_error(kMdDriverMissing);
}

std::vector<Finding> joinFindings(const std::string& given, const drives::ScanResult& scan,
                                  const drives::SystemRoots& roots, const ArrayStatus* joining,
                                  bool re_add)
{
    const auto* device = scan.find(given);
    if (!device) return {{"unknown_device", given, given + ": no such block device any more"}};
    if (joining && isFormerMemberOf(scan, *joining, given))
        return formerMemberFindings(*device, roots);
    auto findings = checkDevicesFree({given}, scan, roots);
    if (re_add && joining && !device->signature_type.empty())
        findings.insert(
            findings.begin(),
            {"not_former_member", device->path,
             fmt::format("{} does not carry the md superblock of {}: re-add takes back only a "
                         "former member of "
                         "this array; its {} signature is data that re-add would destroy",
                         device->path, joining->path, device->signature_type)});
    return findings;
}

std::string requireFreeDevice(const std::string& given, const drives::SystemRoots& roots,
                              const ArrayStatus* joining, bool re_add)
{
    const auto scan = drives::scan(roots);
    const auto findings = joinFindings(given, scan, roots, joining, re_add);
    if (!findings.empty()) {
        std::string text;
        for (const auto& finding : findings) text += "\n  - " + finding.message;
        throw std::runtime_error(given + " cannot join an array; nothing was written:" + text);
    }
    return scan.find(given)->path;
}

ArrayOperation memberOperation(const drives::SystemRoots& roots, const std::string& array,
                               MemberAction action, const std::string& device,
                               const std::optional<std::string>& with,
                               const std::optional<std::string>& force_name)
{
    requireMdDriver(roots);
    const std::string name = resolveArrayName(roots, array);
    const auto status = readArrayStatus(roots, name);
    const bool joins = action == MemberAction::Add || action == MemberAction::ReAdd;
    const std::string path =
        joins ? requireFreeDevice(device, roots, &status, action == MemberAction::ReAdd)
              : devicePath(device);
    if (!joins) requireMember(roots, status, path);
    requireRedundancyKept(roots, status, action, path, force_name);
    std::optional<std::string> spare;
    if (with) spare = requireFreeDevice(*with, roots);
    return {devPath(name), {memberStepFor(status, action, path, spare)}};
}

ArrayOperation growOperation(const drives::SystemRoots& roots, const std::string& array,
                             const std::string& device)
{
    requireMdDriver(roots);
    const std::string name = resolveArrayName(roots, array);
    const auto status = readArrayStatus(roots, name);
    return {devPath(name), growStepsFor(status, requireFreeDevice(device, roots))};
}

ArrayOperation stopOperation(const drives::SystemRoots& roots, const std::string& array)
{
    requireMdDriver(roots);
    const std::string name = resolveArrayName(roots, array);
    requireNotHeld({devPath(name)}, roots);
    return {devPath(name), {stopStep(devPath(name))}};
}

ArrayOperation scrubOperation(const drives::SystemRoots& roots, const std::string& array,
                              ScrubAction action)
{
    requireMdDriver(roots);
    const std::string name = resolveArrayName(roots, array);
    return {devPath(name), {scrubStep(roots, name, action)}};
}

std::optional<ScrubAction> parseScrubAction(const std::string& text)
{
    if (text == "check") return ScrubAction::Check;
    if (text == "repair") return ScrubAction::Repair;
    if (text == "idle") return ScrubAction::Idle;
    return std::nullopt;
}

DeleteOperation deleteOperation(const drives::SystemRoots& roots, const std::string& array)
{
    requireMdDriver(roots);
    const std::string name = resolveArrayName(roots, array);
    const auto target = deleteTargetFor(readAllArrayStatus(roots), name);
    requireNotHeld(target.stop, roots);
    return {devPath(name), target.stop, target.members, deleteSteps(target.stop, target.members)};
}

std::vector<std::string> readConfLines(util::Runner& runner, const std::string& array_path)
{
    const Step step = detailBriefStep(array_path);
    const auto result = runner.run(step.argv, {std::chrono::seconds(30)});
    if (!result.ok())
        throw std::runtime_error(util::displayCommand(step.argv) +
                                 " failed: " + util::trim(result.err + result.start_error));
    return arrayLines(result.out);
}

std::optional<ArrayStatus> waitForArrayStatus(const drives::SystemRoots& roots,
                                              const std::string& name,
                                              std::chrono::milliseconds patience)
{
    const auto deadline = std::chrono::steady_clock::now() + patience;
    while (true) {
        try {
            return readArrayStatus(roots, resolveArrayName(roots, name));
        } catch (const std::exception&) {
            if (std::chrono::steady_clock::now() >= deadline) return std::nullopt;
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
        }
    }
}

} // namespace am::raid
