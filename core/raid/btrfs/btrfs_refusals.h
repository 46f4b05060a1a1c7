#pragma once

#include <vector>

#include "core/drives/mount_table.h"
#include "core/raid/backend_availability.h"
#include "core/raid/btrfs/btrfs_report.h"
#include "core/raid/plan.h"
#include "core/raid/validation.h"

namespace am::raid {

// The last checks before a btrfs create writes; their rules are helper rule ids.

// "backend_unavailable" when mkfs.btrfs or btrfs is not installed, or the kernel has no btrfs
// (not in <procfs>/filesystems, no module loaded, built in or loadable).
std::vector<Finding> btrfsAvailabilityRefusals(const AvailabilityRoots& roots);

// "array_exists" when ArrayMark's folder for the name is a mount point already, or a btrfs
// filesystem with that label exists (`filesystems`: what `btrfs filesystem show` listed).
std::vector<Finding> btrfsNameRefusals(const Plan& plan,
                                       const std::vector<BtrfsShowFilesystem>& filesystems,
                                       const std::vector<drives::Mount>& mounts);

} // namespace am::raid
