#include "core/drives/loop_backing.h"

#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <fmt/format.h>

namespace am::drives {

namespace fs = std::filesystem;

namespace {

// The kernel appends this to backing_file when the file was unlinked.
std::string withoutDeletedMark(const std::string& path)
{
    constexpr std::string_view mark = " (deleted)";
    return path.ends_with(mark) ? path.substr(0, path.size() - mark.size()) : path;
}

std::string devnoText(dev_t devno) { return fmt::format("{}:{}", major(devno), minor(devno)); }

std::string nameByDevno(const ScanResult& result, const std::string& devno)
{
    for (const auto& disk : result.drives) {
        if (disk.devno == devno) return disk.name;
        for (const auto& part : disk.partitions)
            if (part.devno == devno) return part.name;
    }
    return {};
}

// "/dev/sdb1" or "/dev/mapper/vg-x" (a symlink to ../dm-0) as a name of the
// scan; a file deeper under /dev (/dev/shm/sda) is not a device node.
std::string nameOfDevPath(const ScanResult& result, const std::string& path, const fs::path& devfs)
{
    if (!path.starts_with("/dev/")) return {};
    std::error_code ec, devfs_ec;
    const fs::path resolved = fs::canonical(devfs / path.substr(5), ec);
    std::string name;
    if (!ec) {
        if (resolved.parent_path() == fs::canonical(devfs, devfs_ec)) name = resolved.filename();
    } else if (path.find('/', 5) == std::string::npos) {
        name = path.substr(5); // not in devfs (a fixture tree without it): the name alone
    }
    return !name.empty() && result.find(name) ? name : "";
}

bool isUnder(const std::string& path, const std::string& directory)
{
    return directory == "/" || path == directory || path.starts_with(directory + "/");
}

// The device of the deepest mount whose target holds `path`.
std::string nameHoldingPath(const ScanResult& result, const std::vector<Mount>& mounts,
                            const std::string& path, const fs::path& devfs)
{
    const Mount* deepest = nullptr;
    for (const auto& mount : mounts)
        if (isUnder(path, mount.target) &&
            (!deepest || mount.target.size() >= deepest->target.size()))
            deepest = &mount; // a later mount on the same target covers the earlier one
    if (!deepest) return {};
    if (std::string name = nameByDevno(result, deepest->devno); !name.empty()) return name;
    return nameOfDevPath(result, deepest->source, devfs);
}

// btrfs reports an anonymous device number (0:N); its mount names the device.
std::string nameOfAnonymousMount(const ScanResult& result, const std::vector<Mount>& mounts,
                                 dev_t devno, const fs::path& devfs)
{
    const std::string text = devnoText(devno);
    for (const auto& mount : mounts)
        if (mount.devno == text)
            if (std::string name = nameOfDevPath(result, mount.source, devfs); !name.empty())
                return name;
    return {};
}

void resolve(BlockDevice& loop, const ScanResult& result, const std::vector<Mount>& mounts,
             const SystemRoots& roots)
{
    const std::string path = withoutDeletedMark(loop.backing_file);
    loop.backing_device = nameOfDevPath(result, path, roots.devfs);
    if (!loop.backing_device.empty()) return;
    if (roots.devfs == "/dev") {
        // This machine: the file itself says where it lives. A file that is gone
        // or on a filesystem without a block device (tmpfs) is on no device of ours.
        struct stat st {};
        if (path != loop.backing_file || ::stat(path.c_str(), &st) != 0) return;
        if (S_ISBLK(st.st_mode)) {
            // A device node the scan did not list: named anyway, so the verdict says so.
            loop.backing_device = nameByDevno(result, devnoText(st.st_rdev));
            if (loop.backing_device.empty()) loop.backing_device = fs::path(path).filename();
            return;
        }
        loop.backing_file_on = nameByDevno(result, devnoText(st.st_dev));
        if (loop.backing_file_on.empty())
            loop.backing_file_on = nameOfAnonymousMount(result, mounts, st.st_dev, roots.devfs);
    } else {
        // A recorded tree: its paths are not ours to stat; the mount table tells.
        loop.backing_file_on = nameHoldingPath(result, mounts, path, roots.devfs);
    }
}

} // namespace

void resolveLoopBackings(ScanResult& result, const std::vector<Mount>& mounts,
                         const std::set<std::string>& swap_files, const SystemRoots& roots)
{
    for (auto& device : result.drives) {
        if (device.transport != Transport::Loop || device.backing_file.empty()) continue;
        resolve(device, result, mounts, roots);
        if (device.backing_device.empty())
            device.backing_file_swap = swap_files.contains(device.backing_file);
    }
}

} // namespace am::drives
