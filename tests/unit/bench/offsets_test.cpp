#include <set>

#include <gtest/gtest.h>

#include "core/bench/offset_generator.h"
#include "core/bench/prng.h"

using namespace am::bench;

TEST(Prng, BelowStaysInRangeAndCoversIt)
{
    Prng rng(7);
    std::vector<int> seen(10, 0);
    for (int i = 0; i < 100'000; ++i) {
        const auto v = rng.below(10);
        ASSERT_LT(v, 10U);
        ++seen[v];
    }
    for (int count : seen) EXPECT_NEAR(count, 10'000, 500);
}

TEST(Prng, SeedsGiveDifferentStreamsAndSameSeedRepeats)
{
    Prng a(1), b(2), c(1);
    const auto a1 = a.next();
    EXPECT_NE(a1, b.next());
    EXPECT_EQ(a1, c.next());
}

TEST(OffsetGenerator, RandomOffsetsAreAlignedAndInRange)
{
    const std::uint64_t start = 1 << 20, blocks = 1000, bs = 8192;
    OffsetGenerator gen(Pattern::Random, start, blocks, bs, 100, 99);
    std::set<std::uint64_t> distinct;
    for (int i = 0; i < 100'000; ++i) {
        const auto offset = gen.nextOffset();
        ASSERT_EQ(offset % bs, 0U);
        ASSERT_GE(offset, start);
        ASSERT_LT(offset, start + blocks * bs);
        distinct.insert(offset);
    }
    EXPECT_EQ(distinct.size(), blocks); // every block is reached
}

TEST(OffsetGenerator, SequentialGoesInOrderAndWraps)
{
    OffsetGenerator gen(Pattern::Sequential, 4096, 5, 4096, 100, 1);
    std::vector<std::uint64_t> got;
    for (int i = 0; i < 7; ++i) got.push_back(gen.nextOffset());
    EXPECT_EQ(got, (std::vector<std::uint64_t>{4096, 8192, 12288, 16384, 20480, 4096, 8192}));
}

TEST(OffsetGenerator, ReadShareWithinOnePercentOver100kIos)
{
    for (std::uint32_t share : {0U, 5U, 35U, 50U, 70U, 95U, 100U}) {
        OffsetGenerator gen(Pattern::Random, 0, 100, 4096, share, share * 31 + 1);
        int reads = 0;
        for (int i = 0; i < 100'000; ++i) reads += gen.nextIsRead() ? 1 : 0;
        EXPECT_NEAR(reads / 1000.0, share, 1.0) << share;
    }
}
