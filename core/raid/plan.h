#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/raid/backend_table.h"
#include "core/raid/consistency.h"
#include "core/raid/types.h"

namespace am::raid {

// An imsm container can hold a second volume on the space the first leaves.
struct SecondVolume {
    Level level = Level::Raid0;
    std::string name;
    std::optional<std::uint64_t> chunk_bytes;
};

// What a person asked for. Nothing here has been checked; validate() does that.
struct Plan {
    // Md builds native metadata (1.2, 1.0); Imsm goes with metadata imsm (one of them set
    // means both: validate() refuses a mismatch). Lvm: a volume group NAME of the members
    // with one raid LV NAME in it (/dev/NAME/NAME). Btrfs: a filesystem labelled NAME.
    Backend backend = Backend::Md;
    Level level = Level::Raid1;
    std::vector<std::string> members;         // /dev paths (or names) of the active members
    std::vector<std::string> spares;          // hot spares (imsm: added to the container)
    std::optional<std::uint64_t> chunk_bytes; // nullopt: the default for level and metadata
    Metadata metadata = Metadata::V1_2;
    std::optional<Bitmap>
        bitmap; // nullopt: the default (internal for redundant native levels, none otherwise)
    std::optional<Raid10Layout> layout; // raid10 only; nullopt: n2
    std::string name;                   // becomes /dev/md/NAME
    std::optional<std::uint64_t>
        size_bytes;            // space used on each member (mdadm --size); nullopt: all of it
    bool assume_clean = false; // skip the initial resync: only on explicit request
    std::string container_name = "imsm0";      // imsm: /dev/md/<container_name>
    std::optional<SecondVolume> second_volume; // imsm only
    // btrfs: the metadata profile (mkfs.btrfs -m); nullopt: btrfsMetadataDefault(level).
    std::optional<Level> metadata_level;
    // btrfs: data and metadata share block groups (mkfs.btrfs --mixed), as mkfs.btrfs advises
    // below 1 GiB; both then keep the data profile.
    bool btrfs_mixed = false;
    // md: how the array recovers from a crash (mdadm --consistency-policy): ppl (raid5, 1.x or
    // imsm) or resync (the same as --bitmap none); nullopt: a bitmap, a journal or none as
    // `bitmap` and `write_journal` say. validate() refuses the combinations md refuses.
    std::optional<ConsistencyPolicy> consistency_policy;
    // md raid4/5/6: a write journal on this device (mdadm --write-journal DEV), checked like a
    // member.
    std::optional<std::string> write_journal;
    // md raid1: members md avoids reading from (mdadm --write-mostly before them).
    std::vector<std::string> write_mostly;
};

// The backend that builds the plan: metadata imsm means the imsm backend.
Backend backendOf(const Plan& plan);
// btrfs's metadata profile when none is asked for: raid1 under raid0 (what mkfs.btrfs does
// for several devices), else the data profile (as many copies of the metadata as of the data).
Level btrfsMetadataDefault(Level data);
Level effectiveMetadataLevel(const Plan& plan);

// Where the array appears: /dev/md/NAME, /dev/NAME/NAME (lvm), the btrfs mount folder.
std::string plannedPath(const Plan& plan);

// The effective values once defaults are applied (what the argv will say).
std::uint64_t effectiveChunk(const Plan& plan); // 0 for raid1 (no chunk)
Bitmap effectiveBitmap(const Plan& plan); // None outside md, and with PPL, a journal or resync
// What md/consistency_policy will read once the array runs; nullopt where md keeps none
// (raid0, other backends).
std::optional<ConsistencyPolicy> effectiveConsistency(const Plan& plan);
Raid10Layout effectiveLayout(const Plan& plan);
bool usesChunk(Level level);

inline constexpr std::uint64_t kDefaultNativeChunk = 512 * 1024; // mdadm's default
inline constexpr std::uint64_t kDefaultImsmChunk = 128 * 1024; // the common imsm option ROM default
inline constexpr std::uint64_t kDefaultLvmStripe = 64 * 1024;  // lvcreate's default --stripesize
inline constexpr std::uint64_t kBtrfsStripe = 64 * 1024; // btrfs's stripe element, not settable
inline constexpr std::uint64_t kMinChunk = 4 * 1024;
inline constexpr std::uint64_t kMaxChunk =
    16 * 1024 * 1024; // ArrayMark's limit: larger helps nothing it measures

} // namespace am::raid
