#pragma once

// The QD x jobs grid (the qd-jobs-grid preset): one job shape measured at several queue depths
// and several thread counts, pivoted to jobs (rows) x queue depth (columns): how many threads
// and how deep it takes to saturate a target. The CLI prints it, the GUI draws it as a heat map.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/bench/result.h"

namespace am::bench {

struct QdJobsGrid {
    std::string shape;                 // what is fixed: "RND4K read"
    std::vector<std::uint32_t> depths; // columns, ascending
    std::vector<std::uint32_t> jobs;   // rows, ascending
    // cells[row][column]: index into the cells, -1 where none ran (the later of two wins).
    std::vector<std::vector<int>> cells;
};

// At least this many depths and as many thread counts make a grid (fewer is a comparison).
inline constexpr std::size_t kMinGridSide = 2;

// The grid of the shape (pattern, block size, read share) with the most cells, when it spans at
// least kMinGridSide depths and thread counts; nullopt otherwise.
std::optional<QdJobsGrid> qdJobsGrid(const std::vector<CellResult>& cells);

} // namespace am::bench
