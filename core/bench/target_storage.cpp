#include "core/bench/target_storage.h"

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <memory>
#include <sstream>

#include <fmt/format.h>
#include <libmount/libmount.h>

#include "core/util/text_file.h"
#include "core/util/unique_fd.h"

namespace am::bench {

namespace fs = std::filesystem;

namespace {

// A device number's kernel name ("vda1"), through <sysfs>/dev/block/MAJ:MIN.
std::string deviceNameOf(dev_t devno, const fs::path& sysfs)
{
    std::error_code ec;
    const fs::path link =
        sysfs / "dev" / "block" / fmt::format("{}:{}", major(devno), minor(devno));
    const fs::path resolved = fs::canonical(link, ec);
    return ec ? std::string() : resolved.filename().string();
}

// Every device of the btrfs filesystem `device` belongs to (<sysfs>/fs/btrfs/UUID/devices).
std::vector<std::string> btrfsDevices(const std::string& device, const fs::path& sysfs)
{
    std::error_code ec;
    for (const auto& filesystem : fs::directory_iterator(sysfs / "fs" / "btrfs", ec)) {
        std::vector<std::string> names;
        bool ours = false;
        for (const auto& entry : fs::directory_iterator(filesystem.path() / "devices", ec)) {
            names.push_back(entry.path().filename().string());
            ours = ours || names.back() == device;
        }
        if (ours) return names;
    }
    return {device};
}

// The filesystem's type from statfs, for the types the warnings name; empty for others.
std::string filesystemTypeOf(const std::string& path)
{
    struct statfs st {};
    if (statfs(path.c_str(), &st) != 0) return {};
    switch (static_cast<unsigned long>(st.f_type)) {
    case 0xEF53UL:
        return "ext4"; // ext2, ext3 and ext4 share it
    case 0x58465342UL:
        return "xfs";
    case 0x9123683EUL:
        return "btrfs";
    case 0x01021994UL:
        return "tmpfs";
    case 0x858458F6UL:
        return "ramfs";
    case 0x2FC12FC1UL:
        return "zfs";
    case 0xCA451A4EUL:
        return "bcachefs";
    case 0x794C7630UL:
        return "overlay";
    case 0x6969UL:
        return "nfs";
    default:
        return {};
    }
}

struct MountOf {
    std::string fstype;
    std::string options;
    std::string device;
};

// The mount holding `path`, from libmount: its type, options and block device.
std::optional<MountOf> mountOf(const std::string& path, dev_t file_dev,
                               const drives::SystemRoots& roots)
{
    std::unique_ptr<char, decltype(&free)> mountpoint(mnt_get_mountpoint(path.c_str()), &free);
    if (!mountpoint) return std::nullopt;
    std::unique_ptr<libmnt_table, decltype(&mnt_unref_table)> table(mnt_new_table(),
                                                                    &mnt_unref_table);
    const fs::path mountinfo = roots.procfs / "self" / "mountinfo";
    if (!table || mnt_table_parse_file(table.get(), mountinfo.c_str()) != 0) return std::nullopt;
    libmnt_fs* found = mnt_table_find_target(table.get(), mountpoint.get(), MNT_ITER_BACKWARD);
    if (!found) return std::nullopt;
    MountOf mount;
    mount.fstype = mnt_fs_get_fstype(found) ? mnt_fs_get_fstype(found) : "";
    mount.options = mnt_fs_get_options(found) ? mnt_fs_get_options(found) : "";
    if (major(file_dev) != 0) {
        mount.device = deviceNameOf(file_dev, roots.sysfs);
    } else if (const char* source = mnt_fs_get_srcpath(found);
               source && std::string_view(source).starts_with("/dev/")) {
        // btrfs gives its files an anonymous device number: the mount's source names a device.
        std::error_code ec;
        const fs::path resolved = fs::canonical(roots.devfs / (source + 5), ec);
        if (!ec) mount.device = resolved.filename().string();
    }
    return mount;
}

} // namespace

TargetStorage targetStorage(const TargetInfo& target, const drives::SystemRoots& roots)
{
    TargetStorage storage;
    if (target.kind == TargetKind::BlockDevice) {
        if (!target.device_name.empty()) storage.devices.push_back(target.device_name);
        return storage;
    }
    struct stat st {};
    if (stat(target.path.c_str(), &st) != 0) return storage;
    if (const auto mount = mountOf(target.path, st.st_dev, roots)) {
        storage.filesystem = mount->fstype;
        storage.mount_options = mount->options;
        if (!mount->device.empty())
            storage.devices = storage.filesystem == "btrfs"
                                  ? btrfsDevices(mount->device, roots.sysfs)
                                  : std::vector<std::string>{mount->device};
    }
    // Without the mount table (a chroot sees no mount above its root; no /proc), the file's
    // own device number and statfs still say where it is and what it is on.
    if (storage.devices.empty() && major(st.st_dev) != 0)
        if (std::string name = deviceNameOf(st.st_dev, roots.sysfs); !name.empty())
            storage.devices.push_back(std::move(name));
    if (storage.filesystem.empty()) storage.filesystem = filesystemTypeOf(target.path);
    const util::UniqueFd fd(open(target.path.c_str(), O_RDONLY | O_CLOEXEC));
    int flags = 0;
    if (fd.get() >= 0 && ioctl(fd.get(), FS_IOC_GETFLAGS, &flags) == 0) {
        storage.file_nocow = (flags & FS_NOCOW_FL) != 0;
        storage.file_compressed = (flags & FS_COMPR_FL) != 0;
    }
    return storage;
}

std::optional<StorageCounters> readStorageCounters(const std::vector<std::string>& devices,
                                                   const fs::path& sysfs)
{
    if (devices.empty()) return std::nullopt;
    StorageCounters counters;
    for (const std::string& device : devices) {
        const fs::path entry = sysfs / "class" / "block" / device;
        // A queue with I/O accounting off (queue/iostats 0; a partition's is its disk's) counts
        // nothing: no figure rather than a false "cache served".
        for (const fs::path& queue : {entry / "queue", entry / ".." / "queue"})
            if (const auto iostats = util::readAttribute(queue / "iostats")) {
                if (*iostats == "0") return std::nullopt;
                break;
            }
        const auto text = util::readTextFile(entry / "stat");
        if (!text) return std::nullopt;
        // Fields 3 and 7 are sectors read and written, in 512-byte units whatever the device's
        // block size (Documentation/block/stat.rst).
        std::istringstream fields(*text);
        std::uint64_t value = 0, read_sectors = 0, write_sectors = 0;
        for (int field = 1; field <= 7 && fields >> value; ++field) {
            if (field == 3) read_sectors = value;
            if (field == 7) write_sectors = value;
        }
        if (!fields) return std::nullopt;
        counters.read_bytes += read_sectors * 512;
        counters.write_bytes += write_sectors * 512;
    }
    return counters;
}

std::string mdSyncAction(const std::string& device, const fs::path& sysfs)
{
    const fs::path entry = sysfs / "class" / "block" / device;
    // A partition's directory sits in its disk's: md0p1/../md is md0's.
    for (const fs::path& md : {entry / "md", entry / ".." / "md"})
        if (const auto action = util::readAttribute(md / "sync_action")) return *action;
    return {};
}

} // namespace am::bench
