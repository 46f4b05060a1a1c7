#include <gtest/gtest.h>

#include "core/estimate/errors.h"
#include "core/estimate/estimator.h"

using namespace am::estimate;

namespace {
constexpr double kR4 = 40000, kW4 = 10000; // member 4k read / write IOPS

MemberProfile member(double scale = 1.0)
{
    MemberProfile p;
    p.name = scale == 1.0 ? "member" : "slower";
    p.random = {{4096, 0, kW4 * scale, {}},    {4096, 50, 15000 * scale, {}},
                {4096, 100, kR4 * scale, {}},  {65536, 0, 1000 * scale, {}},
                {65536, 50, 1500 * scale, {}}, {65536, 100, 2000 * scale, {}}};
    p.seq_read_bytes_per_s = 500e6 * scale;
    p.seq_write_bytes_per_s = 400e6 * scale;
    p.capacity_bytes = 1'000'000'000'000ULL;
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

Estimate run(const ArrayPlan& p, Caps caps = {}, Parameters params = {}, Mode mode = Mode::Healthy,
             std::vector<MemberProfile> profiles = {member()})
{
    return estimate(p, profiles, caps, params, mode);
}

EstimateCell cell(const Estimate& e, std::uint64_t bs, int share)
{
    for (const auto& c : e.random)
        if (c.block_size == bs && c.read_share == share) return c;
    throw std::runtime_error("no such cell");
}
} // namespace

TEST(Estimator, MatrixHasTheProfilesShape)
{
    const Estimate e = run(plan(Level::Raid0, 2));
    EXPECT_EQ(e.block_sizes, (std::vector<std::uint64_t>{4096, 65536}));
    EXPECT_EQ(e.read_shares, (std::vector<int>{0, 50, 100}));
    ASSERT_EQ(e.random.size(), 6U);
    EXPECT_EQ(cell(e, 4096, 50).rw, "randrw");
    EXPECT_EQ(cell(e, 4096, 100).rw, "randread");
    ASSERT_EQ(e.sequential.size(), 2U);
}

TEST(Estimator, Raid0SmallRandomScalesWithMembersAndMixesByTimeShare)
{
    const Estimate e = run(plan(Level::Raid0, 4));
    EXPECT_NEAR(cell(e, 4096, 100).iops, 4 * kR4, 1e-6);
    EXPECT_NEAR(cell(e, 4096, 0).iops, 4 * kW4, 1e-6);
    EXPECT_NEAR(cell(e, 4096, 50).iops, 4 / (0.5 / kR4 + 0.5 / kW4), 1e-6);
    const EstimateCell mixed = cell(e, 4096, 50);
    EXPECT_NEAR(mixed.read_iops + mixed.write_iops, mixed.iops, 1e-6);
    EXPECT_NEAR(mixed.bw_bytes, mixed.iops * 4096, 1e-3);
    // The measured-columns rule uses the member's own 50 % cell instead.
    Parameters measured;
    measured.mix_rule = MixRule::MeasuredColumns;
    EXPECT_NEAR(cell(run(plan(Level::Raid0, 4), {}, measured), 4096, 50).iops, 4 * 15000, 1e-6);
}

TEST(Estimator, WriteCostPerLevel)
{
    EXPECT_NEAR(cell(run(plan(Level::Raid1, 2)), 4096, 100).iops, 2 * kR4,
                1e-6); // mirrors serve reads
    EXPECT_NEAR(cell(run(plan(Level::Raid1, 2)), 4096, 0).iops, kW4, 1e-6);
    EXPECT_NEAR(cell(run(plan(Level::Raid10, 4)), 4096, 0).iops, 2 * kW4, 1e-6);
    EXPECT_NEAR(cell(run(plan(Level::Raid5, 6)), 4096, 0).iops, 6 / (2 / kR4 + 2 / kW4), 1e-6);
    EXPECT_NEAR(cell(run(plan(Level::Raid6, 8)), 4096, 0).iops, 8 / (3 / kR4 + 3 / kW4), 1e-6);
    EXPECT_NEAR(cell(run(plan(Level::Raid6, 8)), 4096, 100).iops, 8 * kR4, 1e-6);
}

TEST(Estimator, TheSlowestMemberGoverns)
{
    ArrayPlan p = plan(Level::Raid0, 2);
    const Estimate mixed = run(p, {}, {}, Mode::Healthy, {member(), member(0.5)});
    EXPECT_NEAR(cell(mixed, 4096, 100).iops, 2 * kR4 * 0.5, 1e-6);
    EXPECT_NEAR(mixed.sequential[0].bw_bytes, 2 * 250e6, 1);
    EXPECT_THROW(run(plan(Level::Raid0, 3), {}, {}, Mode::Healthy, {member(), member(0.5)}),
                 InputError);
}

TEST(Estimator, BusLinkAndParityCapsHoldCellsBack)
{
    Caps bus;
    bus.bus_bytes_per_s = 100e6;
    const EstimateCell read = cell(run(plan(Level::Raid0, 4), bus), 65536, 100);
    EXPECT_NEAR(read.bw_bytes, 100e6, 1);
    EXPECT_EQ(read.limit, Limit::Bus);
    // Mirror writes cross the bus twice.
    EXPECT_NEAR(cell(run(plan(Level::Raid1, 2), bus), 65536, 0).bw_bytes,
                std::min(50e6, 1000.0 * 65536), 1);
    EXPECT_EQ(cell(run(plan(Level::Raid0, 2), bus), 4096, 0).limit, Limit::Members); // 82 MB/s fits

    Caps link;
    link.link_bytes_per_s = 50e6;
    const EstimateCell linked = cell(run(plan(Level::Raid0, 4), link), 65536, 100);
    EXPECT_NEAR(linked.bw_bytes, 4 * 50e6, 1);
    EXPECT_EQ(linked.limit, Limit::Link);
    EXPECT_NEAR(run(plan(Level::Raid0, 4), link).sequential[0].bw_bytes, 4 * 50e6, 1);

    Caps parity;
    parity.parity_bytes_per_s = 30e6;
    const EstimateCell write = cell(run(plan(Level::Raid5, 4), parity), 65536, 0);
    EXPECT_NEAR(write.bw_bytes, 30e6, 1);
    EXPECT_EQ(write.limit, Limit::Parity);
    EXPECT_EQ(cell(run(plan(Level::Raid5, 4), parity), 65536, 100).limit,
              Limit::Members); // healthy reads: no parity
}

TEST(Estimator, HostRequestCeilingCountsMemberIos)
{
    Caps host;
    host.host_member_iops = 40000;
    const EstimateCell reads = cell(run(plan(Level::Raid0, 4), host), 4096, 100);
    EXPECT_NEAR(reads.iops, 40000, 1e-6);
    EXPECT_EQ(reads.limit, Limit::Host);
    // raid5 small writes: 4 member I/Os each, so 10000 array writes.
    const EstimateCell writes = cell(run(plan(Level::Raid5, 4), host), 4096, 0);
    EXPECT_NEAR(writes.iops, 10000, 1e-6);
    EXPECT_EQ(writes.limit, Limit::Host);
    EXPECT_EQ(run(plan(Level::Raid0, 4), host).sequential[0].limit, Limit::Members);
}

TEST(Estimator, SequentialPerLevel)
{
    const auto seq = [](const ArrayPlan& p, std::size_t i) {
        return run(p).sequential[i].bw_bytes;
    };
    EXPECT_NEAR(seq(plan(Level::Raid0, 3), 0), 3 * 500e6, 1);
    EXPECT_NEAR(seq(plan(Level::Raid0, 3), 1), 3 * 400e6, 1);
    EXPECT_NEAR(seq(plan(Level::Raid1, 2), 0), 500e6, 1); // one mirror per stream
    EXPECT_NEAR(seq(plan(Level::Raid1, 2), 1), 400e6, 1);
    EXPECT_NEAR(seq(plan(Level::Raid5, 4), 0), 3 * 500e6, 1);
    EXPECT_NEAR(seq(plan(Level::Raid6, 6), 1), 4 * 400e6, 1);
    EXPECT_NEAR(seq(plan(Level::Raid10, 4), 0), 2 * 500e6, 1);
    ArrayPlan far = plan(Level::Raid10, 4);
    far.raid10_layout = Raid10Layout::Far;
    EXPECT_NEAR(seq(far, 0), 4 * 500e6, 1);
}

TEST(Estimator, DegradedModes)
{
    const Estimate raid0 = run(plan(Level::Raid0, 2), {}, {}, Mode::Degraded);
    EXPECT_FALSE(raid0.available);
    EXPECT_TRUE(raid0.random.empty());

    const Estimate healthy = run(plan(Level::Raid5, 4));
    const Estimate degraded = run(plan(Level::Raid5, 4), {}, {}, Mode::Degraded);
    EXPECT_TRUE(degraded.available);
    // Reads: 1.5 member reads per array read over 3 members instead of 1 over 4.
    EXPECT_NEAR(cell(degraded, 4096, 100).iops, 2 * kR4, 1e-6);
    EXPECT_NEAR(cell(healthy, 4096, 100).iops, 4 * kR4, 1e-6);
    EXPECT_LT(cell(degraded, 4096, 50).iops, cell(healthy, 4096, 50).iops);

    const Estimate mirror = run(plan(Level::Raid1, 3), {}, {}, Mode::Degraded);
    EXPECT_NEAR(cell(mirror, 4096, 100).iops, 2 * kR4, 1e-6);
}

TEST(Estimator, UtilisationCapacityAndRebuild)
{
    Parameters half;
    half.member_utilisation = 0.5;
    EXPECT_NEAR(cell(run(plan(Level::Raid0, 2), {}, half), 4096, 100).iops, kR4, 1e-6);
    half.member_utilisation = 0;
    EXPECT_THROW(run(plan(Level::Raid0, 2), {}, half), InputError);

    const Estimate raid5 = run(plan(Level::Raid5, 4));
    ASSERT_TRUE(raid5.capacity_bytes);
    EXPECT_NEAR(static_cast<double>(*raid5.capacity_bytes), 3e12, 3 * 65536.0);
    EXPECT_EQ(raid5.fault_tolerance, 1);
    ASSERT_TRUE(raid5.rebuild);
    EXPECT_FALSE(run(plan(Level::Raid0, 2)).rebuild);

    ArrayPlan sized = plan(Level::Raid1, 2);
    sized.member_size_bytes = 2'000'000'000'000ULL;
    EXPECT_EQ(*run(sized).capacity_bytes, 2'000'000'000'000ULL);
    MemberProfile unsized = member();
    unsized.capacity_bytes.reset();
    const Estimate unknown = run(plan(Level::Raid1, 2), {}, {}, Mode::Healthy, {unsized});
    EXPECT_FALSE(unknown.capacity_bytes);
    EXPECT_FALSE(unknown.rebuild);
}

TEST(Estimator, LatencyGrowsWithDependentPhasesAndCaps)
{
    const Estimate raid0 = run(plan(Level::Raid0, 4));
    const Estimate raid5 = run(plan(Level::Raid5, 4));
    EXPECT_GT(cell(raid0, 4096, 100).mean_latency_ns, 0);
    // Read-modify-write waits a read and then a write.
    EXPECT_GT(cell(raid5, 4096, 0).mean_latency_ns, 1.2 * cell(raid0, 4096, 0).mean_latency_ns);
    Caps bus;
    bus.bus_bytes_per_s = 10e6;
    EXPECT_GT(cell(run(plan(Level::Raid0, 4), bus), 65536, 100).mean_latency_ns,
              5 * cell(raid0, 65536, 100).mean_latency_ns);
}
