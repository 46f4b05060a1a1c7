// Three different drives, one profile each: striped levels spread work
// evenly, so each cell is what the slowest member for that cell allows
// (docs/estimator.md, "Slowest member governs").
#include <gtest/gtest.h>

#include "core/estimate/estimator.h"

using namespace am::estimate;

namespace {
// Each drive is the slowest somewhere else: A reads fast and writes slowly, C the reverse.
MemberProfile drive(const char* name, double read_4k, double write_4k)
{
    MemberProfile p;
    p.name = name;
    p.random = {{4096, 0, write_4k, {}},
                {4096, 100, read_4k, {}},
                {65536, 0, write_4k / 10, {}},
                {65536, 100, read_4k / 10, {}}};
    p.seq_read_bytes_per_s = read_4k * 10000;
    p.seq_write_bytes_per_s = write_4k * 10000;
    return p;
}
const MemberProfile kA = drive("A", 90000, 20000);
const MemberProfile kB = drive("B", 60000, 40000);
const MemberProfile kC = drive("C", 30000, 60000);

ArrayPlan plan(Level level)
{
    ArrayPlan p;
    p.level = level;
    p.members = 3;
    p.chunk_bytes = 64 * 1024;
    return p;
}

double iops(const Estimate& e, std::uint64_t bs, int share)
{
    for (const auto& c : e.random)
        if (c.block_size == bs && c.read_share == share) return c.iops;
    ADD_FAILURE() << "no cell " << bs << " " << share;
    return 0;
}

Estimate run(Level level, std::vector<MemberProfile> profiles, Parameters params = {})
{
    return estimate(plan(level), profiles, {}, params, Mode::Healthy);
}
} // namespace

TEST(EstimateMixedMembers, Raid0StripeFollowsTheSlowestMemberPerCell)
{
    const Estimate mixed = run(Level::Raid0, {kA, kB, kC});
    EXPECT_NEAR(iops(mixed, 4096, 100), 3 * 30000.0, 1e-6); // C reads slowest
    EXPECT_NEAR(iops(mixed, 4096, 0), 3 * 20000.0, 1e-6);   // A writes slowest
    // 65 % read: time share r/R + w/W per member, the slowest of the three at that mix.
    const auto share = [](const MemberProfile& p) {
        return 1.0 / (0.65 / p.random[1].iops + 0.35 / p.random[0].iops);
    };
    Parameters curve;
    curve.array_outstanding_ios = 1 << 20; // saturated: 3 x the slowest member at that mix
    const Estimate saturated = run(Level::Raid0, {kA, kB, kC}, curve);
    EXPECT_NEAR(saturated.queue_curve->peak_mix, 3 * std::min({share(kA), share(kB), share(kC)}),
                1.0);
    // Sequential: each direction's slowest.
    EXPECT_NEAR(mixed.sequential[0].bw_bytes, 3 * 30000.0 * 10000, 1);
    EXPECT_NEAR(mixed.sequential[1].bw_bytes, 3 * 20000.0 * 10000, 1);
}

TEST(EstimateMixedMembers, Raid5IsTheMinimumOfEachDriveAlone)
{
    const Estimate mixed =
        run(Level::Raid5, {kC, kA, kB}); // the order of the members does not matter
    for (const std::uint64_t bs : {4096U, 65536U})
        for (const int share : {0, 100}) {
            const double alone = std::min({iops(run(Level::Raid5, {kA}), bs, share),
                                           iops(run(Level::Raid5, {kB}), bs, share),
                                           iops(run(Level::Raid5, {kC}), bs, share)});
            EXPECT_NEAR(iops(mixed, bs, share), alone, 1e-6) << bs << " " << share;
        }
    // A small raid5 write of 3 reconstruct-writes (1 read + 2 writes): A's slow
    // writes make it the slowest there, though C is slower at reading.
    EXPECT_NEAR(iops(mixed, 4096, 0), iops(run(Level::Raid5, {kA}), 4096, 0), 1e-6);
    Parameters at_qd1;
    at_qd1.array_outstanding_ios = 1;
    const Estimate qd1 = run(Level::Raid5, {kA, kB, kC}, at_qd1);
    EXPECT_NEAR(iops(qd1, 4096, 100), iops(run(Level::Raid5, {kC}, at_qd1), 4096, 100), 1e-6);
}
