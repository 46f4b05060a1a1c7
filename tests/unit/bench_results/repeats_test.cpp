// Repeated cells (--repeat N): the medians and ranges a cell reports, and how its repeats and
// histograms survive a result file.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/bench/histogram_csv.h"
#include "core/bench/latency_histogram.h"
#include "core/bench/repeats.h"
#include "core/bench/result_json.h"
#include "core/bench/result_reader.h"

using namespace am::bench;

namespace {

CellResult run(double iops, std::uint64_t p99_ns, std::uint64_t ios, double measured_s)
{
    CellResult r;
    r.job.name = "RND4K Q1T1 read";
    r.measured_s = measured_s;
    r.iops = r.read_iops = iops;
    r.bw_bytes = r.read_bw_bytes = iops * 4096;
    r.read_ios = ios;
    r.read_bytes = ios * 4096;
    for (auto* lat : {&r.lat, &r.read_lat, &r.total_lat, &r.read_total_lat}) {
        lat->count = ios;
        lat->mean_ns = static_cast<double>(p99_ns) / 2;
        lat->min_ns = p99_ns / 10;
        lat->max_ns = p99_ns * 3;
        lat->p50_ns = p99_ns / 2;
        lat->p99_ns = p99_ns;
    }
    LatencyHistogram histogram;
    histogram.add(p99_ns / 2, ios - 1);
    histogram.add(p99_ns, 1);
    r.histograms.read = sparseOf(histogram);
    Sample sample;
    sample.time_s = measured_s;
    sample.interval_s = measured_s;
    sample.iops = iops;
    r.samples.push_back(sample);
    return r;
}

} // namespace

TEST(Repeats, MedianOfOddAndEvenCounts)
{
    EXPECT_DOUBLE_EQ(median({3, 1, 2}), 2);
    EXPECT_DOUBLE_EQ(median({4, 1, 3, 2}), 2.5);
    EXPECT_DOUBLE_EQ(median({}), 0);
}

TEST(Repeats, ACellReportsTheMediansWithTheirRange)
{
    const CellResult cell = combineRepeats(
        {run(1000, 900, 1000, 1.0), run(1200, 700, 1200, 1.0), run(900, 1500, 900, 1.0)});
    ASSERT_EQ(cell.repeats.size(), 3U);
    EXPECT_DOUBLE_EQ(cell.iops, 1000);
    EXPECT_DOUBLE_EQ(cell.bw_bytes, 1000 * 4096.0);
    EXPECT_EQ(cell.total_lat.p99_ns, 900U);
    EXPECT_EQ(cell.total_lat.count, 3100U);
    EXPECT_EQ(cell.total_lat.min_ns, 70U);
    EXPECT_EQ(cell.total_lat.max_ns, 4500U);
    EXPECT_EQ(cell.read_ios, 3100U);
    EXPECT_DOUBLE_EQ(cell.measured_s, 3.0);
    const Spread iops = spreadOf(cell, RepeatMetric::Iops);
    EXPECT_DOUBLE_EQ(iops.min, 900);
    EXPECT_DOUBLE_EQ(iops.median, 1000);
    EXPECT_DOUBLE_EQ(iops.max, 1200);
    EXPECT_NEAR(iops.relativeRange(), 0.3, 1e-12);
    const Spread p99 = spreadOf(cell, RepeatMetric::P99);
    EXPECT_DOUBLE_EQ(p99.min, 700);
    EXPECT_DOUBLE_EQ(p99.max, 1500);
    // The samples follow one another: the second repeat's start where the first ended.
    ASSERT_EQ(cell.samples.size(), 3U);
    EXPECT_DOUBLE_EQ(cell.samples[0].time_s, 1.0);
    EXPECT_DOUBLE_EQ(cell.samples[1].time_s, 2.0);
    EXPECT_DOUBLE_EQ(cell.samples[2].time_s, 3.0);
    // The histograms hold every repeat's I/Os.
    LatencyHistogram merged;
    addTo(merged, cell.histograms.read);
    EXPECT_EQ(merged.count(), 3100U);
}

TEST(Repeats, ACellRunOnceIsItsOwnSpreadAndHasNoRepeats)
{
    const CellResult cell = combineRepeats({run(1000, 900, 1000, 1.0)});
    EXPECT_TRUE(cell.repeats.empty());
    const Spread iops = spreadOf(cell, RepeatMetric::Iops);
    EXPECT_DOUBLE_EQ(iops.min, 1000);
    EXPECT_DOUBLE_EQ(iops.max, 1000);
    EXPECT_THROW(combineRepeats({}), std::invalid_argument);
}

TEST(Repeats, AnyCpuBoundRepeatMarksTheCell)
{
    CellResult bound = run(1000, 900, 1000, 1.0);
    bound.cpu_bound = true;
    EXPECT_TRUE(combineRepeats({run(1100, 900, 1100, 1.0), bound}).cpu_bound);
    EXPECT_FALSE(combineRepeats({run(1100, 900, 1100, 1.0), run(1000, 900, 1000, 1.0)}).cpu_bound);
}

