#include <gtest/gtest.h>

#include "core/estimate/errors.h"
#include "core/estimate/parameters.h"
#include "core/estimate/profile_merge.h"
#include "core/estimate/reference_profiles.h"

using namespace am::estimate;

namespace {
MemberProfile readsOnly()
{
    MemberProfile p;
    p.name = "nvme0n1.json";
    p.source = "measured";
    p.random = {{4096, 100, 123456, 250000.0},
                {65536, 100, 23456, std::nullopt},
                {12288, 100, 50000, std::nullopt}};
    p.seq_read_bytes_per_s = 3.0e9;
    p.outstanding_ios = 32;
    p.capacity_bytes = 2000398934016ULL;
    return p;
}
} // namespace

TEST(ProfileMerge, MeasuredReadsAndReferenceWritesMakeAUsableProfile)
{
    const MemberProfile reference = referenceProfile("single-nvme");
    const MemberProfile merged = readsOverReference(readsOnly(), reference);
    // 12k is not in the reference: that size is left out rather than guessed.
    EXPECT_EQ(merged.blockSizes(), (std::vector<std::uint64_t>{4096, 65536}));
    EXPECT_EQ(merged.readShares(), (std::vector<int>{0, 100}));
    for (const auto& cell : merged.random) {
        if (cell.read_share == 100 && cell.block_size == 4096) {
            EXPECT_DOUBLE_EQ(cell.iops, 123456);
        }
        if (cell.read_share != 0) continue;
        for (const auto& ref : reference.random) {
            if (ref.block_size == cell.block_size && ref.read_share == 0) {
                EXPECT_DOUBLE_EQ(cell.iops, ref.iops);
            }
        }
    }
    EXPECT_DOUBLE_EQ(*merged.seq_read_bytes_per_s, 3.0e9);
    EXPECT_EQ(merged.seq_write_bytes_per_s, reference.seq_write_bytes_per_s);
    EXPECT_EQ(merged.capacity_bytes, 2000398934016ULL);
    EXPECT_NE(merged.source.find("writes from the reference single-nvme"), std::string::npos)
        << merged.source;
    // The model accepts it (pure read and pure write per size); the reads-only profile alone it
    // refuses.
    EXPECT_NO_THROW(MemberModel(merged, Parameters{}.assumed_outstanding_ios));
    EXPECT_THROW(MemberModel(readsOnly(), Parameters{}.assumed_outstanding_ios), InputError);
}

TEST(ProfileMerge, NoCommonBlockSizeIsAnError)
{
    MemberProfile odd = readsOnly();
    odd.random = {{12288, 100, 50000, std::nullopt}};
    EXPECT_THROW(readsOverReference(odd, referenceProfile("single-nvme")), InputError);
}
