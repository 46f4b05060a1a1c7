#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "core/drives/block_device.h"

namespace am::drives {

// Opens each device and partition of the scan that has content and no in-use
// reason yet read-only with O_EXCL, and closes it at once; EBUSY sets
// opened_exclusively: another process (a benchmark, mkfs) holds it. Only
// block-device entries of devfs are opened (O_EXCL without O_CREAT means
// nothing on a regular file). Names or /dev paths in `skip` are the
// caller's own holds. Returns whether any device was marked.
bool markExclusivelyOpened(ScanResult& result, const std::filesystem::path& devfs,
                           const std::vector<std::string>& skip);

} // namespace am::drives
