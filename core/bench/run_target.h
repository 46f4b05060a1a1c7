#pragma once

#include <atomic>
#include <memory>
#include <vector>

#include "core/bench/job.h"
#include "core/bench/target.h"
#include "core/util/unique_fd.h"

namespace am::bench {

// The target of one run, opened once: every cell and every worker uses this
// descriptor, and the path is never resolved again, so a file swapped for a
// link or a device after the checks is not written.
//  - A file that would not fit in its filesystem's free space is refused
//    before it is created or grown (JobError naming size, folder, free).
//  - A missing file is created with O_CREAT|O_EXCL|O_NOFOLLOW, filled with
//    random data and marked as ArrayMark's test file (test_file_mark.h); if
//    it cannot be filled (disk full, cancelled), it is removed again and the
//    error says why.
//  - An existing file is opened with O_NOFOLLOW and must be the regular file
//    that was inspected (st_dev, st_ino, size, mark); a test file the run
//    needs larger is grown and marked again.
//  - A block device must be the device that was inspected and checked
//    (S_ISBLK, st_rdev, size). A run that writes holds it with O_EXCL until
//    the run ends, so no other process can open it exclusively meanwhile
//    (mount, mdadm, another run); EBUSY is a refusal.
//  - A passthrough run (every job --passthrough) does its I/O on the
//    namespace's generic device, checked like the block device (S_ISCHR,
//    st_rdev); one that writes also holds the block device with O_EXCL.
class RunTarget {
public:
    // `inspected` is what inspectTarget returned and the checks accepted
    // (validateJobForTarget, checkWriteAllowed, checkFileRunAllowed) for
    // `jobs`. `cancel` is polled while a file is filled. Throws JobError when
    // the target is no longer what was inspected, WriteRefused when a device
    // is held exclusively elsewhere, std::runtime_error when opening or
    // filling fails.
    static std::unique_ptr<RunTarget> open(const TargetInfo& inspected,
                                           const std::vector<Job>& jobs,
                                           const std::atomic<bool>* cancel = nullptr);
    RunTarget(const RunTarget&) = delete;
    RunTarget& operator=(const RunTarget&) = delete;

    int fd() const { return fd_.get(); }
    // --passthrough: the namespace the worker sends NVMe commands to through
    // fd() (its generic device); null for every other run.
    const NvmeNamespace* nvme() const { return passthrough_ ? &*info_.nvme : nullptr; }
    // Where plain reads reach the same data: the block device for a
    // passthrough run that writes (opened O_DIRECT), else fd(). The verify
    // pass reads back through it.
    int readBackFd() const { return claim_fd_.valid() ? claim_fd_.get() : fd_.get(); }
    // As inspected, with the size and mark of a file this run created or grew.
    const TargetInfo& info() const { return info_; }
    bool writable() const { return writable_; }
    // Direct I/O on or off for the next cell: the same descriptor (F_SETFL),
    // not a second open. Throws std::runtime_error when the filesystem has no
    // O_DIRECT.
    void setDirect(bool direct) const;

private:
    RunTarget() = default;
    void openDevice();
    void openPassthrough();
    void openExistingFile(std::uint64_t end, const std::atomic<bool>* cancel);
    void createFile(std::uint64_t end, const std::atomic<bool>* cancel);
    void removeCreatedFile(std::string& why) const;

    util::UniqueFd fd_;
    util::UniqueFd claim_fd_; // passthrough writes: the block device, held O_EXCL
    TargetInfo info_;
    bool writable_ = false;
    bool passthrough_ = false;
};

} // namespace am::bench
