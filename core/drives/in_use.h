#pragma once

#include "core/drives/block_device.h"

namespace am::drives {

// Fills in_use_reasons of every device and partition from what the scan
// found: mounts, swap, holders, signatures, unreadable content. A whole disk
// is also in use when any of its partitions is.
void assignInUseVerdicts(ScanResult& result);

} // namespace am::drives