TEST(Repeats, RepeatsAndHistogramsSurviveAResultFile)
{
    const CellResult cell = combineRepeats({run(1000, 900, 1000, 1.0), run(1200, 700, 1200, 1.0)});
    RunInfo info;
    const nlohmann::json document = resultDocument(info, {cell});
    const nlohmann::json& written = document["cells"][0];
    EXPECT_EQ(written["histogram"]["layout"], kHistogramLayoutId);
    EXPECT_EQ(written["histogram"]["latency"], "total");
    EXPECT_DOUBLE_EQ(written["spread"]["iops"]["median"].get<double>(), 1100);
    const RunDocument read = readResultDocument(document);
    ASSERT_EQ(read.cells.size(), 1U);
    const CellResult& back = read.cells[0];
    ASSERT_EQ(back.repeats.size(), 2U);
    EXPECT_DOUBLE_EQ(back.repeats[1].iops, 1200);
    EXPECT_EQ(back.repeats[0].p99_ns, 900U);
    EXPECT_EQ(back.histograms.read, cell.histograms.read);
    EXPECT_TRUE(back.histograms.write.empty());
}

TEST(Repeats, AHistogramOfAnotherLayoutOrBeyondItIsRefused)
{
    RunInfo info;
    nlohmann::json document = resultDocument(info, {run(1000, 900, 1000, 1.0)});
    nlohmann::json other = document;
    other["cells"][0]["histogram"]["layout"] = "log2";
    EXPECT_THROW(readResultDocument(other), ResultFormatError);
    nlohmann::json beyond = document;
    beyond["cells"][0]["histogram"]["read"] = {{HistogramLayout::kBuckets, 1}};
    EXPECT_THROW(readResultDocument(beyond), ResultFormatError);
    nlohmann::json repeats = document;
    repeats["cells"][0]["repeats"] = {{{"iops", "fast"}}};
    EXPECT_THROW(readResultDocument(repeats), ResultFormatError);
}

TEST(HistogramCsv, RowsCarryFiosBucketValuesAndBounds)
{
    CellResult cell = run(1000, 0, 4, 1.0);
    LatencyHistogram histogram;
    histogram.add(100);     // below 128: a bucket of its own
    histogram.add(1000, 3); // 2^9 group: 8 ns wide buckets
    cell.histograms.read = sparseOf(histogram);
    const std::string csv = histogramCsv({cell});
    const std::size_t index = HistogramLayout::index(1000);
    EXPECT_NE(csv.find("0,RND4K Q1T1 read,read,total,100,100,101,100,1,25.0000\n"),
              std::string::npos)
        << csv;
    // fio's plat_idx_to_val for that bucket: 2^9 + (k + 0.5) * 2^3, k = (1000 >> 3) & 63 = 61.
    EXPECT_EQ(HistogramLayout::value(index), 512U + 61 * 8 + 4);
    EXPECT_NE(
        csv.find(fmt::format("0,RND4K Q1T1 read,read,total,{},1000,1008,1004,3,100.0000\n", index)),
        std::string::npos)
        << csv;
}

TEST(HistogramLayout, EveryBucketsBoundsHoldItsValuesAndTileTheRange)
{
    for (std::size_t i = 0; i + 1 < HistogramLayout::kBuckets; ++i) {
        ASSERT_EQ(HistogramLayout::upper(i), HistogramLayout::lower(i + 1)) << i;
        ASSERT_EQ(HistogramLayout::index(HistogramLayout::lower(i)), i);
        ASSERT_EQ(HistogramLayout::index(HistogramLayout::upper(i) - 1), i);
        ASSERT_GE(HistogramLayout::value(i), HistogramLayout::lower(i));
        ASSERT_LT(HistogramLayout::value(i), HistogramLayout::upper(i));
    }
}

TEST(Repeats, AWorkspaceMetricsSpreadIsInItsOwnUnit)
{
    const CellResult cell = combineRepeats(
        {run(1000, 200000, 100, 1), run(1200, 100000, 120, 1), run(1100, 300000, 110, 1)});
    const auto iops = spreadOf(cell, Metric::Iops);
    ASSERT_TRUE(iops.has_value());
    EXPECT_DOUBLE_EQ(iops->min, 1000);
    EXPECT_DOUBLE_EQ(iops->median, 1100);
    EXPECT_DOUBLE_EQ(iops->max, 1200);
    const auto mbps = spreadOf(cell, Metric::MBps);
    ASSERT_TRUE(mbps.has_value());
    EXPECT_DOUBLE_EQ(mbps->max, 1200 * 4096 / 1e6);
    const auto p99 = spreadOf(cell, Metric::LatP99Us); // total latency, in µs
    ASSERT_TRUE(p99.has_value());
    EXPECT_DOUBLE_EQ(p99->min, 100);
    EXPECT_DOUBLE_EQ(p99->median, 200);
    EXPECT_DOUBLE_EQ(p99->max, 300);
    // Repeats keep no mean or completion latency; a cell measured once has no spread.
    EXPECT_FALSE(spreadOf(cell, Metric::LatMeanUs).has_value());
    EXPECT_FALSE(spreadOf(cell, Metric::ClatP99Us).has_value());
    EXPECT_FALSE(spreadOf(run(1000, 200000, 100, 1), Metric::Iops).has_value());
}
