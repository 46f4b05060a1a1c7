#include "core/raid/filesystem_grow.h"

#include <fmt/format.h>

#include "core/drives/scan.h"
#include "core/raid/array_status.h"
#include "core/raid/operation_refused.h"
#include "core/raid/operations.h"
#include "core/util/units.h"

namespace am::raid {

namespace {

// Less than this between the filesystem's end and the array's: nothing to grow (a filesystem
// ends on a whole block, at most 64 KiB short of the device).
constexpr std::uint64_t kNothingToGrowBytes = 1 << 20;

[[noreturn]] void refuse(const std::string& message)
{
    throw OperationRefused(kFilesystemGrowRefused, message + "; nothing was run");
}

std::string size(std::uint64_t bytes) { return util::formatSize(bytes, util::SizeUnits::Binary); }

bool isExt(const std::string& type) { return type == "ext2" || type == "ext3" || type == "ext4"; }

} // namespace

FilesystemGrowPlan planFilesystemGrow(const drives::SystemRoots& roots, const std::string& array,
                                      util::Runner& runner)
{
    requireMdDriver(roots);
    const std::string name = resolveArrayName(roots, array);
    const ArrayStatus status = readArrayStatus(roots, name);
    FilesystemGrowPlan plan;
    plan.array_path = "/dev/" + name;
    plan.array_bytes = status.size_bytes;
    if (status.sync_action == "reshape" || status.reshape_position_bytes)
        refuse(fmt::format("{} is still reshaping: its size is final when the reshape ends "
                           "(arraymark-cli array wait {})",
                           plan.array_path, name));
    const auto scan = drives::scan(roots);
    const auto* device = scan.find(name);
    if (!device || device->signature_usage != "filesystem")
        refuse(fmt::format("{} holds no filesystem{}", plan.array_path,
                           device && !device->signature_type.empty()
                               ? fmt::format(" (it holds {})", device->signature_type)
                               : std::string()));
    plan.filesystem = device->signature_type;
    if (!device->mountpoints.empty()) plan.mountpoint = device->mountpoints.front();
    const bool online_only = plan.filesystem == "xfs" || plan.filesystem == "btrfs";
    if (!isExt(plan.filesystem) && !online_only)
        refuse(fmt::format("{} holds {}: ArrayMark grows ext2, ext3, ext4, xfs and btrfs",
                           plan.array_path, plan.filesystem));
    if (online_only && plan.mountpoint.empty())
        refuse(fmt::format("the {} filesystem on {} is not mounted: {} grows it only mounted; "
                           "mount it first",
                           plan.filesystem, plan.array_path,
                           plan.filesystem == "xfs" ? "xfs_growfs" : "btrfs filesystem resize"));
    // The kernel's btrfs resize answers EINVAL below 256 MiB (found by VM scenario 105).
    constexpr std::uint64_t kBtrfsLeastResizeBytes = 256ULL << 20;
    if (plan.filesystem == "btrfs" && plan.array_bytes < kBtrfsLeastResizeBytes)
        refuse(fmt::format("{} is {}: the kernel resizes a btrfs only to 256 MiB or more",
                           plan.array_path, size(plan.array_bytes)));
    plan.usage = drives::filesystemUsage(*device, roots, runner);
    // Only a btrfs on this one device is known to be device 1 (what `resize max` grows).
    if (plan.filesystem == "btrfs" && (!plan.usage || !plan.usage->size_exact))
        refuse(fmt::format("the btrfs filesystem on {} spans several devices (or its superblock "
                           "could not be read): grow this device's part with `btrfs filesystem "
                           "resize DEVID:max {}`, its DEVID from `btrfs filesystem show {}`",
                           plan.array_path, plan.mountpoint, plan.mountpoint));
    if (plan.usage && plan.usage->size_bytes > plan.array_bytes)
        refuse(fmt::format("the {} filesystem on {} is {}, more than the array's {}: it does not "
                           "fit the array (left from an earlier array on these drives?)",
                           plan.filesystem, plan.array_path, size(plan.usage->size_bytes),
                           size(plan.array_bytes)));
    if (plan.usage && plan.usage->size_exact &&
        plan.usage->size_bytes + kNothingToGrowBytes > plan.array_bytes)
        refuse(fmt::format("the {} filesystem on {} is {} and the array {}: it fills the array "
                           "already",
                           plan.filesystem, plan.array_path, size(plan.usage->size_bytes),
                           size(plan.array_bytes)));
    if (plan.filesystem == "btrfs") {
        plan.steps.push_back(runStep({"btrfs", "filesystem", "resize", "max", plan.mountpoint},
                                     fmt::format("grow the btrfs filesystem mounted at {} to the "
                                                 "whole of {} (online)",
                                                 plan.mountpoint, plan.array_path)));
        return plan;
    }
    if (plan.filesystem == "xfs") {
        plan.steps.push_back(runStep({"xfs_growfs", plan.mountpoint},
                                     fmt::format("grow the xfs filesystem mounted at {} to the "
                                                 "whole of {}",
                                                 plan.mountpoint, plan.array_path)));
        return plan;
    }
    if (plan.mountpoint.empty())
        plan.steps.push_back(runStep({"e2fsck", "-f", "-p", plan.array_path},
                                     fmt::format("check the unmounted {} filesystem on {} "
                                                 "(resize2fs wants it checked)",
                                                 plan.filesystem, plan.array_path)));
    plan.steps.push_back(
        runStep({"resize2fs", plan.array_path},
                fmt::format("grow the {} filesystem on {} to the whole array{}", plan.filesystem,
                            plan.array_path,
                            plan.mountpoint.empty() ? "" : " (online: it stays mounted)")));
    return plan;
}

std::vector<std::string> filesystemGrowLines(const FilesystemGrowPlan& plan)
{
    std::vector<std::string> lines;
    lines.push_back(fmt::format("Grow the filesystem on {}", plan.array_path));
    lines.push_back(
        fmt::format("  filesystem: {}{}{}", plan.filesystem,
                    plan.mountpoint.empty() ? " (not mounted)" : " mounted at " + plan.mountpoint,
                    plan.usage ? fmt::format(", {} of {} used", size(plan.usage->used_bytes),
                                             size(plan.usage->size_bytes))
                               : std::string()));
    lines.push_back(fmt::format("  array: {}", size(plan.array_bytes)));
    lines.push_back("  steps:");
    for (std::size_t i = 0; i < plan.steps.size(); ++i)
        lines.push_back(
            fmt::format("    {}. {}", i + 1, util::displayCommand(plan.steps[i].display())));
    return lines;
}

nlohmann::json toJson(const FilesystemGrowPlan& plan)
{
    nlohmann::json steps = nlohmann::json::array();
    for (const auto& step : plan.steps)
        steps.push_back({{"argv", step.display()}, {"purpose", step.purpose}});
    const auto orNull = [](bool known, auto value) {
        return known ? nlohmann::json(value) : nlohmann::json(nullptr);
    };
    return {{"array", plan.array_path},
            {"filesystem", plan.filesystem},
            {"mountpoint", orNull(!plan.mountpoint.empty(), plan.mountpoint)},
            {"array_bytes", plan.array_bytes},
            {"filesystem_bytes",
             orNull(plan.usage.has_value(), plan.usage ? plan.usage->size_bytes : 0)},
            {"filesystem_used_bytes",
             orNull(plan.usage.has_value(), plan.usage ? plan.usage->used_bytes : 0)},
            {"steps", steps}};
}

} // namespace am::raid
