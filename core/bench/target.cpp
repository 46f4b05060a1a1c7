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

#include "core/bench/io_buffers.h"
#include "core/bench/job_validation.h"
#include "core/util/text_file.h"

namespace am::bench {

namespace {

struct Fd {
    int fd;
    explicit Fd(int f) : fd(f) {}
    ~Fd() { if (fd >= 0) ::close(fd); }
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
};

// Direct-I/O alignment the filesystem asks for (Linux 6.1+), else 512.
std::uint32_t fileDirectAlignment(const std::string& path)
{
    struct statx info {};
    if (statx(AT_FDCWD, path.c_str(), 0, STATX_DIOALIGN, &info) == 0 && (info.stx_mask & STATX_DIOALIGN) &&
        info.stx_dio_offset_align != 0)
        return info.stx_dio_offset_align;
    return 512;
}

} // namespace

TargetInfo inspectTarget(const std::string& path)
{
    if (path.empty()) throw JobError("target: empty path; name a block device or a file");
    TargetInfo info;
    info.path = path;
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) {
        if (errno != ENOENT) throw JobError(fmt::format("target {}: {}", path, std::strerror(errno)));
        const auto parent = std::filesystem::absolute(path).parent_path();
        std::error_code ec;
        if (!std::filesystem::is_directory(parent, ec))
            throw JobError(fmt::format("target {}: directory {} does not exist; a missing file is created, "
                                       "its directory is not",
                                       path, parent.string()));
        info.kind = TargetKind::File;
        info.logical_block_size = fileDirectAlignment(parent.string());
        return info;
    }
    info.exists = true;
    if (S_ISREG(st.st_mode)) {
        info.kind = TargetKind::File;
        info.size_bytes = static_cast<std::uint64_t>(st.st_size);
        info.logical_block_size = fileDirectAlignment(path);
        return info;
    }
    if (!S_ISBLK(st.st_mode))
        throw JobError(fmt::format("target {}: neither a regular file nor a block device", path));
    info.kind = TargetKind::BlockDevice;
    info.rdev = st.st_rdev;
    Fd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
    if (fd.fd < 0) throw JobError(fmt::format("target {}: cannot open for reading: {}", path, std::strerror(errno)));
    std::uint64_t bytes = 0;
    int logical = 512;
    if (ioctl(fd.fd, BLKGETSIZE64, &bytes) != 0 || ioctl(fd.fd, BLKSSZGET, &logical) != 0)
        throw JobError(fmt::format("target {}: cannot read its size: {}", path, std::strerror(errno)));
    info.size_bytes = bytes;
    info.logical_block_size = static_cast<std::uint32_t>(logical);
    // /sys/dev/block/M:m links to the device's sysfs directory, named as the kernel names it.
    std::error_code ec;
    const auto link = std::filesystem::read_symlink(
        fmt::format("/sys/dev/block/{}:{}", major(st.st_rdev), minor(st.st_rdev)), ec);
    info.device_name = ec ? std::filesystem::path(path).filename().string() : link.filename().string();
    return info;
}

void prepareFile(const std::string& path, std::uint64_t size)
{
    Fd fd(::open(path.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644));
    if (fd.fd < 0) throw std::runtime_error(fmt::format("cannot create {}: {}", path, std::strerror(errno)));
    struct stat st {};
    if (fstat(fd.fd, &st) != 0) throw std::runtime_error(fmt::format("cannot stat {}: {}", path, std::strerror(errno)));
    auto at = static_cast<std::uint64_t>(st.st_size);
    if (at >= size) return;
    const std::size_t chunk = 1 << 20;
    IoBuffers buffer(1, chunk, BufferFill::Random, 0, size);
    Prng rng(size ^ at);
    while (at < size) {
        buffer.refresh(0, rng);
        const std::size_t n = static_cast<std::size_t>(std::min<std::uint64_t>(chunk, size - at));
        const ssize_t done = ::pwrite(fd.fd, buffer.at(0), n, static_cast<off_t>(at));
        if (done <= 0)
            throw std::runtime_error(fmt::format("cannot fill {} to {} bytes: {}", path, size,
                                                 done < 0 ? std::strerror(errno) : "no progress"));
        at += static_cast<std::uint64_t>(done);
    }
    if (fdatasync(fd.fd) != 0)
        throw std::runtime_error(fmt::format("cannot sync {}: {}", path, std::strerror(errno)));
    // Drop the cached copy, so buffered runs start cold like direct ones.
    posix_fadvise(fd.fd, 0, 0, POSIX_FADV_DONTNEED);
}

} // namespace am::bench
