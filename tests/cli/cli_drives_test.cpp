#include <algorithm>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "run_cli.h"

namespace {
const std::string kMachine = std::string(ARRAYMARK_TEST_DATA) + "/machine1";

std::vector<std::string> fixtureArgs(std::vector<std::string> extra)
{
    std::vector<std::string> args{"drives",           "--sysfs", kMachine + "/sys", "--procfs",
                                  kMachine + "/proc", "--devfs", kMachine + "/dev"};
    args.insert(args.end(), extra.begin(), extra.end());
    return args;
}

int lineCount(const std::string& text)
{
    return static_cast<int>(std::count(text.begin(), text.end(), '\n'));
}
} // namespace

TEST(CliDrives, JsonOnFixtureGivesVerdicts)
{
    const CliRun run = runCli(fixtureArgs({"--json"}));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto doc = nlohmann::json::parse(run.out);
    std::map<std::string, nlohmann::json> by_name;
    for (const auto& d : doc["drives"]) by_name[d["name"]] = d;
    ASSERT_EQ(by_name.size(), 12U);
    EXPECT_FALSE(by_name["nvme0n1"]["in_use"].get<bool>());
    EXPECT_EQ(by_name["nvme0n1"]["transport"], "nvme");
    EXPECT_EQ(by_name["sda"]["transport"], "sata");
    EXPECT_TRUE(by_name["sdb"]["rotational"].get<bool>());
    EXPECT_TRUE(by_name["sdc"]["in_use"].get<bool>());
    EXPECT_EQ(by_name["sdc"]["in_use_reasons"][0]["kind"], "partition_in_use");
    EXPECT_EQ(by_name["sdd"]["partitions"][0]["in_use_reasons"][0]["detail"], "member of md0");
    EXPECT_EQ(by_name["zram0"]["in_use_reasons"][0]["kind"], "swap");
    EXPECT_EQ(doc["arrays"][0]["members"], nlohmann::json({"sdd1", "sde1"}));
    EXPECT_EQ(doc["arrays"][0]["state"], "clean");
}

TEST(CliDrives, TableShowsEveryDeviceAndVerdict)
{
    const CliRun run = runCli(fixtureArgs({}));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    for (const char* text : {"nvme0n1", "Samsung SSD 980 PRO 2TB", "16.0 GT/s PCIe x4", "└─sdc3",
                             "IN USE: active swap", "md0", "raid1"})
        EXPECT_NE(run.out.find(text), std::string::npos) << text << "\n" << run.out;
}

TEST(CliDrives, MissingRootIsExit2WithTheRootNamed)
{
    const CliRun run = runCli({"drives", "--sysfs", "/nonexistent/sys"});
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("/nonexistent/sys"), std::string::npos) << run.err;
    EXPECT_EQ(lineCount(run.err), 1) << run.err;
    EXPECT_TRUE(run.out.empty());
}

TEST(CliDrives, BadArgumentsAreExit2WithOneLine)
{
    for (const auto& args : std::vector<std::vector<std::string>>{{"drives", "--colour"},
                                                                  {"drives", "--sysfs"},
                                                                  {},
                                                                  {"frobnicate"},
                                                                  {"drives", "extra"}}) {
        const CliRun run = runCli(args);
        EXPECT_EQ(run.exit_code, 2) << run.err;
        EXPECT_EQ(lineCount(run.err), 1) << run.err;
        EXPECT_NE(run.err.find("arraymark-cli:"), std::string::npos) << run.err;
    }
}

TEST(CliDrives, HelpIsExit0)
{
    const CliRun run = runCli({"drives", "--help"});
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_NE(run.out.find("--json"), std::string::npos);
}
