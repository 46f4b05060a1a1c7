#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace am::raid {

// Readers of btrfs-progs' output (as of v6.2, under LC_ALL=C) and of <sysfs>/fs/btrfs/UUID.
// Pure: they parse text they are given; btrfs_status.h runs the tools.

// One "devid N size S used U path P" line of `btrfs filesystem show --raw`.
struct BtrfsShowDevice {
    std::uint32_t devid = 0;
    std::uint64_t size_bytes = 0;
    std::uint64_t used_bytes = 0;
    std::string path;     // "/dev/vdb"; empty for a missing device
    bool missing = false; // "path  MISSING" (mounted degraded)
};

// One filesystem block of `btrfs filesystem show --raw`.
struct BtrfsShowFilesystem {
    std::string label; // empty for "Label: none"
    std::string uuid;
    std::uint32_t total_devices = 0;
    std::uint64_t used_bytes = 0; // "FS bytes used"
    std::vector<BtrfsShowDevice> devices;
    bool some_missing = false; // "*** Some devices missing" (unmounted, a device absent)
};

// Every filesystem listed, mounted or not. Lines outside a block ("warning, device 2 is
// missing") are skipped. Throws ParseError naming the line when a block's line is unreadable.
std::vector<BtrfsShowFilesystem> parseBtrfsShow(std::string_view text);

// `btrfs device stats MOUNT`: each device's counters summed (write, read, flush, corruption,
// generation errors), keyed by what the bracket names: "/dev/vdb", or "devid:2" when missing.
std::map<std::string, std::uint64_t> parseBtrfsDeviceStats(std::string_view text);

// `btrfs scrub status -R MOUNT`.
struct BtrfsScrubStatus {
    std::string status; // "running", "finished", "aborted", "interrupted"; empty: never scrubbed
    std::uint64_t duration_seconds = 0;
    std::uint64_t bytes_scrubbed = 0; // data_bytes_scrubbed + tree_bytes_scrubbed
    std::uint64_t errors = 0;         // read, csum, verify, super errors (before correction)
    std::uint64_t uncorrectable_errors = 0;
    bool running() const { return status == "running"; }
    // bytes_scrubbed / duration; nullopt before the first second.
    std::optional<std::uint64_t> bytesPerSecond() const;
};
BtrfsScrubStatus parseBtrfsScrubStatus(std::string_view text);

// What <sysfs>/fs/btrfs/UUID/allocation says (only while the filesystem is mounted).
struct BtrfsAllocation {
    std::vector<std::string> data_profiles;     // "raid1"; two during a conversion
    std::vector<std::string> metadata_profiles; // "raid1"
    // Bytes the block groups' contents take on the devices, every copy counted (data,
    // metadata, system disk_used): what a scrub reads, its "Total to scrub".
    std::uint64_t disk_used_bytes = 0;
};
// nullopt when the directory is not there (not mounted, or no such filesystem).
std::optional<BtrfsAllocation> readBtrfsAllocation(const std::filesystem::path& sysfs,
                                                   const std::string& uuid);

} // namespace am::raid
