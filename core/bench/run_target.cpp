#include "core/bench/run_target.h"

#include <fcntl.h>
#include <linux/fs.h>
#include <linux/nvme_ioctl.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <stdexcept>

#include <fmt/format.h>

#include "core/bench/error_kind.h"
#include "core/bench/io_buffers.h"
#include "core/bench/job_validation.h"
#include "core/bench/test_file_mark.h"
#include "core/bench/test_folder.h"
#include "core/bench/write_safety.h"
#include "core/util/units.h"

namespace am::bench {

namespace {

std::string sizeText(std::uint64_t bytes)
{
    return util::formatSize(bytes, util::SizeUnits::Binary);
}

// A full filesystem has its own id: the GUI says what to do about it.
ErrorKind fillErrorKind(int error)
{
    return error == ENOSPC || error == EDQUOT ? ErrorKind::NoSpace : ErrorKind::TargetOpen;
}

// Why a fill failed: out of space, stopped, or else the file's fault.
ErrorKind fillFailureKind(const std::exception& error)
{
    const ErrorKind kind = errorKindOf(error);
    return kind == ErrorKind::NoSpace || kind == ErrorKind::Cancelled ? kind
                                                                      : ErrorKind::TargetOpen;
}

// Random data, not holes: reading a hole measures the filesystem, not the
// drive. Buffered writes (the descriptor has no O_DIRECT yet), synced and
// dropped from the cache so that buffered runs start cold like direct ones.
void fillRange(int fd, std::uint64_t from, std::uint64_t to, const std::atomic<bool>* cancel)
{
    const std::size_t chunk = 1 << 20;
    IoBuffers buffer(1, chunk, BufferFill::Random, 0, to);
    Prng rng(to ^ from);
    for (std::uint64_t at = from; at < to;) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            throw EngineError(ErrorKind::Cancelled, "cancelled");
        buffer.refresh(0, rng);
        const auto n = static_cast<std::size_t>(std::min<std::uint64_t>(chunk, to - at));
        const ssize_t done = ::pwrite(fd, buffer.at(0), n, static_cast<off_t>(at));
        if (done <= 0)
            throw EngineError(fillErrorKind(done < 0 ? errno : 0),
                              done < 0 ? std::strerror(errno) : "no progress");
        at += static_cast<std::uint64_t>(done);
    }
    if (::fdatasync(fd) != 0) throw EngineError(fillErrorKind(errno), std::strerror(errno));
}

void markAndSync(int fd, std::uint64_t data_bytes, const std::string& path)
{
    writeTestFileMark(fd, data_bytes, path);
    if (::fdatasync(fd) != 0) throw std::runtime_error(std::strerror(errno));
    ::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
}

bool anyWrites(const std::vector<Job>& jobs)
{
    return std::any_of(jobs.begin(), jobs.end(), [](const Job& job) { return job.writes(); });
}

} // namespace

std::unique_ptr<RunTarget> RunTarget::open(const TargetInfo& inspected,
                                           const std::vector<Job>& jobs,
                                           const std::atomic<bool>* cancel)
{
    std::unique_ptr<RunTarget> target(new RunTarget);
    target->info_ = inspected;
    target->writable_ = anyWrites(jobs);
    target->passthrough_ = !jobs.empty() && jobs.front().passthrough && inspected.nvme;
    if (target->passthrough_)
        target->openPassthrough();
    else if (inspected.kind == TargetKind::BlockDevice)
        target->openDevice();
    else if (inspected.exists)
        target->openExistingFile(runEnd(jobs, inspected), cancel);
    else
        target->createFile(runEnd(jobs, inspected), cancel);
    // O_NONBLOCK was for the open alone (a FIFO swapped in must not hang it):
    // io_uring would answer EAGAIN instead of waiting on a non-blocking file.
    target->setDirect(false);
    return target;
}

void RunTarget::setDirect(bool direct) const
{
    if (passthrough_) return; // NVMe commands never pass through the page cache
    if (::fcntl(fd_.get(), F_SETFL, direct ? O_DIRECT : 0) == 0) return;
    if (errno == EINVAL && direct)
        throw EngineError(ErrorKind::DirectIoUnsupported,
                          fmt::format("{}: the filesystem does not support direct I/O (O_DIRECT); "
                                      "use --buffered or another directory",
                                      info_.path));
    throw std::runtime_error(
        fmt::format("{}: cannot set the descriptor's flags: {}", info_.path, std::strerror(errno)));
}

