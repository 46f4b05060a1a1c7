#include <gtest/gtest.h>

#include "core/estimate/errors.h"
#include "core/estimate/quantity_text.h"

using namespace am::estimate;

TEST(EstimateQuantityText, RatesKeepDecimalAndBinaryApart)
{
    EXPECT_DOUBLE_EQ(parseByteRate("3.5GB/s"), 3.5e9);
    EXPECT_DOUBLE_EQ(parseByteRate("3500MB/s"), 3.5e9);
    EXPECT_DOUBLE_EQ(parseByteRate("400MiB/s"), 400.0 * 1024 * 1024);
    EXPECT_DOUBLE_EQ(parseByteRate("2 GB"), 2e9);
    EXPECT_DOUBLE_EQ(parseByteRate("1200000"), 1.2e6);
    for (const char* bad : {"", "fast", "3.5XB/s", "-1GB/s", "0"})
        EXPECT_THROW(parseByteRate(bad), InputError) << bad;
}

TEST(EstimateQuantityText, ByteCountsFollowTheUnitFamily)
{
    EXPECT_EQ(parseByteCount("800GB"), 800'000'000'000ULL);
    EXPECT_EQ(parseByteCount("1.6TB"), 1'600'000'000'000ULL);
    EXPECT_EQ(parseByteCount("745GiB"), 745ULL << 30);
    EXPECT_EQ(parseByteCount("64K"), 65536U);
    try {
        parseByteCount("lots");
        FAIL();
    } catch (const InputError& error) {
        EXPECT_NE(std::string(error.what()).find("'lots'"), std::string::npos);
    }
}
