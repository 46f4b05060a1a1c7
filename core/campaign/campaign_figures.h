#pragma once

// The numbers the reports derive from a campaign document: cells matched
// across configurations, the baseline and the estimate by what they measured
// (pattern, block size, read share, queue depth, workers), never by name.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/bench/cell_key.h"
#include "core/bench/result.h"
#include "core/campaign/document.h"

namespace am::campaign {

// The identity of a cell (core/bench/cell_key.h), one for the whole code.
using bench::CellKey;
using bench::keyOf;

// "RND4K Q32T1 read", job_label.h's names.
std::string workloadName(const CellKey& key);

// Whether the cell holds a measurement (I/O completed, not cancelled).
bool wasMeasured(const bench::CellResult& cell);
// Why not, in words: "failed: <first error>", "cancelled", "no I/O completed".
std::string notMeasuredReason(const bench::CellResult& cell);

// The cell of that key in a phase (the later one when repeated), or null.
const bench::CellResult* findCell(const std::vector<bench::CellResult>& cells, const CellKey& key);

// The median IOPS of the drives whose baseline measured the cell.
struct BaselineFigure {
    double median_iops = 0;
    std::size_t drives = 0;
};
std::optional<BaselineFigure> baselineFor(const CampaignDocument& document, const CellKey& key);

// What the estimate predicted for the cell. Random cells match on I/Os in
// flight (qd x workers) when the estimate states it.
struct EstimatedCell {
    double iops = 0;
    double bw_bytes = 0;
    std::string limit; // what bounds the prediction ("member_iops", "link", ...)
    bool extrapolated = false;
};
struct EstimateMatch {
    std::optional<EstimatedCell> cell;
    std::string missing; // when no cell: why, in words
};
EstimateMatch estimatedFor(const nlohmann::json& estimate, const CellKey& key);

// The configurations ordered by the measured IOPS of one workload, best
// first; those without a measurement follow, with the reason.
struct RankEntry {
    std::size_t configuration = 0; // index into the document's configurations
    std::optional<double> iops;
    double bw_bytes = 0;
    std::string missing;
};
std::vector<RankEntry> rankConfigurations(const CampaignDocument& document, const CellKey& key);

// Every workload of the configurations' measure phases, in the order first seen.
std::vector<CellKey> measuredWorkloads(const CampaignDocument& document);

} // namespace am::campaign