namespace {

// O_EXCL without O_CREAT on a block device: fails with EBUSY while it is
// mounted, an md member or held by another O_EXCL open, and keeps others
// from getting it exclusively while this run writes.
util::UniqueFd openBlock(const std::string& path, bool writable, int extra_flags = 0)
{
    const int flags = (writable ? O_RDWR | O_EXCL : O_RDONLY) | O_CLOEXEC | extra_flags;
    util::UniqueFd fd(::open(path.c_str(), flags));
    // A run that ended just before in this process may still hold it for a
    // moment: io_uring lets go of its files after the ring is torn down.
    for (int retry = 0; !fd.valid() && errno == EBUSY && writable && retry < 20; ++retry) {
        ::usleep(25000);
        fd.reset(::open(path.c_str(), flags));
    }
    return fd;
}

} // namespace

void RunTarget::openPassthrough()
{
    NvmeNamespace& ns = *info_.nvme;
    const std::string block = info_.named_generic ? "/dev/" + ns.block_name : info_.path;
    const std::string generic = info_.named_generic ? info_.path : "/dev/" + ns.generic_name;
    struct stat st {};
    if (writable_) {
        claim_fd_ = openBlock(block, true, O_DIRECT);
        if (!claim_fd_.valid()) {
            if (errno == EBUSY)
                throw WriteRefused(fmt::format(
                    "{} is open exclusively by another process (mounted, an md or LVM member, "
                    "or another run); passthrough writes to {} refused",
                    block, generic));
            throw EngineError(ErrorKind::TargetOpen,
                              fmt::format("cannot claim {}: {}", block, std::strerror(errno)));
        }
        if (::fstat(claim_fd_.get(), &st) != 0 || !S_ISBLK(st.st_mode) ||
            st.st_rdev != ns.block_rdev)
            throw JobError(fmt::format(
                "{} is no longer the device that was checked; nothing was written", block));
    }
    fd_.reset(::open(generic.c_str(), (writable_ ? O_RDWR : O_RDONLY) | O_CLOEXEC));
    if (!fd_.valid())
        throw EngineError(ErrorKind::TargetOpen,
                          fmt::format("cannot open {} for {}: {}", generic,
                                      writable_ ? "reading and writing" : "reading",
                                      std::strerror(errno)));
    if (::fstat(fd_.get(), &st) != 0 || !S_ISCHR(st.st_mode) || st.st_rdev != ns.generic_rdev)
        throw JobError(fmt::format(
            "{} is no longer the generic device of {} that was checked; nothing was written",
            generic, ns.block_name));
    if (ns.nsid == 0) {
        const int id = ::ioctl(fd_.get(), NVME_IOCTL_ID);
        if (id <= 0)
            throw EngineError(
                ErrorKind::TargetOpen,
                fmt::format("{}: cannot read its namespace id: {}", generic, std::strerror(errno)));
        ns.nsid = static_cast<std::uint32_t>(id);
    }
}

void RunTarget::openDevice()
{
    const std::string& path = info_.path;
    fd_ = openBlock(path, writable_);
    if (!fd_.valid()) {
        const int error = errno;
        if (error == EBUSY && writable_)
            throw WriteRefused(fmt::format(
                "{} is open exclusively by another process (mounted, an md or LVM member, "
                "or another run); writes refused",
                path));
        throw EngineError(ErrorKind::TargetOpen,
                          fmt::format("cannot open {} for {}: {}", path,
                                      writable_ ? "reading and writing" : "reading",
                                      std::strerror(error)));
    }
    struct stat st {};
    if (::fstat(fd_.get(), &st) != 0 || !S_ISBLK(st.st_mode) || st.st_rdev != info_.rdev)
        throw JobError(
            fmt::format("{} is no longer the device that was checked ({}:{}); nothing was written",
                        path, major(info_.rdev), minor(info_.rdev)));
    std::uint64_t bytes = 0;
    if (::ioctl(fd_.get(), BLKGETSIZE64, &bytes) != 0 || bytes != info_.size_bytes)
        throw JobError(fmt::format(
            "{} changed size since it was checked ({} bytes, now {}); nothing was written", path,
            info_.size_bytes, bytes));
}

