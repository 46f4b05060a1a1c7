// The cache cliff: where a fill's rate fell below half of its first minute and stayed there,
// and a preset cell's "fill".
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/bench/fill_curve.h"
#include "core/bench/job_validation.h"
#include "core/bench/preset.h"

using namespace am::bench;

namespace {

// One sample per second: `fast` MB/s for `fast_s` seconds, then `slow` MB/s up to `total_s`.
std::vector<Sample> fill(double fast, int fast_s, double slow, int total_s)
{
    std::vector<Sample> samples;
    for (int t = 1; t <= total_s; ++t) {
        Sample sample;
        sample.time_s = t;
        sample.interval_s = 1;
        sample.bw_bytes = (t <= fast_s ? fast : slow) * 1e6;
        samples.push_back(sample);
    }
    return samples;
}

} // namespace

TEST(FillCurve, TheCliffIsWhereTheRateFellBelowHalfAndStayedThere)
{
    const FillCurve curve = fillCurve(fill(2000, 20, 500, 120), 0);
    ASSERT_EQ(curve.points.size(), 120U);
    // A cache that lasts 20 s: 40 of the first minute's 60 samples are already slow, so its
    // median is the slow rate and half of that is never crossed: no cliff to name.
    EXPECT_DOUBLE_EQ(curve.first_minute_rate, 500e6);
    EXPECT_FALSE(curve.cliff);
    // A cache that lasts 40 s: the first minute's median is fast, the cliff at 41 s.
    const FillCurve cliff = fillCurve(fill(2000, 40, 500, 120), 0);
    EXPECT_DOUBLE_EQ(cliff.first_minute_rate, 2000e6);
    ASSERT_TRUE(cliff.cliff);
    EXPECT_DOUBLE_EQ(cliff.points[*cliff.cliff].time_s, 41);
    EXPECT_DOUBLE_EQ(cliff.points[*cliff.cliff].written_bytes, 40 * 2000e6 + 500e6);
    EXPECT_DOUBLE_EQ(cliff.steady_rate, 500e6);
    EXPECT_DOUBLE_EQ(cliff.written_bytes, 40 * 2000e6 + 80 * 500e6);
    EXPECT_NE(fillText(cliff).find("the write cache ran out after"), std::string::npos)
        << fillText(cliff);
    EXPECT_NE(fillText(cliff).find("500 MB/s after it"), std::string::npos) << fillText(cliff);
}

TEST(FillCurve, ADipThatRecoversIsNoCliffAndALateDropIsNotConfirmed)
{
    std::vector<Sample> samples = fill(2000, 200, 2000, 200);
    for (int t = 70; t < 90; ++t) samples[static_cast<std::size_t>(t)].bw_bytes = 400e6; // 20 s
    const FillCurve dip = fillCurve(samples, 0);
    EXPECT_FALSE(dip.cliff);
    EXPECT_FALSE(dip.late_drop);
    EXPECT_NE(fillText(dip).find("no cliff"), std::string::npos) << fillText(dip);
    // Down 10 s before the end: too late to tell.
    const FillCurve late = fillCurve(fill(2000, 110, 300, 120), 0);
    EXPECT_FALSE(late.cliff);
    ASSERT_TRUE(late.late_drop);
    EXPECT_NE(fillText(late).find("too late to tell a cliff"), std::string::npos) << fillText(late);
}

TEST(FillCurve, SaysWhenTheFillStoppedShortOfItsRange)
{
    const FillCurve curve = fillCurve(fill(100, 10, 100, 10), 4e9);
    EXPECT_DOUBLE_EQ(curve.written_bytes, 1e9);
    EXPECT_NE(fillText(curve).find("stopped by the runtime cap or a stop"), std::string::npos)
        << fillText(curve);
    EXPECT_EQ(fillText(fillCurve({}, 0)), "nothing was written");
}

TEST(FillCurve, APresetCellsFillIsASequentialWriteWithoutRamp)
{
    const Preset preset = parsePreset(nlohmann::json::parse(R"({"name":"f","defaults":{"ramp":0},
        "cells":[{"rw":"write","bs":"1M","qd":8,"fill":true}]})"),
                                      "test");
    ASSERT_EQ(preset.jobs.size(), 1U);
    EXPECT_TRUE(preset.jobs[0].fill_once);
    EXPECT_EQ(preset.jobs[0].name, "SEQ1M Q8T1 write fill");
    EXPECT_NO_THROW(validateJob(preset.jobs[0]));
    Job job = preset.jobs[0];
    job.pattern = Pattern::Random;
    EXPECT_THROW(
        {
            try {
                validateJob(job);
            } catch (const JobError& e) {
                EXPECT_NE(std::string(e.what()).find("must be a sequential write (rw write), not "
                                                     "randwrite"),
                          std::string::npos)
                    << e.what();
                throw;
            }
        },
        JobError);
    job = preset.jobs[0];
    job.ramp_s = 2;
    EXPECT_THROW(validateJob(job), JobError);
    EXPECT_THROW(
        parsePreset(nlohmann::json::parse(R"({"name":"f","cells":[{"rw":"write","fill":"yes"}]})"),
                    "test"),
        PresetError);
    // The shipped preset parses and is a fill.
    const std::vector<Preset> presets = loadPresets({});
    const Preset* shipped = findPreset(presets, "fill");
    ASSERT_NE(shipped, nullptr);
    ASSERT_EQ(shipped->jobs.size(), 1U);
    EXPECT_TRUE(shipped->jobs[0].fill_once);
    EXPECT_EQ(shipped->jobs[0].queue_depth, 8U);
}
