// A profile with any subset of cells predicts the cells it has what for and
// lists the others with the reason (docs/estimator.md, "Subset profiles").
#include <algorithm>
#include <string>

#include <gtest/gtest.h>

#include "core/estimate/errors.h"
#include "core/estimate/estimator.h"
#include "core/estimate/result_profile.h"

using namespace am::estimate;

namespace {
const std::string kReadsOnly = ARRAYMARK_TEST_DATA "/fio/member-reads.json"; // real fio, reads only

ArrayPlan plan(Level level, int members)
{
    ArrayPlan p;
    p.level = level;
    p.members = members;
    p.chunk_bytes = 64 * 1024;
    return p;
}

const EstimateCell* find(const std::vector<EstimateCell>& cells, const std::string& rw,
                         std::uint64_t bs)
{
    const auto it = std::find_if(cells.begin(), cells.end(), [&](const EstimateCell& c) {
        return c.rw == rw && c.block_size == bs;
    });
    return it == cells.end() ? nullptr : &*it;
}

MemberProfile mixedOnly()
{
    MemberProfile p;
    p.name = "half-and-half";
    p.random = {{4096, 50, 20000, {}}, {65536, 50, 2000, {}}};
    return p;
}
} // namespace

TEST(EstimateSubsetProfile, ReadsOnlyRunPredictsReadsAndListsTheWrites)
{
    const MemberProfile reads = profileFromResultFile(kReadsOnly);
    const Estimate e = estimate(plan(Level::Raid0, 3), {reads}, {}, {}, Mode::Healthy);
    ASSERT_FALSE(e.random.empty());
    for (const auto& cell : e.random)
        EXPECT_EQ(cell.read_share, 100) << cell.rw << " " << cell.block_size;
    // Stripe of 3 at the profile's own depth: 3 x the member's best 4k read.
    double best = 0;
    for (const auto& c : reads.random)
        if (c.block_size == 4096 && c.read_share == 100) best = std::max(best, c.iops);
    ASSERT_NE(find(e.random, "randread", 4096), nullptr);
    EXPECT_NEAR(find(e.random, "randread", 4096)->iops, 3 * best, 1e-6);

    const EstimateCell* write = find(e.unpredicted, "randwrite", 4096);
    ASSERT_NE(write, nullptr);
    EXPECT_EQ(write->not_predicted,
              "no write cell (0 % read) at 4K in the profile: writes at 4K not predicted");
    ASSERT_NE(find(e.unpredicted, "write", 1 << 20), nullptr); // no sequential write either
    ASSERT_NE(find(e.sequential, "read", 1 << 20), nullptr);
    EXPECT_TRUE(e.queue_curve->write_gap.find("no write cell") != std::string::npos)
        << e.queue_curve->write_gap;
    EXPECT_TRUE(e.queue_curve->read_gap.empty());
    EXPECT_GT(e.queue_curve->peak_read, 0);
}

TEST(EstimateSubsetProfile, Raid5SmallWritesNeedReadCellsToo)
{
    MemberProfile writes;
    writes.name = "writes-only";
    writes.random = {{4096, 0, 10000, {}}, {65536, 0, 1000, {}}};
    // raid0 predicts its writes from a writes-only profile...
    const Estimate raid0 = estimate(plan(Level::Raid0, 3), {writes}, {}, {}, Mode::Healthy);
    EXPECT_NE(find(raid0.random, "randwrite", 4096), nullptr);
    // ...raid5 cannot: its small writes read old data first, and it has no reads.
    try {
        estimate(plan(Level::Raid5, 3), {writes}, {}, {}, Mode::Healthy);
        FAIL() << "raid5 predicted from writes alone";
    } catch (const InputError& error) {
        const std::string text = error.what();
        EXPECT_NE(text.find("writes-only"), std::string::npos) << text;
        EXPECT_NE(text.find("no random cell of this array can be predicted"), std::string::npos)
            << text;
        EXPECT_NE(text.find("writes at 4K (their reads) not predicted"), std::string::npos) << text;
    }
}

TEST(EstimateSubsetProfile, MixedOnlyProfilePredictsTheMixUnderTheMeasuredRule)
{
    Parameters measured;
    measured.mix_rule = MixRule::MeasuredColumns;
    const Estimate e = estimate(plan(Level::Raid0, 2), {mixedOnly()}, {}, measured, Mode::Healthy);
    const auto half = std::find_if(e.random.begin(), e.random.end(), [](const EstimateCell& c) {
        return c.block_size == 4096 && c.read_share == 50;
    });
    ASSERT_NE(half, e.random.end());
    EXPECT_NEAR(half->iops, 2 * 20000.0, 1e-6); // each member sees the array's 50 % mix
    EXPECT_EQ(e.random.size(), 2U);             // 4K and 64K at 50 %; 0 % and 100 % listed
    EXPECT_EQ(e.unpredicted.size(), 4U + 2U);   // and both sequential directions

    // The time-share rule needs the pure columns: nothing is predictable, said clearly.
    try {
        estimate(plan(Level::Raid0, 2), {mixedOnly()}, {}, {}, Mode::Healthy);
        FAIL() << "predicted a mix from no pure columns under timeshare";
    } catch (const InputError& error) {
        EXPECT_NE(std::string(error.what()).find("no read cell (100 % read) at 4K"),
                  std::string::npos)
            << error.what();
    }
}

TEST(EstimateSubsetProfile, AWriteNeedsAWriteCellAtItsOwnSize)
{
    // Writes measured at 64K only: 4K writes are not read off the 64K cell.
    MemberProfile p;
    p.name = "gappy";
    p.random = {{4096, 100, 40000, {}}, {65536, 0, 1000, {}}, {65536, 100, 2000, {}}};
    const Estimate e = estimate(plan(Level::Raid0, 2), {p}, {}, {}, Mode::Healthy);
    EXPECT_NE(find(e.random, "randwrite", 65536), nullptr);
    const EstimateCell* small = find(e.unpredicted, "randwrite", 4096);
    ASSERT_NE(small, nullptr);
    EXPECT_EQ(small->not_predicted,
              "no write cell (0 % read) at 4K in the profile: writes at 4K not predicted");
}
