// Repeats and histograms on real runs of the engine (temp files, no root needed).
#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

#include <gtest/gtest.h>

#include "core/bench/latency_histogram.h"
#include "core/bench/repeats.h"
#include "core/bench/sweep.h"
#include "temp_dir.h"

using namespace am::bench;

namespace {

Job mixedJob(const std::string& target)
{
    Job job;
    job.target = target;
    job.size = 8 << 20;
    job.read_share = 70;
    job.runtime_s = 0.2;
    job.sample_interval_s = 0.05;
    job.queue_depth = 4;
    job.name = "mixed";
    return job;
}

std::uint64_t countOf(const SparseHistogram& buckets)
{
    LatencyHistogram histogram;
    addTo(histogram, buckets);
    return histogram.count();
}

} // namespace

TEST(RepeatRun, EveryMeasuredIoIsInTheCellsHistograms)
{
    TempDir dir;
    RunControl control;
    const SweepResult sweep = runSweep({mixedJob(dir.file("h.bin"))}, {}, control, {});
    ASSERT_EQ(sweep.cells.size(), 1U);
    const CellResult& cell = sweep.cells[0];
    ASSERT_GT(cell.read_ios, 0U);
    ASSERT_GT(cell.write_ios, 0U);
    EXPECT_EQ(countOf(cell.histograms.read), cell.read_ios);
    EXPECT_EQ(countOf(cell.histograms.write), cell.write_ios);
    EXPECT_TRUE(cell.repeats.empty());
}

TEST(RepeatRun, ACellRunThreeTimesKeepsEachRunOnOneClock)
{
    TempDir dir;
    RunControl control;
    SweepOptions options;
    options.repeat = 3;
    options.settle_s = 0.05;
    std::vector<unsigned> started;
    std::vector<double> times;
    SweepEvents events;
    events.repeat_started = [&](std::size_t, unsigned repeat, unsigned repeats) {
        EXPECT_EQ(repeats, 3U);
        started.push_back(repeat);
    };
    events.sample = [&](std::size_t, const Sample& s) { times.push_back(s.time_s); };
    const SweepResult sweep = runSweep({mixedJob(dir.file("r.bin"))}, options, control, events);
    ASSERT_EQ(sweep.cells.size(), 1U);
    const CellResult& cell = sweep.cells[0];
    EXPECT_EQ(started, (std::vector<unsigned>{0, 1, 2}));
    ASSERT_EQ(cell.repeats.size(), 3U);
    double measured = 0;
    for (const auto& repeat : cell.repeats) {
        EXPECT_GT(repeat.iops, 0);
        measured += repeat.measured_s;
    }
    EXPECT_DOUBLE_EQ(cell.measured_s, measured);
    EXPECT_TRUE(std::is_sorted(times.begin(), times.end()));
    ASSERT_FALSE(times.empty());
    EXPECT_GT(times.back(), 2 * cell.repeats[0].measured_s); // the third run's samples
    EXPECT_EQ(countOf(cell.histograms.read), cell.read_ios);
    EXPECT_EQ(cell.lat.count, cell.read_ios + cell.write_ios);
    const Spread iops = spreadOf(cell, RepeatMetric::Iops);
    EXPECT_LE(iops.min, cell.iops);
    EXPECT_GE(iops.max, cell.iops);
}

TEST(RepeatRun, StoppedWhileSettlingKeepsTheRunsDoneAndSaysCancelled)
{
    TempDir dir;
    std::atomic<bool> cancel{false};
    std::atomic<bool> first_run_ending{false};
    RunControl control;
    control.cancel = &cancel;
    SweepOptions options;
    options.repeat = 3;
    options.settle_s = 30; // the stop comes during the first pause, long before its end
    SweepEvents events;
    events.sample = [&](std::size_t, const Sample& s) {
        if (s.time_s >= 0.14) first_run_ending = true;
    };
    // Stop a moment after the first run's last sample: in its pause (or, on a slow machine,
    // still in the run: the cell is cancelled either way).
    std::thread stopper([&] {
        for (int i = 0; i < 2000 && !first_run_ending; ++i) // at most 10 s
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        std::this_thread::sleep_for(std::chrono::milliseconds(150));
        cancel = true;
    });
    const Job job = mixedJob(dir.file("c.bin"));
    const SweepResult sweep = runSweep({job, job}, options, control, events);
    stopper.join();
    EXPECT_TRUE(sweep.cancelled);
    ASSERT_EQ(sweep.cells.size(), 1U);
    EXPECT_TRUE(sweep.cells[0].cancelled);
    EXPECT_GT(sweep.cells[0].read_ios, 0U);
}
