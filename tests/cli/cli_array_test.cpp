#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <unistd.h>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "run_cli.h"

namespace {

const std::string kMachine = std::string(ARRAYMARK_TEST_DATA) + "/machine1";
const std::string kRaidData = std::string(ARRAYMARK_TEST_DATA) + "/raid";

std::vector<std::string> arrayArgs(std::vector<std::string> front, std::vector<std::string> devices)
{
    std::vector<std::string> args{"array"};
    args.insert(args.end(), front.begin(), front.end());
    for (const char* root : {"--sysfs", "--procfs", "--devfs"}) {
        args.push_back(root);
        args.push_back(kMachine + (std::string(root) == "--sysfs"    ? "/sys"
                                   : std::string(root) == "--procfs" ? "/proc"
                                                                     : "/dev"));
    }
    args.insert(args.end(), devices.begin(), devices.end());
    return args;
}

nlohmann::json planJson(const CliRun& run)
{
    try {
        return nlohmann::json::parse(run.out);
    } catch (const std::exception& error) {
        ADD_FAILURE() << "not JSON: " << error.what() << "\n" << run.out << run.err;
        return {};
    }
}

bool hasProblem(const nlohmann::json& doc, const std::string& rule, const std::string& text)
{
    for (const auto& problem : doc["problems"])
        if (problem["rule"] == rule &&
            problem["message"].get<std::string>().find(text) != std::string::npos)
            return true;
    return false;
}

int lineCount(const std::string& text)
{
    return static_cast<int>(std::count(text.begin(), text.end(), '\n'));
}

// Sets an environment variable for one test and restores it after.
struct ScopedEnv {
    explicit ScopedEnv(const char* name, const char* value) : name_(name)
    {
        ::setenv(name, value, 1);
    }
    ~ScopedEnv() { ::unsetenv(name_); }
    const char* name_;
};

using Argv = std::vector<std::string>;

} // namespace

TEST(CliArrayPlan, ValidMirrorPrintsCommandsCapacityAndTolerance)
{
    const CliRun run = runCli(arrayArgs({"plan", "--level", "raid1", "--name", "data", "--json"},
                                        {"/dev/nvme0n1", "/dev/nvme1n1"}));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto doc = planJson(run);
    EXPECT_TRUE(doc["valid"].get<bool>());
    EXPECT_TRUE(doc["problems"].empty());
    EXPECT_EQ(doc["fault_tolerance"], 1);
    // nvme1n1: 1875385008 sectors = 960197124096 B, minus mdadm's 128 MiB data offset
    EXPECT_EQ(doc["capacity_bytes"].get<std::uint64_t>(), 960197124096ULL - (128ULL << 20));
    ASSERT_EQ(doc["commands"].size(), 1U);
    EXPECT_EQ(
        doc["commands"][0].get<Argv>(),
        (Argv{"mdadm", "--create", "/dev/md/data", "--run", "--level=raid1", "--raid-devices=2",
              "--metadata=1.2", "--bitmap=internal", "/dev/nvme0n1", "/dev/nvme1n1"}));
    EXPECT_FALSE(doc["warnings"].empty()); // nvme0n1 is larger
}

TEST(CliArrayPlan, MdMemberIsRefusedWithTheReason)
{
    const CliRun run = runCli(arrayArgs({"plan", "--level", "raid1", "--name", "data", "--json"},
                                        {"/dev/sdd1", "/dev/sda"}));
    EXPECT_EQ(run.exit_code, 1);
    const auto doc = planJson(run);
    EXPECT_FALSE(doc["valid"].get<bool>());
    EXPECT_TRUE(hasProblem(doc, "member_in_use", "member of md0")) << doc.dump(2);
    EXPECT_NE(run.err.find("nothing was written"), std::string::npos) << run.err;
}

