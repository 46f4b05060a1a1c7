#include "core/drives/drive_json_read.h"

#include <array>
#include <utility>

#include <fmt/format.h>

#include "core/util/json_field.h"

namespace am::drives {

using nlohmann::json;

namespace {

const json& member(const json& object, const char* key, const std::string& where)
{
    if (!object.is_object() || !object.contains(key))
        throw DriveJsonError(fmt::format("drives document: {} has no \"{}\"", where, key));
    return object.at(key);
}

template <typename T> T valueOr(const json& object, const char* key, T fallback)
{
    return util::jsonValueOr<DriveJsonError>(object, key, std::move(fallback), "drives document");
}

InUseReason::Kind kindFromString(const std::string& text)
{
    using Kind = InUseReason::Kind;
    constexpr std::array kinds = {Kind::Mounted,   Kind::PartitionInUse, Kind::MdMember,
                                  Kind::HeldByDm,  Kind::Holder,         Kind::Signature,
                                  Kind::Swap,      Kind::Unverified,     Kind::BackedByInUse,
                                  Kind::DiskInUse, Kind::OpenExclusive,  Kind::NeedsAdmin,
                                  Kind::LvmMember, Kind::BtrfsMember,    Kind::ZfsMember};
    for (const auto kind : kinds)
        if (toString(kind) == text) return kind;
    // A verdict we do not know is still a reason not to write: keep it as unverified.
    return InUseReason::Kind::Unverified;
}

std::vector<InUseReason> reasonsFromJson(const json& reasons)
{
    std::vector<InUseReason> out;
    for (const auto& reason : reasons)
        out.push_back({kindFromString(valueOr<std::string>(reason, "kind", "")),
                       valueOr<std::string>(reason, "subject", ""),
                       valueOr<std::string>(reason, "detail", ""),
                       reasonsFromJson(valueOr<json>(reason, "causes", json::array()))});
    return out;
}

BlockDevice deviceFromJson(const json& in, const std::string& where)
{
    BlockDevice device;
    device.name = member(in, "name", where).get<std::string>();
    device.path = member(in, "path", device.name).get<std::string>();
    device.devno = valueOr<std::string>(in, "devno", "");
    device.model = valueOr<std::string>(in, "model", "");
    device.serial = valueOr<std::string>(in, "serial", "");
    device.firmware = valueOr<std::string>(in, "firmware", "");
    device.size_bytes = valueOr<std::uint64_t>(in, "size_bytes", 0);
    device.logical_block_size = valueOr<std::uint32_t>(in, "logical_block_size", 512);
    device.physical_block_size = valueOr<std::uint32_t>(in, "physical_block_size", 512);
    device.rotational = valueOr<bool>(in, "rotational", false);
    device.removable = valueOr<bool>(in, "removable", false);
    device.read_only = valueOr<bool>(in, "read_only", false);
    device.transport = transportFromString(valueOr<std::string>(in, "transport", "other"))
                           .value_or(Transport::Other);
    device.holders = valueOr<std::vector<std::string>>(in, "holders", {});
    device.mountpoints = valueOr<std::vector<std::string>>(in, "mountpoints", {});
    device.swap = valueOr<bool>(in, "swap", false);
    device.opened_exclusively = valueOr<bool>(in, "opened_exclusively", false);
    device.backing_file = valueOr<std::string>(in, "backing_file", "");
    device.backing_device = valueOr<std::string>(in, "backing_device", "");
    device.backing_file_on = valueOr<std::string>(in, "backing_file_on", "");
    device.backing_file_swap = valueOr<bool>(in, "backing_file_swap", false);
    device.slaves = valueOr<std::vector<std::string>>(in, "slaves", {});
    device.probe_error = valueOr<std::string>(in, "probe_error", "");
    device.probe_denied = valueOr<bool>(in, "probe_denied", false);
    if (const auto it = in.find("signature"); it != in.end() && it->is_object()) {
        device.signature_type = valueOr<std::string>(*it, "type", "");
        device.signature_usage = valueOr<std::string>(*it, "usage", "");
        device.signature_uuid = valueOr<std::string>(*it, "uuid", "");
        device.signature_label = valueOr<std::string>(*it, "label", "");
    }
    device.dm_uuid = valueOr<std::string>(in, "dm_uuid", "");
    if (const auto it = in.find("btrfs_registered"); it != in.end() && it->is_object())
        device.btrfs_registered = BtrfsRegistration{valueOr<std::string>(*it, "uuid", ""),
                                                    valueOr<std::string>(*it, "label", "")};
    device.in_use_reasons = reasonsFromJson(valueOr<json>(in, "in_use_reasons", json::array()));
    // A device the producer called in use with no reason given is still in use.
    if (valueOr<bool>(in, "in_use", false) && device.in_use_reasons.empty())
        device.in_use_reasons.push_back({InUseReason::Kind::Unverified, "", "in use"});
    if (const auto it = in.find("parent"); it != in.end()) {
        device.is_partition = true;
        device.parent = it->get<std::string>();
    }
    for (const auto& part : valueOr<json>(in, "partitions", json::array()))
        device.partitions.push_back(deviceFromJson(part, device.name + " partition"));
    if (const auto it = in.find("sata_link_gigabits"); it != in.end() && it->is_number())
        device.sata_link_gigabits = it->get<double>();
    if (const auto it = in.find("nvme"); it != in.end() && it->is_object()) {
        NvmeInfo nvme;
        nvme.controller = valueOr<std::string>(*it, "controller", "");
        nvme.subsystem = valueOr<std::string>(*it, "subsystem", "");
        nvme.pci_address = valueOr<std::string>(*it, "pci_address", "");
        nvme.link_speed = valueOr<std::string>(*it, "link_speed", "");
        nvme.max_link_speed = valueOr<std::string>(*it, "max_link_speed", "");
        if (const auto w = it->find("link_width"); w != it->end() && w->is_number())
            nvme.link_width = w->get<std::uint32_t>();
        if (const auto w = it->find("max_link_width"); w != it->end() && w->is_number())
            nvme.max_link_width = w->get<std::uint32_t>();
        device.nvme = nvme;
    }
    if (const auto it = in.find("health"); it != in.end() && !it->is_null())
        device.health = healthFromJson(*it, valueOr<json>(in, "smartctl", nullptr));
    return device;
}

} // namespace

ScanResult scanFromJson(const json& document)
{
    ScanResult result;
    const json& drives = member(document, "drives", "the document");
    if (!drives.is_array()) throw DriveJsonError("drives document: \"drives\" is not a list");
    try {
        for (std::size_t i = 0; i < drives.size(); ++i)
            result.drives.push_back(deviceFromJson(drives[i], fmt::format("drive {}", i + 1)));
        for (const auto& in : valueOr<json>(document, "arrays", json::array())) {
            MdArray array;
            array.name = member(in, "name", "an array").get<std::string>();
            array.path = valueOr<std::string>(in, "path", "/dev/" + array.name);
            array.level = valueOr<std::string>(in, "level", "");
            array.array_state = valueOr<std::string>(in, "state", "");
            array.members = valueOr<std::vector<std::string>>(in, "members", {});
            array.raid_disks = valueOr<std::uint32_t>(in, "raid_disks", 0);
            array.degraded = valueOr<std::uint32_t>(in, "degraded", 0);
            array.chunk_bytes = valueOr<std::uint64_t>(in, "chunk_bytes", 0);
            array.size_bytes = valueOr<std::uint64_t>(in, "size_bytes", 0);
            array.metadata_version = valueOr<std::string>(in, "metadata_version", "");
            array.sync_action = valueOr<std::string>(in, "sync_action", "");
            result.arrays.push_back(std::move(array));
        }
        result.warnings = valueOr<std::vector<std::string>>(document, "warnings", {});
    } catch (const json::exception& error) {
        throw DriveJsonError(fmt::format("drives document: {}", error.what()));
    }
    return result;
}

} // namespace am::drives
