#pragma once

#include <cstdint>
#include <string>
#include <sys/types.h>

namespace am::bench {

enum class TargetKind { File, BlockDevice };

// What a benchmark target is, before anything is opened for writing.
struct TargetInfo {
    std::string path;
    TargetKind kind = TargetKind::File;
    bool exists = false;
    std::uint64_t size_bytes = 0;           // current size (0 for a missing file)
    std::uint32_t logical_block_size = 512; // O_DIRECT alignment
    dev_t rdev = 0;                         // block devices: major:minor
    std::string device_name;                // block devices: kernel name ("loop8", "md0")
};

// A regular file that does not exist yet gets this size unless --size says.
inline constexpr std::uint64_t kDefaultFileSize = 1ULL << 30;

// Looks at the path without changing anything. Throws JobError (see
// job_validation.h) when the target cannot be used: missing directory,
// neither a file nor a block device, not accessible.
TargetInfo inspectTarget(const std::string& path);

// Creates the file or grows it to `size` bytes, writing random data (not
// holes: reading a hole measures the filesystem, not the drive).
void prepareFile(const std::string& path, std::uint64_t size);

} // namespace am::bench