TEST(CliArrayPlan, EveryProblemAtOnceInText)
{
    const CliRun run =
        runCli(arrayArgs({"plan", "--level", "raid5", "--name", "data", "--chunk", "3000"},
                         {"/dev/sdc", "/dev/sdc1", "/dev/sda", "/dev/sda", "/dev/sdz"}));
    EXPECT_EQ(run.exit_code, 1);
    for (const char* text :
         {"[partition_with_its_disk]", "[duplicate_device]", "[unknown_device] /dev/sdz",
          "[chunk_power_of_two]", "mounted at /boot/efi", "mdadm --create /dev/md/data"})
        EXPECT_NE(run.out.find(text), std::string::npos) << text << "\n" << run.out;
}

TEST(CliArrayPlan, NativeLevelsGiveTheirCommands)
{
    struct Case {
        std::vector<std::string> options;
        std::vector<std::string> devices;
        Argv expected;
        int tolerance;
    };
    const std::vector<Case> cases{
        {{"--level", "raid0", "--chunk", "64K"},
         {"/dev/nvme0n1", "/dev/sda"},
         {"mdadm", "--create", "/dev/md/data", "--run", "--level=raid0", "--raid-devices=2",
          "--metadata=1.2", "--chunk=64", "/dev/nvme0n1", "/dev/sda"},
         0},
        {{"--level", "raid5", "--spares", "1"},
         {"/dev/nvme0n1", "/dev/sda", "/dev/sdb", "/dev/loop0"},
         {"mdadm", "--create", "/dev/md/data", "--run", "--level=raid5", "--raid-devices=3",
          "--spare-devices=1", "--metadata=1.2", "--bitmap=internal", "--chunk=512", "/dev/nvme0n1",
          "/dev/sda", "/dev/sdb", "/dev/loop0"},
         1},
        {{"--level", "raid6", "--metadata", "1.0", "--bitmap", "none"},
         {"/dev/nvme0n1", "/dev/nvme1n1", "/dev/sda", "/dev/sdb"},
         {"mdadm", "--create", "/dev/md/data", "--run", "--level=raid6", "--raid-devices=4",
          "--metadata=1.0", "--bitmap=none", "--chunk=512", "/dev/nvme0n1", "/dev/nvme1n1",
          "/dev/sda", "/dev/sdb"},
         2},
        {{"--level", "raid10", "--layout", "o2"},
         {"/dev/nvme0n1", "/dev/nvme1n1"},
         {"mdadm", "--create", "/dev/md/data", "--run", "--level=raid10", "--raid-devices=2",
          "--metadata=1.2", "--bitmap=internal", "--chunk=512", "--layout=o2", "/dev/nvme0n1",
          "/dev/nvme1n1"},
         1},
    };
    for (const auto& c : cases) {
        std::vector<std::string> front{"plan", "--name", "data", "--json"};
        front.insert(front.end(), c.options.begin(), c.options.end());
        const CliRun run = runCli(arrayArgs(front, c.devices));
        EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
        const auto doc = planJson(run);
        EXPECT_EQ(doc["commands"][0].get<Argv>(), c.expected) << doc.dump(2);
        EXPECT_EQ(doc["fault_tolerance"], c.tolerance);
    }
}

TEST(CliArrayPlan, ImsmLevelsWithoutPlatformUnderImsmNoPlatform)
{
    ScopedEnv no_platform("IMSM_NO_PLATFORM", "1");
    const struct {
        const char* level;
        std::vector<std::string> devices;
        const char* chunk_arg; // nullptr: raid1 has none
    } cases[] = {{"raid0", {"/dev/sda", "/dev/sdb"}, "--chunk=128"},
                 {"raid1", {"/dev/sda", "/dev/sdb"}, nullptr},
                 {"raid5", {"/dev/sda", "/dev/sdb", "/dev/nvme0n1"}, "--chunk=128"},
                 {"raid10", {"/dev/sda", "/dev/sdb", "/dev/nvme0n1", "/dev/loop0"}, "--chunk=128"}};
    for (const auto& c : cases) {
        const CliRun run = runCli(
            arrayArgs({"plan", "--metadata", "imsm", "--level", c.level, "--name", "vol", "--json"},
                      c.devices));
        EXPECT_EQ(run.exit_code, 0) << c.level << run.out << run.err;
        const auto doc = planJson(run);
        ASSERT_EQ(doc["commands"].size(), 2U) << doc.dump(2);
        Argv container{"mdadm",           "--create",
                       "/dev/md/imsm0",   "--run",
                       "--metadata=imsm", "--raid-devices=" + std::to_string(c.devices.size())};
        container.insert(container.end(), c.devices.begin(), c.devices.end());
        EXPECT_EQ(doc["commands"][0].get<Argv>(), container);
        Argv volume{"mdadm",
                    "--create",
                    "/dev/md/vol",
                    "--run",
                    std::string("--level=") + c.level,
                    "--raid-devices=" + std::to_string(c.devices.size())};
        if (c.chunk_arg) volume.push_back(c.chunk_arg);
        volume.push_back("/dev/md/imsm0");
        EXPECT_EQ(doc["commands"][1].get<Argv>(), volume);
        bool warned = false;
        for (const auto& warning : doc["warnings"])
            warned = warned || warning["rule"] == "imsm_no_platform";
        EXPECT_TRUE(warned) << doc.dump(2);
    }
}

