#pragma once

#include <filesystem>
#include <string>

#include "core/drives/block_device.h"
#include "core/drives/system_roots.h"

namespace am::drives {

// Reads one entry of /sys/block (and its partitions) from sysfs alone:
// identity, geometry, transport, NVMe link, holders. Content (signatures),
// mounts and the in-use verdict are added by the scan.
BlockDevice readSysfsDevice(const SystemRoots& roots, const std::string& name);

// Reads the md/ directory of an md block device; nullopt-like empty name when
// the device has no md/ directory (not an md array).
MdArray readMdArray(const SystemRoots& roots, const std::string& name);

} // namespace am::drives
