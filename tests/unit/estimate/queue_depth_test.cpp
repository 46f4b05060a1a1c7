// The queue-depth model's formulas (docs/estimator.md, "Queue depth"), on
// hand-made member curves: each expectation below follows from the model's
// rules, not from a measurement.
#include <cmath>

#include <gtest/gtest.h>

#include "core/estimate/errors.h"
#include "core/estimate/estimator.h"
#include "core/estimate/profile_merge.h"
#include "core/estimate/queue_depth.h"
#include "core/estimate/reference_profiles.h"
#include "core/estimate/result_profile.h"

using namespace am::estimate;

namespace {
const std::string kData = std::string(ARRAYMARK_TEST_DATA) + "/estimate/";

// An AHCI-like SATA SSD: 4k reads and writes grow with depth and flatten
// from NCQ's 32 commands on; 64k at one depth only.
const std::vector<DepthPoint> kReadCurve{{1, 11000},  {2, 21000},   {4, 39000},
                                         {8, 64000},  {16, 86000},  {32, 96000},
                                         {64, 97000}, {128, 97000}, {256, 97000}};
const std::vector<DepthPoint> kWriteCurve{
    {1, 30000}, {4, 60000}, {16, 75000}, {32, 80000}, {256, 80000}};

MemberProfile curveMember()
{
    MemberProfile p;
    p.name = "curve";
    p.random = {{4096, 0, 80000, {}},
                {4096, 65, 90000, {}},
                {4096, 100, 97000, {}},
                {65536, 0, 7000, 32 / 7000.0 * 1e9},
                {65536, 100, 8300, 32 / 8300.0 * 1e9}};
    p.depth_curves = {{4096, 100, kReadCurve}, {4096, 0, kWriteCurve}};
    p.seq_read_bytes_per_s = 540e6;
    p.seq_write_bytes_per_s = 500e6;
    p.outstanding_ios = 32;
    return p;
}

ArrayPlan plan(Level level, int members)
{
    ArrayPlan p;
    p.level = level;
    p.members = members;
    p.chunk_bytes = 64 * 1024;
    return p;
}

EstimateCell cellAt(const ArrayPlan& p, int in_flight, std::uint64_t bs, int share,
                    const MemberProfile& member = curveMember())
{
    Parameters params;
    params.array_outstanding_ios = in_flight;
    const Estimate e = estimate(p, {member}, {}, params, Mode::Healthy);
    for (const auto& c : e.random)
        if (c.block_size == bs && c.read_share == share) return c;
    ADD_FAILURE() << "no cell " << bs << " " << share;
    return {};
}

double memberAt(int depth, int share)
{
    return memberIopsAtDepth(MemberModel(curveMember(), 32), 4096, share, true, depth).iops;
}
} // namespace

TEST(QueueDepthMember, InterpolatesInLogDepthAndMarksDepthsOffTheCurve)
{
    const MemberModel model(curveMember(), 32);
    const DepthRate three = memberIopsAtDepth(model, 4096, 100, true, 3);
    EXPECT_NEAR(three.iops, 21000 + (39000 - 21000) * std::log(1.5) / std::log(2.0), 1e-6);
    EXPECT_FALSE(three.extrapolated);
    const DepthRate deep = memberIopsAtDepth(model, 4096, 100, true, 1000);
    EXPECT_DOUBLE_EQ(deep.iops, 97000); // flat beyond the deepest measured depth
    EXPECT_TRUE(deep.extrapolated);
    EXPECT_DOUBLE_EQ(memberIopsAtDepth(model, 4096, 100, true, 0).iops, 0);
    // 64k has one depth: min(depth / latency at the profile, profiled IOPS).
    const DepthRate single = memberIopsAtDepth(model, 65536, 100, true, 4);
    EXPECT_NEAR(single.iops, 4 / (32 / 8300.0), 1e-6);
    EXPECT_TRUE(single.extrapolated);
    EXPECT_DOUBLE_EQ(memberIopsAtDepth(model, 65536, 100, true, 64).iops, 8300);
}