TEST(CliArrayPlan, ImsmChecksThePlatformFile)
{
    const CliRun run = runCli(
        arrayArgs({"plan", "--metadata", "imsm", "--level", "raid5", "--name", "vol", "--chunk",
                   "512K", "--platform-file", kRaidData + "/platform/sata_rst.export", "--json"},
                  {"/dev/sda", "/dev/sdb", "/dev/nvme0n1"}));
    EXPECT_EQ(run.exit_code, 1);
    const auto doc = planJson(run);
    EXPECT_TRUE(hasProblem(doc, "imsm_chunk", "4K 8K 16K 32K 64K 128K")) << doc.dump(2);
    EXPECT_TRUE(hasProblem(doc, "imsm_same_controller", "/dev/nvme0n1 on")) << doc.dump(2);
}

TEST(CliArrayPlan, BadInputIsExit2WithOneLine)
{
    const std::vector<std::vector<std::string>> bad{
        arrayArgs({"plan", "--level", "raid7", "--name", "d"}, {"/dev/sda", "/dev/sdb"}),
        arrayArgs({"plan", "--level", "raid1"}, {"/dev/sda", "/dev/sdb"}),
        arrayArgs({"plan", "--level", "raid1", "--name", "d", "--chunk", "12q"},
                  {"/dev/sda", "/dev/sdb"}),
        arrayArgs({"plan", "--level", "raid1", "--name", "d", "--spares", "2"},
                  {"/dev/sda", "/dev/sdb"}),
        arrayArgs({"plan", "--level", "raid1", "--name", "d"}, {}),
        arrayArgs({"plan", "--level", "raid10", "--name", "d", "--layout", "x9"},
                  {"/dev/sda", "/dev/sdb"}),
        {"array", "plan", "--level", "raid1", "--name", "d", "--sysfs", "/nonexistent/sys",
         "/dev/sda", "/dev/sdb"},
    };
    for (const auto& args : bad) {
        const CliRun run = runCli(args);
        EXPECT_EQ(run.exit_code, 2) << run.err;
        EXPECT_EQ(lineCount(run.err), 1) << run.err;
        EXPECT_TRUE(run.out.empty()) << run.out;
    }
}

TEST(CliArrayCreate, RefusesWithoutYesAndPrintsThePlan)
{
    const CliRun run = runCli(arrayArgs({"create", "--level", "raid1", "--name", "data"},
                                        {"/dev/nvme0n1", "/dev/nvme1n1"}));
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.out.find("mdadm --create /dev/md/data"), std::string::npos) << run.out;
    EXPECT_NE(run.err.find("--yes"), std::string::npos) << run.err;
}

TEST(CliArrayCreate, InvalidPlanIsRefusedEvenWithYes)
{
    const CliRun run =
        runCli(arrayArgs({"create", "--level", "raid1", "--name", "data", "--yes", "--json"},
                         {"/dev/sdd1", "/dev/sda"}));
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_TRUE(hasProblem(planJson(run), "member_in_use", "member of md0"));
}

