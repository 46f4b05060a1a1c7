#include "core/bench/result_matrix.h"

#include <gtest/gtest.h>

using namespace am::bench;

namespace {
CellResult cell(Pattern pattern, std::uint64_t bs, std::uint32_t share, std::uint32_t qd,
                double iops)
{
    CellResult c;
    c.job.pattern = pattern;
    c.job.block_size = bs;
    c.job.read_share = share;
    c.job.queue_depth = qd;
    c.iops = iops;
    c.bw_bytes = iops * static_cast<double>(bs);
    c.lat.mean_ns = 1e9 / iops * qd;
    c.lat.p99_ns = 250000;
    return c;
}

// The matrix preset's shape: 7 block sizes x 7 read shares, random, QD32.
std::vector<CellResult> matrixRun()
{
    std::vector<CellResult> cells;
    for (const std::uint64_t bs :
         {4096ULL, 8192ULL, 16384ULL, 32768ULL, 65536ULL, 131072ULL, 1048576ULL})
        for (const std::uint32_t share : {0U, 5U, 35U, 50U, 65U, 95U, 100U})
            cells.push_back(cell(Pattern::Random, bs, share, 32,
                                 1e9 / static_cast<double>(bs) * (1 + share / 100.0)));
    return cells;
}
} // namespace

TEST(ResultMatrix, PivotsTheMatrixPresetIntoBlockSizeRowsAndReadShareColumns)
{
    const auto cells = matrixRun();
    const ResultMatrix m = pivot(cells, Metric::Iops);
    EXPECT_TRUE(m.uniform_shape);
    ASSERT_EQ(m.read_shares, (std::vector<std::uint32_t>{0, 5, 35, 50, 65, 95, 100}));
    ASSERT_EQ(m.rows.size(), 7U);
    EXPECT_EQ(m.rows.front().block_size, 4096U);
    EXPECT_EQ(m.rows.back().block_size, 1048576U);
    // 8k at 65 % read is cell 1*7+4.
    ASSERT_TRUE(m.rows[1].values[4].has_value());
    EXPECT_DOUBLE_EQ(*m.rows[1].values[4], cells[11].iops);
    EXPECT_EQ(m.rows[1].cell_index[4], 11);
}

TEST(ResultMatrix, LeavesHolesWhereNoCellRan)
{
    auto cells = matrixRun();
    cells.erase(cells.begin() + 11); // 8k at 65 %
    const ResultMatrix m = pivot(cells, Metric::MiBps);
    EXPECT_FALSE(m.rows[1].values[4].has_value());
    EXPECT_EQ(m.rows[1].cell_index[4], -1);
    ASSERT_TRUE(m.rows[1].values[5].has_value());
    EXPECT_DOUBLE_EQ(*m.rows[1].values[5], cells[11].bw_bytes / 1048576.0);
}

TEST(ResultMatrix, KeepsDifferentShapesInDifferentRows)
{
    // The quick preset: SEQ1M Q8T1 and SEQ1M Q1T1 share block size and read shares.
    const std::vector<CellResult> cells = {cell(Pattern::Sequential, 1 << 20, 100, 8, 3000),
                                           cell(Pattern::Sequential, 1 << 20, 0, 8, 2000),
                                           cell(Pattern::Sequential, 1 << 20, 100, 1, 1500),
                                           cell(Pattern::Sequential, 1 << 20, 0, 1, 1200),
                                           cell(Pattern::Random, 4096, 100, 32, 400000),
                                           cell(Pattern::Random, 4096, 0, 32, 300000)};
    const ResultMatrix m = pivot(cells, Metric::Iops);
    EXPECT_FALSE(m.uniform_shape);
    ASSERT_EQ(m.rows.size(), 3U);
    EXPECT_EQ(m.rows[0].shape.pattern, Pattern::Random);
    EXPECT_EQ(m.rows[1].shape.queue_depth, 1U);
    EXPECT_EQ(m.rows[2].shape.queue_depth, 8U);
    EXPECT_DOUBLE_EQ(*m.rows[2].values[1], 3000); // columns: 0, 100
    EXPECT_EQ(shapeLabel(m.rows[2].shape, m.rows[2].block_size, true), "SEQ1M Q8T1");
    EXPECT_EQ(shapeLabel(m.rows[0].shape, m.rows[0].block_size, false), "4K");
}

TEST(ResultMatrix, ConvertsUnitsAsNamed)
{
    const CellResult c = cell(Pattern::Random, 4096, 100, 1, 1000);
    EXPECT_DOUBLE_EQ(metricValue(c, Metric::MBps), 4.096); // 10^6 B/s
    EXPECT_DOUBLE_EQ(metricValue(c, Metric::MiBps), 4096000.0 / 1048576.0);
    EXPECT_DOUBLE_EQ(metricValue(c, Metric::LatMeanUs), 1000.0); // 1 ms at QD1 and 1000 IOPS
    EXPECT_DOUBLE_EQ(metricValue(c, Metric::LatP99Us), 250.0);
    EXPECT_TRUE(lowerIsBetter(Metric::LatP99Us));
    EXPECT_FALSE(lowerIsBetter(Metric::MBps));
}

TEST(ResultMatrix, SeriesPerReadShareRunOverBlockSize)
{
    const auto cells = matrixRun();
    const auto series = seriesByBlockSize(cells, Metric::Iops);
    ASSERT_EQ(series.size(), 7U);
    EXPECT_EQ(series.front().read_share, 100U); // most reads first
    EXPECT_EQ(series.back().read_share, 0U);
    ASSERT_EQ(series.front().points.size(), 7U);
    EXPECT_DOUBLE_EQ(series.front().points.front().x, 4096);
    EXPECT_DOUBLE_EQ(series.front().points.back().x, 1048576);
    EXPECT_DOUBLE_EQ(series.front().points.front().y, cells[6].iops);
}

TEST(ResultMatrix, SeriesPerBlockSizeRunOverReadShare)
{
    const auto cells = matrixRun();
    const auto series = seriesByReadShare(cells, Metric::Iops);
    ASSERT_EQ(series.size(), 7U);
    EXPECT_EQ(series.front().block_size, 4096U);
    ASSERT_EQ(series.front().points.size(), 7U);
    EXPECT_DOUBLE_EQ(series.front().points[2].x, 35);
    EXPECT_EQ(series.front().points[2].cell_index, 2);
    for (std::size_t i = 1; i < series.front().points.size(); ++i)
        EXPECT_GT(series.front().points[i].x, series.front().points[i - 1].x);
}