TEST(QueueDepthArray, Raid0AtOneInFlightIsOneMemberAtOne)
{
    for (const int n : {2, 3, 8}) {
        EXPECT_NEAR(cellAt(plan(Level::Raid0, n), 1, 4096, 100).iops, 11000, 1e-6) << n;
        EXPECT_NEAR(cellAt(plan(Level::Raid0, n), 1, 4096, 0).iops, 30000, 1e-6) << n;
    }
}

TEST(QueueDepthArray, Raid0AtManyInFlightTendsToNTimesTheMemberPeak)
{
    const EstimateCell deep = cellAt(plan(Level::Raid0, 4), 4096, 4096, 100);
    EXPECT_NEAR(deep.iops, 4 * 97000.0, 4 * 97000.0 * 0.005);
    EXPECT_LE(deep.iops, 4 * 97000.0 * (1 + 1e-9));
}

TEST(QueueDepthArray, Raid1WriteCurveIsOneMembersWriteCurve)
{
    for (int q = 1; q <= 256; q *= 2) {
        EXPECT_NEAR(cellAt(plan(Level::Raid1, 3), q, 4096, 0).iops, memberAt(q, 0), 1e-6) << q;
        // and its reads spread over the copies: above one member once two are in flight
        if (q >= 2) {
            EXPECT_GT(cellAt(plan(Level::Raid1, 3), q, 4096, 100).iops, memberAt(q, 100)) << q;
        }
    }
}

TEST(QueueDepthArray, Raid5SmallWriteLatencyIsTheSumOfItsTwoPhases)
{
    // raid5 of 5: a 4k write reads data and parity (phase 1), then writes both (phase 2).
    const EstimateCell one = cellAt(plan(Level::Raid5, 5), 1, 4096, 0);
    const double phases_s = 1 / memberAt(1, 100) + 1 / memberAt(1, 0);
    EXPECT_NEAR(one.mean_latency_ns, phases_s * 1e9, 1e-3);
    EXPECT_NEAR(one.iops, 1 / phases_s, 1e-6);
}

TEST(QueueDepthArray, EveryLevelRisesWithTheCountInFlight)
{
    for (const auto& [level, n] : std::vector<std::pair<Level, int>>{{Level::Raid0, 3},
                                                                     {Level::Raid1, 2},
                                                                     {Level::Raid5, 4},
                                                                     {Level::Raid6, 6},
                                                                     {Level::Raid10, 4}})
        for (const int share : {0, 65, 100}) {
            double previous = 0;
            for (int q = 1; q <= 1024; q *= 2) {
                const double iops = cellAt(plan(level, n), q, 4096, share).iops;
                EXPECT_GE(iops, previous * (1 - 1e-9))
                    << toString(level) << " " << share << "% at " << q;
                previous = iops;
            }
        }
}

TEST(QueueDepthArray, AStripeGainsOnlyOnceOneMemberSaturates)
{
    // The shape of md RAID0 of SATA SSDs: little gain while one drive keeps
    // up with the count in flight, nearly N x once each member is saturated.
    const auto gain = [](int q) {
        return cellAt(plan(Level::Raid0, 3), q, 4096, 100).iops / memberAt(q, 100);
    };
    EXPECT_NEAR(gain(1), 1.0, 1e-9);
    EXPECT_LT(gain(4), 1.15);
    EXPECT_LT(gain(8), gain(16));
    EXPECT_LT(gain(16), gain(32));
    EXPECT_GT(gain(128), 2.9);
}

