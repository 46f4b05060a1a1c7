#include "core/drives/drive_json.h"

namespace am::drives {

using nlohmann::json;

namespace {
json reasonsJson(const std::vector<InUseReason>& in_use_reasons)
{
    json reasons = json::array();
    for (const auto& reason : in_use_reasons) {
        json out = {{"kind", toString(reason.kind)},
                    {"subject", reason.subject},
                    {"detail", reason.detail}};
        if (!reason.causes.empty()) out["causes"] = reasonsJson(reason.causes);
        reasons.push_back(std::move(out));
    }
    return reasons;
}
} // namespace

json toJson(const BlockDevice& device)
{
    const json reasons = reasonsJson(device.in_use_reasons);

    json out = {
        {"name", device.name},
        {"path", device.path},
        {"devno", device.devno},
        {"model", device.model},
        {"serial", device.serial},
        {"firmware", device.firmware},
        {"size_bytes", device.size_bytes},
        {"logical_block_size", device.logical_block_size},
        {"physical_block_size", device.physical_block_size},
        {"rotational", device.rotational},
        {"removable", device.removable},
        {"read_only", device.read_only},
        {"transport", toString(device.transport)},
        {"holders", device.holders},
        {"mountpoints", device.mountpoints},
        {"swap", device.swap},
        {"opened_exclusively", device.opened_exclusively},
        {"signature", device.signature_type.empty() ? json(nullptr)
                                                    : json{{"type", device.signature_type},
                                                           {"usage", device.signature_usage},
                                                           {"uuid", device.signature_uuid},
                                                           {"label", device.signature_label}}},
        {"probe_error", device.probe_error.empty() ? json(nullptr) : json(device.probe_error)},
        {"probe_denied", device.probe_denied},
        // "free", "in_use" or "needs_admin"; in_use stays true for needs_admin: not checked is not
        // free.
        {"verdict", toString(verdictOf(device))},
        {"in_use", device.inUse()},
        {"in_use_reasons", reasons},
    };
    if (device.is_partition)
        out["parent"] = device.parent;
    else {
        json partitions = json::array();
        for (const auto& part : device.partitions) partitions.push_back(toJson(part));
        out["partitions"] = partitions;
    }
    if (!device.backing_file.empty()) out["backing_file"] = device.backing_file;
    if (!device.backing_device.empty()) out["backing_device"] = device.backing_device;
    if (!device.backing_file_on.empty()) out["backing_file_on"] = device.backing_file_on;
    if (device.backing_file_swap) out["backing_file_swap"] = true;
    if (!device.slaves.empty()) out["slaves"] = device.slaves;
    if (!device.dm_uuid.empty()) out["dm_uuid"] = device.dm_uuid;
    if (device.btrfs_registered)
        out["btrfs_registered"] = {{"uuid", device.btrfs_registered->uuid},
                                   {"label", device.btrfs_registered->label}};
    if (device.sata_link_gigabits) out["sata_link_gigabits"] = *device.sata_link_gigabits;
    if (device.health) {
        out["health"] = toJson(*device.health);
        out["smartctl"] = device.health->smartctl;
    }
    if (device.nvme) {
        const auto& nvme = *device.nvme;
        out["nvme"] = {
            {"controller", nvme.controller},
            {"subsystem", nvme.subsystem},
            {"pci_address", nvme.pci_address},
            {"link_speed", nvme.link_speed},
            {"link_width", nvme.link_width ? json(*nvme.link_width) : json(nullptr)},
            {"max_link_speed", nvme.max_link_speed},
            {"max_link_width", nvme.max_link_width ? json(*nvme.max_link_width) : json(nullptr)},
        };
    }
    return out;
}

json toJson(const MdArray& array)
{
    return {
        {"name", array.name},
        {"path", array.path},
        {"level", array.level},
        {"state", array.array_state},
        {"members", array.members},
        {"raid_disks", array.raid_disks},
        {"degraded", array.degraded},
        {"chunk_bytes", array.chunk_bytes},
        {"size_bytes", array.size_bytes},
        {"metadata_version", array.metadata_version},
        {"sync_action", array.sync_action},
    };
}

json toJson(const ScanResult& result)
{
    json drives = json::array();
    for (const auto& device : result.drives) drives.push_back(toJson(device));
    json arrays = json::array();
    for (const auto& array : result.arrays) arrays.push_back(toJson(array));
    return {{"drives", drives}, {"arrays", arrays}, {"warnings", result.warnings}};
}

} // namespace am::drives
