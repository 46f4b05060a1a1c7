#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "core/campaign/spec.h"

namespace am::campaign {

// The steps of one configuration, in the order they run. The one table the
// plan, the runner, the journal and the resume point read.
struct PhaseRow {
    std::string_view name;
    bool measures;         // runs the campaign's cells on the array
    bool needs_redundancy; // not for raid0: it cannot lose a member
    std::string_view what; // for the plan text
};
inline constexpr std::array<PhaseRow, 7> kPhases{{
    {"create", false, false, "create the array"},
    {"sync", false, true, "wait for the initial sync, md speed limits raised"},
    {"precondition", false, false, "fill the array sequentially once"},
    {"measure", true, false, "measure every cell on the healthy array"},
    {"degraded", true, true,
     "fail one member, measure every cell, take it back (re-add, or the rebuild run)"},
    {"rebuild", true, true,
     "remove the failed member, blank it, add it back, measure every cell while it rebuilds, time the rebuild"},
    {"delete", false, false, "stop the array, zero the superblocks, wipe the drives"},
}};

// The baseline's phase name (each drive alone, before any configuration).
inline constexpr std::string_view kBaselinePhase = "baseline";

const PhaseRow* findPhase(std::string_view name);
bool isRedundant(raid::Level level); // every level but raid0

// The phases this configuration runs under these options, in order:
// create, sync (redundant levels waiting for it; not btrfs, which has none), precondition
// (when asked), measure, degraded and rebuild (redundant md and imsm levels, when asked), delete.
std::vector<std::string> phasesFor(const Configuration& configuration,
                                   const CampaignOptions& options);

} // namespace am::campaign
