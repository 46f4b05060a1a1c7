#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/raid/array_status.h"
#include "core/raid/plan.h"
#include "core/raid/steps.h"

namespace am::raid {

// The folder ArrayMark mounts a btrfs filesystem it built at: /run/arraymark/btrfs/NAME.
std::filesystem::path btrfsMountFolder(const std::string& name);
// True when `folder` is one ArrayMark made (directly under /run/arraymark/btrfs).
bool isBtrfsMountFolder(const std::filesystem::path& folder);

// The profile name mkfs.btrfs and sysfs use ("raid1c3") for a level btrfs builds.
std::string btrfsProfile(Level level);

// mkfs.btrfs --label NAME --data P --metadata M DEV..., mkdir -p FOLDER, mount -t btrfs
// FIRST FOLDER. No `btrfs device scan`: mkfs.btrfs registers the devices with the kernel.
std::vector<Step> btrfsCreateSteps(const Plan& plan);

// Add, Remove, Replace (`with` required) on a mounted filesystem. Throws
// std::invalid_argument naming the array when it is not mounted, or the action when
// btrfs has no such one.
std::vector<Step> btrfsMemberSteps(const ArrayStatus& array, MemberAction action,
                                   const std::string& device,
                                   const std::optional<std::string>& with);
// Check: scrub start -r (reads and reports, fixes nothing); Repair: scrub start (rewrites a
// bad copy from a good one); Idle: scrub cancel.
std::vector<Step> btrfsScrubSteps(const ArrayStatus& array, ScrubAction action);
// umount, then rmdir of the folder when it is ArrayMark's (/run/arraymark/btrfs/NAME).
std::vector<Step> btrfsStopSteps(const ArrayStatus& array);
// umount (when mounted), wipefs --all per member, rmdir of ArrayMark's folder, and a
// `blkid -p DEV` per member that must find nothing.
std::vector<Step> btrfsDeleteSteps(const ArrayStatus& array);
std::vector<std::string> btrfsDeleteMembers(const ArrayStatus& array);

// The mount point; throws std::invalid_argument naming the array when it is not mounted.
const std::string& requireMounted(const ArrayStatus& array, std::string_view what);

} // namespace am::raid