TEST(QueueDepthCurve, CarriesReadWriteAndMixAndTheNinetyPercentPoint)
{
    const ArrayPlan p = plan(Level::Raid0, 3);
    const Estimate e = estimate(p, {curveMember()}, {}, {}, Mode::Healthy);
    ASSERT_TRUE(e.queue_curve);
    const QueueCurve& curve = *e.queue_curve;
    ASSERT_EQ(curve.points.size(), 9U);
    EXPECT_EQ(curve.points.front().in_flight, 1);
    EXPECT_EQ(curve.points.back().in_flight, 256);
    EXPECT_EQ(curve.mix_read_share, 65);
    EXPECT_DOUBLE_EQ(curve.points[3].member_read_iops, 64000); // one member at 8
    EXPECT_NEAR(curve.points[3].read.iops, cellAt(p, 8, 4096, 100).iops, 1e-6);
    EXPECT_NEAR(curve.points[3].mix.iops, cellAt(p, 8, 4096, 65).iops, 1e-6);
    EXPECT_NEAR(curve.peak_read, 3 * 97000.0, 1e-6);
    const int q90 = curve.q90_read;
    EXPECT_GE(cellAt(p, q90, 4096, 100).iops, 0.9 * curve.peak_read);
    EXPECT_LT(cellAt(p, q90 - 1, 4096, 100).iops, 0.9 * curve.peak_read);
    EXPECT_GE(cellAt(p, curve.q90_write, 4096, 0).iops, 0.9 * curve.peak_write);
    EXPECT_LT(cellAt(p, curve.q90_write - 1, 4096, 0).iops, 0.9 * curve.peak_write);
}

TEST(QueueDepthCurve, ASingleDepthProfileMarksItsPointsExtrapolated)
{
    const MemberProfile nvme = referenceProfile("single-nvme");
    const Estimate e = estimate(plan(Level::Raid0, 2), {nvme}, {}, {}, Mode::Healthy);
    ASSERT_TRUE(e.queue_curve);
    for (const auto& point : e.queue_curve->points) {
        EXPECT_TRUE(point.read.extrapolated && point.write.extrapolated && point.mix.extrapolated)
            << point.in_flight;
        EXPECT_TRUE(point.member_read_extrapolated);
    }
    // Rule: IOPS(q) = min(q / latency at the profile, peak); the 4k read mean is 0.027 ms.
    EXPECT_NEAR(e.queue_curve->points[0].read.iops, 1 / 0.027e-3, 1e-6);

    Parameters params;
    params.array_outstanding_ios = 8;
    const Estimate at8 = estimate(plan(Level::Raid0, 2), {nvme}, {}, params, Mode::Healthy);
    for (const auto& c : at8.random)
        EXPECT_TRUE(c.extrapolated) << c.block_size << " " << c.read_share;
    bool said = false;
    for (const auto& note : at8.notes)
        said |=
            note.find("49 of 49 cells at 8 I/Os in flight are extrapolated") != std::string::npos;
    EXPECT_TRUE(said);

    // Measured depths are not marked: the curve profile's 4k reads up to 256.
    const Estimate curve = estimate(plan(Level::Raid0, 2), {curveMember()}, {}, {}, Mode::Healthy);
    for (const auto& point : curve.queue_curve->points)
        EXPECT_FALSE(point.read.extrapolated) << point.in_flight;
    EXPECT_FALSE(cellAt(plan(Level::Raid0, 2), 8, 4096, 100).extrapolated);
    EXPECT_TRUE(cellAt(plan(Level::Raid0, 2), 8, 65536, 100).extrapolated);
}

TEST(QueueDepthCurve, WithoutACountInFlightTheMatrixIsTheProfilesOwn)
{
    const Estimate e = estimate(plan(Level::Raid0, 2), {curveMember()}, {}, {}, Mode::Healthy);
    for (const auto& c : e.random) EXPECT_FALSE(c.extrapolated);
    EXPECT_NEAR(e.random[2].iops, 2 * 97000.0, 1e-6); // 4k read at the profile's depth on both
}

