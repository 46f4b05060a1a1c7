// arraymark-cli array reshape on a recorded machine: the plan it prints, what it refuses, and
// array assemble giving a recorded backup file back.
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <unistd.h>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "run_cli.h"
#include "tests/support/fixture_trees.h"

namespace {

namespace fs = std::filesystem;

// machine1 with an md driver, md0 (raid1 of sdd1 and sde1) not mounted, the member attributes
// a reshape plan reads, and a state folder for reshape records.
struct Machine {
    Machine()
    {
        root = fs::temp_directory_path() / ("arraymark-cli-reshape-" + std::to_string(::getpid()));
        am::test::writeReshapeMachine(root);
    }
    ~Machine() { fs::remove_all(root); }
    std::vector<std::string> args(std::vector<std::string> front) const
    {
        front.insert(front.begin(), "array");
        for (const auto& [option, dir] :
             {std::pair{"--sysfs", "sys"}, std::pair{"--procfs", "proc"},
              std::pair{"--devfs", "dev"}}) {
            front.push_back(option);
            front.push_back((root / dir).string());
        }
        front.push_back("--state-dir");
        front.push_back((root / "state").string());
        return front;
    }
    fs::path root;
};

bool has(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

} // namespace

TEST(CliArrayReshape, PrintsThePlanAndWritesNothing)
{
    const Machine machine;
    const CliRun run =
        runCli(machine.args({"reshape", "md0", "--add", "/dev/nvme1n1", "--level", "raid5"}));
    ASSERT_EQ(run.exit_code, 0) << run.err << run.out;
    for (const char* part :
         {"Reshape /dev/md0", "before: raid1 of 2 members", "survives 1 failed member(s)",
          "after:  raid5 of 3 members, chunk 64.0 KiB", "backup file: not needed",
          "1. mdadm --manage /dev/md0 --add /dev/nvme1n1", "2. mdadm --grow /dev/md0 --level=raid5",
          "3. mdadm --grow /dev/md0 --raid-devices=3", "time: about",
          "nothing was written; add --yes"})
        EXPECT_TRUE(has(run.out, part)) << part << "\n" << run.out;
    EXPECT_FALSE(fs::exists(machine.root / "state"));

    const CliRun json =
        runCli(machine.args({"reshape", "md0", "--add", "nvme1n1", "--level", "5", "--json"}));
    ASSERT_EQ(json.exit_code, 0) << json.err;
    const auto doc = nlohmann::json::parse(json.out);
    EXPECT_EQ(doc["before"]["level"], "raid1");
    EXPECT_EQ(doc["after"]["level"], "raid5");
    EXPECT_EQ(doc["after"]["fault_tolerance"], 1);
    EXPECT_EQ(doc["after"]["capacity_bytes"],
              2 * doc["before"]["capacity_bytes"].get<std::uint64_t>());
    EXPECT_EQ(doc["steps"].size(), 3U);
    EXPECT_EQ(doc["backup_needed"], false);
    ASSERT_TRUE(doc["estimate"].is_object()) << json.out;
    EXPECT_GT(doc["estimate"]["idle_seconds"].get<double>(), 0);
}

TEST(CliArrayReshape, RefusalsNameTheValueAndTheRuleAndExit2)
{
    const Machine machine;
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases{
        {{"reshape", "md0", "--add", "/dev/nvme1n1", "--level", "raid6"},
         "--level raid6: md cannot change /dev/md0 from raid1 to raid6"},
        {{"reshape", "md0", "--level", "raid7"}, "--level \"raid7\" is not a level"},
        {{"reshape", "md0", "--size", "10G"}, "--size \"10G\": only \"max\""},
        {{"reshape", "md0", "--chunk", "64K"}, "--chunk 64.0 KiB: raid1 has no chunk"},
        {{"reshape", "md0"}, "nothing to change for /dev/md0"},
        {{"reshape", "md0", "--raid-devices", "1"}, "--raid-devices 1: raid1 needs at least 2"},
        {{"reshape", "md0", "--add", "/dev/nvme1n1", "--level", "raid5", "--backup-file",
          "relative.backup"},
         "--backup-file relative.backup: give an absolute path"},
    };
    for (const auto& [args, message] : cases) {
        const CliRun run = runCli(machine.args(args));
        EXPECT_EQ(run.exit_code, 2) << args[2] << "\n" << run.out << run.err;
        EXPECT_TRUE(has(run.err, message)) << message << "\n" << run.err;
    }
    // A device in use is refused as array add refuses it (exit 1, as add).
    const CliRun busy = runCli(machine.args({"reshape", "md0", "--add", "/dev/sdc2"}));
    EXPECT_EQ(busy.exit_code, 1);
    EXPECT_TRUE(has(busy.err, "mounted at /")) << busy.err;
    EXPECT_FALSE(fs::exists(machine.root / "state"));
}

TEST(CliArrayReshape, YesOnARecordedMachinePrintsTheStepsAndRunsNone)
{
    const Machine machine;
    const CliRun run = runCli(
        machine.args({"reshape", "md0", "--add", "/dev/nvme1n1", "--level", "raid5", "--yes"}));
    EXPECT_EQ(run.exit_code, 2) << run.out << run.err;
    EXPECT_TRUE(has(run.out, "mdadm --grow /dev/md0 --raid-devices=3")) << run.out;
    EXPECT_TRUE(has(run.err, "nothing was run")) << run.err;
    EXPECT_FALSE(fs::exists(machine.root / "state"));
}

TEST(CliArrayAssemble, GivesARecordedBackupFileBack)
{
    const Machine machine;
    fs::create_directories(machine.root / "state");
    const fs::path backup = machine.root / "state/md127-reshape.backup";
    std::ofstream(backup) << "x";
    std::ofstream(machine.root / "state/1234.json") << nlohmann::json{
        {"format", "arraymark.reshape/1"},
        {"uuid", "1234"},
        {"md_name", "md127"},
        {"devname", "/dev/md/data"},
        {"backup_file", backup.string()}}.dump();
    const CliRun named = runCli(machine.args({"assemble", "data"}));
    EXPECT_EQ(named.exit_code, 2) << named.err;
    EXPECT_TRUE(has(named.out, "mdadm --assemble /dev/md/data --backup-file=" + backup.string()))
        << named.out;
    const CliRun other = runCli(machine.args({"assemble", "other"}));
    EXPECT_TRUE(has(other.out, "mdadm --assemble /dev/md/other\n")) << other.out;
    const CliRun scan = runCli(machine.args({"assemble"}));
    // mdadm refuses a backup file with --scan: the recorded array is named instead.
    EXPECT_TRUE(
        has(scan.out, "mdadm --assemble /dev/md/data --uuid=1234 --backup-file=" + backup.string()))
        << scan.out;
    // The way out when mdadm cannot restore the critical section from the file.
    const CliRun invalid = runCli(machine.args({"assemble", "data", "--invalid-backup"}));
    EXPECT_TRUE(has(invalid.out, "mdadm --assemble /dev/md/data --backup-file=" + backup.string() +
                                     " --invalid-backup"))
        << invalid.out;
    const CliRun no_record = runCli(machine.args({"assemble", "other", "--invalid-backup"}));
    EXPECT_EQ(no_record.exit_code, 2) << no_record.err;
    EXPECT_TRUE(has(no_record.err, "--invalid-backup: no recorded reshape backup file for "
                                   "/dev/md/other"))
        << no_record.err;
    // The reshape ended (mdadm removed its backup file): nothing is passed, the record goes.
    fs::remove(backup);
    const CliRun after = runCli(machine.args({"assemble", "data"}));
    EXPECT_TRUE(has(after.out, "mdadm --assemble /dev/md/data\n")) << after.out;
    EXPECT_FALSE(fs::exists(machine.root / "state/1234.json"));
}

TEST(CliArrayGrowFs, PlansTheExtStepsFromTheFilesystemsOwnSizeAndRefusesWithoutOne)
{
    const Machine machine;
    const auto args = [&](std::vector<std::string> tail) {
        std::vector<std::string> all{"array", "grow-fs", "md0"};
        for (const auto& [option, dir] :
             {std::pair{"--sysfs", "sys"}, std::pair{"--procfs", "proc"},
              std::pair{"--devfs", "dev"}}) {
            all.push_back(option);
            all.push_back((machine.root / dir).string());
        }
        all.insert(all.end(), tail.begin(), tail.end());
        return all;
    };
    const CliRun none = runCli(args({}));
    EXPECT_EQ(none.exit_code, 2) << none.out << none.err;
    EXPECT_TRUE(has(none.err, "/dev/md0 holds no filesystem")) << none.err;

    // A 4 MiB ext4 on the fixture's md0 node, which libblkid probes and dumpe2fs reads.
    const fs::path node = machine.root / "dev/md0";
    fs::resize_file(node, 4 << 20);
    if (std::system(
            ("mke2fs -q -F -t ext4 -b 1024 " + node.string() + " >/dev/null 2>&1").c_str()) != 0)
        GTEST_SKIP() << "mke2fs (e2fsprogs) is not installed";
    const CliRun plan = runCli(args({}));
    ASSERT_EQ(plan.exit_code, 0) << plan.out << plan.err;
    for (const char* part :
         {"filesystem: ext4 (not mounted), ", "of 4.00 MiB used", "1. e2fsck -f -p /dev/md0",
          "2. resize2fs /dev/md0", "nothing was run"})
        EXPECT_TRUE(has(plan.out, part)) << part << "\n" << plan.out;
    const CliRun json = runCli(args({"--json"}));
    ASSERT_EQ(json.exit_code, 0) << json.err;
    const auto doc = nlohmann::json::parse(json.out);
    EXPECT_EQ(doc["filesystem_bytes"], 4 << 20);
    EXPECT_EQ(doc["steps"].size(), 2U);
    // --yes on a recorded tree: the steps are printed, none runs.
    const CliRun yes = runCli(args({"--yes"}));
    EXPECT_EQ(yes.exit_code, 2);
    EXPECT_TRUE(has(yes.err, "nothing was run")) << yes.err;
}
