// arraymark-cli bench --preset fill: a sequential write that ends once its range is written,
// and the fill line after the table.
#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "../unit/bench/scratch_devices.h"
#include "../unit/bench/temp_dir.h"
#include "run_cli.h"

TEST(CliBenchFill, TheFillEndsOnceItsRangeIsWritten)
{
    TempDir dir;
    const std::string json = dir.file("r.json");
    const CliRun run = runCli({"bench", "--preset", "fill", "--target", dir.file("t.bin"), "--size",
                               "64M", "--runtime", "60", "--json", json});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    std::ifstream in(json);
    const auto doc = nlohmann::json::parse(in);
    const auto& cell = doc["cells"][0];
    EXPECT_TRUE(cell["job"]["fill_once"].get<bool>());
    // The whole 64 MiB once, whichever backend: each lane (an io_uring ring, or a sync thread)
    // writes its own blocks and stops. A 60 s cap would have written more.
    EXPECT_EQ(cell["write_ios"], 64) << cell["backend"];
    EXPECT_LT(cell["measured_s"].get<double>(), 59.0);
    EXPECT_NE(run.out.find("Fill, SEQ1M Q8T1 write fill: wrote "), std::string::npos) << run.out;
    // A fill with a ramp would not count its first bytes: refused, naming the rule.
    const CliRun ramped = runCli({"bench", "--preset", "fill", "--target", dir.file("u.bin"),
                                  "--size", "16M", "--ramp", "1"});
    EXPECT_EQ(ramped.exit_code, 2) << ramped.err;
    EXPECT_NE(ramped.err.find("it has no ramp (ramp 1 s)"), std::string::npos) << ramped.err;
    EXPECT_FALSE(std::filesystem::exists(dir.file("u.bin"))); // refused before anything was made
}

TEST(CliBenchFill, PreconditionWritesTheRangeBeforeTheFirstCellAndIsRecorded)
{
    TempDir dir;
    const std::string json = dir.file("r.json");
    const std::vector<std::string> common{"bench",  "--target", dir.file("t.bin"),
                                          "--size", "16M",      "--runtime",
                                          "0.2",    "--json",   json};
    auto with = [&](std::vector<std::string> more) {
        std::vector<std::string> args = common;
        args.insert(args.end(), more.begin(), more.end());
        return args;
    };
    CliRun run = runCli(with({"--rw", "randwrite", "--precondition", "2"}));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    std::ifstream in(json);
    const auto doc = nlohmann::json::parse(in);
    const auto& p = doc["precondition"];
    EXPECT_TRUE(p["requested"].get<bool>());
    EXPECT_EQ(p["passes_done"], 2);
    EXPECT_EQ(p["discard"], "not a block device");
    EXPECT_EQ(p["range_bytes"], 16U << 20);
    EXPECT_GE(p["written_bytes"].get<double>(), 2.0 * (16U << 20));
    EXPECT_NE(run.out.find("precondition: discard not a block device, 2 of 2 sequential passes"),
              std::string::npos)
        << run.out;
    EXPECT_NE(run.err.find("precondition: pass 2 of 2"), std::string::npos) << run.err;
    // A streamed run says each pass before its first cell's samples.
    run = runCli({"bench", "--target", dir.file("t.bin"), "--size", "16M", "--runtime", "0.2",
                  "--rw", "randwrite", "--precondition", "2", "--stream"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    std::vector<nlohmann::json> passes;
    std::size_t first_cell = 0, line_number = 0;
    std::istringstream lines(run.out);
    for (std::string line; std::getline(lines, line); ++line_number) {
        const auto event = nlohmann::json::parse(line);
        if (event["type"] == "precondition") passes.push_back(event);
        if (event["type"] == "cell" && first_cell == 0) first_cell = line_number;
    }
    ASSERT_EQ(passes.size(), 2U) << run.out;
    EXPECT_EQ(passes[0]["pass"], 0);
    EXPECT_EQ(passes[1]["pass"], 1);
    EXPECT_EQ(passes[1]["passes"], 2);
    EXPECT_EQ(passes[0]["bytes"], 16U << 20);
    EXPECT_GE(first_cell, 2U) << "the passes come before the first cell";
    // Off is said too.
    run = runCli(with({"--rw", "randwrite"}));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_NE(run.out.find("precondition: off"), std::string::npos) << run.out;
    // A read-only run never writes its target, and a pass count must be 1 to 10.
    run = runCli(with({"--rw", "randread", "--precondition"}));
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("only for runs that write"), std::string::npos) << run.err;
    run = runCli(with({"--rw", "randwrite", "--precondition", "0"}));
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("--precondition 0: the passes over the range must be a whole number "
                           "from 1 to 10"),
              std::string::npos)
        << run.err;
}

TEST(CliBenchFill, PreconditionDiscardsABlockDevice)
{
    if (auto why = ScratchZram::unavailable()) GTEST_SKIP() << *why;
    ScratchZram zram(32 << 20);
    if (!zram.ok()) GTEST_SKIP() << "zram hot_add did not give a device";
    TempDir dir;
    const std::string json = dir.file("r.json");
    const CliRun run =
        runCli({"bench", "--target", zram.path(), "--allow-write-device", zram.path(), "--rw",
                "randwrite", "--runtime", "0.2", "--precondition", "1", "--json", json});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    std::ifstream in(json);
    const auto p = nlohmann::json::parse(in)["precondition"];
    EXPECT_EQ(p["discard"], "done");
    EXPECT_EQ(p["passes_done"], 1);
    EXPECT_EQ(p["range_bytes"], 32U << 20); // the whole device: the run's range
    // zram runs the sync backend: its threads write their blocks once too, not a byte more.
    EXPECT_EQ(p["written_bytes"].get<double>(), static_cast<double>(32U << 20));
}
