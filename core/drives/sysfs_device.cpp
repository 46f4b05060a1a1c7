#include "core/drives/sysfs_device.h"

#include <algorithm>
#include <regex>

#include "core/drives/md_level.h"
#include "core/drives/sata_link.h"
#include "core/util/text_file.h"

namespace am::drives {

namespace fs = std::filesystem;
using util::readAttribute;
using util::readNumber;

namespace {

constexpr std::uint64_t kSectorBytes = 512; // sysfs "size" is always in 512-byte units

std::string attribute(const fs::path& path) { return readAttribute(path).value_or(""); }

std::vector<std::string> listNames(const fs::path& dir)
{
    std::vector<std::string> names;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec))
        names.push_back(entry.path().filename());
    std::sort(names.begin(), names.end());
    return names;
}

fs::path resolved(const fs::path& link)
{
    std::error_code ec;
    auto target = fs::canonical(link, ec);
    return ec ? fs::path{} : target;
}

// SCSI VPD page 0x80 (unit serial number): 4-byte header, byte 3 is the length.
std::string serialFromVpdPage80(const fs::path& path)
{
    const auto page = util::readTextFile(path);
    if (!page || page->size() < 4) return {};
    const auto length = static_cast<unsigned char>((*page)[3]);
    return util::trim(page->substr(4, length));
}

void readNvmeIdentity(BlockDevice& device, const fs::path& block_dir)
{
    NvmeInfo info;
    // Without native multipath, device/ is the controller (nvme0). With it, the
    // namespace hangs off the subsystem (nvme-subsys0), whose entries name the
    // controllers; both carry model, serial and firmware_rev.
    fs::path identity = resolved(block_dir / "device");
    fs::path controller = identity;
    if (identity.filename().native().starts_with("nvme-subsys")) {
        info.subsystem = identity.filename();
        static const std::regex controller_name("nvme[0-9]+");
        controller.clear();
        for (const auto& name : listNames(identity))
            if (std::regex_match(name, controller_name)) {
                controller = resolved(identity / name);
                break;
            }
    }
    if (!controller.empty()) info.controller = controller.filename();
    device.model = attribute(identity / "model");
    device.serial = attribute(identity / "serial");
    device.firmware = attribute(identity / "firmware_rev");
    if (!controller.empty()) {
        if (device.model.empty()) device.model = attribute(controller / "model");
        if (device.serial.empty()) device.serial = attribute(controller / "serial");
        if (device.firmware.empty()) device.firmware = attribute(controller / "firmware_rev");
        const fs::path pci = resolved(controller / "device");
        if (!pci.empty() && fs::exists(pci / "current_link_speed")) {
            info.pci_address = pci.filename();
            info.link_speed = attribute(pci / "current_link_speed");
            info.max_link_speed = attribute(pci / "max_link_speed");
            if (auto width = readNumber(pci / "current_link_width"))
                info.link_width = static_cast<std::uint32_t>(*width);
            if (auto width = readNumber(pci / "max_link_width"))
                info.max_link_width = static_cast<std::uint32_t>(*width);
            info.pcie_path = pciePathFrom(pci);
        }
    }
    device.nvme = std::move(info);
}

void readScsiIdentity(BlockDevice& device, const fs::path& block_dir)
{
    const fs::path dev = block_dir / "device";
    const std::string vendor = attribute(dev / "vendor");
    device.model = attribute(dev / "model");
    // SATA disks report the vendor "ATA" (the SCSI translation layer's name), which is noise.
    if (!vendor.empty() && vendor != "ATA" && !device.model.starts_with(vendor))
        device.model = vendor + " " + device.model;
    device.firmware = attribute(dev / "rev");
    device.serial = serialFromVpdPage80(dev / "vpd_pg80");
}

std::vector<BlockDevice> readPartitions(const fs::path& block_dir, const BlockDevice& disk)
{
    std::vector<BlockDevice> partitions;
    for (const auto& name : listNames(block_dir)) {
        const fs::path dir = block_dir / name;
        if (!fs::exists(dir / "partition")) continue;
        BlockDevice part;
        part.name = name;
        part.path = "/dev/" + name;
        part.devno = attribute(dir / "dev");
        part.size_bytes = readNumber(dir / "size").value_or(0) * kSectorBytes;
        part.read_only = readNumber(dir / "ro").value_or(0) != 0;
        part.holders = listNames(dir / "holders");
        part.is_partition = true;
        part.parent = disk.name;
        part.transport = disk.transport;
        part.rotational = disk.rotational;
        part.logical_block_size = disk.logical_block_size;
        part.physical_block_size = disk.physical_block_size;
        partitions.push_back(std::move(part));
    }
    return partitions;
}

} // namespace

BlockDevice readSysfsDevice(const SystemRoots& roots, const std::string& name)
{
    const fs::path block_dir = roots.sysfs / "block" / name;
    BlockDevice device;
    device.name = name;
    device.path = "/dev/" + name;
    device.devno = attribute(block_dir / "dev");
    device.size_bytes = readNumber(block_dir / "size").value_or(0) * kSectorBytes;
    device.logical_block_size = static_cast<std::uint32_t>(
        readNumber(block_dir / "queue/logical_block_size").value_or(512));
    device.physical_block_size = static_cast<std::uint32_t>(
        readNumber(block_dir / "queue/physical_block_size").value_or(device.logical_block_size));
    device.rotational = readNumber(block_dir / "queue/rotational").value_or(0) != 0;
    device.removable = readNumber(block_dir / "removable").value_or(0) != 0;
    device.read_only = readNumber(block_dir / "ro").value_or(0) != 0;
    device.transport = classifyTransport(name, resolved(block_dir));
    device.holders = listNames(block_dir / "holders");
    device.slaves = listNames(block_dir / "slaves");

    switch (device.transport) {
    case Transport::Nvme:
        readNvmeIdentity(device, block_dir);
        break;
    case Transport::Sata:
        readScsiIdentity(device, block_dir);
        device.sata_link_gigabits = sataLinkGigabits(resolved(block_dir));
        break;
    case Transport::Sas:
    case Transport::Usb:
        readScsiIdentity(device, block_dir);
        break;
    case Transport::Virtio:
        device.serial = attribute(block_dir / "serial");
        break;
    case Transport::Loop:
        device.backing_file = attribute(block_dir / "loop/backing_file");
        break;
    case Transport::Dm:
        device.model = attribute(block_dir / "dm/name");
        device.dm_uuid = attribute(block_dir / "dm/uuid");
        break;
    default:
        break;
    }
    device.partitions = readPartitions(block_dir, device);
    return device;
}

MdArray readMdArray(const SystemRoots& roots, const std::string& name)
{
    const fs::path block_dir = roots.sysfs / "block" / name;
    const fs::path md = block_dir / "md";
    MdArray array;
    if (!fs::is_directory(md)) return array;
    array.name = name;
    array.path = "/dev/" + name;
    array.array_state = attribute(md / "array_state");
    array.metadata_version = attribute(md / "metadata_version");
    array.level = mdLevel(attribute(md / "level"), array.metadata_version);
    array.sync_action = attribute(md / "sync_action");
    array.raid_disks = static_cast<std::uint32_t>(readNumber(md / "raid_disks").value_or(0));
    array.degraded = static_cast<std::uint32_t>(readNumber(md / "degraded").value_or(0));
    array.chunk_bytes = readNumber(md / "chunk_size").value_or(0);
    array.size_bytes = readNumber(block_dir / "size").value_or(0) * kSectorBytes;
    array.members = listNames(block_dir / "slaves");
    return array;
}

} // namespace am::drives
