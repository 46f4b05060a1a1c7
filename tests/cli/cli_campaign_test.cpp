// `arraymark-cli campaign` on a recorded machine: the plan is printed and
// nothing is written without --yes; bad input is refused before anything is
// written, naming the value and the rule. (Whole campaigns run in the VM:
// tests/vm/scenarios/60-campaign.sh, 61-campaign-kill.sh.)
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "run_cli.h"

namespace {
namespace fs = std::filesystem;
const std::string kMachine = std::string(ARRAYMARK_TEST_DATA) + "/machine1";

std::vector<std::string> campaign(std::vector<std::string> args)
{
    std::vector<std::string> all{"campaign",         "--sysfs", kMachine + "/sys", "--procfs",
                                 kMachine + "/proc", "--devfs", kMachine + "/dev"};
    all.insert(all.end(), args.begin(), args.end());
    return all;
}

// A folder for the journal the test removes also when a check fails.
struct TempDir {
    fs::path path = fs::temp_directory_path() /
                    ("am-cli-campaign-" + std::to_string(::getpid()) + "-" +
                     ::testing::UnitTest::GetInstance()->current_test_info()->name());
    TempDir() { fs::remove_all(path); }
    ~TempDir() { fs::remove_all(path); }
};
} // namespace

TEST(CliCampaign, WithoutYesThePlanIsPrintedAndNothingWritten)
{
    TempDir dir;
    const CliRun run = runCli(campaign({"--journal", (dir.path / "j").string(), "--config", "raid0",
                                        "--config", "raid1", "/dev/nvme0n1", "/dev/nvme1n1"}));
    EXPECT_EQ(run.exit_code, 2) << run.err;
    EXPECT_NE(run.out.find("mdadm --create /dev/md/amc-raid0-512k --run --level=raid0"),
              std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("Estimated duration"), std::string::npos) << run.out;
    EXPECT_NE(run.err.find("add --yes"), std::string::npos) << run.err;
    EXPECT_FALSE(fs::exists(dir.path / "j"));
}

