#pragma once

// A cell's identity: what it measured (pattern, block size, read share, queue depth, workers, and
// its place on a load ladder or fill), never its name or its target. Cells of two runs, of a
// campaign's configurations, of a baseline and an estimate are matched by it.

#include <cstdint>
#include <string>

#include "core/bench/job.h"

namespace am::bench {

struct CellKey {
    Pattern pattern = Pattern::Random;
    std::uint64_t block_size = 0;
    std::uint32_t read_share = 100;
    std::uint32_t queue_depth = 1;
    std::uint32_t workers = 1;
    bool load_peak = false;
    std::uint32_t load_percent = 0;
    bool fill_once = false;
    auto operator<=>(const CellKey&) const = default;
};

CellKey keyOf(const Job& job);

// "RND4K Q32T1 read", "RND4K Q1T1 read 50% load": defaultJobName's words for the key.
std::string cellKeyName(const CellKey& key);

} // namespace am::bench
