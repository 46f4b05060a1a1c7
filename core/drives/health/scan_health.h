#pragma once

#include "core/drives/block_device.h"

namespace am::util {
class Runner;
}

namespace am::drives {

// A whole disk smartctl can ask for SMART: NVMe, SATA, SAS and USB drives; not partitions,
// virtual (virtio, loop, zram) or stacked (md, dm) devices, which have no SMART of their own.
bool hasSmart(const BlockDevice& device);

// Reads every such drive's health (readDriveHealth) into device.health, one smartctl at a time.
void readHealth(ScanResult& scan, util::Runner& runner);

} // namespace am::drives