TEST(CliArray, CommandsNeedingTheMdDriverSaySo)
{
    const std::vector<std::vector<std::string>> commands{
        arrayArgs({"create", "--level", "raid1", "--name", "data", "--yes"},
                  {"/dev/nvme0n1", "/dev/nvme1n1"}),
        arrayArgs({"show", "md0", "--json"}, {}),
        arrayArgs({"stop", "md0"}, {}),
        arrayArgs({"delete", "md0", "--yes"}, {}),
        arrayArgs({"scrub", "md0"}, {}),
        arrayArgs({"fail", "md0", "/dev/sdd1"}, {}),
        arrayArgs({"assemble"}, {}),
    };
    for (const auto& args : commands) {
        const CliRun run = runCli(args);
        EXPECT_EQ(run.exit_code, 1) << args[1] << run.out << run.err;
        EXPECT_NE(run.err.find("the md driver is not loaded: modprobe md_mod"), std::string::npos)
            << args[1] << run.err;
    }
    // list reads every backend: without md it lists the others, and says md is missing.
    const CliRun list = runCli(arrayArgs({"list"}, {}));
    EXPECT_EQ(list.exit_code, 0) << list.err;
    EXPECT_NE(list.out.find("the md driver is not loaded: modprobe md_mod"), std::string::npos)
        << list.out;
}

