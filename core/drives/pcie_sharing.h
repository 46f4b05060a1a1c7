#pragma once

#include <string>
#include <vector>

#include "core/drives/block_device.h"
#include "core/drives/pcie_topology.h"

namespace am::drives {

// The PCIe paths of the named drives (names or /dev paths) that have one, as
// the scan read them; drives without a PCIe link (SATA, virtual) are left out.
std::vector<MemberPath> pciePathsOf(const ScanResult& scan, const std::vector<std::string>& drives);

// The other drives of the scan whose path crosses one of `device`'s links
// (the same switch uplink, the same chipset link), by name.
std::vector<std::string> drivesSharingALinkWith(const ScanResult& scan, const BlockDevice& device);

} // namespace am::drives
