#include <gtest/gtest.h>

#include "core/estimate/errors.h"
#include "core/estimate/member_profile.h"

using namespace am::estimate;

namespace {
MemberProfile smallProfile()
{
    MemberProfile p;
    p.name = "small";
    p.random = {{4096, 0, 10000, {}}, {4096, 50, 20000, {}}, {4096, 100, 40000, 100000.0},
                {65536, 0, 1000, {}}, {65536, 50, 1500, {}}, {65536, 100, 2000, {}}};
    return p;
}
} // namespace

TEST(EstimateMemberModel, ProfiledCellsComeBackExactly)
{
    const MemberModel m(smallProfile(), 32);
    EXPECT_DOUBLE_EQ(m.timePerIo(4096, 100, false), 1.0 / 40000);
    EXPECT_DOUBLE_EQ(m.timePerIo(4096, 0, true), 1.0 / 10000);
    EXPECT_DOUBLE_EQ(m.timePerIo(65536, 50, false), 1.0 / 1500);
}

TEST(EstimateMemberModel, TimeShareAddsTimesNotRates)
{
    const MemberModel m(smallProfile(), 32);
    // r/R + w/W at 4k, 25 % reads: not the average of the rates.
    EXPECT_DOUBLE_EQ(m.timePerIo(4096, 25, true), 0.25 / 40000 + 0.75 / 10000);
    // Measured columns: linear in time between the 0 % and 50 % cells.
    EXPECT_DOUBLE_EQ(m.timePerIo(4096, 25, false), 0.5 / 10000 + 0.5 / 20000);
}

TEST(EstimateMemberModel, SizesBetweenAndBeyondTheProfile)
{
    const MemberModel m(smallProfile(), 32);
    const double t4 = 1.0 / 40000, t64 = 1.0 / 2000;
    EXPECT_DOUBLE_EQ(m.timePerIo(34816, 100, false), (t4 + t64) / 2); // halfway in size
    EXPECT_DOUBLE_EQ(m.timePerIo(512, 100, false), t4);               // no faster than the smallest
    // Past the largest: along the last slope, here steeper than proportional.
    const double slope = (t64 - t4) / (65536 - 4096);
    EXPECT_DOUBLE_EQ(m.timePerIo(131072, 100, false), t64 + slope * 65536);
}

TEST(EstimateMemberModel, LatencyMeasuredWhereKnownElseLittlesLaw)
{
    MemberProfile p = smallProfile();
    const MemberModel m(p, 32);
    EXPECT_DOUBLE_EQ(m.latencySeconds(4096, 100, false), 100e-6);
    // Outstanding implied by the one measured cell: 100 us x 40000 IOPS = 4.
    EXPECT_DOUBLE_EQ(m.outstandingIos(), 4.0);
    EXPECT_DOUBLE_EQ(m.latencySeconds(65536, 0, false), 4.0 / 1000);
    p.random[2].mean_latency_ns.reset();
    EXPECT_DOUBLE_EQ(MemberModel(p, 32).latencySeconds(4096, 100, false),
                     32.0 / 40000); // the named default
}

TEST(EstimateMemberModel, SequentialFallsBackToTheLargestRandomBlock)
{
    MemberProfile p = smallProfile();
    const MemberModel estimated(p, 32);
    EXPECT_TRUE(estimated.sequentialIsEstimated());
    EXPECT_DOUBLE_EQ(estimated.seqReadBytesPerSecond(), 65536.0 * 2000);
    EXPECT_DOUBLE_EQ(estimated.seqWriteBytesPerSecond(), 65536.0 * 1000);
    p.seq_read_bytes_per_s = 5e8;
    p.seq_write_bytes_per_s = 4e8;
    const MemberModel known(p, 32);
    EXPECT_FALSE(known.sequentialIsEstimated());
    EXPECT_DOUBLE_EQ(known.seqReadBytesPerSecond(), 5e8);
}

TEST(EstimateMemberModel, ProfileWithoutPureColumnsIsRefused)
{
    MemberProfile p = smallProfile();
    p.random.erase(p.random.begin()); // 4k read share 0 gone
    try {
        MemberModel m(p, 32);
        FAIL();
    } catch (const InputError& error) {
        EXPECT_NE(std::string(error.what()).find("4096"), std::string::npos) << error.what();
        EXPECT_NE(std::string(error.what()).find("read share 0"), std::string::npos)
            << error.what();
    }
    p = smallProfile();
    p.random[1].iops = 0;
    EXPECT_THROW(MemberModel(p, 32), InputError);
    EXPECT_THROW(MemberModel(MemberProfile{}, 32), InputError);
}
