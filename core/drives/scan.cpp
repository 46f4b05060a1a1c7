#include "core/drives/scan.h"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

#include "core/drives/btrfs_registry.h"
#include "core/drives/exclusive_probe.h"
#include "core/drives/in_use.h"
#include "core/drives/loop_backing.h"
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
        throw ScanError(
            fmt::format("{} '{}' does not exist or is not a directory", what, path.string()));
}

void addMounts(BlockDevice& device, const std::vector<Mount>& mounts,
               const std::set<std::string>& swaps, const fs::path& devfs)
{
    device.mountpoints = mountTargetsOf(mounts, device.devno, device.name, devfs);
    device.swap = swaps.contains(device.name);
}

void addBtrfsRegistration(BlockDevice& device,
                          const std::map<std::string, BtrfsRegistration>& registered)
{
    if (const auto it = registered.find(device.name); it != registered.end())
        device.btrfs_registered = it->second;
}

void addSignature(BlockDevice& device, const SystemRoots& roots)
{
    // A device with no medium (empty loop, uninitialised zram) has nothing to read.
    if (device.size_bytes == 0) return;
    const Signature signature = probeSignature(roots.devfs / device.name);
    device.signature_type = signature.type;
    device.signature_usage = signature.usage;
    device.signature_uuid = signature.uuid;
    device.signature_label = signature.label;
    device.probe_error = signature.error;
    device.probe_denied = signature.denied;
}

// Physical drives first, then arrays and mappings built on them, then virtual
// devices; within a group by name, numbers compared as numbers (nvme2n1 < nvme10n1).
int displayRank(Transport transport)
{
    switch (transport) {
    case Transport::Md:
        return 1;
    case Transport::Dm:
        return 2;
    case Transport::Zram:
        return 3;
    case Transport::Loop:
        return 4;
    default:
        return 0;
    }
}

bool naturalLess(const std::string& a, const std::string& b)
{
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (std::isdigit(static_cast<unsigned char>(a[i])) &&
            std::isdigit(static_cast<unsigned char>(b[j]))) {
            std::size_t ei = i, ej = j;
            while (ei < a.size() && std::isdigit(static_cast<unsigned char>(a[ei]))) ++ei;
            while (ej < b.size() && std::isdigit(static_cast<unsigned char>(b[ej]))) ++ej;
            const auto na = std::stoull(a.substr(i, ei - i)), nb = std::stoull(b.substr(j, ej - j));
            if (na != nb) return na < nb;
            i = ei;
            j = ej;
        } else {
            if (a[i] != b[j]) return a[i] < b[j];
            ++i;
            ++j;
        }
    }
    return a.size() - i < b.size() - j;
}

// In a chroot (or a mount namespace of its own) /proc/self/mountinfo hides
// the mounts outside our root, yet those disks are just as busy. Init's view
// (readable by root) adds them; without permission we keep our own view.
void addMountsSeenByInit(std::vector<Mount>& mounts, const fs::path& procfs)
{
    std::error_code ec;
    if (!fs::exists(procfs / "1/mountinfo", ec)) return;
    try {
        for (auto& mount : readMountTable(procfs / "1/mountinfo")) {
            // The same mount seen from both roots has the same device and filesystem
            // directory; a bind mount of a subdirectory (ip netns makes one) must
            // not hide init's mount of the whole filesystem.
            const bool known = std::any_of(mounts.begin(), mounts.end(), [&](const Mount& m) {
                return m.devno == mount.devno && m.source == mount.source && m.root == mount.root;
            });
            if (!known) mounts.push_back(std::move(mount));
        }
    } catch (const std::exception&) {
        // Not readable (not root): our own view is all there is.
    }
}

} // namespace

bool displayOrderLess(const BlockDevice& a, const BlockDevice& b)
{
    const int ra = displayRank(a.transport), rb = displayRank(b.transport);
    if (ra != rb) return ra < rb;
    return naturalLess(a.name, b.name);
}

const BlockDevice* ScanResult::find(const std::string& name_or_path) const
{
    const std::string name =
        name_or_path.starts_with("/dev/") ? name_or_path.substr(5) : name_or_path;
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
    std::vector<Mount> mounts;
    try {
        mounts = readMountTable(roots.procfs / "self/mountinfo");
    } catch (const std::exception& error) {
        result.warnings.push_back(fmt::format("mount points unknown: {}", error.what()));
    }
    addMountsSeenByInit(mounts, roots.procfs);
    const auto swaps = readSwapDevices(roots.procfs / "swaps");
    const auto swap_files = readSwapFiles(roots.procfs / "swaps");
    const auto btrfs_devices = readBtrfsRegistrations(roots.sysfs);

    for (const auto& entry : fs::directory_iterator(roots.sysfs / "block")) {
        const std::string name = entry.path().filename();
        BlockDevice device = readSysfsDevice(roots, name);
        addMounts(device, mounts, swaps, roots.devfs);
        addBtrfsRegistration(device, btrfs_devices);
        if (options.probe_signatures) addSignature(device, roots);
        for (auto& part : device.partitions) {
            addMounts(part, mounts, swaps, roots.devfs);
            addBtrfsRegistration(part, btrfs_devices);
            if (options.probe_signatures) addSignature(part, roots);
        }
        if (device.transport == Transport::Md) {
            if (MdArray array = readMdArray(roots, name); !array.name.empty())
                result.arrays.push_back(std::move(array));
        }
        result.drives.push_back(std::move(device));
    }
    std::sort(result.drives.begin(), result.drives.end(), displayOrderLess);
    for (auto& disk : result.drives)
        std::sort(disk.partitions.begin(), disk.partitions.end(), displayOrderLess);
    resolveLoopBackings(result, mounts, swap_files, roots);
    assignInUseVerdicts(result);
    // An exclusive hold changes what is stacked on the device too: verdicts again.
    if (options.probe_signatures &&
        markExclusivelyOpened(result, roots.devfs, options.held_exclusively_by_caller))
        assignInUseVerdicts(result);
    return result;
}

} // namespace am::drives
