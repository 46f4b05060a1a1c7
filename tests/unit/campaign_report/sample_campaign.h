#pragma once

// A campaign document built from real-looking cells: two configurations
// (raid0 with an estimate; raid1 with a label holding markup, one failed
// cell, a degraded and a rebuild phase, and no estimate) over a baseline of
// two drives.

#include "core/bench/result.h"
#include "core/campaign/document.h"

namespace am::campaign::sample {

bench::CellResult sampleCell(bench::Pattern pattern, std::uint64_t block_size,
                             std::uint32_t read_share, std::uint32_t queue_depth, double iops);

// The preset's cells with IOPS scaled by `scale` (random reads by `read_scale`).
std::vector<bench::CellResult> sampleCells(double scale, double read_scale);

CampaignDocument sampleCampaign();

inline constexpr const char* kScriptLabel = "RAID1 <script>alert(1)</script> & \"mirror\"";

} // namespace am::campaign::sample
