#pragma once

#include <string>
#include <vector>

#include "core/drives/block_device.h"

namespace am::drives {

// Names of the devices stacked above the one asked about, nearest last.
using DeviceChain = std::vector<std::string>;
// Whether `name` is one of the devices in `chain`.
bool inChain(const DeviceChain& chain, const std::string& name);

// What the kernel and the content say about `device` itself: mounts, swap, holders (not those
// in `above`, the stack asking, nor LVM mappings over a physical volume), a loop device over
// it, its signature or the member it makes (LVM, btrfs, ZFS), an unreadable probe, an
// exclusive open. Not what it inherits from below, from its partitions or from its disk.
std::vector<InUseReason> ownReasons(const ScanResult& scan, const BlockDevice& device,
                                    const DeviceChain& above);

} // namespace am::drives
