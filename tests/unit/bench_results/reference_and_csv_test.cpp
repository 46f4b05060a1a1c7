#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "core/bench/cells_csv.h"
#include "core/bench/reference_matrix.h"
#include "core/bench/result_reader.h"

using namespace am::bench;

namespace {
std::string readText(const std::string& path)
{
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}
} // namespace

TEST(ReferenceMatrix, ReadsTheShippedSingleNvmeTable)
{
    const auto ref = parseReferenceMatrix(
        readText(ARRAYMARK_SOURCE_DIR "/resources/reference-overlay/single-nvme-iops-matrix.csv"));
    ASSERT_EQ(ref.cells.size(), 49U);
    ASSERT_FALSE(ref.source.empty());
    EXPECT_NE(ref.source[0].find("Intel DC D3700"), std::string::npos);
    // 4k at 0 % read, and 1m at 100 %: the table's corners.
    EXPECT_EQ(ref.cells.front().job.block_size, 4096U);
    EXPECT_EQ(ref.cells.front().job.read_share, 0U);
    EXPECT_DOUBLE_EQ(ref.cells.front().iops, 84018);
    EXPECT_EQ(ref.cells.back().job.block_size, 1048576U);
    EXPECT_EQ(ref.cells.back().job.read_share, 100U);
    EXPECT_DOUBLE_EQ(ref.cells.back().iops, 1703);
    EXPECT_DOUBLE_EQ(ref.cells.back().bw_bytes, 1703.0 * 1048576);
}

TEST(ReferenceMatrix, NamesTheBadLine)
{
    try {
        parseReferenceMatrix("block_size,read_0\n4k,12\n8k,many\n");
        FAIL() << "accepted a word as IOPS";
    } catch (const std::invalid_argument& error) {
        EXPECT_NE(std::string(error.what()).find("line 3"), std::string::npos) << error.what();
    }
    EXPECT_THROW(parseReferenceMatrix("size,read_0\n"), std::invalid_argument);
    EXPECT_THROW(parseReferenceMatrix("block_size,read_0,read_5\n4k,1\n"), std::invalid_argument);
}

TEST(CellsCsv, OneRowPerCellWithUnitsInTheHeader)
{
    const RunDocument run = readResultFile(ARRAYMARK_TEST_DATA "/results/quick-4-cells.json");
    const std::string csv = cellsCsv(run.cells);
    std::stringstream in(csv);
    std::string header, line;
    std::getline(in, header);
    EXPECT_NE(header.find("bw_MB_per_s(10^6 B/s)"), std::string::npos);
    EXPECT_NE(header.find("lat_p99_us"), std::string::npos);
    int rows = 0;
    std::string first;
    while (std::getline(in, line)) {
        if (rows == 0) first = line;
        ++rows;
    }
    EXPECT_EQ(rows, 4);
    // SEQ1M Q8T1 read: 2500.5 IOPS of 1 MiB = 2621.964 MB/s = 2500.5 MiB/s; p99 60 us.
    EXPECT_EQ(
        first.rfind(
            "SEQ1M Q8T1 read,sequential,1048576,100,8,1,1,2500.5,2500.5,0.0,2621.964,2500.500,22.00,10.00,20.00,30.00,60.00,",
            0),
        0U)
        << first;
}
