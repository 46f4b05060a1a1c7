#pragma once

#include <QString>

#include "core/drives/block_device.h"

namespace am::ui {

// "x4 Gen3", from a link's width and rate.
QString pcieLinkText(const drives::PcieLink& link);

// A drive's way to the CPU and who shares it, for the drives page:
// "x4 Gen3 via the chipset (DMI, x4 Gen3), shared with nvme2n1". Empty for a
// drive without a PCIe path, or whose only link is its own and not shared.
QString pciePathText(const drives::BlockDevice& device, const drives::ScanResult& scan);

} // namespace am::ui
