#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/drives/system_roots.h"
#include "core/raid/backend_table.h"
#include "core/raid/md_sysfs.h"
#include "core/raid/mdstat.h"

namespace am::raid {

enum class ArrayState {
    Clean,
    Active,
    Degraded,
    Resyncing,
    Recovering,
    Reshaping,
    Checking,
    Inactive,
    Failed,
    Container
};
std::string toString(ArrayState state); // "clean", "recovering", ...

struct MemberStatus {
    std::string name; // "sdb1"
    std::string path; // "/dev/sdb1"
    std::optional<std::uint32_t> slot;
    std::string role; // "active", "rebuilding", "spare", "faulty", "journal", "member" (container)
    std::vector<std::string> states; // the kernel's words from dev-*/state
    // btrfs device stats (write, read, flush, corruption, generation errors summed); LVM: none.
    // md: dev-*/errors, the read errors md corrected on this member.
    std::optional<std::uint64_t> errors = std::nullopt;
    std::optional<BadBlocks> bad_blocks = std::nullopt; // md: dev-*/bad_blocks; absent: no log
};

// An array as monitoring sees it: sysfs md/ first, /proc/mdstat for what
// sysfs does not say (pending resyncs, the external container).
struct ArrayStatus {
    Backend backend = Backend::Md; // Imsm for imsm containers and volumes
    std::string name;              // "md127"; lvm "VG/LV"; btrfs the label (the UUID without one)
    std::string path;              // "/dev/md127"; lvm "/dev/VG/LV"; btrfs the first member
    std::string uuid;              // btrfs: the filesystem UUID; lvm: the LV UUID; md: empty
    std::string level;             // "raid5", "container"
    std::string metadata;          // "1.2", "imsm", "external:/md127/0"
    std::string container;         // "md127" for a volume inside an imsm container
    ArrayState state = ArrayState::Inactive;
    std::string array_state;                        // the kernel's word; lvm: lv_attr
    std::string sync_action;                        // "idle", "recover", ...
    bool sync_pending = false;                      // resync=PENDING/DELAYED in mdstat
    std::optional<double> progress;                 // 0..1 of the running sync
    std::optional<std::uint64_t> speed_bytes_per_s; // bytes/s (the kernel reports KiB/s)
    std::optional<std::uint64_t> eta_seconds;
    std::uint32_t raid_disks = 0;
    std::uint32_t degraded = 0;
    std::uint64_t size_bytes = 0;
    std::uint64_t chunk_bytes = 0;
    // md while a reshape runs (or waits, stopped): where it comes from. raid_disks and chunk_bytes
    // above are where it goes; nullopt: that does not change.
    std::optional<std::uint32_t> reshape_from_raid_disks;
    std::optional<std::uint64_t> reshape_from_chunk_bytes;
    std::optional<std::uint64_t> reshape_position_bytes; // how far into the array it has come
    std::string consistency_policy;
    // md: the write-intent bitmap from md/bitmap/location: "internal", "file" or "none";
    // empty where md says nothing (other backends, no bitmap directory).
    std::string bitmap;
    std::optional<std::uint32_t> layout;     // md/layout as the kernel numbers it (raid10 copies)
    std::optional<std::uint64_t> mismatches; // md mismatch_cnt, lvm raid_mismatch_count
    std::string last_sync_action;            // md: what `mismatches` counted ("check", "repair")
    std::string health;     // lvm lv_health_status ("partial", "refresh needed"); empty: fine
    std::string mountpoint; // btrfs: where it is mounted (empty: not mounted)
    std::string scan;       // zfs: zpool status's scan line ("scrub repaired 0B in ..."), as said
    // lvm: the volume group's other LVs ("VG/LV"), which removing the group would destroy.
    std::vector<std::string> other_volumes;
    std::vector<MemberStatus> members;
};

// More members gone than the level survives (raid10: more than half), so the array failed.
bool tooDegraded(const std::string& level, std::uint32_t raid_disks, std::uint32_t degraded);

// Builds the status of one array from what was read. `mdstat` may be null.
ArrayStatus buildArrayStatus(const MdSysfs& sysfs, const Mdstat* mdstat);

// Reads <sysfs>/block/<name>/md and <procfs>/mdstat (when present) now.
ArrayStatus readArrayStatus(const drives::SystemRoots& roots, const std::string& name);
// Every md array on the machine. Throws std::runtime_error(kMdDriverMissing) without /proc/mdstat.
std::vector<ArrayStatus> readAllArrayStatus(const drives::SystemRoots& roots);

// "data" or "/dev/md/data" -> "md127" through the <devfs>/md/ link; "md0" or
// "/dev/md0" as they are. Throws std::runtime_error naming what was looked at.
std::string resolveArrayName(const drives::SystemRoots& roots, const std::string& given);

} // namespace am::raid
