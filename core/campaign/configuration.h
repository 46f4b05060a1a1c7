#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/raid/plan.h"
#include "core/raid/types.h"

namespace am::campaign {

// One array a campaign builds and measures over all of its drives.
struct Configuration {
    raid::Level level = raid::Level::Raid0;
    std::optional<std::uint64_t> chunk_bytes; // nullopt: default for level+metadata
    std::optional<raid::Raid10Layout> layout; // raid10 only
    raid::Metadata metadata = raid::Metadata::V1_2;

    bool operator==(const Configuration&) const = default;
};

// Stable, short, [a-z0-9-], from the effective values (a default chunk is
// spelled out, raid10 names its layout, metadata 1.2 is left out), so two
// spellings of one array get one id: "raid5-512k", "raid10-64k-f2", "raid1-imsm".
std::string configurationId(const Configuration& configuration);

// For people: "RAID5, 64 KiB chunk, metadata 1.2".
std::string configurationLabel(const Configuration& configuration);

// "LEVEL[:CHUNK[:LAYOUT-or-METADATA...]]": "raid5", "raid5:64k", "raid10:64k:f2",
// "raid1::imsm", "raid0:128k:imsm". Throws std::invalid_argument naming the
// value and the rule.
Configuration parseConfiguration(std::string_view text);

// The text form parseConfiguration reads back ("raid10:64k:f2").
std::string configurationText(const Configuration& configuration);

// The raid::Plan that builds it (chunk, layout and metadata as configured;
// imsm gets its own container named after the array).
raid::Plan raidPlanFor(const Configuration& configuration, const std::vector<std::string>& drives,
                       const std::string& array_name);

// The chunk the array gets (0 for raid1): raid::effectiveChunk of its plan.
std::uint64_t effectiveChunk(const Configuration& configuration);

} // namespace am::campaign
