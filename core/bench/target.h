#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <sys/types.h>

#include "core/bench/nvme_generic.h"

namespace am::bench {

enum class TargetKind { File, BlockDevice };

// What a benchmark target is, before anything is opened for writing.
struct TargetInfo {
    std::string path;
    TargetKind kind = TargetKind::File;
    bool exists = false;
    std::uint64_t size_bytes = 0; // usable size: a test file's without its mark; 0 when missing
    std::uint32_t logical_block_size = 512; // O_DIRECT alignment
    dev_t rdev = 0;                         // block devices: major:minor
    std::string device_name;                // block devices: kernel name ("loop8", "md0")
    dev_t file_dev = 0;                     // existing files: st_dev and st_ino, so that
    ino_t file_ino = 0;                     // the run opens the file that was checked
    bool test_file = false; // an existing file that ArrayMark created (test_file_mark.h)
    // NVMe namespaces, named by either device; device_name and rdev are then
    // always the block device's, so its in-use verdict and claim apply.
    std::optional<NvmeNamespace> nvme;
    bool named_generic = false; // the path is the generic character device (/dev/ngXnY)
};

// A regular file that does not exist yet gets this size unless --size says.
inline constexpr std::uint64_t kDefaultFileSize = 1ULL << 30;

// Looks at the path without changing anything. Throws JobError (see
// job_validation.h) when the target cannot be used: missing directory, a
// missing path under /dev (no such device: never made a file), a symbolic
// link to a file (a link to a block device is followed, as /dev/md/NAME
// and /dev/disk/by-id are links), neither a file nor a block device nor an
// NVMe generic character device, not accessible.
TargetInfo inspectTarget(const std::string& path);

} // namespace am::bench
