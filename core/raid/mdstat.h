#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace am::raid {

// One "sdb1[2](S)" of an mdstat array line.
struct MdstatMember {
    std::string name;          // "sdb1"
    std::uint32_t index = 0;   // the number in brackets (descriptor index, not the slot)
    bool spare = false;        // (S)
    bool faulty = false;       // (F)
    bool write_mostly = false; // (W)
    bool journal = false;      // (J)
    bool replacement = false;  // (R)
};

// "[=>....]  recovery = 12.6% (37043392/292945152) finish=127.5min speed=33440K/sec"
struct MdstatSync {
    std::string action;         // "recovery", "resync", "reshape", "check"
    double percent = 0;         // 12.6
    std::uint64_t done_kib = 0; // 37043392 (1 KiB blocks)
    std::uint64_t total_kib = 0;
    std::optional<double> finish_minutes;
    std::optional<std::uint64_t> speed_kib_per_s;
};

struct MdstatArray {
    std::string name;            // "md0"
    bool active = false;         // "active" or "inactive"
    bool read_only = false;      // "(read-only)"
    bool auto_read_only = false; // "(auto-read-only)"
    std::string level;           // "raid5"; empty for inactive arrays and containers
    std::vector<MdstatMember> members;
    std::optional<std::uint64_t> blocks_kib;
    std::string super; // "1.2", "external:imsm", "external:/md127/0"; empty for 0.90 (not printed)
    std::optional<std::uint64_t> chunk_bytes;
    std::optional<std::uint32_t> raid_disks;    // n of [n/m]
    std::optional<std::uint32_t> working_disks; // m of [n/m]
    std::string health;                         // "UU_" of [UU_]
    std::optional<MdstatSync> sync;
    std::string sync_waiting; // "resync=PENDING" / "resync=DELAYED", as printed
    std::string bitmap;       // "0/8 pages [0KB], 65536KB chunk"

    // "md127" and "0" for super external:/md127/0 (a volume in a container).
    std::string containerName() const;
};

struct Mdstat {
    std::vector<std::string> personalities; // "raid1", "raid6", ...
    std::vector<MdstatArray> arrays;
    std::vector<std::string> unused; // "unused devices:" (empty for <none>)

    const MdstatArray* find(std::string_view name) const;
};

// Parses the text of /proc/mdstat. Unknown indented detail lines are
// skipped (the kernel adds some now and then); structure it cannot read
// throws ParseError naming the line.
Mdstat parseMdstat(std::string_view text);

} // namespace am::raid
