#include "core/bench/custom_preset.h"

#include <gtest/gtest.h>

using namespace am::bench;

TEST(CustomPreset, ParsesListsWithSpacesOrCommas)
{
    const CustomSweep sweep =
        parseCustomSweep(Pattern::Random, "4k, 64k 1m", "0 70,100", "1 32", 2, 3.5, 0.5);
    EXPECT_EQ(sweep.block_sizes, (std::vector<std::uint64_t>{4096, 65536, 1048576}));
    EXPECT_EQ(sweep.read_shares, (std::vector<std::uint32_t>{0, 70, 100}));
    EXPECT_EQ(sweep.queue_depths, (std::vector<std::uint32_t>{1, 32}));
    EXPECT_EQ(sweep.cells(), 18U);
    EXPECT_TRUE(sweep.writes());
    EXPECT_EQ(blockSizesText(sweep), "4k 64k 1m");
    EXPECT_EQ(readSharesText(sweep), "0 70 100");
    EXPECT_FALSE(parseCustomSweep(Pattern::Sequential, "1m", "100", "8", 1, 5, 1).writes());
}

TEST(CustomPreset, NamesTheFieldAndTheRule)
{
    auto message = [](auto call) {
        try {
            call();
        } catch (const std::invalid_argument& error) {
            return std::string(error.what());
        }
        return std::string("accepted");
    };
    EXPECT_NE(message([] {
                  parseCustomSweep(Pattern::Random, "4k 3000", "100", "1", 1, 1, 0);
              }).find("\"3000\""),
              std::string::npos);
    EXPECT_NE(message([] {
                  parseCustomSweep(Pattern::Random, "4k", "120", "1", 1, 1, 0);
              }).find("read share \"120\""),
              std::string::npos);
    EXPECT_NE(message([] {
                  parseCustomSweep(Pattern::Random, "4k", "50", "0", 1, 1, 0);
              }).find("queue depth \"0\""),
              std::string::npos);
    EXPECT_NE(message([] {
                  parseCustomSweep(Pattern::Random, "", "50", "1", 1, 1, 0);
              }).find("block sizes"),
              std::string::npos);
    EXPECT_NE(
        message([] { parseCustomSweep(Pattern::Random, "4k", "5x", "1", 1, 1, 0); }).find("\"5x\""),
        std::string::npos);
    EXPECT_NE(message([] {
                  parseCustomSweep(Pattern::Random, "4k", "50", "1", 1, 0, 0);
              }).find("seconds per cell"),
              std::string::npos);
}

TEST(CustomPreset, EveryRuleHasAnIdAndTheValue)
{
    auto rule = [](auto call) {
        try {
            call();
        } catch (const CustomSweepError& error) {
            return error.rule() + "=" + error.value();
        } catch (const std::exception& error) {
            return std::string("untyped: ") + error.what();
        }
        return std::string("accepted");
    };
    EXPECT_EQ(rule([] { parseCustomSweep(Pattern::Random, "4k 3000", "100", "1", 1, 1, 0); }),
              "block_size_range=3000");
    EXPECT_EQ(rule([] { parseCustomSweep(Pattern::Random, "4q", "100", "1", 1, 1, 0); }),
              "block_size_unreadable=4q");
    EXPECT_EQ(rule([] { parseCustomSweep(Pattern::Random, "", "50", "1", 1, 1, 0); }),
              "block_sizes_empty=");
    EXPECT_EQ(rule([] { parseCustomSweep(Pattern::Random, "4k", "120", "1", 1, 1, 0); }),
              "read_share_range=120");
    EXPECT_EQ(rule([] { parseCustomSweep(Pattern::Random, "4k", " ", "1", 1, 1, 0); }),
              "read_shares_empty=");
    EXPECT_EQ(rule([] { parseCustomSweep(Pattern::Random, "4k", "50", "0", 1, 1, 0); }),
              "queue_depth_range=0");
    EXPECT_EQ(rule([] { parseCustomSweep(Pattern::Random, "4k", "50", "", 1, 1, 0); }),
              "queue_depths_empty=");
    EXPECT_EQ(rule([] { parseCustomSweep(Pattern::Random, "4k", "50", "1", 300, 1, 0); }),
              "workers_range=300");
    EXPECT_EQ(rule([] { parseCustomSweep(Pattern::Random, "4k", "50", "1", 1, 0, 0); }),
              "runtime_positive=0");
    EXPECT_EQ(rule([] { parseCustomSweep(Pattern::Random, "4k", "50", "1", 1, 1, -1); }),
              "ramp_negative=-1");
}

TEST(CustomPreset, WritesThePresetFormat)
{
    const auto doc = customPresetDocument(
        parseCustomSweep(Pattern::Sequential, "128k 1m", "0 100", "8", 1, 2, 0.5));
    EXPECT_EQ(doc["name"], "custom");
    EXPECT_DOUBLE_EQ(doc["defaults"]["runtime"].get<double>(), 2.0);
    ASSERT_EQ(doc["cells"].size(), 1U);
    EXPECT_EQ(doc["cells"][0]["rw"], "rw");
    EXPECT_EQ(doc["cells"][0]["bs"], nlohmann::json({131072, 1048576}));
    EXPECT_EQ(doc["cells"][0]["read_share"], nlohmann::json({0, 100}));
    EXPECT_EQ(doc["cells"][0]["qd"], nlohmann::json({8}));
    EXPECT_EQ(doc["cells"][0]["jobs"], 1);
}
