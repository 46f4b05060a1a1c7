#include "core/drives/pcie_sharing.h"

#include <algorithm>

namespace am::drives {

std::vector<MemberPath> pciePathsOf(const ScanResult& scan, const std::vector<std::string>& drives)
{
    std::vector<MemberPath> paths;
    for (const auto& name : drives)
        if (const auto* device = scan.find(name);
            device && device->nvme && !device->nvme->pcie_path.empty())
            paths.push_back({device->name, device->nvme->pcie_path});
    return paths;
}

std::vector<std::string> drivesSharingALinkWith(const ScanResult& scan, const BlockDevice& device)
{
    std::vector<std::string> others;
    if (!device.nvme) return others;
    const auto& mine = device.nvme->pcie_path;
    for (const auto& other : scan.drives) {
        if (other.name == device.name || !other.nvme) continue;
        const auto& theirs = other.nvme->pcie_path;
        // Namespaces of one controller share its own link too: that is one drive, not a neighbour.
        if (!theirs.empty() && !mine.empty() && theirs.front().address == mine.front().address)
            continue;
        const bool shares = std::any_of(mine.begin(), mine.end(), [&](const PcieLink& link) {
            return std::any_of(theirs.begin(), theirs.end(), [&](const PcieLink& their) {
                return their.address == link.address;
            });
        });
        if (shares) others.push_back(other.name);
    }
    return others;
}

} // namespace am::drives
