#pragma once

#include <stdexcept>
#include <string>

#include "core/bench/job.h"
#include "core/bench/target.h"
#include "core/drives/block_device.h"

namespace am::bench {

// A write to a block device was refused; the message says which device and why.
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
void checkWriteAllowed(const Job& job, const TargetInfo& target, const std::string& allow_write_device,
                       const drives::ScanResult& scan);

// True when the job writes to a block device and so needs the scan.
bool needsWriteCheck(const Job& job, const TargetInfo& target);

} // namespace am::bench
