#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "core/drives/block_device.h"
#include "core/drives/system_roots.h"

namespace am::drives {

// The roots do not look like sysfs/procfs/devfs (missing, or not a directory).
class ScanError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct ScanOptions {
    // Read device content with libblkid (opens each device read-only). Off
    // only where a caller needs sysfs facts alone.
    bool probe_signatures = true;
    // Devices (names or /dev paths) the caller itself holds open with O_EXCL:
    // the probe for another process's exclusive open would find the caller's
    // own and must skip them. Everything else is still checked.
    std::vector<std::string> held_exclusively_by_caller;
};

// The order the scan returns drives in: physical drives, md arrays, dm
// devices, zram, loop; by name within each, numbers compared as numbers.
bool displayOrderLess(const BlockDevice& a, const BlockDevice& b);

// Lists every block device under roots.sysfs/block with its partitions,
// mounts, swap, holders, signatures and in-use verdict, plus the md arrays.
// With probe_signatures, a device with no other reason is also opened with
// O_EXCL (and closed at once): EBUSY means another process holds it.
// Read only: never opens a device for writing. Throws ScanError when a root
// is unusable; problems with single devices become warnings.
ScanResult scan(const SystemRoots& roots, const ScanOptions& options = {});

} // namespace am::drives
