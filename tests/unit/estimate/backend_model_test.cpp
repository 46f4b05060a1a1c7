#include <gtest/gtest.h>

#include <algorithm>

#include "core/estimate/errors.h"
#include "core/estimate/estimate_json.h"
#include "core/estimate/estimator.h"

using namespace am::estimate;
using am::raid::Backend;

namespace {

constexpr double kR4 = 40000, kW4 = 10000; // member 4k read / write IOPS

MemberProfile member()
{
    MemberProfile p;
    p.name = "member";
    p.random = {{4096, 0, kW4, {}}, {4096, 50, 15000, {}}, {4096, 100, kR4, {}}};
    p.seq_read_bytes_per_s = 500e6;
    p.seq_write_bytes_per_s = 400e6;
    p.capacity_bytes = 1'000'000'000'000ULL;
    return p;
}

ArrayPlan plan(Backend backend, Level level, int members)
{
    ArrayPlan p;
    p.backend = backend;
    p.level = level;
    p.members = members;
    p.chunk_bytes = 64 * 1024;
    return p;
}

Estimate run(const ArrayPlan& p) { return estimate(p, {member()}, {}, {}, Mode::Healthy); }

const EstimateCell& cell(const Estimate& e, int share)
{
    const auto it = std::find_if(e.random.begin(), e.random.end(), [&](const EstimateCell& c) {
        return c.block_size == 4096 && c.read_share == share;
    });
    if (it == e.random.end()) throw std::runtime_error("no such cell");
    return *it;
}

const EstimateCell& sequential(const Estimate& e, const std::string& rw)
{
    const auto it = std::find_if(e.sequential.begin(), e.sequential.end(),
                                 [&](const EstimateCell& c) { return c.rw == rw; });
    if (it == e.sequential.end()) throw std::runtime_error("no such cell");
    return *it;
}

bool hasNote(const Estimate& e, const std::string& words)
{
    return std::any_of(e.notes.begin(), e.notes.end(), [&](const std::string& note) {
        return note.find(words) != std::string::npos;
    });
}

std::string refusal(const ArrayPlan& p)
{
    try {
        validate(p);
    } catch (const InputError& error) {
        return error.what();
    }
    return "(accepted)";
}

} // namespace

TEST(EstimateBackend, BtrfsRaid1c3WritesEveryCopyAndReadsFromAnyDrive)
{
    const Estimate e = run(plan(Backend::Btrfs, Level::Raid1c3, 3));
    EXPECT_EQ(e.plan.level, Level::Raid1c3);
    EXPECT_EQ(e.plan.backend, Backend::Btrfs);
    // Each write lands on all three drives: no more than one drive's.
    EXPECT_LE(cell(e, 0).iops, kW4 * 1.0001);
    EXPECT_GT(cell(e, 0).iops, 0);
    EXPECT_LE(sequential(e, "write").bw_bytes, 400e6 * 1.0001);
    // A read goes to one copy, so reads spread over the three drives.
    EXPECT_GT(cell(e, 100).iops, 2.5 * kR4);
    EXPECT_EQ(e.fault_tolerance, 2);
    EXPECT_TRUE(hasNote(e, "estimated as md raid10 with 3 copies")) << e.notes.front();
    EXPECT_TRUE(hasNote(e, "measured through a file"));
    const auto json = toJson(e);
    EXPECT_EQ(json["plan"]["backend"], "btrfs");
    EXPECT_EQ(json["plan"]["level"], "raid1c3");
    EXPECT_EQ(json["plan"]["modelled_as"], "raid10");
    EXPECT_EQ(json["plan"]["copies"], 3);
}

TEST(EstimateBackend, BtrfsRaid1IsRaid10WithTwoCopiesOverThreeDrives)
{
    const Estimate btrfs = run(plan(Backend::Btrfs, Level::Raid1, 3));
    ArrayPlan raid10 = plan(Backend::Md, Level::Raid10, 3);
    const Estimate md = run(raid10);
    EXPECT_DOUBLE_EQ(cell(btrfs, 0).iops, cell(md, 0).iops);
    EXPECT_DOUBLE_EQ(cell(btrfs, 100).iops, cell(md, 100).iops);
    // Three drives' capacity held twice; md raid1 would keep one drive's.
    ASSERT_TRUE(btrfs.capacity_bytes);
    EXPECT_GT(*btrfs.capacity_bytes, member().capacity_bytes.value());
    EXPECT_TRUE(hasNote(btrfs, "estimated as md raid10 with 2 copies"));
}

TEST(EstimateBackend, LvmRaid5IsMdRaid5WithTheNote)
{
    const Estimate lvm = run(plan(Backend::Lvm, Level::Raid5, 4));
    const Estimate md = run(plan(Backend::Md, Level::Raid5, 4));
    ASSERT_EQ(lvm.random.size(), md.random.size());
    for (std::size_t i = 0; i < md.random.size(); ++i)
        EXPECT_DOUBLE_EQ(lvm.random[i].iops, md.random[i].iops) << i;
    EXPECT_DOUBLE_EQ(sequential(lvm, "write").bw_bytes, sequential(md, "write").bw_bytes);
    EXPECT_TRUE(
        hasNote(lvm, "LVM raid uses the md kernel personalities (dm-raid): estimated as md"));
    EXPECT_FALSE(hasNote(md, "dm-raid"));
    EXPECT_EQ(toJson(lvm)["plan"]["backend"], "lvm");
    EXPECT_TRUE(toJson(lvm)["plan"]["modelled_as"].is_null());
}

TEST(EstimateBackend, ALevelTheBackendLacksIsRefusedNamingValueAndRule)
{
    const std::string md = refusal(plan(Backend::Md, Level::Raid1c3, 3));
    EXPECT_NE(md.find("level raid1c3: the md backend does not build it"), std::string::npos) << md;
    const std::string btrfs = refusal(plan(Backend::Btrfs, Level::Raid5, 3));
    EXPECT_NE(btrfs.find("level raid5: the btrfs backend does not build it; it builds raid0, "
                         "raid1, raid10, raid1c3"),
              std::string::npos)
        << btrfs;
    ArrayPlan far = plan(Backend::Lvm, Level::Raid10, 4);
    far.raid10_layout = Raid10Layout::Far;
    const std::string layout = refusal(far);
    EXPECT_NE(layout.find("raid10 layout far"), std::string::npos) << layout;
    EXPECT_NE(layout.find("lvm backend"), std::string::npos) << layout;
    EXPECT_EQ(refusal(plan(Backend::Btrfs, Level::Raid1c3, 3)), "(accepted)");
    EXPECT_NE(refusal(plan(Backend::Btrfs, Level::Raid1c3, 2)).find("at least 3"),
              std::string::npos);
}
