#include "core/drives/in_use.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace am::drives {

std::string toString(InUseReason::Kind kind)
{
    switch (kind) {
    case InUseReason::Kind::Mounted: return "mounted";
    case InUseReason::Kind::PartitionInUse: return "partition_in_use";
    case InUseReason::Kind::MdMember: return "md_member";
    case InUseReason::Kind::HeldByDm: return "held_by_dm";
    case InUseReason::Kind::Holder: return "holder";
    case InUseReason::Kind::Signature: return "signature";
    case InUseReason::Kind::Swap: return "swap";
    case InUseReason::Kind::Unverified: return "unverified";
    }
    return "unknown";
}

namespace {

std::vector<InUseReason> ownReasons(const BlockDevice& device)
{
    using Kind = InUseReason::Kind;
    std::vector<InUseReason> reasons;
    if (!device.mountpoints.empty()) {
        const std::string where = fmt::format("{}", fmt::join(device.mountpoints, ", "));
        reasons.push_back({Kind::Mounted, where, "mounted at " + where});
    }
    if (device.swap) reasons.push_back({Kind::Swap, "", "active swap"});
    for (const auto& holder : device.holders) {
        if (holder.starts_with("md")) reasons.push_back({Kind::MdMember, holder, "member of " + holder});
        else if (holder.starts_with("dm-")) reasons.push_back({Kind::HeldByDm, holder, "held by device-mapper " + holder});
        else reasons.push_back({Kind::Holder, holder, "held by " + holder});
    }
    if (!device.signature_type.empty()) {
        const std::string what = device.signature_usage == "partition table"
                                     ? fmt::format("has a {} partition table", device.signature_type)
                                     : fmt::format("has a {} signature ({})", device.signature_type,
                                                   device.signature_usage.empty() ? "unknown use" : device.signature_usage);
        reasons.push_back({Kind::Signature, device.signature_type, what});
    }
    if (!device.probe_error.empty()) reasons.push_back({Kind::Unverified, device.probe_error, device.probe_error});
    return reasons;
}

} // namespace

void assignInUseVerdicts(ScanResult& result)
{
    for (auto& disk : result.drives) {
        disk.in_use_reasons = ownReasons(disk);
        for (auto& part : disk.partitions) {
            part.in_use_reasons = ownReasons(part);
            for (const auto& reason : part.in_use_reasons) {
                // Content that could not be checked is the partition's concern; the
                // disk repeats only what is known to be in use.
                if (reason.kind == InUseReason::Kind::Unverified) continue;
                disk.in_use_reasons.push_back({InUseReason::Kind::PartitionInUse, part.name,
                                               fmt::format("{}: {}", part.name, reason.detail)});
            }
        }
    }
}

} // namespace am::drives
