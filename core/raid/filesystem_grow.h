#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/drives/filesystem_usage.h"
#include "core/drives/system_roots.h"
#include "core/raid/steps.h"
#include "core/util/process_runner.h"

namespace am::raid {

// After a grow (issue #23) md has made the block device bigger, never the filesystem on it. This
// plans growing an ext2/3/4, xfs or btrfs filesystem on an md array to the array's size: ext
// mounted `resize2fs DEV` (online), ext unmounted `e2fsck -f -p DEV` then `resize2fs DEV`
// (resize2fs wants a checked filesystem), xfs `xfs_growfs MOUNTPOINT` (xfs grows only mounted),
// btrfs on this one device `btrfs filesystem resize max MOUNTPOINT` (mounted only; `max` is device
// 1).

inline constexpr const char* kFilesystemGrowRefused = "filesystem_grow_refused";

struct FilesystemGrowPlan {
    std::string array_path; // "/dev/md127"
    std::string filesystem; // "ext4"
    std::string mountpoint; // empty when not mounted
    std::uint64_t array_bytes = 0;
    std::optional<drives::FilesystemUsage> usage; // before the grow, when read
    std::vector<Step> steps;
};

// Throws OperationRefused(kFilesystemGrowRefused) naming the value and the rule: no filesystem
// on the array, a type it does not grow, xfs not mounted, a reshape or resync still running
// (the array's size is final only when it ends), or a filesystem that already fills the array.
FilesystemGrowPlan planFilesystemGrow(const drives::SystemRoots& roots, const std::string& array,
                                      util::Runner& runner);

std::vector<std::string> filesystemGrowLines(const FilesystemGrowPlan& plan);
// {"array", "filesystem", "mountpoint" (null), "array_bytes", "filesystem_bytes" and
// "filesystem_used_bytes" (null when not read), "steps": [{"argv", "purpose"}]}
nlohmann::json toJson(const FilesystemGrowPlan& plan);

} // namespace am::raid
