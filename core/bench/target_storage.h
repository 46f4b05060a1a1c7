#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/bench/target.h"
#include "core/drives/system_roots.h"

namespace am::bench {

// What holds a benchmark target's data: the block devices under it and, for a file, its
// filesystem. The honest-number checks (run_warnings.h) read it once per run.
struct TargetStorage {
    // The block devices that hold the data: the target itself, or those under a file's
    // filesystem (every device of a multi-device btrfs). Empty when there is none (tmpfs,
    // overlay, NFS) or it could not be found.
    std::vector<std::string> devices;
    // Files: the filesystem type ("ext4", "btrfs", "tmpfs") and its mount's options.
    std::string filesystem;
    std::string mount_options;
    bool file_nocow = false;      // the file has the No_COW attribute (chattr +C)
    bool file_compressed = false; // the file has the compress attribute (chattr +c)
};

TargetStorage targetStorage(const TargetInfo& target, const drives::SystemRoots& roots);

// What the devices did, from <sysfs>/class/block/<name>/stat, summed over the devices;
// nullopt when a device's counters cannot be read or its queue keeps none (queue/iostats 0).
struct StorageCounters {
    std::uint64_t read_bytes = 0;
    std::uint64_t write_bytes = 0;
};
std::optional<StorageCounters> readStorageCounters(const std::vector<std::string>& devices,
                                                   const std::filesystem::path& sysfs);

// The sync_action of the md array a device is or is a partition of ("idle", "resync",
// "recover", "check", "repair", "reshape"); empty when the device is not an md array.
std::string mdSyncAction(const std::string& device, const std::filesystem::path& sysfs);

} // namespace am::bench
