#include <gtest/gtest.h>

#include "core/estimate/member_work.h"

using namespace am::estimate;

namespace {
constexpr std::uint64_t kChunk = 64 * 1024;

ArrayPlan plan(Level level, int members)
{
    ArrayPlan p;
    p.level = level;
    p.members = members;
    p.chunk_bytes = kChunk;
    return p;
}

struct Counts {
    double reads = 0;
    double writes = 0;
    double ops() const { return reads + writes; }
};

Counts count(const std::vector<MemberIo>& ios)
{
    Counts c;
    for (const auto& io : ios) (io.read ? c.reads : c.writes) += io.count;
    return c;
}
} // namespace

TEST(EstimateMemberWork, SmallWriteCostPerLevel)
{
    // The figures: raid0 1, raid1/raid10 2, raid5 4, raid6 6 member
    // I/Os per small write (raid5/6 read-modify-write on wide arrays).
    EXPECT_DOUBLE_EQ(count(writeWork(plan(Level::Raid0, 4), 4096, false).all).ops(), 1);
    EXPECT_DOUBLE_EQ(count(writeWork(plan(Level::Raid1, 2), 4096, false).all).ops(), 2);
    EXPECT_DOUBLE_EQ(count(writeWork(plan(Level::Raid10, 4), 4096, false).all).ops(), 2);
    const Counts raid5 = count(writeWork(plan(Level::Raid5, 6), 4096, false).all);
    EXPECT_DOUBLE_EQ(raid5.reads, 2);
    EXPECT_DOUBLE_EQ(raid5.writes, 2);
    const Counts raid6 = count(writeWork(plan(Level::Raid6, 8), 4096, false).all);
    EXPECT_DOUBLE_EQ(raid6.reads, 3);
    EXPECT_DOUBLE_EQ(raid6.writes, 3);
    EXPECT_EQ(writeWork(plan(Level::Raid5, 6), 4096, false).phases, 2);
}

TEST(EstimateMemberWork, NarrowParityArraysReconstructInsteadWhenCheaper)
{
    // raid5 of 3: reading the one other data chunk (1 read) beats reading old
    // data and parity (2 reads), as md chooses.
    const Counts raid5 = count(writeWork(plan(Level::Raid5, 3), 4096, false).all);
    EXPECT_DOUBLE_EQ(raid5.reads, 1);
    EXPECT_DOUBLE_EQ(raid5.writes, 2);
    const Counts raid6 = count(writeWork(plan(Level::Raid6, 4), 4096, false).all);
    EXPECT_DOUBLE_EQ(raid6.reads, 1);
    EXPECT_DOUBLE_EQ(raid6.writes, 3);
}

TEST(EstimateMemberWork, FullStripeWritesReadNothing)
{
    const ArrayIoWork work =
        writeWork(plan(Level::Raid5, 5), 4 * kChunk, false); // exactly one stripe
    const Counts c = count(work.all);
    EXPECT_DOUBLE_EQ(c.reads, 0);
    EXPECT_DOUBLE_EQ(c.writes, 5); // 4 data + 1 parity
    EXPECT_EQ(work.phases, 1);
    EXPECT_EQ(work.all.front().bytes, kChunk);
    const Counts raid6 =
        count(writeWork(plan(Level::Raid6, 6), 8 * kChunk, false).all); // two stripes
    EXPECT_DOUBLE_EQ(raid6.reads, 0);
    EXPECT_DOUBLE_EQ(raid6.writes, 12);
}

TEST(EstimateMemberWork, RequestsLargerThanAChunkSplitAcrossMembers)
{
    const ArrayIoWork read = readWork(plan(Level::Raid0, 4), 256 * 1024, false);
    EXPECT_DOUBLE_EQ(count(read.all).reads, 4);
    EXPECT_EQ(read.all.front().bytes, kChunk);
    // Wider than the array: one piece per member, each larger than a chunk.
    const ArrayIoWork wide = readWork(plan(Level::Raid0, 2), 1024 * 1024, false);
    EXPECT_DOUBLE_EQ(count(wide.all).reads, 2);
    EXPECT_EQ(wide.all.front().bytes, 512U * 1024);
    // raid1 never splits a request.
    EXPECT_EQ(readWork(plan(Level::Raid1, 2), 1024 * 1024, false).all.front().bytes, 1024U * 1024);
}

TEST(EstimateMemberWork, ReadsSpreadOverAllMembersMirrorsIncluded)
{
    for (const Level level : {Level::Raid0, Level::Raid1, Level::Raid5, Level::Raid10}) {
        const ArrayIoWork work = readWork(plan(level, 4), 4096, false);
        EXPECT_DOUBLE_EQ(count(work.busiest).reads, 0.25) << toString(level);
    }
}

TEST(EstimateMemberWork, DegradedParityReadsOfTheMissingMemberReadAllOthers)
{
    // raid5 of 4: 3/4 of reads hit a present member (1 read), 1/4 the
    // missing one (3 reads): 1.5 reads per array read over 3 members.
    const ArrayIoWork work = readWork(plan(Level::Raid5, 4), 4096, true);
    EXPECT_DOUBLE_EQ(count(work.all).reads, 1.5);
    EXPECT_DOUBLE_EQ(count(work.busiest).reads, 0.5);
    EXPECT_GT(work.parity_bytes, 0);
    // raid6 of 6 with one missing: 5/6 x 1 + 1/6 x 5.
    EXPECT_DOUBLE_EQ(count(readWork(plan(Level::Raid6, 6), 4096, true).all).reads,
                     5.0 / 6 + 5.0 / 6);
}

TEST(EstimateMemberWork, DegradedRaid10PartnerCarriesItsSetsReads)
{
    const ArrayIoWork work = readWork(plan(Level::Raid10, 4), 4096, true);
    EXPECT_DOUBLE_EQ(count(work.busiest).reads, 0.5); // healthy: 0.25
    EXPECT_DOUBLE_EQ(count(writeWork(plan(Level::Raid10, 4), 4096, true).busiest).writes, 0.5);
}

TEST(EstimateMemberWork, DegradedRaid5SmallWriteExpectation)
{
    // raid5 of 4 (3 data): parity missing 1/4 -> 1 write; written chunk
    // missing 1/4 -> 2 reads + 1 write; other data missing 2/4 -> 2 + 2.
    const Counts c = count(writeWork(plan(Level::Raid5, 4), 4096, true).all);
    EXPECT_DOUBLE_EQ(c.reads, (0 + 2 + 2 * 2) / 4.0);
    EXPECT_DOUBLE_EQ(c.writes, (1 + 1 + 2 * 2) / 4.0);
}
