#pragma once

#include <vector>

#include "core/drives/block_device.h"

namespace am::drives {

// Everything that makes `device` in use, worked out over the whole scan: its own reasons
// (own_reasons.h), what a device stacked on others (loop, dm) inherits from them, what a disk
// gets from its partitions and a partition from its disk held as a whole.
std::vector<InUseReason> stackedInUseReasons(const ScanResult& scan, const BlockDevice& device);

} // namespace am::drives
