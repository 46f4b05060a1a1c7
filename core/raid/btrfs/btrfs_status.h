#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/drives/mount_table.h"
#include "core/drives/system_roots.h"
#include "core/raid/array_status.h"
#include "core/raid/btrfs/btrfs_report.h"
#include "core/util/process_runner.h"

namespace am::raid {

// What was read about one btrfs filesystem; the tools' and sysfs' parts only when mounted.
struct BtrfsObserved {
    BtrfsShowFilesystem filesystem;
    std::string mountpoint;
    std::optional<BtrfsAllocation> allocation;
    std::optional<std::map<std::string, std::uint64_t>> device_errors; // btrfs device stats
    std::optional<BtrfsScrubStatus> scrub;
};

// Where the filesystem is mounted: the mount whose source is one of its devices, the
// top-level subvolume ("/") before any other. Empty when it is not mounted.
std::string btrfsMountpointOf(const BtrfsShowFilesystem& filesystem,
                              const std::vector<drives::Mount>& mounts);

// The status of one filesystem. size_bytes is the sum of the devices' sizes (what btrfs calls
// the filesystem size: raw, before the profile's copies). Unmounted: Inactive, the profiles
// unknown (sysfs has them only while mounted); devices missing: Degraded; a scrub: Checking.
ArrayStatus buildBtrfsStatus(const BtrfsObserved& observed);

// Every btrfs filesystem with a device, through `btrfs filesystem show --raw`, the mount
// table, sysfs, and for mounted ones `btrfs device stats` and `btrfs scrub status -R`.
// Empty when btrfs-progs is not installed.
std::vector<ArrayStatus> readBtrfsArrays(const drives::SystemRoots& roots, util::Runner& runner);

// `btrfs filesystem show --raw` parsed; nullopt when the tool could not run.
std::optional<std::vector<BtrfsShowFilesystem>> runBtrfsShow(util::Runner& runner);

} // namespace am::raid
