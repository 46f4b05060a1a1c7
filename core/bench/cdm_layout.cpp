#include "core/bench/cdm_layout.h"

#include <algorithm>

namespace am::bench {

namespace {
ShapeKey shapeOf(const Job& job) { return {job.pattern, job.queue_depth, job.workers}; }
bool onRow(const Job& job, const CdmRow& row)
{
    return shapeOf(job) == row.shape && job.block_size == row.block_size;
}
} // namespace

std::vector<CdmRow> cdmLayoutRows(const std::vector<Job>& jobs)
{
    std::vector<CdmRow> rows;
    for (const auto& job : jobs) {
        if (job.read_share != 100 && job.read_share != 0) return {};
        const CdmRow row{shapeOf(job), job.block_size};
        if (std::find(rows.begin(), rows.end(), row) == rows.end()) rows.push_back(row);
    }
    return rows.size() <= kMaxCdmRows ? rows : std::vector<CdmRow>{};
}

const CellResult* cdmLayoutCell(const std::vector<CellResult>& cells, const CdmRow& row, bool write)
{
    const CellResult* found = nullptr;
    for (const auto& cell : cells)
        if (onRow(cell.job, row) && cell.job.read_share == (write ? 0U : 100U)) found = &cell;
    return found;
}

} // namespace am::bench
