#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/drives/pcie_topology.h"
#include "core/estimate/level_comparison.h"

namespace am::ui {

// One member of the planned array, as the estimate needs it.
struct EstimateMember {
    std::string path; // "/dev/sdb"
    std::uint64_t size_bytes = 0;
    bool rotational = false;
    std::vector<drives::PcieLink> pcie_path; // NVMe: its links to the CPU (empty: none known)
};

// The caps the members' PCIe paths put on the array, and why.
struct TopologyCaps {
    estimate::Caps caps;
    std::optional<drives::SharedLink> narrowest_shared; // the shared link that binds, if any
    std::optional<double> slowest_own_link;             // bytes/s of the slowest member's own link
};
TopologyCaps topologyCaps(const std::vector<EstimateMember>& members);

// Where each member's figures came from.
struct MemberSource {
    std::string path;
    bool measured = false;
    bool reads_only = false; // measured with reads only (member-reads): writes from `reference`
    std::string file;        // measured: the result file
    std::string reference; // not measured: the reference profile's name ("single-nvme", "sata-hdd")
};

struct EstimateTable {
    std::vector<estimate::LevelRow> rows;
    std::vector<MemberSource> sources; // one per member, in member order
    TopologyCaps topology;             // applied to every level
    std::string error;                 // set when no table could be built
    bool anyMeasured() const;
    bool allMeasured() const;
};

// Builds the side-by-side table for the members. A member's profile is the
// newest result in `history_directory` whose target is that member and that
// the estimator can use (random cells at 100 % and 0 % reads); otherwise the
// shipped reference: sata-hdd for a rotational drive, single-nvme otherwise.
// A reads-only run (the member-reads preset) counts too, its writes taken
// from that reference.
// Reads files: run it off the GUI thread. Never throws (error says why).
EstimateTable buildEstimateTable(const std::vector<EstimateMember>& members,
                                 const std::string& history_directory, std::uint64_t chunk_bytes);

} // namespace am::ui
