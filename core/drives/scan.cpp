#include "core/drives/scan.h"

#include <algorithm>

#include <fmt/format.h>

#include "core/drives/in_use.h"
#include "core/drives/mount_table.h"
#include "core/drives/signature_probe.h"
#include "core/drives/sysfs_device.h"

namespace am::drives {

namespace fs = std::filesystem;

namespace {

void requireDirectory(const fs::path& path, std::string_view what)
{
    std::error_code ec;
    if (!fs::is_directory(path, ec))
        throw ScanError(fmt::format("{} '{}' does not exist or is not a directory", what, path.string()));
}

void addMounts(BlockDevice& device, const std::multimap<std::string, std::string>& mounts,
               const std::set<std::string>& swaps)
{
    auto [begin, end] = mounts.equal_range(device.devno);
    for (auto it = begin; it != end; ++it) device.mountpoints.push_back(it->second);
    device.swap = swaps.contains(device.name);
}

void addSignature(BlockDevice& device, const SystemRoots& roots)
{
    // A device with no medium (empty loop, uninitialised zram) has nothing to read.
    if (device.size_bytes == 0) return;
    const Signature signature = probeSignature(roots.devfs / device.name);
    device.signature_type = signature.type;
    device.signature_usage = signature.usage;
    device.probe_error = signature.error;
}

} // namespace

const BlockDevice* ScanResult::find(const std::string& name_or_path) const
{
    const std::string name = name_or_path.starts_with("/dev/") ? name_or_path.substr(5) : name_or_path;
    for (const auto& disk : drives) {
        if (disk.name == name) return &disk;
        for (const auto& part : disk.partitions)
            if (part.name == name) return &part;
    }
    return nullptr;
}

ScanResult scan(const SystemRoots& roots, const ScanOptions& options)
{
    requireDirectory(roots.sysfs, "sysfs root");
    requireDirectory(roots.sysfs / "block", "sysfs block directory");
    requireDirectory(roots.procfs, "procfs root");
    if (options.probe_signatures) requireDirectory(roots.devfs, "devfs root");

    ScanResult result;
    std::multimap<std::string, std::string> mounts;
    try {
        mounts = readMountTable(roots.procfs / "self/mountinfo");
    } catch (const std::exception& error) {
        result.warnings.push_back(fmt::format("mount points unknown: {}", error.what()));
    }
    const auto swaps = readSwapDevices(roots.procfs / "swaps");

    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(roots.sysfs / "block")) names.push_back(entry.path().filename());
    std::sort(names.begin(), names.end());

    for (const auto& name : names) {
        BlockDevice device = readSysfsDevice(roots, name);
        addMounts(device, mounts, swaps);
        if (options.probe_signatures) addSignature(device, roots);
        for (auto& part : device.partitions) {
            addMounts(part, mounts, swaps);
            if (options.probe_signatures) addSignature(part, roots);
        }
        if (device.transport == Transport::Md) {
            if (MdArray array = readMdArray(roots, name); !array.name.empty()) result.arrays.push_back(std::move(array));
        }
        result.drives.push_back(std::move(device));
    }
    assignInUseVerdicts(result);
    return result;
}

} // namespace am::drives
