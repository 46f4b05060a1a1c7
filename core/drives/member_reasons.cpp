#include "core/drives/member_reasons.h"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/drives/lvm_name.h"

namespace am::drives {

namespace {

using Kind = InUseReason::Kind;

constexpr const char* kLvmSignature = "LVM2_member";
constexpr const char* kBtrfsSignature = "btrfs";
constexpr const char* kZfsSignature = "zfs_member";

const BlockDevice* lvmMapping(const ScanResult& scan, const std::string& name)
{
    if (!name.starts_with("dm-")) return nullptr;
    const BlockDevice* dm = scan.find(name);
    return dm && isLvmDmUuid(dm->dm_uuid) ? dm : nullptr;
}

std::string joinDetails(const std::vector<InUseReason>& reasons)
{
    std::vector<std::string> details;
    for (const auto& reason : reasons) details.push_back(reason.detail);
    return fmt::format("{}", fmt::join(details, "; "));
}

// The filesystem UUID and label of a btrfs device; empty UUID when it is none.
std::pair<std::string, std::string> btrfsIdentity(const BlockDevice& device)
{
    std::pair<std::string, std::string> identity;
    if (device.signature_type == kBtrfsSignature)
        identity = {device.signature_uuid, device.signature_label};
    if (device.btrfs_registered) {
        if (identity.first.empty()) identity.first = device.btrfs_registered->uuid;
        if (identity.second.empty()) identity.second = device.btrfs_registered->label;
    }
    return identity;
}

} // namespace

bool isMemberSignature(const std::string& signature_type)
{
    return signature_type == kLvmSignature || signature_type == kBtrfsSignature ||
           signature_type == kZfsSignature;
}

bool isPhysicalVolumeHolder(const ScanResult& scan, const BlockDevice& device,
                            const std::string& holder)
{
    return !isLvmDmUuid(device.dm_uuid) && lvmMapping(scan, holder) != nullptr;
}

std::optional<InUseReason> lvmMemberReason(const ScanResult& scan, const BlockDevice& device,
                                           const std::vector<std::string>& above)
{
    std::vector<std::string> groups;
    std::vector<InUseReason> causes;
    bool held_by_lvm = false;
    for (const auto& holder : device.holders) {
        if (!isPhysicalVolumeHolder(scan, device, holder)) continue;
        held_by_lvm = true;
        const BlockDevice* dm = lvmMapping(scan, holder);
        if (const auto group = volumeGroupOfDmName(dm->model);
            group && std::find(groups.begin(), groups.end(), *group) == groups.end())
            groups.push_back(*group);
        if (std::find(above.begin(), above.end(), holder) == above.end())
            causes.push_back({Kind::HeldByDm, holder,
                              fmt::format("held by device-mapper {} ({})", holder, dm->model)});
    }
    // Held only by the stack asking and no label read: the stack speaks for itself.
    if (causes.empty() && device.signature_type != kLvmSignature) return std::nullopt;
    if (!held_by_lvm)
        return InUseReason{Kind::LvmMember, "LVM2 physical volume",
                           "LVM physical volume (no active volume group)"};
    const std::string subject =
        groups.empty() ? "LVM2 physical volume" : fmt::format("{}", fmt::join(groups, ", "));
    std::string detail = groups.empty()
                             ? std::string("LVM physical volume")
                             : fmt::format("LVM physical volume of volume group {}", subject);
    if (!causes.empty()) detail += ": " + joinDetails(causes);
    return InUseReason{Kind::LvmMember, subject, detail, std::move(causes)};
}

std::optional<InUseReason> btrfsMemberReason(const ScanResult& scan, const BlockDevice& device)
{
    const bool probed_btrfs = device.signature_type == kBtrfsSignature;
    if (!probed_btrfs && !device.btrfs_registered) return std::nullopt;
    // Named copies, not a structured binding: clang 14 cannot capture bindings in a lambda.
    const auto identity = btrfsIdentity(device);
    const std::string uuid = identity.first;
    const std::string label = identity.second;
    // The mount table names one device of a filesystem of many; the UUID finds the others.
    std::vector<InUseReason> causes;
    const auto addMounts = [&](const BlockDevice& other) {
        if (other.name == device.name || other.mountpoints.empty() || uuid.empty() ||
            btrfsIdentity(other).first != uuid)
            return;
        const std::string where = fmt::format("{}", fmt::join(other.mountpoints, ", "));
        causes.push_back({Kind::Mounted, where,
                          fmt::format("mounted at {} through /dev/{}", where, other.name)});
    };
    for (const auto& disk : scan.drives) {
        addMounts(disk);
        for (const auto& part : disk.partitions) addMounts(part);
    }
    const std::string subject = !label.empty() ? label : !uuid.empty() ? uuid : "btrfs";
    std::string detail =
        label.empty() ? fmt::format("device of btrfs filesystem (UUID {})", uuid)
                      : fmt::format("device of btrfs filesystem '{}' (UUID {})", label, uuid);
    if (!causes.empty()) detail += ", " + joinDetails(causes);
    return InUseReason{Kind::BtrfsMember, subject, detail, std::move(causes)};
}

std::optional<InUseReason> zfsMemberReason(const BlockDevice& device)
{
    if (device.signature_type != kZfsSignature) return std::nullopt;
    const std::string& pool = device.signature_label;
    if (pool.empty()) return InUseReason{Kind::ZfsMember, "zfs", "device of a ZFS pool"};
    return InUseReason{Kind::ZfsMember, pool, fmt::format("device of ZFS pool '{}'", pool)};
}

} // namespace am::drives
