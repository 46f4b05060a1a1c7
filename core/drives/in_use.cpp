#include "core/drives/in_use.h"

#include <algorithm>

#include "core/drives/stacked_reasons.h"

namespace am::drives {

std::string toString(InUseReason::Kind kind)
{
    switch (kind) {
    case InUseReason::Kind::Mounted:
        return "mounted";
    case InUseReason::Kind::PartitionInUse:
        return "partition_in_use";
    case InUseReason::Kind::MdMember:
        return "md_member";
    case InUseReason::Kind::HeldByDm:
        return "held_by_dm";
    case InUseReason::Kind::Holder:
        return "holder";
    case InUseReason::Kind::Signature:
        return "signature";
    case InUseReason::Kind::Swap:
        return "swap";
    case InUseReason::Kind::Unverified:
        return "unverified";
    case InUseReason::Kind::NeedsAdmin:
        return "needs_admin";
    case InUseReason::Kind::BackedByInUse:
        return "backing_in_use";
    case InUseReason::Kind::DiskInUse:
        return "disk_in_use";
    case InUseReason::Kind::OpenExclusive:
        return "open_exclusive";
    case InUseReason::Kind::LvmMember:
        return "lvm_member";
    case InUseReason::Kind::BtrfsMember:
        return "btrfs_member";
    case InUseReason::Kind::ZfsMember:
        return "zfs_member";
    }
    return "unknown";
}

bool isNotChecked(InUseReason::Kind kind)
{
    return kind == InUseReason::Kind::Unverified || kind == InUseReason::Kind::NeedsAdmin;
}

bool isContentOnly(const InUseReason& reason)
{
    switch (reason.kind) {
    case InUseReason::Kind::Signature:
        return true;
    case InUseReason::Kind::LvmMember:
    case InUseReason::Kind::BtrfsMember:
    case InUseReason::Kind::ZfsMember:
        return reason.causes.empty();
    default:
        return false;
    }
}

Verdict verdictOf(const BlockDevice& device)
{
    if (device.in_use_reasons.empty()) return Verdict::Free;
    const auto& reasons = device.in_use_reasons;
    const bool only_unchecked = std::all_of(
        reasons.begin(), reasons.end(), [](const InUseReason& r) { return isNotChecked(r.kind); });
    const bool any_denied = std::any_of(reasons.begin(), reasons.end(), [](const InUseReason& r) {
        return r.kind == InUseReason::Kind::NeedsAdmin;
    });
    return only_unchecked && any_denied ? Verdict::NeedsAdmin : Verdict::InUse;
}

std::string toString(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Free:
        return "free";
    case Verdict::InUse:
        return "in_use";
    case Verdict::NeedsAdmin:
        return "needs_admin";
    }
    return "in_use";
}

void assignInUseVerdicts(ScanResult& result)
{
    // Worked out from the facts alone, then assigned: no verdict depends on the order.
    std::vector<std::vector<InUseReason>> verdicts;
    for (const auto& disk : result.drives) {
        verdicts.push_back(stackedInUseReasons(result, disk));
        for (const auto& part : disk.partitions)
            verdicts.push_back(stackedInUseReasons(result, part));
    }
    std::size_t next = 0;
    for (auto& disk : result.drives) {
        disk.in_use_reasons = std::move(verdicts[next++]);
        for (auto& part : disk.partitions) part.in_use_reasons = std::move(verdicts[next++]);
    }
}

} // namespace am::drives
