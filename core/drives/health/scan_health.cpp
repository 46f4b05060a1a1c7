#include "core/drives/health/scan_health.h"

namespace am::drives {

bool hasSmart(const BlockDevice& device)
{
    if (device.is_partition) return false;
    switch (device.transport) {
    case Transport::Nvme:
    case Transport::Sata:
    case Transport::Sas:
    case Transport::Usb:
        return true;
    case Transport::Virtio:
    case Transport::Loop:
    case Transport::Zram:
    case Transport::Md:
    case Transport::Dm:
    case Transport::Other:
        return false;
    }
    return false;
}

void readHealth(ScanResult& scan, util::Runner& runner)
{
    for (auto& device : scan.drives)
        if (hasSmart(device)) device.health = readDriveHealth(runner, device.path);
}

} // namespace am::drives
