// `arraymark-cli drives --health` on tests/data/machine1 with tests/data/smartctl/fake/smartctl
// first on PATH (the real smartctl on qemu's drives: tests/vm/scenarios/80-drive-health.sh).
#include <cstdlib>
#include <map>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/drives/drive_json_read.h"
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

// Sets PATH for the runs of one test and puts the old one back.
class PathFor {
public:
    explicit PathFor(const std::string& path) : old_(std::getenv("PATH") ? std::getenv("PATH") : "")
    {
        ::setenv("PATH", path.c_str(), 1);
    }
    ~PathFor() { ::setenv("PATH", old_.c_str(), 1); }

private:
    std::string old_;
};

std::string fakeSmartctlPath()
{
    return std::string(ARRAYMARK_TEST_DATA) + "/smartctl/fake:/usr/bin:/bin";
}

std::map<std::string, nlohmann::json> byName(const nlohmann::json& document)
{
    std::map<std::string, nlohmann::json> drives;
    for (const auto& drive : document.at("drives")) drives[drive.at("name")] = drive;
    return drives;
}
} // namespace

TEST(CliDrivesHealth, JsonHasAHealthObjectAndTheRawDocumentPerDrive)
{
    const PathFor path(fakeSmartctlPath());
    const CliRun run = runCli(fixtureArgs({"--json", "--health"}));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto document = nlohmann::json::parse(run.out);
    auto drives = byName(document);
    EXPECT_EQ(drives["nvme0n1"]["health"]["verdict"], "worn");
    EXPECT_EQ(drives["nvme0n1"]["health"]["percentage_used"], 93);
    EXPECT_EQ(drives["nvme0n1"]["health"]["reasons"][0], "93% of its rated endurance used");
    EXPECT_EQ(drives["sda"]["health"]["verdict"], "healthy");
    EXPECT_EQ(drives["sda"]["health"]["reasons"], nlohmann::json::array());
    EXPECT_EQ(drives["sdb"]["health"]["verdict"], "failing");
    EXPECT_EQ(drives["sdb"]["health"]["reasons"][0], "SMART overall-health failed");
    EXPECT_EQ(drives["sdb"]["health"]["power_on_hours"], 45231);
    EXPECT_EQ(drives["sdb"]["smartctl"]["model_name"], "WDC WD40EFRX-68N32N0");
    // A drive smartctl could not open is unknown, with smartctl's words; no SMART on the rest.
    EXPECT_EQ(drives["sdc"]["health"]["verdict"], "unknown");
    EXPECT_FALSE(drives["sdc"]["health"]["reasons"].empty());
    for (const char* none : {"md0", "loop0", "zram0", "vda"})
        EXPECT_FALSE(drives[none].contains("health")) << none;
    // The readers the GUI uses on the helper's scan read it back.
    const auto scan = am::drives::scanFromJson(document);
    ASSERT_NE(scan.find("sdb"), nullptr);
    ASSERT_TRUE(scan.find("sdb")->health);
    EXPECT_EQ(scan.find("sdb")->health->pending_sectors, 24U);
}

TEST(CliDrivesHealth, WithoutTheFlagThereIsNoHealth)
{
    const PathFor path(fakeSmartctlPath());
    const CliRun run = runCli(fixtureArgs({"--json"}));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    for (const auto& [name, drive] : byName(nlohmann::json::parse(run.out)))
        EXPECT_FALSE(drive.contains("health")) << name;
    const CliRun table = runCli(fixtureArgs({}));
    EXPECT_EQ(table.out.find("HEALTH"), std::string::npos);
}

TEST(CliDrivesHealth, TableHasAHealthColumn)
{
    const PathFor path(fakeSmartctlPath());
    const CliRun run = runCli(fixtureArgs({"--health"}));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    for (const char* text : {"HEALTH", "worn: 93% of its rated endurance used",
                             "failing: SMART overall-health failed", "healthy"})
        EXPECT_NE(run.out.find(text), std::string::npos) << text << "\n" << run.out;
}

TEST(CliDrivesHealth, MissingSmartctlSaysHowToInstallIt)
{
    const PathFor path("/nonexistent");
    const CliRun run = runCli(fixtureArgs({"--json", "--health"}));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    auto drives = byName(nlohmann::json::parse(run.out));
    EXPECT_EQ(drives["sda"]["health"]["verdict"], "unknown");
    EXPECT_EQ(drives["sda"]["health"]["reasons"][0],
              "smartctl is not installed (apt-get install smartmontools)");
}
