#pragma once

#include <cstdint>
#include <vector>

#include "core/bench/result.h"
#include "core/bench/result_matrix.h"

namespace am::bench {

// One row of CrystalDiskMark's layout: a job shape measured as a read and as a write.
struct CdmRow {
    ShapeKey shape;
    std::uint64_t block_size = 0;
    bool operator==(const CdmRow&) const = default;
};

inline constexpr std::size_t kMaxCdmRows = 4;

// The rows of a run planned as `jobs`, in the jobs' order, when it has CrystalDiskMark's shape:
// every job only reads or only writes, and at most four shapes (quick, nvme). Empty otherwise.
std::vector<CdmRow> cdmLayoutRows(const std::vector<Job>& jobs);

// The cell of `cells` that measured `row` as a write (or a read); the last one when several did.
const CellResult* cdmLayoutCell(const std::vector<CellResult>& cells, const CdmRow& row,
                                bool write);

} // namespace am::bench
