#include "core/raid/btrfs/btrfs_refusals.h"

#include <fmt/format.h>

#include "core/raid/btrfs/btrfs_steps.h"
#include "core/raid/text_lines.h"
#include "core/util/text_file.h"

namespace am::raid {

namespace {

bool kernelHasBtrfs(const AvailabilityRoots& roots)
{
    // "nodev\tproc" or "\tbtrfs": a built-in btrfs shows here even without /sys/module/btrfs.
    if (const auto table = util::readTextFile(roots.procfs / "filesystems"))
        for (const Line& line : splitLines(*table)) {
            const auto words = splitWords(line.text);
            if (!words.empty() && words.back() == "btrfs") return true;
        }
    return kernelModuleState("btrfs", roots) != ModuleState::Missing;
}

} // namespace

std::vector<Finding> btrfsAvailabilityRefusals(const AvailabilityRoots& roots)
{
    std::vector<Finding> refusals;
    for (const char* tool : {"mkfs.btrfs", "btrfs"})
        if (findTool(tool, roots).empty())
            refusals.push_back(
                {"backend_unavailable", tool,
                 fmt::format("{} is not installed (apt install btrfs-progs)", tool)});
    if (!kernelHasBtrfs(roots))
        refusals.push_back(
            {"backend_unavailable", "btrfs",
             fmt::format("the kernel has no btrfs: it is not in {} and no btrfs module is loaded, "
                         "built in or under {}",
                         (roots.procfs / "filesystems").string(), roots.modules.string())});
    return refusals;
}

std::vector<Finding> btrfsNameRefusals(const Plan& plan,
                                       const std::vector<BtrfsShowFilesystem>& filesystems,
                                       const std::vector<drives::Mount>& mounts)
{
    std::vector<Finding> refusals;
    const std::string folder = btrfsMountFolder(plan.name).string();
    for (const auto& mount : mounts)
        if (mount.target == folder) {
            refusals.push_back({"array_exists", folder,
                                fmt::format("{} is already a mount point (of {}): unmount it or "
                                            "choose another name",
                                            folder, mount.source)});
            break;
        }
    for (const auto& fs : filesystems)
        if (fs.label == plan.name) {
            refusals.push_back(
                {"array_exists", plan.name,
                 fmt::format("a btrfs filesystem labelled \"{}\" exists already (uuid {}): "
                             "choose another name or delete it first",
                             plan.name, fs.uuid)});
            break;
        }
    return refusals;
}

} // namespace am::raid
