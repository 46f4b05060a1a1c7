// arraymark-cli compare A B: two real runs on a temp file, and documents written with core for
// changes of a known size; bad input named with its file.
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "../unit/bench/temp_dir.h"
#include "core/bench/result_json.h"
#include "core/util/json_text.h"
#include "run_cli.h"

namespace {

std::vector<std::string> benchArgs(const TempDir& dir, std::vector<std::string> more)
{
    std::vector<std::string> args{"bench",     "--target", dir.file("t.bin"), "--size", "16M",
                                  "--runtime", "0.2",      "--ramp",          "0"};
    args.insert(args.end(), more.begin(), more.end());
    return args;
}

am::bench::CellResult cell(std::uint32_t read_share, double iops, std::uint64_t p99_ns)
{
    am::bench::CellResult c;
    c.job.block_size = 4096;
    c.job.read_share = read_share;
    c.job.queue_depth = 32;
    c.measured_s = 1;
    c.iops = iops;
    c.bw_bytes = iops * 4096;
    c.total_lat.count = c.lat.count = 1000;
    c.total_lat.p50_ns = c.lat.p50_ns = p99_ns / 2;
    c.total_lat.p99_ns = c.lat.p99_ns = p99_ns;
    c.total_lat.p999_ns = c.lat.p999_ns = p99_ns * 2;
    return c;
}

std::string writeDocument(const TempDir& dir, const std::string& name, const std::string& host,
                          const std::vector<am::bench::CellResult>& cells)
{
    am::bench::RunInfo info;
    info.created = "2026-12-05T10:00:00Z";
    info.host.hostname = host;
    info.target.path = "/dev/nvme0n1";
    const std::string path = dir.file(name);
    std::ofstream(path) << am::util::jsonText(am::bench::resultDocument(info, cells));
    return path;
}

} // namespace

TEST(CliCompare, TwoRealRunsOfOneJobPairTheirCell)
{
    TempDir dir;
    const std::string a = dir.file("a.json"), b = dir.file("b.json"), c = dir.file("c.json");
    ASSERT_EQ(runCli(benchArgs(dir, {"--rw", "randwrite", "--json", a})).exit_code, 0);
    ASSERT_EQ(runCli(benchArgs(dir, {"--rw", "randwrite", "--json", b})).exit_code, 0);
    ASSERT_EQ(runCli(benchArgs(dir, {"--rw", "randread", "--json", c})).exit_code, 0);

    const CliRun table = runCli({"compare", a, b});
    ASSERT_EQ(table.exit_code, 0) << table.err;
    EXPECT_NE(table.out.find("RND4K Q1T1 write"), std::string::npos) << table.out;
    EXPECT_NE(table.out.find("CHANGE"), std::string::npos) << table.out;
    EXPECT_NE(table.out.find("p99.9"), std::string::npos) << table.out;
    EXPECT_NE(table.out.find("min-max ranges do not overlap"), std::string::npos) << table.out;

    const CliRun json = runCli({"compare", a, b, "--json"});
    ASSERT_EQ(json.exit_code, 0) << json.err;
    const auto doc = nlohmann::json::parse(json.out);
    EXPECT_EQ(doc["schema"], "arraymark.compare/1");
    EXPECT_EQ(doc["a"]["file"], a);
    ASSERT_EQ(doc["cells"].size(), 1U);
    EXPECT_EQ(doc["cells"][0]["in"], "both");
    EXPECT_TRUE(doc["cells"][0]["figures"]["iops"]["change_percent"].is_number());

    // Another job: each cell is in one run only.
    const CliRun other = runCli({"compare", a, c, "--metric", "iops"});
    ASSERT_EQ(other.exit_code, 0) << other.err;
    EXPECT_NE(other.out.find("only in A: RND4K Q1T1 write"), std::string::npos) << other.out;
    EXPECT_NE(other.out.find("only in B: RND4K Q1T1 read"), std::string::npos) << other.out;
}

TEST(CliCompare, MarksChangesBeyondFivePercentTheRightWay)
{
    TempDir dir;
    const std::string a =
        writeDocument(dir, "a.json", "before", {cell(100, 1000, 100000), cell(0, 500, 200000)});
    const std::string b =
        writeDocument(dir, "b.json", "after", {cell(100, 1020, 100000), cell(0, 400, 300000)});
    const CliRun table = runCli({"compare", a, b});
    ASSERT_EQ(table.exit_code, 0) << table.err;
    EXPECT_NE(table.out.find("A: before, 2026-12-05T10:00:00Z, /dev/nvme0n1"), std::string::npos)
        << table.out;
    EXPECT_NE(table.out.find("-20.0 %  ▼ worse"), std::string::npos) << table.out; // write IOPS
    EXPECT_NE(table.out.find("+50.0 %  ▲ worse"), std::string::npos) << table.out; // write p99
    EXPECT_NE(table.out.find("IOPS: 0 better, 1 worse, 1 within the noise"), std::string::npos)
        << table.out;

    const CliRun markdown = runCli({"compare", a, b, "--format", "markdown", "--metric", "iops"});
    ASSERT_EQ(markdown.exit_code, 0) << markdown.err;
    EXPECT_NE(markdown.out.find("| RND4K Q32T1 read | IOPS | 1000 | 1020 | +2.0 % |"),
              std::string::npos)
        << markdown.out;
    EXPECT_NE(markdown.out.find("| RND4K Q32T1 write | IOPS | 500 | 400 | **-20.0 % ▼ worse** |"),
              std::string::npos)
        << markdown.out;
    EXPECT_EQ(markdown.out.find("p99"), std::string::npos) << markdown.out;

    const auto doc = nlohmann::json::parse(runCli({"compare", a, b, "--json"}).out);
    EXPECT_EQ(doc["cells"][1]["figures"]["iops"]["verdict"], "worse");
    EXPECT_EQ(doc["cells"][0]["figures"]["iops"]["significant"], false);
}

TEST(CliCompare, BadInputIsNamedAndFails)
{
    TempDir dir;
    const std::string a = writeDocument(dir, "a.json", "h", {cell(100, 1000, 100000)});
    const std::string missing = dir.file("missing.json");
    CliRun run = runCli({"compare", a, missing});
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find(missing + ": no such file"), std::string::npos) << run.err;

    const std::string not_result = dir.file("other.json");
    std::ofstream(not_result) << R"({"hello": 1})";
    run = runCli({"compare", not_result, a});
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("run A: " + not_result), std::string::npos) << run.err;

    const std::string text = dir.file("text.json");
    std::ofstream(text) << "not json";
    run = runCli({"compare", a, text});
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find(text), std::string::npos) << run.err;

    run = runCli({"compare", a, a, "--metric", "speed"});
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("--metric speed"), std::string::npos) << run.err;
    EXPECT_EQ(runCli({"compare", a}).exit_code, 2);
}
