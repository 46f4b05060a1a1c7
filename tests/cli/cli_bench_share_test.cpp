// arraymark-cli bench's repeats, histograms and shareable text (--repeat, --histogram-csv,
// --format cdm|markdown), on temp files.
#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "../unit/bench/temp_dir.h"
#include "run_cli.h"

namespace {

std::string slurp(const std::string& path)
{
    std::ifstream in(path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::vector<std::string> benchArgs(const TempDir& dir, std::vector<std::string> more)
{
    std::vector<std::string> args{"bench",     "--target", dir.file("t.bin"), "--size", "16M",
                                  "--runtime", "0.2",      "--ramp",          "0"};
    args.insert(args.end(), more.begin(), more.end());
    return args;
}

} // namespace

TEST(CliBenchShare, RepeatKeepsEveryRunAndReportsTheMedian)
{
    TempDir dir;
    const std::string json = dir.file("r.json"), csv = dir.file("r.csv");
    // A read bench needs its file: a write run makes it.
    ASSERT_EQ(runCli(benchArgs(dir, {"--rw", "randwrite"})).exit_code, 0);
    const CliRun run = runCli(benchArgs(dir, {"--rw", "randread", "--qd", "4", "--repeat", "3",
                                              "--settle", "0", "--json", json, "--csv", csv}));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_NE(run.out.find("IOPS RANGE"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("median of 3 runs"), std::string::npos) << run.out;
    const auto doc = nlohmann::json::parse(slurp(json));
    const auto& cell = doc["cells"][0];
    ASSERT_EQ(cell["repeats"].size(), 3U);
    std::vector<double> iops;
    for (const auto& repeat : cell["repeats"]) iops.push_back(repeat["iops"].get<double>());
    std::sort(iops.begin(), iops.end());
    EXPECT_DOUBLE_EQ(cell["iops"].get<double>(), iops[1]);
    EXPECT_DOUBLE_EQ(cell["spread"]["iops"]["min"].get<double>(), iops[0]);
    EXPECT_DOUBLE_EQ(cell["spread"]["iops"]["max"].get<double>(), iops[2]);
    // The document says how the cells were repeated.
    EXPECT_EQ(doc["repeat"]["count"], 3);
    EXPECT_EQ(doc["repeat"]["settle_s"], 0.0);
    // The CSV row ends with the repeats and their IOPS range.
    const std::string rows = slurp(csv);
    EXPECT_NE(rows.find(",repeats,iops_min,iops_max\n"), std::string::npos) << rows;
    EXPECT_NE(rows.find(",3,"), std::string::npos) << rows;
}

TEST(CliBenchShare, HistogramCsvCountsEveryMeasuredIo)
{
    TempDir dir;
    const std::string json = dir.file("r.json"), csv = dir.file("h.csv");
    const CliRun run = runCli(benchArgs(
        dir, {"--rw", "randrw", "--read-share", "70", "--json", json, "--histogram-csv", csv}));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto doc = nlohmann::json::parse(slurp(json));
    const auto& cell = doc["cells"][0];
    EXPECT_EQ(cell["histogram"]["layout"], "log-linear-6");
    std::istringstream rows(slurp(csv));
    std::string line;
    std::getline(rows, line);
    EXPECT_EQ(line, "cell,name,direction,latency,bucket,low_ns,high_ns,fio_value_ns,count,"
                    "cumulative_percent");
    std::uint64_t reads = 0, writes = 0;
    while (std::getline(rows, line)) {
        std::vector<std::string> fields;
        std::stringstream split(line);
        for (std::string field; std::getline(split, field, ',');) fields.push_back(field);
        ASSERT_EQ(fields.size(), 10U) << line;
        const auto low = std::stoull(fields[5]), high = std::stoull(fields[6]),
                   value = std::stoull(fields[7]);
        EXPECT_LE(low, value) << line;
        EXPECT_LT(value, high) << line;
        (fields[2] == "read" ? reads : writes) += std::stoull(fields[8]);
    }
    EXPECT_EQ(reads, cell["read_ios"].get<std::uint64_t>());
    EXPECT_EQ(writes, cell["write_ios"].get<std::uint64_t>());
    EXPECT_GT(writes, 0U);
}

TEST(CliBenchShare, CdmFormatHasTheFourStandardRowsForReadAndWrite)
{
    TempDir dir;
    const CliRun run = runCli(benchArgs(dir, {"--preset", "quick", "--format", "cdm"}));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const std::string& out = run.out;
    const auto read = out.find("[Read]"), write = out.find("[Write]");
    ASSERT_NE(read, std::string::npos) << out;
    ASSERT_NE(write, std::string::npos) << out;
    for (const char* row : {"SEQ   1MiB (Q=  8, T= 1):", "SEQ   1MiB (Q=  1, T= 1):",
                            "RND   4KiB (Q= 32, T= 1):", "RND   4KiB (Q=  1, T= 1):"}) {
        const auto first = out.find(row);
        ASSERT_NE(first, std::string::npos) << row << " in " << out;
        EXPECT_GT(first, read);
        EXPECT_LT(first, write);
        EXPECT_NE(out.find(row, write), std::string::npos) << row << " under [Write]";
    }
    for (const char* line : {"Profile: quick", "Date: ", "OS: ", "MB/s [", "IOPS] <"})
        EXPECT_NE(out.find(line), std::string::npos) << line << " in " << out;
    EXPECT_EQ(out.find("CELL "), std::string::npos) << "no table beside it";
}

TEST(CliBenchShare, MarkdownFormatIsATableOfTheCells)
{
    TempDir dir;
    const CliRun run = runCli(benchArgs(dir, {"--rw", "randwrite", "--format", "markdown"}));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_NE(run.out.find("| Cell | IOPS | MB/s | Mean | p50 | p99 | p99.9 | Notes |"),
              std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("| RND4K Q1T1 write |"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("| Kernel | "), std::string::npos) << run.out;
    EXPECT_EQ(run.out.find("| Repeats | "), std::string::npos) << "measured once";
    const CliRun repeated = runCli(benchArgs(
        dir, {"--rw", "randwrite", "--repeat", "2", "--settle", "0.5", "--format", "markdown"}));
    ASSERT_EQ(repeated.exit_code, 0) << repeated.err;
    EXPECT_NE(repeated.out.find("| Repeats | 2 runs of each cell, 0.5 s apart"), std::string::npos)
        << repeated.out;
}

TEST(CliBenchShare, BadRepeatSettleOrFormatIsExit2AndRunsNothing)
{
    TempDir dir;
    for (const auto& [option, value, rule] :
         std::vector<std::tuple<std::string, std::string, std::string>>{
             {"--repeat", "0", "between 1 and 100"},
             {"--repeat", "101", "between 1 and 100"},
             {"--settle", "-1", "between 0 and 3600"},
             {"--format", "html", "table, cdm or markdown"}}) {
        const CliRun run = runCli(benchArgs(dir, {"--rw", "randwrite", option, value}));
        EXPECT_EQ(run.exit_code, 2) << option << " " << value << ": " << run.err;
        EXPECT_NE(run.err.find(option + " " + value), std::string::npos) << run.err;
        EXPECT_NE(run.err.find(rule), std::string::npos) << run.err;
        EXPECT_FALSE(std::filesystem::exists(dir.file("t.bin"))) << "no test file made";
    }
}

TEST(CliBenchShare, AQdJobsGridIsPrintedAsThreadsByQueueDepth)
{
    TempDir dir;
    ASSERT_EQ(runCli(benchArgs(dir, {"--rw", "randwrite"})).exit_code, 0);
    const CliRun run = runCli({"bench", "--preset", "qd-jobs-grid", "--target", dir.file("t.bin"),
                               "--size", "16M", "--runtime", "0.05", "--ramp", "0"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto at = run.out.find("IOPS by threads and queue depth, RND4K read:\n");
    ASSERT_NE(at, std::string::npos) << run.out;
    std::istringstream lines(run.out.substr(at));
    std::string line;
    std::getline(lines, line);
    std::getline(lines, line);
    EXPECT_NE(line.find("JOBS \\ QD"), std::string::npos) << line;
    EXPECT_NE(line.find("64"), std::string::npos) << line;
    int rows = 0;
    while (std::getline(lines, line) && line.size() > 1 && line[0] == 'T' &&
           std::isdigit(static_cast<unsigned char>(line[1])))
        ++rows;
    EXPECT_EQ(rows, 5) << run.out; // 1, 2, 4, 8 and 16 threads
}
