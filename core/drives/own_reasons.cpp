#include "core/drives/own_reasons.h"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/drives/member_reasons.h"

namespace am::drives {

namespace {
using Kind = InUseReason::Kind;
} // namespace

bool inChain(const DeviceChain& chain, const std::string& name)
{
    return std::find(chain.begin(), chain.end(), name) != chain.end();
}

std::vector<InUseReason> ownReasons(const ScanResult& scan, const BlockDevice& device,
                                    const DeviceChain& above)
{
    std::vector<InUseReason> reasons;
    if (!device.mountpoints.empty()) {
        const std::string where = fmt::format("{}", fmt::join(device.mountpoints, ", "));
        reasons.push_back({Kind::Mounted, where, "mounted at " + where});
    }
    if (device.swap) reasons.push_back({Kind::Swap, "", "active swap"});
    for (const auto& holder : device.holders) {
        if (inChain(above, holder) || isPhysicalVolumeHolder(scan, device, holder)) continue;
        if (holder.starts_with("md"))
            reasons.push_back({Kind::MdMember, holder, "member of " + holder});
        else if (holder.starts_with("dm-"))
            reasons.push_back({Kind::HeldByDm, holder, "held by device-mapper " + holder});
        else
            reasons.push_back({Kind::Holder, holder, "held by " + holder});
    }
    // A loop device makes no holder link in sysfs, yet writing its backing
    // device rewrites what the loop device shows.
    for (const auto& disk : scan.drives)
        if (disk.transport == Transport::Loop && disk.backing_device == device.name &&
            !inChain(above, disk.name) && disk.name != device.name)
            reasons.push_back({Kind::Holder, disk.name,
                               fmt::format("held by {} (a loop device over it)", disk.name)});
    if (!device.signature_type.empty() && !isMemberSignature(device.signature_type)) {
        const std::string what =
            device.signature_usage == "partition table"
                ? fmt::format("has a {} partition table", device.signature_type)
                : fmt::format("has a {} signature ({})", device.signature_type,
                              device.signature_usage.empty() ? "unknown use"
                                                             : device.signature_usage);
        reasons.push_back({Kind::Signature, device.signature_type, what});
    }
    if (auto lvm = lvmMemberReason(scan, device, above)) reasons.push_back(std::move(*lvm));
    if (auto btrfs = btrfsMemberReason(scan, device)) reasons.push_back(std::move(*btrfs));
    if (auto zfs = zfsMemberReason(device)) reasons.push_back(std::move(*zfs));
    if (!device.probe_error.empty()) {
        if (device.probe_denied)
            reasons.push_back(
                {Kind::NeedsAdmin, "",
                 fmt::format("not checked: needs administrator rights ({})", device.probe_error)});
        else
            reasons.push_back({Kind::Unverified, device.probe_error, device.probe_error});
    }
    if (device.opened_exclusively)
        reasons.push_back({Kind::OpenExclusive, "",
                           "opened exclusively by another process, e.g. a running benchmark"});
    return reasons;
}

} // namespace am::drives
