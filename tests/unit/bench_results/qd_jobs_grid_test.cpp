// The QD x jobs grid: which cells make one, and where each lands.
#include <gtest/gtest.h>

#include "core/bench/qd_jobs_grid.h"

using namespace am::bench;

namespace {

CellResult cell(std::uint32_t qd, std::uint32_t jobs, std::uint32_t read_share = 100)
{
    CellResult c;
    c.job.block_size = 4096;
    c.job.queue_depth = qd;
    c.job.workers = jobs;
    c.job.read_share = read_share;
    c.iops = 1000.0 * qd * jobs;
    return c;
}

} // namespace

TEST(QdJobsGrid, PivotsThreadsByQueueDepth)
{
    std::vector<CellResult> cells;
    for (std::uint32_t jobs : {1U, 4U})
        for (std::uint32_t qd : {1U, 8U, 32U}) cells.push_back(cell(qd, jobs));
    cells.push_back(cell(1, 1, 0)); // another shape: not in the read grid
    const auto grid = qdJobsGrid(cells);
    ASSERT_TRUE(grid);
    EXPECT_EQ(grid->shape, "RND4K read");
    EXPECT_EQ(grid->depths, (std::vector<std::uint32_t>{1, 8, 32}));
    EXPECT_EQ(grid->jobs, (std::vector<std::uint32_t>{1, 4}));
    ASSERT_EQ(grid->cells.size(), 2U);
    EXPECT_EQ(grid->cells[0], (std::vector<int>{0, 1, 2}));
    EXPECT_EQ(grid->cells[1], (std::vector<int>{3, 4, 5}));
}

TEST(QdJobsGrid, AHoleIsMinusOneAndASweepOfOneSideIsNoGrid)
{
    std::vector<CellResult> cells{cell(1, 1), cell(8, 1), cell(1, 2)};
    const auto grid = qdJobsGrid(cells);
    ASSERT_TRUE(grid);
    EXPECT_EQ(grid->cells[1], (std::vector<int>{2, -1})); // QD8 with 2 threads never ran
    // A queue-depth sweep at one thread count is the QD chart's, not a grid.
    EXPECT_FALSE(qdJobsGrid({cell(1, 1), cell(2, 1), cell(4, 1)}));
    EXPECT_FALSE(qdJobsGrid({}));
}