TEST(QueueDepthCurve, BadCountsNameTheValueAndTheRule)
{
    for (const int bad : {0, -3, (1 << 20) + 1}) {
        Parameters params;
        params.array_outstanding_ios = bad;
        try {
            estimate(plan(Level::Raid0, 2), {curveMember()}, {}, params, Mode::Healthy);
            ADD_FAILURE() << bad;
        } catch (const InputError& error) {
            EXPECT_NE(std::string(error.what())
                          .find(std::to_string(bad) + " I/Os in flight: must be 1 to"),
                      std::string::npos)
                << error.what();
        }
    }
}

TEST(QueueDepthProfile, ResultCellsAtSeveralDepthsKeepTheirCurve)
{
    const MemberProfile p = profileFromResultFile(kData + "member-qd-curve.json");
    ASSERT_EQ(p.depth_curves.size(), 2U); // 4k and 64k reads; the writes have one depth
    const DepthCurve* four = p.depthCurve(4096, 100);
    ASSERT_NE(four, nullptr);
    ASSERT_EQ(four->points.size(), 9U);
    EXPECT_DOUBLE_EQ(four->points.front().outstanding_ios, 1);
    EXPECT_DOUBLE_EQ(four->points.front().iops, 11000);
    EXPECT_DOUBLE_EQ(four->points.back().outstanding_ios, 256);
    EXPECT_EQ(p.depthCurve(4096, 0), nullptr);
    EXPECT_NE(p.depthCurve(65536, 100), nullptr);
    // The matrix keeps the best depth, as before.
    for (const auto& cell : p.random)
        if (cell.block_size == 4096 && cell.read_share == 100) {
            EXPECT_DOUBLE_EQ(cell.iops, 97000);
        }

    // qd x jobs is the outstanding count: the fixture's QD1 cell and QD32 cell.
    const MemberProfile two = profileFromResultFile(kData + "member-result.json");
    const DepthCurve* pair = two.depthCurve(4096, 100);
    ASSERT_NE(pair, nullptr);
    ASSERT_EQ(pair->points.size(), 2U);
    EXPECT_DOUBLE_EQ(pair->points[0].outstanding_ios, 1);
    EXPECT_DOUBLE_EQ(pair->points[1].outstanding_ios, 32);
}

TEST(QueueDepthProfile, AReadsOnlyRunKeepsItsReadCurvesWhenCompletedWithAReference)
{
    const MemberProfile measured = profileFromResultFile(kData + "member-qd-curve.json");
    const MemberProfile merged = readsOverReference(measured, referenceProfile("single-nvme"));
    ASSERT_NE(merged.depthCurve(4096, 100), nullptr);
    EXPECT_EQ(merged.depthCurve(4096, 100)->points.size(), 9U);
    EXPECT_EQ(merged.depthCurve(4096, 0), nullptr);
}

TEST(QueueDepthProfile, DepthsTheProfileDidNotMeasureAreFlagged)
{
    // Real fio run, reads only: 4k at QD 1, 4, 16, 32, 64k at 32, the 1M stream at 8.
    const MemberProfile fio = profileFromResultFile(ARRAYMARK_TEST_DATA "/fio/member-reads.json");
    EXPECT_EQ(measuredDepths(fio), (std::vector<double>{1, 4, 16, 32}));
    EXPECT_EQ(unmeasuredDepths(fio, {32, 2, 64, 4, 2}), (std::vector<double>{2, 64}));

    const Estimate curve = estimate(plan(Level::Raid0, 3), {fio}, {}, {}, Mode::Healthy);
    EXPECT_EQ(curve.unmeasured_qd, (std::vector<int>{2, 8, 64, 128, 256}));
    Parameters at;
    at.array_outstanding_ios = 16;
    EXPECT_TRUE(
        estimate(plan(Level::Raid0, 3), {fio}, {}, at, Mode::Healthy).unmeasured_qd.empty());
    at.array_outstanding_ios = 12;
    EXPECT_EQ(estimate(plan(Level::Raid0, 3), {fio}, {}, at, Mode::Healthy).unmeasured_qd,
              std::vector<int>{12});
}
