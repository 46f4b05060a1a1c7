#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/bench/job.h"
#include "core/bench/preset.h"
#include "core/campaign/configuration.h"

namespace am::campaign {

// Wait for the initial sync (with md's speed limits raised), or --assume-clean.
enum class SyncHandling { Wait, AssumeClean };
std::string toString(SyncHandling sync); // "wait", "assume-clean"
std::optional<SyncHandling> parseSyncHandling(std::string_view text);

// md's resync/recovery rate limit the campaign sets while it waits for a sync
// or measures a rebuild (KiB/s, for /proc/sys/dev/raid/speed_limit_min and
// _max): high enough that the drives, not md, set the pace. The estimate uses
// the same value.
inline constexpr std::uint64_t kRaisedSpeedLimitKibPerS = 50'000'000; // ~51 GB/s

struct CampaignOptions {
    bool baseline = false;     // each drive alone first, with the same cells
    bool precondition = false; // sequential fill of each array before its random cells
    bool degraded = false;     // fail one member, measure, re-add
    bool rebuild = false;      // measure during the rebuild, record rebuild time and time per TB
    SyncHandling sync = SyncHandling::Wait;

    bool operator==(const CampaignOptions&) const = default;
};

struct CampaignSpec {
    std::vector<std::string> drives; // /dev paths; every configuration uses all of them
    std::vector<Configuration> configurations;
    std::string preset = "quick";            // a preset name known to core/bench/preset.h
    std::optional<double> runtime_s;         // per-cell runtime override (small cells)
    std::optional<double> ramp_s;            // per-cell ramp override (0: none)
    std::optional<std::uint64_t> size_bytes; // span measured on each array/drive; nullopt: whole
    CampaignOptions options;

    bool operator==(const CampaignSpec&) const = default;
};

// {"drives":[...],"configurations":[{"level","chunk_bytes","layout","metadata","id"}],
//  "preset","runtime_s","size_bytes","options":{...,"sync":"wait"}}
nlohmann::json toJson(const CampaignSpec& spec);
// Throws std::invalid_argument naming the field ("configurations[1].level").
CampaignSpec specFromJson(const nlohmann::json& json);

// The preset's jobs with the runtime and size applied (target left empty).
// Without `presets`, the ones compiled into the binary. Throws
// std::invalid_argument naming the preset and the known ones.
std::vector<bench::Job> campaignCells(const CampaignSpec& spec,
                                      const std::vector<bench::Preset>* presets = nullptr);

} // namespace am::campaign
