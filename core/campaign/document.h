#pragma once

// The arraymark.campaign/1 document: everything a campaign measured, with the
// commands that ran and the estimates, enough to write the report from it
// alone (report_html.h, report_markdown.h).
//
//   {"schema":"arraymark.campaign/1", "created", "arraymark_version", "host", "drives", "spec",
//    "baseline":[phase], "configurations":[{"id","label","configuration","array","commands",
//      "sync_handling","sync_seconds","preconditioned","phases":[phase],
//      "rebuild":{"seconds","bytes","member","minutes_per_tb"}|null,"estimate","outcome"}],
//    "journal_timing":[{"kind","configuration","phase","at"}]}
//   phase: {"phase","target","seconds","cells":[arraymark.result/1 cells]}

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/bench/result.h"

namespace am::campaign {

inline constexpr std::string_view kCampaignSchema = "arraymark.campaign/1";

// The phase names, one vocabulary for the runner and the reports.
inline constexpr std::string_view kPhaseMeasure = "measure";
inline constexpr std::string_view kPhaseDegraded = "degraded";
inline constexpr std::string_view kPhaseRebuild = "rebuild";
inline constexpr std::string_view kPhaseBaseline = "baseline";

// One measuring phase of one configuration, or one drive's baseline.
struct PhaseResult {
    std::string phase;  // kPhaseMeasure, kPhaseDegraded, kPhaseRebuild, kPhaseBaseline
    std::string target; // what was measured: the drive of a baseline, the array otherwise
    std::vector<bench::CellResult> cells;
    double seconds = 0; // wall time of the phase
};

struct RebuildFigures {
    double seconds = 0;
    std::uint64_t bytes = 0; // rebuilt onto the member
    std::string member;      // the member that was rebuilt
    // Minutes per TB (10^12 bytes); 0 when bytes is 0.
    double minutes_per_tb() const;
};

struct ConfigurationResult {
    std::string id;                                 // "raid5-64k"
    std::string label;                              // "RAID5, 64 KiB chunk, metadata 1.2"
    nlohmann::json configuration;                   // level, chunk_bytes, layout, metadata
    std::string array;                              // "/dev/md/amc-raid5-64k"
    std::vector<std::vector<std::string>> commands; // every argv that ran, in order
    std::string sync_handling;                      // "wait", "assume-clean", "none" (raid0)
    double sync_seconds = 0;
    bool preconditioned = false;
    std::vector<PhaseResult> phases;
    std::optional<RebuildFigures> rebuild;
    nlohmann::json estimate; // estimate_json.h's document for this configuration, or null
    std::string outcome;     // "done", "failed: <reason>", "stopped"

    // The phase of that name, or null when it did not run.
    const PhaseResult* phaseNamed(std::string_view name) const;
};

struct CampaignDocument {
    std::string created;           // UTC ISO 8601
    nlohmann::json host;           // as result files carry it: hostname, cpu, cpus, memory_bytes
    nlohmann::json drives;         // [{path, model, size_bytes, transport}]
    nlohmann::json spec;           // the campaign spec: preset, runtimes, precondition, sync, ...
    std::string arraymark_version; // core/util/version.h
    std::vector<PhaseResult> baseline; // one per drive, phase "baseline", target = the drive
    std::vector<ConfigurationResult> configurations;
    nlohmann::json journal_timing; // [{kind, configuration, phase, at}]
};

nlohmann::json toJson(const CampaignDocument& document);
// Throws std::invalid_argument naming the field (configurations[1].phases[0].cells[2]: ...),
// or the schema when it is another format's.
CampaignDocument documentFromJson(const nlohmann::json& json);

} // namespace am::campaign
