#pragma once

// CrystalDiskMark's names for a job's shape ("RND4K Q32T1", "SEQ1M Q8T1"),
// built here only: job names, table rows, legends and chart groups all use them.

#include <cstdint>
#include <optional>
#include <string>

#include "core/bench/job.h"

namespace am::bench {

// "read", "write", "70/30": what share of a job's I/Os read.
std::string mixLabel(std::uint32_t read_share);

// "4K", "1M", "512B": the largest unit that divides the size.
std::string blockSizeLabel(std::uint64_t bytes);

// "RND4K Q32T1". A part given as nullopt is left out: "RND Q32T1" when the
// block size is shown elsewhere, "RND4K T1" when the queue depth is an axis, "RND4K" when both
// queue depth and threads are (the QD x jobs grid).
std::string jobShapeLabel(Pattern pattern, std::optional<std::uint64_t> block_size,
                          std::optional<std::uint32_t> queue_depth,
                          std::optional<std::uint32_t> workers);

} // namespace am::bench
