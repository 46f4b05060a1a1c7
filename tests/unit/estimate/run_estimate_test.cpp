// A run's own cells predicted at their depths (estimate --run, the overlay):
// a cell at an in-flight count the member profile never measured is marked
// extrapolated, one the profile measured is not.
#include <gtest/gtest.h>

#include "core/estimate/errors.h"
#include "core/estimate/estimate_json.h"
#include "core/estimate/estimator.h"
#include "core/estimate/run_comparison.h"

using namespace am::estimate;

namespace {

// 4k random reads measured at QD 1 to 32 (a SATA SSD's NCQ range), one 64k cell at 32.
MemberProfile measuredToThirtyTwo()
{
    MemberProfile p;
    p.name = "qd1-32";
    p.random = {{4096, 100, 96000, {}}, {4096, 0, 80000, {}}};
    p.depth_curves = {
        {4096, 100, {{1, 11000}, {2, 21000}, {4, 39000}, {8, 64000}, {16, 86000}, {32, 96000}}},
        {4096, 0, {{1, 30000}, {4, 60000}, {16, 75000}, {32, 80000}}}};
    p.seq_read_bytes_per_s = 540e6;
    p.seq_write_bytes_per_s = 500e6;
    p.outstanding_ios = 32;
    return p;
}

ArrayPlan raid0(int members)
{
    ArrayPlan p;
    p.level = Level::Raid0;
    p.members = members;
    p.chunk_bytes = 64 * 1024;
    return p;
}

CellQuery reads(int qd, int jobs = 1) { return {"randread", 4096, 100, qd, jobs}; }

} // namespace

TEST(RunEstimate, CellsAtDepthsTheProfileLacksAreExtrapolatedAndOnlyThose)
{
    const std::vector<CellQuery> run{reads(1),  reads(4),     reads(8, 4),
                                     reads(64), reads(32, 4), reads(12)};
    const Estimate e = estimate(raid0(2), {measuredToThirtyTwo()}, {}, {}, Mode::Healthy, run);
    ASSERT_EQ(e.run_cells.size(), run.size());
    EXPECT_EQ(e.profile_qd, (std::vector<int>{1, 2, 4, 8, 16, 32}));
    EXPECT_EQ(e.run_unmeasured_qd, (std::vector<int>{12, 64, 128}));
    const std::vector<bool> expected{false, false, false, true, true, true};
    for (std::size_t i = 0; i < run.size(); ++i) {
        const EstimateCell& cell = e.run_cells[i];
        EXPECT_TRUE(cell.not_predicted.empty()) << cell.not_predicted;
        EXPECT_EQ(cell.extrapolated, expected[i]) << "qd " << run[i].qd << " x " << run[i].jobs;
        EXPECT_EQ(cell.qd, run[i].qd);
        EXPECT_EQ(cell.jobs, run[i].jobs);
        EXPECT_GT(cell.iops, 0);
    }
    // qd x jobs is what is in flight: 8 x 4 is predicted as 32 x 1.
    EXPECT_DOUBLE_EQ(e.run_cells[2].iops,
                     estimate(raid0(2), {measuredToThirtyTwo()}, {}, {}, Mode::Healthy, {reads(32)})
                         .run_cells[0]
                         .iops);
    // The matrix is unchanged by asking for run cells.
    EXPECT_EQ(e.random.size(),
              estimate(raid0(2), {measuredToThirtyTwo()}, {}, {}, Mode::Healthy).random.size());

    const auto json = toJson(e);
    ASSERT_EQ(json["run_cells"].size(), run.size());
    EXPECT_EQ(json["run_cells"][3]["job"]["qd"], 64);
    EXPECT_EQ(json["run_cells"][3]["estimate"]["extrapolated"], true);
    EXPECT_EQ(json["run_cells"][1]["estimate"]["extrapolated"], false);
    EXPECT_EQ(json["run_cells"][4]["job"]["jobs"], 4);
    EXPECT_EQ(json["run_unmeasured_qd"], (std::vector<int>{12, 64, 128}));
}

TEST(RunEstimate, SequentialCellsFollowTheStreamAndMixedOnesAreNotPredicted)
{
    const Estimate e = estimate(
        raid0(2), {measuredToThirtyTwo()}, {}, {}, Mode::Healthy,
        {{"read", 1 << 20, 100, 8, 1}, {"rw", 1 << 20, 50, 8, 1}, {"write", 1 << 20, 0, 128, 1}});
    ASSERT_EQ(e.run_cells.size(), 3U);
    EXPECT_NEAR(e.run_cells[0].bw_bytes, 2 * 540e6, 1e6);
    EXPECT_NEAR(e.run_cells[0].iops, e.run_cells[0].bw_bytes / (1 << 20), 1e-6);
    EXPECT_FALSE(e.run_cells[0].extrapolated); // 8 in flight: a depth the profile measured
    EXPECT_FALSE(e.run_cells[1].not_predicted.empty());
    EXPECT_TRUE(e.run_cells[2].not_predicted.empty());
    EXPECT_TRUE(e.run_cells[2].extrapolated); // 128: beyond the profile's 32
}

TEST(RunEstimate, AQueryOutsideTheRulesIsRefused)
{
    EXPECT_THROW(estimate(raid0(2), {measuredToThirtyTwo()}, {}, {}, Mode::Healthy, {reads(0)}),
                 InputError);
    EXPECT_THROW(estimate(raid0(2), {measuredToThirtyTwo()}, {}, {}, Mode::Healthy,
                          {{"randrw", 4096, 130, 1, 1}}),
                 InputError);
}

TEST(RunEstimate, TheComparisonPutsMeasuredOverEstimatedBesideEachCell)
{
    am::bench::CellResult measured;
    measured.job.pattern = am::bench::Pattern::Random;
    measured.job.block_size = 4096;
    measured.job.read_share = 100;
    measured.job.queue_depth = 64;
    measured.job.workers = 1;
    measured.iops = 100000;
    am::bench::CellResult cancelled = measured;
    cancelled.cancelled = true;
    const std::vector<am::bench::CellResult> cells{measured, cancelled};
    const auto queries = cellQueries(cells);
    ASSERT_EQ(queries.size(), 1U); // a cancelled cell is no result
    EXPECT_EQ(queries[0].rw, "randread");
    EXPECT_EQ(queries[0].qd, 64);
    const Estimate e = estimate(raid0(2), {measuredToThirtyTwo()}, {}, {}, Mode::Healthy, queries);
    const auto json = runComparisonJson("run.json", cells, e);
    ASSERT_EQ(json["cells"].size(), 1U);
    EXPECT_NEAR(json["cells"][0]["ratio"].get<double>(), 100000 / e.run_cells[0].iops, 1e-9);
    EXPECT_EQ(json["cells"][0]["extrapolated"], true);
}
