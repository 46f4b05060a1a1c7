#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "core/bench/job.h"
#include "core/bench/target.h"
#include "core/drives/block_device.h"

namespace am::bench {

// A write to a block device or a file was refused; the message says which target and why.
class WriteRefused : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Writes to regular files are allowed. Writes to a block device need
// `allow_write_device` to name the same device (any path that resolves to
// it), and are refused even then when the drives scan says the device is in
// use (mounted, partitions in use, md member, swap, signature, ...).
// `scan` is the drives scan of this machine; the caller runs it, so tests
// can pass a fixture.
void checkWriteAllowed(const Job& job, const TargetInfo& target,
                       const std::string& allow_write_device, const drives::ScanResult& scan);

// True when the job writes to a block device and so needs the scan.
bool needsWriteCheck(const Job& job, const TargetInfo& target);

// The rules for a file target, for the jobs of one run together (a preset
// that writes in any cell may create the file its first read cell reads):
//  - a missing file is created (and marked, test_file_mark.h) only by a run
//    that writes; a run that only reads refuses it;
//  - ArrayMark grows only its own test files, and only in a run that writes;
//    any other file (or a read-only run) must already hold the range;
//  - a run that writes to an existing file ArrayMark did not create needs
//    `allow_write_file` to name the same file (st_dev and st_ino).
// `allow_write_file`, when given, must name the target. Throws WriteRefused
// for writes, JobError for sizes; both name the file, the sizes and what to do.
void checkFileRunAllowed(const std::vector<Job>& jobs, const TargetInfo& target,
                         const std::string& allow_write_file);

} // namespace am::bench
