#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/raid/backend_table.h"
#include "core/raid/plan.h"
#include "core/raid/types.h"

namespace am::campaign {

// The text form's btrfs metadata profile field: "metadata-level=raid1c3".
inline constexpr std::string_view kMetadataLevelField = "metadata-level=";

// One array a campaign builds and measures over all of its drives.
struct Configuration {
    raid::Level level = raid::Level::Raid0;
    std::optional<std::uint64_t> chunk_bytes; // nullopt: default for level+metadata
    std::optional<raid::Raid10Layout> layout; // raid10 only
    raid::Metadata metadata = raid::Metadata::V1_2;
    // Md (with metadata imsm: the imsm backend), Lvm or Btrfs; a spec's "imsm" is read
    // as metadata imsm, so one array has one spelling.
    raid::Backend backend = raid::Backend::Md;
    std::optional<raid::Level> metadata_level; // btrfs only: mkfs.btrfs -m
    bool mixed = false;                        // btrfs only: mkfs.btrfs --mixed

    bool operator==(const Configuration&) const = default;
};

// The backend that builds it (raid::backendOf of its plan): md, imsm, lvm, btrfs.
raid::Backend backendOf(const Configuration& configuration);

// Stable, short, [a-z0-9-], from the effective values (a default chunk is
// spelled out, raid10 names its layout, metadata 1.2 is left out), so two
// spellings of one array get one id: "raid5-512k", "raid10-64k-f2", "raid1-imsm".
// Another backend adds its name and leaves out what it cannot choose:
// "raid5-64k-lvm", "raid1-btrfs", "raid0-btrfs-m1c3" (btrfs has no chunk option).
std::string configurationId(const Configuration& configuration);

// For people: "RAID5, 64 KiB chunk, metadata 1.2"; "RAID5, 64 KiB chunk, LVM raid (lvm2,
// dm-raid)"; "RAID1, btrfs raid profiles, metadata raid1".
std::string configurationLabel(const Configuration& configuration);

// "LEVEL[:CHUNK[:FIELD...]]", each FIELD a raid10 layout, a metadata, a backend name
// (lvm, btrfs), "mixed" or "metadata-level=LEVEL" (btrfs): "raid5", "raid5:64k",
// "raid10:64k:f2", "raid1::imsm", "raid0:128k:imsm", "raid5:64k:lvm", "raid1::btrfs",
// "raid0::btrfs:metadata-level=raid1c3", "raid1::btrfs:mixed". Throws std::invalid_argument naming
// the value and the rule (a level or option the backend does not have included).
Configuration parseConfiguration(std::string_view text);

// The text form parseConfiguration reads back ("raid10:64k:f2").
std::string configurationText(const Configuration& configuration);

// The raid::Plan that builds it (backend, chunk, layout, metadata and btrfs's options as
// configured; imsm gets its own container named after the array).
raid::Plan raidPlanFor(const Configuration& configuration, const std::vector<std::string>& drives,
                       const std::string& array_name);

// The chunk the array gets (0 for raid1): raid::effectiveChunk of its plan.
std::uint64_t effectiveChunk(const Configuration& configuration);

} // namespace am::campaign
