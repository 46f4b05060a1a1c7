#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/drives/system_roots.h"

namespace am::raid {

// sync_completed: "N / M" in 512-byte sectors, or "none"/"delayed"/"pending".
struct SyncCompleted {
    std::uint64_t done_sectors = 0;
    std::uint64_t total_sectors = 0;
};

// dev-*/bad_blocks: the member's bad-block log ("SECTOR LENGTH" per line), summed.
struct BadBlocks {
    std::uint64_t entries = 0;
    std::uint64_t sectors = 0;
    bool operator==(const BadBlocks&) const = default;
};

// One md/dev-XXX directory.
struct MdSysfsMember {
    std::string name; // "sdb1" (the block device under dev-sdb1/block)
    std::vector<std::string>
        states; // dev-*/state split on ',': "in_sync", "faulty", "spare", "write_mostly", ...
    std::optional<std::uint32_t> slot;   // dev-*/slot ("none" for spares)
    std::optional<std::uint64_t> errors; // dev-*/errors: read errors md corrected on this member
    std::optional<BadBlocks> bad_blocks; // absent: the attribute is (no bad-block log)
    std::string recovery_start;          // "none" or a sector number while rebuilding
    std::optional<std::uint64_t> data_offset_sectors; // dev-*/offset: where its data starts
    std::optional<std::uint64_t> used_kib;            // dev-*/size: KiB of it the array uses

    bool has(std::string_view state) const;
};

// The md/ directory of one array, attribute by attribute, as the kernel wrote it.
struct MdSysfs {
    std::string name;  // "md0"
    std::string level; // "raid1", "container"
    std::string
        array_state; // "clean", "active", "inactive", "readonly", "read-auto", "broken", ...
    std::string sync_action; // "idle", "resync", "recover", "reshape", "check", "repair", "frozen"
    std::optional<SyncCompleted> sync_completed;
    std::optional<std::uint64_t> sync_speed_kib; // sync_speed: KiB/s over the last seconds
    std::optional<std::uint32_t> degraded;
    std::optional<std::uint32_t> raid_disks;
    std::optional<std::uint64_t> chunk_bytes;
    // While a reshape runs md says "NEW (OLD)": these are the OLD values (nullopt: no change).
    std::optional<std::uint32_t> reshape_from_raid_disks;
    std::optional<std::uint64_t> reshape_from_chunk_bytes;
    std::string metadata_version;   // "1.2", "external:imsm", "external:/md127/0", "none"
    std::string consistency_policy; // "bitmap", "resync", "none", "journal", "ppl"
    std::string bitmap_location;    // md/bitmap/location: "+8" (internal), "none", "file"; "": none
    std::optional<std::uint32_t> layout;     // md/layout: raid10 near copies | far copies << 8 ...
    std::optional<std::uint64_t> size_bytes; // the md block device, from <md>/size (sectors)
    std::optional<std::uint64_t> component_kib; // md/component_size: KiB used of each member
    // md/reshape_position: the array sector a reshape has reached; nullopt: "none" (no reshape)
    std::optional<std::uint64_t> reshape_position;
    std::optional<std::uint64_t> bitmap_chunk_bytes; // md/bitmap/chunksize; nullopt: no bitmap
    // What the last check or repair found, in 512-byte sectors (md counts, it keeps no time).
    std::optional<std::uint64_t> mismatch_cnt;
    std::string last_sync_action;       // "check", "repair", "resync", ...; "none"/"idle": none yet
    std::vector<MdSysfsMember> members; // sorted by name
};

// Attribute parsers: pure, so tests and the fuzzer can call them on any bytes.
std::optional<SyncCompleted>
parseSyncCompleted(std::string_view text); // throws ParseError on a malformed "N / M"
std::vector<std::string> parseStateList(std::string_view text); // "in_sync,write_mostly"
std::optional<std::uint32_t>
parseSlot(std::string_view text); // "none" -> nullopt; throws ParseError on junk

// "2048 8\n4096 16\n" -> {2, 24}; throws ParseError on a line that is not two numbers.
BadBlocks parseBadBlocks(std::string_view text);

// Reads <sysfs>/block/<name>/md. Throws std::runtime_error naming the path
// when the device has no md/ directory; a malformed attribute throws ParseError.
MdSysfs readMdSysfs(const drives::SystemRoots& roots, const std::string& name);

// Every md device under <sysfs>/block that has an md/ directory, sorted.
std::vector<std::string> listMdDevices(const drives::SystemRoots& roots);

// The md driver is loaded when /proc/mdstat exists.
bool mdDriverLoaded(const drives::SystemRoots& roots);

inline constexpr const char* kMdDriverMissing = "the md driver is not loaded: modprobe md_mod";

} // namespace am::raid