TEST(CliCampaign, EveryProblemIsNamedAndNothingWritten)
{
    TempDir dir;
    // sdc is in use in machine1 (partitions, one mounted); raid6 needs four drives.
    const CliRun run = runCli(campaign({"--journal", (dir.path / "j").string(), "--config", "raid6",
                                        "--yes", "/dev/nvme0n1", "/dev/sdc"}));
    EXPECT_EQ(run.exit_code, 2) << run.err;
    EXPECT_NE(run.err.find("/dev/sdc"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("[min_members]"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("nothing was written"), std::string::npos) << run.err;
    EXPECT_FALSE(fs::exists(dir.path / "j"));
}

TEST(CliCampaign, BadValuesAreRefusedNamingThem)
{
    TempDir dir;
    const std::string journal = (dir.path / "j").string();
    const struct {
        std::vector<std::string> args;
        const char* said;
    } cases[] = {
        {{"--config", "raid7"}, "raid7"},
        {{"--config", "raid0", "--sync", "later"}, "--sync later"},
        {{"--config", "raid0", "--report", "/proc/none/report.html"}, "/proc/none"},
        {{"--config", "raid0", "--size", "abc"}, "--size abc"},
    };
    for (const auto& c : cases) {
        auto args = c.args;
        args.insert(args.end(), {"--journal", journal, "--yes", "/dev/nvme0n1", "/dev/nvme1n1"});
        const CliRun run = runCli(campaign(args));
        EXPECT_EQ(run.exit_code, 2) << c.said << ": " << run.err;
        EXPECT_NE(run.err.find(c.said), std::string::npos) << c.said << ": " << run.err;
        EXPECT_FALSE(fs::exists(journal)) << c.said;
    }
}

TEST(CliCampaign, AFolderHoldingAJournalIsRefused)
{
    TempDir dir;
    fs::create_directories(dir.path);
    std::ofstream(dir.path / "journal.jsonl") << "{}\n";
    const CliRun run = runCli(campaign({"--journal", dir.path.string(), "--config", "raid0",
                                        "--yes", "/dev/nvme0n1", "/dev/nvme1n1"}));
    EXPECT_EQ(run.exit_code, 2) << run.err;
    EXPECT_NE(run.err.find("holds a campaign's journal already"), std::string::npos) << run.err;
}

TEST(CliCampaign, ResumeAndCleanupNeedAJournal)
{
    TempDir dir;
    for (const char* mode : {"--resume", "--cleanup"}) {
        const CliRun run = runCli(campaign({mode, dir.path.string(), "--yes"}));
        EXPECT_NE(run.exit_code, 0) << mode;
        EXPECT_NE(run.err.find(dir.path.string()), std::string::npos) << mode << ": " << run.err;
    }
}

TEST(CliCampaign, UnderStreamThePlanGoesToStderrAndStdoutStaysJsonLines)
{
    TempDir dir;
    const CliRun run = runCli(campaign({"--journal", (dir.path / "j").string(), "--stream",
                                        "--config", "raid0", "/dev/nvme0n1", "/dev/nvme1n1"}));
    EXPECT_EQ(run.exit_code, 2) << run.err;
    EXPECT_EQ(run.out, "");
    EXPECT_NE(run.err.find("mdadm --create"), std::string::npos) << run.err;
}

TEST(CliCampaign, ConfigurationsNameABackendAndItsRefusalsNameTheRule)
{
    TempDir dir;
    const std::string journal = (dir.path / "j").string();
    const CliRun plan = runCli(
        campaign({"--journal", journal, "--config", "raid1:lvm", "--config", "raid1::lvm",
                  "--config", "raid1::btrfs", "--size", "64M", "/dev/nvme0n1", "/dev/nvme1n1"}));
    // "raid1:lvm" puts lvm where the chunk goes: refused as a size.
    EXPECT_EQ(plan.exit_code, 2) << plan.err;
    EXPECT_NE(plan.err.find("--config raid1:lvm"), std::string::npos) << plan.err;

    const CliRun printed =
        runCli(campaign({"--journal", journal, "--config", "raid1::lvm", "--config", "raid1::btrfs",
                         "--size", "64M", "/dev/nvme0n1", "/dev/nvme1n1"}));
    EXPECT_EQ(printed.exit_code, 2) << printed.err; // no --yes: the plan only
    EXPECT_NE(printed.out.find("pvcreate /dev/nvme0n1"), std::string::npos) << printed.out;
    EXPECT_NE(printed.out.find("lvremove --yes amc-raid1-lvm/amc-raid1-lvm"), std::string::npos);
    EXPECT_NE(printed.out.find("mkfs.btrfs --label amc-raid1-btrfs"), std::string::npos);
    EXPECT_NE(printed.out.find("measured through the test file "
                               "/run/arraymark/btrfs/amc-raid1-btrfs/arraymark-test"),
              std::string::npos);
    EXPECT_FALSE(fs::exists(journal));

    const CliRun refused = runCli(campaign({"--journal", journal, "--config", "raid6::btrfs",
                                            "--yes", "/dev/nvme0n1", "/dev/nvme1n1"}));
    EXPECT_EQ(refused.exit_code, 2);
    EXPECT_NE(refused.err.find("the btrfs backend does not build raid6; it builds raid0, raid1, "
                               "raid10, raid1c3"),
              std::string::npos)
        << refused.err;
    const CliRun no_size = runCli(campaign({"--journal", journal, "--config", "raid1::btrfs",
                                            "--yes", "/dev/nvme0n1", "/dev/nvme1n1"}));
    EXPECT_EQ(no_size.exit_code, 2);
    EXPECT_NE(no_size.err.find("[campaign_size]"), std::string::npos) << no_size.err;
    EXPECT_FALSE(fs::exists(journal));
}
