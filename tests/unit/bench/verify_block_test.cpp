#include <vector>

#include <gtest/gtest.h>

#include "core/bench/verify_block.h"

using namespace am::bench;

TEST(VerifyBlock, StampedBlockChecksAndEachFaultIsNamed)
{
    std::vector<std::byte> block(4096);
    for (std::size_t i = 0; i < block.size(); ++i) block[i] = static_cast<std::byte>(i * 7);
    stampBlock(block.data(), block.size(), 81920, 5);
    EXPECT_EQ(checkBlock(block.data(), block.size(), 81920, 5), VerifyVerdict::Ok);
    EXPECT_EQ(checkBlock(block.data(), block.size(), 81920, 0), VerifyVerdict::Ok);
    EXPECT_EQ(checkBlock(block.data(), block.size(), 4096, 5), VerifyVerdict::WrongOffset);
    EXPECT_EQ(checkBlock(block.data(), block.size(), 81920, 6), VerifyVerdict::WrongGeneration);
    auto flipped = block;
    flipped[3000] ^= std::byte{1};
    EXPECT_EQ(checkBlock(flipped.data(), flipped.size(), 81920, 5), VerifyVerdict::BadChecksum);
    std::vector<std::byte> zero(4096);
    EXPECT_EQ(checkBlock(zero.data(), zero.size(), 81920, 0), VerifyVerdict::Unwritten);
}