TEST(CliPlatform, ParsesSavedOutputAsJson)
{
    const CliRun run =
        runCli({"platform", "--json", "--from-file", kRaidData + "/platform/vmd_rst_laptop.txt"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto doc = nlohmann::json::parse(run.out);
    EXPECT_TRUE(doc["found"].get<bool>());
    EXPECT_EQ(doc["entries"][0]["controllers"][0]["type"], "VMD");
    EXPECT_EQ(doc["entries"][0]["max_disks"], 32);
    const CliRun none = runCli({"platform", "--from-file", kRaidData + "/platform/none.export"});
    EXPECT_EQ(none.exit_code, 0);
    EXPECT_NE(none.out.find("No Intel RAID platform"), std::string::npos) << none.out;
}

TEST(CliArrayList, ShowsARecoveryFromASnapshot)
{
    const std::string snapshot = kRaidData + "/recovery/03-recovery-half";
    const CliRun run = runCli({"array", "list", "--json", "--sysfs", snapshot + "/sys", "--procfs",
                               snapshot + "/proc", "--devfs", snapshot + "/dev"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto doc = nlohmann::json::parse(run.out);
    ASSERT_EQ(doc["arrays"].size(), 1U);
    const auto& md0 = doc["arrays"][0];
    EXPECT_EQ(md0["state"], "recovering");
    EXPECT_EQ(md0["eta_seconds"], 5);
    EXPECT_EQ(md0["members"][1]["role"], "rebuilding");
    const CliRun text =
        runCli({"array", "list", "--sysfs", snapshot + "/sys", "--procfs", snapshot + "/proc"});
    ASSERT_EQ(text.exit_code, 0) << text.err;
    for (const char* part : {"/dev/md0", "recovering", "recover 50.1%", "vdd(rebuilding)"})
        EXPECT_NE(text.out.find(part), std::string::npos) << part << "\n" << text.out;
}

namespace {
// machine1 copied to a temp dir with a /proc/mdstat, so commands that need
// the md driver get past that check. Only read-only paths are exercised.
struct MachineWithMdstat {
    MachineWithMdstat(bool md0_mounted)
    {
        namespace fs = std::filesystem;
        root = fs::temp_directory_path() / ("arraymark-cli-md-" + std::to_string(::getpid()));
        fs::remove_all(root);
        fs::copy(kMachine, root, fs::copy_options::recursive | fs::copy_options::copy_symlinks);
        std::ofstream(root / "proc/mdstat")
            << "Personalities : [raid1]\nmd0 : active raid1 sde1[1] sdd1[0]\n"
               "      1953381376 blocks super 1.2 [2/2] [UU]\n\nunused devices: <none>\n";
        if (!md0_mounted) {
            std::ifstream in(root / "proc/self/mountinfo");
            std::string line, kept;
            while (std::getline(in, line))
                if (line.find(" /srv ") == std::string::npos) kept += line + "\n";
            in.close();
            std::ofstream(root / "proc/self/mountinfo") << kept;
        }
    }
    ~MachineWithMdstat() { std::filesystem::remove_all(root); }
    std::vector<std::string> args(std::vector<std::string> front) const
    {
        front.insert(front.begin(), "array");
        for (const char* dir : {"sys", "proc", "dev"}) {
            front.push_back(std::string("--") + (std::string(dir) == "sys"    ? "sysfs"
                                                 : std::string(dir) == "proc" ? "procfs"
                                                                              : "devfs"));
            front.push_back((root / dir).string());
        }
        return front;
    }
    std::filesystem::path root;
};
} // namespace

TEST(CliArrayDelete, RefusesAMountedArray)
{
    const MachineWithMdstat machine(true);
    const CliRun run = runCli(machine.args({"delete", "md0", "--yes"}));
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_NE(run.err.find("/dev/md0 is in use: mounted at /srv"), std::string::npos) << run.err;
}

TEST(CliArrayDelete, WithoutYesPrintsTheStepsOnly)
{
    const MachineWithMdstat machine(false);
    const CliRun run = runCli(machine.args({"delete", "md0"}));
    EXPECT_EQ(run.exit_code, 2) << run.err;
    for (const char* step : {"mdadm --stop /dev/md0", "mdadm --zero-superblock /dev/sdd1",
                             "mdadm --zero-superblock /dev/sde1", "wipefs --all /dev/sdd1",
                             "mdadm --examine /dev/sde1"})
        EXPECT_NE(run.out.find(step), std::string::npos) << step << "\n" << run.out;
    EXPECT_NE(run.err.find("--yes"), std::string::npos);
}

TEST(CliArrayAdd, RefusesADeviceInUse)
{
    const MachineWithMdstat machine(true);
    const CliRun run = runCli(machine.args({"add", "md0", "/dev/sdc2"}));
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_NE(run.err.find("mounted at /"), std::string::npos) << run.err;
}

TEST(CliArrayWait, ReturnsAtOnceWhenIdleAndTimesOutWhileRecovering)
{
    const std::string done = kRaidData + "/recovery/04-recovered";
    const CliRun idle = runCli(
        {"array", "wait", "md0", "--json", "--sysfs", done + "/sys", "--procfs", done + "/proc"});
    ASSERT_EQ(idle.exit_code, 0) << idle.err;
    EXPECT_EQ(nlohmann::json::parse(idle.out)["state"], "clean");
    const std::string busy = kRaidData + "/recovery/03-recovery-half";
    const CliRun stuck = runCli({"array", "wait", "md0", "--timeout", "0", "--sysfs", busy + "/sys",
                                 "--procfs", busy + "/proc"});
    EXPECT_EQ(stuck.exit_code, 1);
    EXPECT_NE(stuck.err.find("still busy (recover)"), std::string::npos) << stuck.err;
}

// Checks against a recorded tree, mdadm against this machine: the steps are
// shown, never run (before, `stop` ran mdadm --stop on the real /dev/md0).
TEST(CliArray, WritingCommandsRefuseTestRoots)
{
    const MachineWithMdstat machine(false);
    const std::vector<std::pair<std::vector<std::string>, std::string>> commands{
        {machine.args({"stop", "md0"}), "mdadm --stop /dev/md0"},
        {machine.args({"delete", "md0", "--yes"}), "mdadm --zero-superblock /dev/sdd1"},
        {machine.args({"scrub", "md0"}), "sync_action"},
        {machine.args({"add", "md0", "/dev/nvme1n1"}), "--add /dev/nvme1n1"},
    };
    for (const auto& [args, step] : commands) {
        const CliRun run = runCli(args);
        EXPECT_EQ(run.exit_code, 2) << args[1] << "\n" << run.out << run.err;
        EXPECT_NE(run.out.find(step), std::string::npos) << args[1] << "\n" << run.out;
        EXPECT_NE(run.err.find("nothing was run (test roots are for commands that only read)"),
                  std::string::npos)
            << args[1] << "\n"
            << run.err;
        EXPECT_NE(run.err.find("--sysfs " + (machine.root / "sys").string()), std::string::npos)
            << run.err;
    }
}
