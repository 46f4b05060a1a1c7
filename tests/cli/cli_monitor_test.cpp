// arraymark-cli monitor: mdadm's PROGRAM interface (--event) into a temp log, and its refusals.
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "run_cli.h"

namespace {
struct TempDir {
    std::filesystem::path path;
    TempDir()
    {
        std::string pattern =
            (std::filesystem::temp_directory_path() / "arraymark-monitor-XXXXXX").string();
        if (!mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
        path = pattern;
    }
    ~TempDir()
    {
        std::error_code ec;
        std::filesystem::remove_all(path, ec);
    }
};

std::vector<nlohmann::json> logLines(const std::filesystem::path& log)
{
    std::vector<nlohmann::json> lines;
    std::ifstream in(log);
    for (std::string line; std::getline(in, line);) lines.push_back(nlohmann::json::parse(line));
    return lines;
}
} // namespace

TEST(CliMonitor, EventRecordsWhatMdadmReports)
{
    const TempDir dir;
    const auto log = dir.path / "sub" / "events.jsonl";
    // mdadm runs PROGRAM with exactly EVENT MD [DEV]; the wrapper puts --event first.
    const CliRun fail = runCli({"monitor", "--no-journal", "--log", log.string(), "--event", "Fail",
                                "/dev/md0", "/dev/sdb1"});
    ASSERT_EQ(fail.exit_code, 0) << fail.err;
    const CliRun test = runCli(
        {"monitor", "--no-journal", "--log", log.string(), "--event", "TestMessage", "/dev/md0"});
    ASSERT_EQ(test.exit_code, 0) << test.err;
    const auto lines = logLines(log);
    ASSERT_EQ(lines.size(), 2U);
    EXPECT_EQ(lines[0]["event"], "Fail");
    EXPECT_EQ(lines[0]["device"], "sdb1");
    EXPECT_EQ(lines[0]["severity"], "critical");
    EXPECT_EQ(lines[0]["source"], "mdadm");
    EXPECT_FALSE(lines[0]["array"].get<std::string>().empty());
    EXPECT_EQ(lines[1]["event"], "TestMessage");
    EXPECT_EQ(lines[1]["device"], "");
    EXPECT_EQ(lines[1]["severity"], "info");
    // The same line on stdout.
    EXPECT_EQ(nlohmann::json::parse(fail.out), lines[0]);
}

TEST(CliMonitor, RefusesBadEventsAndWritesNothing)
{
    const TempDir dir;
    const auto log = dir.path / "events.jsonl";
    const CliRun bad_name = runCli(
        {"monitor", "--no-journal", "--log", log.string(), "--event", "Fail;id", "/dev/md0"});
    EXPECT_EQ(bad_name.exit_code, 2);
    EXPECT_NE(bad_name.err.find("event \"Fail;id\""), std::string::npos) << bad_name.err;
    const CliRun no_md =
        runCli({"monitor", "--no-journal", "--log", log.string(), "--event", "Fail"});
    EXPECT_EQ(no_md.exit_code, 2);
    EXPECT_NE(no_md.err.find("expects MD [DEV]"), std::string::npos) << no_md.err;
    const CliRun interval =
        runCli({"monitor", "--no-journal", "--log", log.string(), "--interval", "0"});
    EXPECT_EQ(interval.exit_code, 2);
    EXPECT_NE(interval.err.find("--interval 0: must be between 0.1 and 3600"), std::string::npos)
        << interval.err;
    const CliRun stray = runCli({"monitor", "--no-journal", "--log", log.string(), "/dev/md0"});
    EXPECT_EQ(stray.exit_code, 2);
    EXPECT_FALSE(std::filesystem::exists(log));
}

TEST(CliMonitor, OnceLooksAndExits)
{
    const TempDir dir;
    const auto log = dir.path / "events.jsonl";
    const CliRun once = runCli({"monitor", "--once", "--no-journal", "--log", log.string()});
    ASSERT_EQ(once.exit_code, 0) << once.err;
    // Whatever this machine's arrays say: each stdout line is an event, and the log has the same.
    const auto lines = logLines(log);
    std::size_t out_lines = 0;
    for (char c : once.out) out_lines += c == '\n';
    EXPECT_EQ(out_lines, lines.size());
    for (const auto& line : lines) EXPECT_TRUE(line.contains("event")) << line.dump();
}
