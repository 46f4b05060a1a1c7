#include "core/bench/target.h"

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <memory>
#include <stdexcept>

#include <fmt/format.h>

#include "core/bench/job_validation.h"
#include "core/bench/test_file_mark.h"
#include "core/bench/test_folder.h"
#include "core/util/text_file.h"
#include "core/util/unique_fd.h"

namespace am::bench {

namespace {

// Direct-I/O alignment the filesystem asks for (Linux 6.1+), else 512.
std::uint32_t fileDirectAlignment(const std::string& path)
{
    struct statx info {};
    if (statx(AT_FDCWD, path.c_str(), 0, STATX_DIOALIGN, &info) == 0 &&
        (info.stx_mask & STATX_DIOALIGN) && info.stx_dio_offset_align != 0)
        return info.stx_dio_offset_align;
    return 512;
}

// /dev, or a directory in it, however the path names it (../dev, a link to it).
bool underDev(const std::filesystem::path& directory)
{
    std::error_code ec;
    const auto resolved = std::filesystem::weakly_canonical(directory, ec);
    for (const auto& path : {directory.lexically_normal(), ec ? directory : resolved}) {
        const auto first = path.begin();
        if (path.is_absolute() && first != path.end() && std::next(first) != path.end() &&
            *std::next(first) == "dev")
            return true;
    }
    return false;
}

// /dev/ngXnY: the namespace's block device is what the checks look at.
TargetInfo inspectGeneric(const std::string& path, const struct stat& st)
{
    std::error_code ec;
    const auto link = std::filesystem::read_symlink(
        fmt::format("/sys/dev/char/{}:{}", major(st.st_rdev), minor(st.st_rdev)), ec);
    const std::string name = ec ? std::string() : link.filename().string();
    const auto nvme = nvmeNamespaceOfGeneric(name);
    if (!nvme)
        throw JobError(fmt::format(
            "target {}: a character device that is no NVMe namespace's generic device (ngXnY); "
            "name a block device or a file",
            path));
    TargetInfo info;
    info.path = path;
    info.exists = true;
    info.kind = TargetKind::BlockDevice;
    info.named_generic = true;
    info.nvme = nvme;
    info.rdev = nvme->block_rdev;
    info.device_name = nvme->block_name;
    const auto sectors = util::readNumber(fmt::format("/sys/block/{}/size", nvme->block_name));
    if (!sectors)
        throw JobError(
            fmt::format("target {}: cannot read the size of {}", path, nvme->block_name));
    info.size_bytes = *sectors * 512; // sysfs counts 512-byte sectors whatever the LBA size
    info.logical_block_size = 1U << nvme->lba_shift;
    return info;
}

} // namespace

TargetInfo inspectTarget(const std::string& path)
{
    if (path.empty()) throw JobError("target: empty path; name a block device or a file");
    TargetInfo info;
    info.path = path;
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0) {
        if (errno != ENOENT)
            throw JobError(fmt::format("target {}: {}", path, std::strerror(errno)));
        const auto parent = std::filesystem::absolute(path).parent_path();
        if (underDev(parent))
            throw JobError(fmt::format(
                "target {}: no such device; a missing path under /dev is never created as a "
                "file (see `arraymark-cli drives` for the devices)",
                path));
        // The folder must exist, be writable and store files (not /proc, /sys): the run creates the
        // file there.
        if (const auto problem = testFolderProblem(parent.string(), MissingFolder::Refuse))
            throw JobError(fmt::format("target {}: {}", path, problem->message));
        info.kind = TargetKind::File;
        info.logical_block_size = fileDirectAlignment(parent.string());
        return info;
    }
    if (S_ISLNK(st.st_mode)) {
        // Device links (/dev/md/NAME, /dev/disk/by-id/...) are followed; the
        // run checks that it opened the same device (st_rdev). A link to a
        // file is not: the file written would be one nobody named.
        struct stat resolved {};
        if (::stat(path.c_str(), &resolved) != 0 || !S_ISBLK(resolved.st_mode))
            throw JobError(
                fmt::format("target {}: is a symbolic link; name the file itself", path));
        st = resolved;
    }
    info.exists = true;
    if (S_ISREG(st.st_mode)) {
        info.kind = TargetKind::File;
        info.size_bytes = static_cast<std::uint64_t>(st.st_size);
        info.logical_block_size = fileDirectAlignment(path);
        info.file_dev = st.st_dev;
        info.file_ino = st.st_ino;
        // The mark is read through a descriptor that is checked to be the file just looked at.
        const util::UniqueFd fd(
            ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
        struct stat opened {};
        if (fd.valid() && ::fstat(fd.get(), &opened) == 0 && opened.st_dev == st.st_dev &&
            opened.st_ino == st.st_ino) {
            if (const auto data_bytes =
                    readTestFileMark(fd.get(), static_cast<std::uint64_t>(opened.st_size))) {
                info.test_file = true;
                info.size_bytes = *data_bytes;
            }
        }
        return info;
    }
    if (S_ISCHR(st.st_mode)) return inspectGeneric(path, st);
    if (!S_ISBLK(st.st_mode))
        throw JobError(fmt::format("target {}: neither a regular file nor a block device", path));
    info.kind = TargetKind::BlockDevice;
    info.rdev = st.st_rdev;
    const util::UniqueFd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
    if (!fd.valid())
        throw JobError(
            fmt::format("target {}: cannot open for reading: {}", path, std::strerror(errno)));
    std::uint64_t bytes = 0;
    int logical = 512;
    if (ioctl(fd.get(), BLKGETSIZE64, &bytes) != 0 || ioctl(fd.get(), BLKSSZGET, &logical) != 0)
        throw JobError(
            fmt::format("target {}: cannot read its size: {}", path, std::strerror(errno)));
    info.size_bytes = bytes;
    info.logical_block_size = static_cast<std::uint32_t>(logical);
    // /sys/dev/block/M:m links to the device's sysfs directory, named as the kernel names it.
    std::error_code ec;
    const auto link = std::filesystem::read_symlink(
        fmt::format("/sys/dev/block/{}:{}", major(st.st_rdev), minor(st.st_rdev)), ec);
    info.device_name =
        ec ? std::filesystem::path(path).filename().string() : link.filename().string();
    info.nvme = nvmeNamespaceOfBlock(info.device_name);
    return info;
}

} // namespace am::bench
