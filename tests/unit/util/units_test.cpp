#include <gtest/gtest.h>

#include "core/util/units.h"

using am::util::formatSize;
using am::util::parseSize;
using am::util::SizeUnits;

TEST(Units, FormatsDecimalAndBinary)
{
    EXPECT_EQ(formatSize(0, SizeUnits::Decimal), "0 B");
    EXPECT_EQ(formatSize(999, SizeUnits::Decimal), "999 B");
    EXPECT_EQ(formatSize(2000398934016ULL, SizeUnits::Decimal), "2.00 TB");
    EXPECT_EQ(formatSize(2000398934016ULL, SizeUnits::Binary), "1.82 TiB");
    EXPECT_EQ(formatSize(1073741824ULL, SizeUnits::Binary), "1.00 GiB");
    EXPECT_EQ(formatSize(1073741824ULL, SizeUnits::Decimal), "1.07 GB");
    EXPECT_EQ(formatSize(123456789ULL, SizeUnits::Decimal), "123 MB");
    EXPECT_EQ(formatSize(12345678ULL, SizeUnits::Decimal), "12.3 MB");
}

TEST(Units, ParsesSizesWithBinarySuffixes)
{
    EXPECT_EQ(parseSize("512"), 512U);
    EXPECT_EQ(parseSize("4k"), 4096U);
    EXPECT_EQ(parseSize("4K"), 4096U);
    EXPECT_EQ(parseSize("4KiB"), 4096U);
    EXPECT_EQ(parseSize("1M"), 1048576U);
    EXPECT_EQ(parseSize("1MiB"), 1048576U);
    EXPECT_EQ(parseSize("2g"), 2147483648ULL);
}

TEST(Units, RejectsMalformedSizesNamingTheText)
{
    for (const char* bad :
         {"", "k", "4x", "-1", "4 k", "1.5M", "99999999999999999999", "17179869184G"}) {
        try {
            parseSize(bad);
            ADD_FAILURE() << "accepted " << bad;
        } catch (const std::invalid_argument& error) {
            EXPECT_NE(std::string(error.what()).find(std::string("'") + bad + "'"),
                      std::string::npos)
                << error.what();
        }
    }
}