void RunTarget::openExistingFile(std::uint64_t end, const std::atomic<bool>* cancel)
{
    const std::string& path = info_.path;
    fd_.reset(::open(path.c_str(),
                     (writable_ ? O_RDWR : O_RDONLY) | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
    if (!fd_.valid()) {
        const int error = errno;
        if (error == ELOOP)
            throw JobError(
                fmt::format("target {}: is a symbolic link; name the file itself", path));
        throw EngineError(ErrorKind::TargetOpen,
                          fmt::format("cannot open {} for {}: {}", path,
                                      writable_ ? "reading and writing" : "reading",
                                      std::strerror(error)));
    }
    struct stat st {};
    if (::fstat(fd_.get(), &st) != 0 || !S_ISREG(st.st_mode) || st.st_dev != info_.file_dev ||
        st.st_ino != info_.file_ino)
        throw JobError(fmt::format(
            "{} was replaced after it was checked (another file, a device or a link now has "
            "its name); nothing was written",
            path));
    const auto file_size = static_cast<std::uint64_t>(st.st_size);
    const auto mark = readTestFileMark(fd_.get(), file_size);
    const std::uint64_t usable = mark ? *mark : file_size;
    if (mark.has_value() != info_.test_file || usable != info_.size_bytes)
        throw JobError(
            fmt::format("{} changed after it was checked ({} bytes, now {}); nothing was written",
                        path, info_.size_bytes, usable));
    if (end <= usable) return;
    if (!writable_ ||
        !info_.test_file) // checkFileRunAllowed refuses these; never grow a person's file
        throw JobError(fmt::format("{} is {}, smaller than the {} range", path, sizeText(usable),
                                   sizeText(end)));
    checkFreeSpaceFor(path, std::filesystem::absolute(path).parent_path().string(), end - usable);
    try {
        fillRange(fd_.get(), usable, end, cancel); // over the old mark
        markAndSync(fd_.get(), end, path);
    } catch (const std::exception& e) {
        // Back to the test file it was: its old size and mark.
        bool restored = false;
        try {
            restored = ::ftruncate(fd_.get(), static_cast<off_t>(usable + kTestFileMarkBytes)) == 0;
            if (restored) writeTestFileMark(fd_.get(), usable, path);
        } catch (const std::exception&) {
            restored = false; // unmarked now: a later write asks for --allow-write-file
        }
        throw EngineError(
            fillFailureKind(e),
            fmt::format("cannot grow {} to {}: {}; {}", path, sizeText(end), e.what(),
                        restored ? "it keeps its former size" : "it could not be restored"));
    }
    info_.size_bytes = end;
}

void RunTarget::createFile(std::uint64_t end, const std::atomic<bool>* cancel)
{
    const std::string& path = info_.path;
    // Said before the file exists: a full filesystem otherwise fails the fill
    // part way, after seconds of writing, with a bare "No space left on device".
    checkFreeSpaceFor(path, std::filesystem::absolute(path).parent_path().string(),
                      end + kTestFileMarkBytes);
    fd_.reset(::open(path.c_str(), O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC,
                     0644));
    if (!fd_.valid()) {
        const int error = errno;
        if (error == EEXIST)
            throw JobError(fmt::format(
                "{} appeared after it was checked (missing then, something has its name "
                "now); nothing was written, run again to check it",
                path));
        throw EngineError(fillErrorKind(error),
                          fmt::format("cannot create {}: {}", path, std::strerror(error)));
    }
    struct stat st {};
    if (::fstat(fd_.get(), &st) != 0)
        throw std::runtime_error(fmt::format("cannot stat {}: {}", path, std::strerror(errno)));
    info_.exists = true;
    info_.file_dev = st.st_dev;
    info_.file_ino = st.st_ino;
    try {
        fillRange(fd_.get(), 0, end, cancel);
        markAndSync(fd_.get(), end, path);
    } catch (const std::exception& e) {
        std::string removed;
        removeCreatedFile(removed);
        throw EngineError(fillFailureKind(e), fmt::format("cannot fill {} to {}: {}; {}", path,
                                                          sizeText(end), e.what(), removed));
    }
    info_.size_bytes = end;
    info_.test_file = true;
}

void RunTarget::removeCreatedFile(std::string& why) const
{
    // Only while the name still is the file this run created.
    struct stat st {};
    if (::lstat(info_.path.c_str(), &st) != 0 || st.st_dev != info_.file_dev ||
        st.st_ino != info_.file_ino) {
        why = "the file ArrayMark created is no longer at that name; nothing was removed";
        return;
    }
    why = ::unlink(info_.path.c_str()) == 0
              ? "the file ArrayMark created was removed again"
              : fmt::format("the file ArrayMark created could not be removed: {}",
                            std::strerror(errno));
}

} // namespace am::bench
