#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/estimate/array_members.h"
#include "core/estimate/level_comparison.h"

namespace am::ui {

// Where each member's figures came from.
struct MemberSource {
    std::string path;
    bool measured = false;
    bool reads_only = false; // measured with reads only (member-reads): writes from `reference`
    std::string file;        // measured: the result file
    std::string reference; // not measured: the reference profile's name ("single-nvme", "sata-hdd")
    estimate::MemberCaps caps; // the reference chosen by its kind, and its link's caps
};

struct EstimateTable {
    std::vector<estimate::LevelRow> rows;
    std::vector<MemberSource> sources; // one per member, in member order
    estimate::TopologyCaps topology;   // applied to every level
    std::string error;                 // set when no table could be built
    bool anyMeasured() const;
    bool allMeasured() const;
};

// Builds the side-by-side table for the members. A member's profile is the
// newest result in `history_directory` whose target is that member and that
// the estimator can use (random cells at 100 % and 0 % reads); otherwise the
// shipped reference its kind and link call for (estimate::memberCaps: sata-hdd
// for a rotational drive, single-nvme otherwise, a SATA member capped by its
// link and AHCI's 32 commands). A reads-only run (the member-reads preset)
// counts too, its writes taken from that reference.
// Reads files: run it off the GUI thread. Never throws (error says why).
EstimateTable buildEstimateTable(const std::vector<estimate::MemberDrive>& members,
                                 const std::string& history_directory, std::uint64_t chunk_bytes);

} // namespace am::ui
