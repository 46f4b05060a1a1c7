// A cell's latency histogram as shares of its I/Os per bin (8 bins to a power of two), the
// overlaid run's counterpart of a cell, and a fill curve thinned for a chart.
#include <gtest/gtest.h>

#include <numeric>

#include "core/bench/fill_curve.h"
#include "core/bench/histogram_shares.h"
#include "core/bench/latency_histogram.h"

using namespace am::bench;

namespace {

double percentSum(const std::vector<HistogramShare>& shares)
{
    return std::accumulate(shares.begin(), shares.end(), 0.0,
                           [](double sum, const HistogramShare& s) { return sum + s.percent; });
}

} // namespace

TEST(HistogramShares, BucketsGatherIntoEighthsOfAnOctaveAndAddUpToAHundred)
{
    LatencyHistogram histogram;
    // 100 µs is in [98304, 106496) (the octave from 65536 ns in eighths of 8192 ns); 101 and
    // 103 µs land in the same bin, 150 µs in [147456, 155648).
    histogram.add(100000, 30);
    histogram.add(101000, 10);
    histogram.add(103000, 20);
    histogram.add(150000, 40);
    const auto shares = histogramShares(sparseOf(histogram));
    ASSERT_FALSE(shares.empty());
    EXPECT_DOUBLE_EQ(shares.front().lower_ns, 98304);
    EXPECT_DOUBLE_EQ(shares.front().upper_ns, 106496);
    EXPECT_EQ(shares.front().count, 60U);
    EXPECT_DOUBLE_EQ(shares.front().percent, 60);
    EXPECT_DOUBLE_EQ(shares.back().lower_ns, 147456);
    EXPECT_DOUBLE_EQ(shares.back().percent, 40);
    // The bins between them are there, empty, and each starts where the last ended.
    ASSERT_EQ(shares.size(), 6U); // 98304, 106496, 114688, 122880, 131072, 147456
    for (std::size_t i = 1; i < shares.size(); ++i) {
        EXPECT_DOUBLE_EQ(shares[i].lower_ns, shares[i - 1].upper_ns);
        if (i + 1 < shares.size()) {
            EXPECT_EQ(shares[i].count, 0U);
        }
    }
    EXPECT_NEAR(percentSum(shares), 100, 1e-9);
    EXPECT_GT(shares.front().middle_ns, shares.front().lower_ns);
    EXPECT_LT(shares.front().middle_ns, shares.front().upper_ns);
}

TEST(HistogramShares, AcrossOctavesTheBinsWidenAndTheSharesStillAddUp)
{
    LatencyHistogram histogram;
    for (std::uint64_t ns = 90; ns < 5000000; ns = ns * 11 / 10) histogram.add(ns, ns % 7 + 1);
    const auto shares = histogramShares(sparseOf(histogram));
    EXPECT_NEAR(percentSum(shares), 100, 1e-9);
    // Eight bins to each power of two: from 90 ns to 5 ms is about 16 octaves.
    EXPECT_GT(shares.size(), 120U);
    EXPECT_LT(shares.size(), 140U);
    for (std::size_t i = 1; i < shares.size(); ++i)
        EXPECT_DOUBLE_EQ(shares[i].lower_ns, shares[i - 1].upper_ns);
}

TEST(HistogramShares, NothingGivesNoBinsAndACoarserSplitIsAllowed)
{
    EXPECT_TRUE(histogramShares({}).empty());
    EXPECT_TRUE(histogramShares({{200, 0}}).empty());
    LatencyHistogram histogram;
    histogram.add(100000, 1);
    histogram.add(120000, 1);
    const auto halves = histogramShares(sparseOf(histogram), 2); // [65536, 98304), [98304, ...)
    ASSERT_EQ(halves.size(), 1U);
    EXPECT_DOUBLE_EQ(halves[0].lower_ns, 98304);
    EXPECT_DOUBLE_EQ(halves[0].percent, 100);
}

TEST(HistogramShares, TheSameJobInAnotherRun)
{
    std::vector<CellResult> cells(3);
    cells[0].job.block_size = 4096;
    cells[0].job.read_share = 100;
    cells[1].job.block_size = 4096;
    cells[1].job.read_share = 0;
    cells[2].job.block_size = 4096;
    cells[2].job.read_share = 0;
    cells[2].job.queue_depth = 32;
    Job wanted;
    wanted.name = "another name"; // names and targets differ between runs
    wanted.target = "/dev/other";
    wanted.block_size = 4096;
    wanted.read_share = 0;
    wanted.queue_depth = 32;
    EXPECT_EQ(sameJobCell(cells, wanted), &cells[2]);
    wanted.queue_depth = 1;
    EXPECT_EQ(sameJobCell(cells, wanted), &cells[1]);
    wanted.pattern = Pattern::Sequential;
    EXPECT_EQ(sameJobCell(cells, wanted), nullptr);
}

TEST(FillCurve, ThinnedPointsKeepTheBytesAndTheCliff)
{
    std::vector<Sample> samples;
    for (int i = 1; i <= 4000; ++i) {
        Sample sample;
        sample.time_s = i * 0.25;
        sample.interval_s = 0.25;
        sample.bw_bytes = (i <= 2000 ? 2000 : 500) * 1e6;
        samples.push_back(sample);
    }
    const FillCurve curve = fillCurve(samples, 0);
    const auto thin = thinnedFillPoints(curve.points, 500);
    ASSERT_EQ(thin.size(), 500U);
    EXPECT_DOUBLE_EQ(thin.back().written_bytes, curve.written_bytes);
    EXPECT_DOUBLE_EQ(thin.back().time_s, curve.seconds);
    EXPECT_DOUBLE_EQ(thin.front().bytes_per_s, 2000e6);
    EXPECT_DOUBLE_EQ(thin.back().bytes_per_s, 500e6);
    // Few points stay as they are.
    EXPECT_EQ(thinnedFillPoints(curve.points, 5000).size(), curve.points.size());
}
