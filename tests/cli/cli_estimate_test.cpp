#include <algorithm>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "run_cli.h"

namespace {
const std::string kData = std::string(ARRAYMARK_TEST_DATA) + "/estimate/";

int lines(const std::string& text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); }

void expectUsageError(const std::vector<std::string>& args, const std::vector<std::string>& words)
{
    const CliRun run = runCli(args);
    EXPECT_EQ(run.exit_code, 2) << run.err << run.out;
    EXPECT_EQ(lines(run.err), 1) << run.err;
    EXPECT_TRUE(run.out.empty()) << run.out;
    for (const auto& word : words) EXPECT_NE(run.err.find(word), std::string::npos) << word << " in: " << run.err;
}
} // namespace

TEST(CliEstimate, TableShowsTheMatrixCapacityAndRebuild)
{
    const CliRun run = runCli({"estimate", "--level", "raid5", "--members", "4", "--chunk", "64K", "--reference",
                               "single-nvme"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    for (const char* text : {"raid5, 4 members, chunk 64K", "Random IOPS", "BS \\ READ", "100%", "4K", "1M",
                             "Sequential", "Capacity: 2.40 TB", "fault tolerance: 1", "Rebuild", "md speed_limit_max",
                             "Source:"})
        EXPECT_NE(run.out.find(text), std::string::npos) << text << "\n" << run.out;
}

TEST(CliEstimate, JsonUsesTheResultCellShape)
{
    const CliRun run = runCli({"estimate", "--level", "raid10", "--members", "4", "--chunk", "512K", "--reference",
                               "single-nvme", "--bus-cap", "3.5GB/s", "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto doc = nlohmann::json::parse(run.out);
    EXPECT_EQ(doc["schema"], "arraymark.estimate/1");
    EXPECT_EQ(doc["caps"]["bus_bytes_per_s"], 3.5e9);
    EXPECT_EQ(doc["plan"]["layout"], "near");
    ASSERT_EQ(doc["cells"].size(), 51U);
    double largest_bw = 0;
    for (const auto& cell : doc["cells"]) {
        EXPECT_TRUE(cell["job"]["bs"].is_number_unsigned());
        EXPECT_TRUE(cell["job"]["read_share"].is_number());
        largest_bw = std::max(largest_bw, cell["bw_bytes"].get<double>());
    }
    EXPECT_LE(largest_bw, 3.5e9 * 1.000001); // reads cross the bus once
}

TEST(CliEstimate, DegradedAndProfileFile)
{
    const CliRun degraded = runCli({"estimate", "--level", "raid6", "--members", "5", "--chunk", "128K", "--profile",
                                    kData + "member-result.json", "--degraded", "--json"});
    ASSERT_EQ(degraded.exit_code, 0) << degraded.err;
    const auto doc = nlohmann::json::parse(degraded.out);
    EXPECT_EQ(doc["mode"], "degraded");
    EXPECT_EQ(doc["profiles"][0]["name"], kData + "member-result.json");
    EXPECT_TRUE(doc["capacity_bytes"].is_number()); // from the result's target size

    const CliRun raid0 = runCli({"estimate", "--level", "raid0", "--members", "2", "--reference", "sata-hdd", "--degraded"});
    EXPECT_EQ(raid0.exit_code, 0) << raid0.err;
    EXPECT_NE(raid0.out.find("array is lost"), std::string::npos) << raid0.out;
}

TEST(CliEstimate, BadInputIsExit2NamingTheValueAndTheRule)
{
    expectUsageError({"estimate", "--level", "raid5", "--members", "2", "--reference", "single-nvme"},
                     {"members 2", "raid5", "at least 3"});
    expectUsageError({"estimate", "--level", "raid6", "--members", "3", "--reference", "single-nvme"},
                     {"members 3", "at least 4"});
    expectUsageError({"estimate", "--level", "raid0", "--members", "2", "--chunk", "48K", "--reference", "single-nvme"},
                     {"49152", "power of two"});
    expectUsageError({"estimate", "--level", "raid0", "--members", "2", "--reference", "fast-disk"},
                     {"fast-disk", "single-nvme", "sata-hdd"});
    expectUsageError({"estimate", "--level", "raid0", "--members", "2", "--profile", kData + "absent.json"},
                     {"absent.json", "cannot be read"});
    expectUsageError({"estimate", "--level", "raid0", "--members", "2", "--profile", kData + "wrong-schema.json"},
                     {"wrong-schema.json", "arraymark.result/1"});
    expectUsageError({"estimate", "--level", "raid4", "--members", "3", "--reference", "single-nvme"}, {"raid4"});
    expectUsageError({"estimate", "--level", "raid0", "--members", "2"}, {"--profile", "--reference"});
    expectUsageError({"estimate", "--level", "raid0", "--members", "2", "--reference", "single-nvme", "--bus-cap",
                      "fast"},
                     {"'fast'", "GB/s"});
    expectUsageError({"estimate", "--members", "2", "--reference", "single-nvme"}, {"--level"});
}
