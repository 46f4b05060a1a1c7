#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/drives/block_device.h"
#include "core/drives/system_roots.h"
#include "core/util/process_runner.h"

namespace am::drives {

// How big a filesystem on a block device is and how much of it holds data: what a shrink of the
// device below it would cut off (issue #23). ext2/3/4, xfs and btrfs (one device): the size from
// the superblock as the filesystem's own tool reads it (kSuperblockReaders), mounted or not; the
// used bytes from statvfs(2) of its mount point when mounted (the kernel's live count), else from
// the superblock's free count. Another type, mounted: statvfs alone, whose size leaves out the
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
// `xfs_db -r -c "sb 0" -c "print dblocks blocksize fdblocks"` output ("dblocks = 81920", ...):
// the superblock's counts, exact after a clean unmount. nullopt when one is missing.
std::optional<FilesystemUsage> parseXfsSuperblock(const std::string& text);
// `btrfs inspect-internal dump-super` output: "total_bytes", "bytes_used"; nullopt for a
// filesystem over several devices ("num_devices" above 1: this device holds only part of it).
std::optional<FilesystemUsage> parseBtrfsSuperblock(const std::string& text);

// The tool that reads each filesystem type's superblock, and how its output is read.
struct SuperblockReader {
    std::vector<std::string> types;           // signature types ("ext4")
    std::vector<std::string> argv_before_dev; // the command; the device path follows
    std::optional<FilesystemUsage> (*parse)(const std::string&);
};
const std::vector<SuperblockReader>& superblockReaders();

} // namespace am::drives
