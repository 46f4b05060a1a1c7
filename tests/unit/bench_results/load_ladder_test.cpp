// Latency under load: a preset's load ladder, the rate of each step, and the knee.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/bench/job_validation.h"
#include "core/bench/load_ladder.h"
#include "core/bench/preset.h"

using namespace am::bench;

namespace {

CellResult step(std::uint32_t percent, std::uint64_t rate, std::uint64_t p99_ns)
{
    CellResult cell;
    cell.job.load_percent = percent;
    cell.job.rate_iops = rate;
    cell.job.workers = 2;
    cell.iops = static_cast<double>(rate * 2);
    cell.total_lat.count = 100;
    cell.total_lat.p50_ns = p99_ns / 2;
    cell.total_lat.p99_ns = p99_ns;
    return cell;
}

} // namespace

TEST(LoadLadder, APresetCellBecomesItsPeakThenEachStep)
{
    const Preset preset =
        parsePreset(nlohmann::json::parse(R"({"name":"l","cells":[{"rw":"randread","qd":32,
        "jobs":[1,2],"load_ladder":[50,100]}]})"),
                    "test");
    ASSERT_EQ(preset.jobs.size(), 6U); // per jobs value: the peak and two steps
    EXPECT_TRUE(preset.jobs[0].load_peak);
    EXPECT_EQ(preset.jobs[0].name, "RND4K Q32T1 read peak");
    EXPECT_EQ(preset.jobs[1].load_percent, 50U);
    EXPECT_EQ(preset.jobs[2].name, "RND4K Q32T1 read 100% load");
    EXPECT_EQ(preset.jobs[3].workers, 2U);
    EXPECT_TRUE(preset.jobs[3].load_peak);
    for (const char* bad : {R"([])", R"([0])", R"([101])", R"("50")"})
        EXPECT_THROW(
            parsePreset(nlohmann::json::parse(
                            std::string(R"({"name":"l","cells":[{"load_ladder":)") + bad + "}]}"),
                        "test"),
            PresetError)
            << bad;
}

TEST(LoadLadder, AStepIsPacedAtItsShareOfThePeakPerThread)
{
    Job job;
    job.workers = 4;
    job.load_percent = 30;
    job.name = "step";
    EXPECT_EQ(resolveLadderJob(job, 100000.0).rate_iops, 7500U);
    EXPECT_EQ(ladderRateIops(job, 1.0), 1U); // never 0: 0 means unpaced
    EXPECT_THROW(resolveLadderJob(job, std::nullopt), JobError);
    EXPECT_THROW(resolveLadderJob(job, 0.0), JobError);
    Job plain;
    plain.rate_iops = 0;
    EXPECT_EQ(resolveLadderJob(plain, std::nullopt).rate_iops, 0U);
}

TEST(LoadLadder, TheKneeIsTheFirstStepWhoseP99HasDoubled)
{
    CellResult peak;
    peak.job.load_peak = true;
    peak.job.name = "RND4K Q32T1 read peak";
    peak.iops = 10000;
    // The 10 % step is slow (a late start): the light-load p99 is the median of the lightest
    // three (150 µs), and a step that drops back below double is no knee.
    const std::vector<CellResult> cells{peak,
                                        step(10, 500, 9000000),
                                        step(30, 1500, 100000),
                                        step(50, 2500, 150000),
                                        step(60, 3000, 400000),
                                        step(70, 3500, 200000),
                                        step(80, 4000, 300000),
                                        step(100, 5000, 900000)};
    const auto curves = loadCurves(cells);
    ASSERT_EQ(curves.size(), 1U);
    EXPECT_EQ(curves[0].name, "RND4K Q32T1 read");
    ASSERT_EQ(curves[0].points.size(), 7U);
    EXPECT_DOUBLE_EQ(lightLoadP99(curves[0]), 150000);
    EXPECT_DOUBLE_EQ(curves[0].points[5].offered_iops, 8000);
    ASSERT_TRUE(curves[0].knee);
    EXPECT_EQ(curves[0].points[*curves[0].knee].percent, 80U);
    EXPECT_EQ(kneeText(curves[0]),
              "p99 doubled at 80 % of the peak (8000 IOPS offered): 150 µs at light load, 300 µs "
              "there");
    const auto calm = loadCurves({peak, step(10, 500, 100000), step(100, 5000, 150000)});
    EXPECT_FALSE(calm[0].knee);
    EXPECT_NE(kneeText(calm[0]).find("did not stay doubled"), std::string::npos);
}
