#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/drives/block_device.h"
#include "core/drives/system_roots.h"
#include "core/util/process_runner.h"

namespace am::drives {

// How big a filesystem on a block device is and how much of it holds data: what a shrink of the
// device below it would cut off (issue #23). ext2/3/4: the size from `dumpe2fs -h` (its
// superblock's block count, as e2fsprogs reads it, mounted or not); the used bytes from
// statvfs(2) of its mount point when mounted (the kernel's live count), else from the
// superblock's free blocks. Another type, mounted: statvfs alone, whose size leaves out the
// filesystem's own overhead (so it is at least that big: `size_exact` is false). Another type,
// not mounted: not read (nullopt).
struct FilesystemUsage {
    std::uint64_t size_bytes = 0;
    std::uint64_t used_bytes = 0;
    std::string source; // "dumpe2fs -h /dev/md0", "dumpe2fs -h /dev/md0 and statvfs /srv"
    bool size_exact = true;
};

// nullopt when the device holds no filesystem, or its usage cannot be read. statvfs is asked only
// of the live roots (a recorded tree's mount points are not this machine's).
std::optional<FilesystemUsage> filesystemUsage(const BlockDevice& device, const SystemRoots& roots,
                                               util::Runner& runner);

// `dumpe2fs -h` output: "Block count:", "Free blocks:", "Block size:". nullopt when one is
// missing or not a number.
std::optional<FilesystemUsage> parseDumpe2fsHeader(const std::string& text);

} // namespace am::drives
