#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "../raid/fake_runner.h"
#include "core/helper/dispatcher.h"
#include "core/util/text_file.h"
#include "machine.h"

using namespace am::helper;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

const std::string kCli = "/usr/bin/arraymark-cli";

class DispatcherTest : public ::testing::Test {
protected:
    json send(const std::string& line, Scope scope)
    {
        DispatcherOptions options;
        options.rules = machine_.rules;
        options.scope = scope;
        options.cli_path = kCli;
        options.mdadm_conf = machine_.root() / "mdadm.conf";
        options.status_patience = std::chrono::milliseconds(0);
        options.passthrough = [this](const std::vector<std::string>& argv, const RunLink&) {
            passed_through_.push_back(argv);
            return PassedThrough{0, {}, std::nullopt, false};
        };
        Dispatcher dispatcher(options, runner_);
        return dispatcher.handleLine(line);
    }

    // Refused with the rule and a reason, and nothing ran.
    void expectRefused(const std::string& line, Scope scope, const std::string& rule,
                       const std::string& reason_part = "")
    {
        const json answer = send(line, scope);
        EXPECT_FALSE(answer["ok"].get<bool>()) << line;
        EXPECT_EQ(answer["rule"], rule) << line << "\n" << answer.dump();
        ASSERT_TRUE(answer["error"].is_string()) << answer.dump();
        EXPECT_NE(answer["error"].get<std::string>().find(reason_part), std::string::npos)
            << answer["error"];
        EXPECT_TRUE(answer["steps"].empty()) << line;
        EXPECT_TRUE(runner_.calls.empty())
            << line << ": ran " << am::util::displayCommand(runner_.calls.front());
        EXPECT_TRUE(passed_through_.empty()) << line;
    }

    // Accepted: ran exactly these argv, in order.
    json expectRan(const std::string& line, Scope scope,
                   const std::vector<std::vector<std::string>>& argvs)
    {
        for (const auto& argv : argvs) runner_.expect(argv, 0);
        const json answer = send(line, scope);
        EXPECT_TRUE(answer["ok"].get<bool>()) << line << "\n" << answer.dump();
        EXPECT_EQ(runner_.calls, argvs) << answer.dump();
        EXPECT_EQ(answer["steps"].size(), argvs.size());
        return answer;
    }

    am::test::HelperMachine machine_;
    am::test::FakeRunner runner_;
    std::vector<std::vector<std::string>> passed_through_;
};

} // namespace

// ---- the refusal corpus --------------------------------------------------------------------

TEST_F(DispatcherTest, MalformedOversizedUnknownAndMistypedRequestsAreRefused)
{
    expectRefused("{\"op\":\"scan\",", Scope::ManageArrays, "malformed_json");
    expectRefused(std::string(kMaxRequestBytes + 1, ' '), Scope::ManageArrays, "oversized");
    expectRefused(R"({"op":"exec","argv":["/bin/sh","-c","id"]})", Scope::ManageArrays,
                  "unknown_op");
    expectRefused(R"({"op":"stop","array":["md0"]})", Scope::ChangeMembers, "wrong_type");
    expectRefused(R"({"op":"stop","array":"md0","shell":true})", Scope::ChangeMembers,
                  "unknown_key");
}

// Lines that used to kill the helper: each is refused with its rule, and the answer can be written.
TEST_F(DispatcherTest, HostileLinesAreRefusedNotFatal)
{
    const std::string deep =
        R"({"op":"scan","x":)" + std::string(20000, '[') + std::string(20000, ']') + "}";
    expectRefused(deep, Scope::ReadDevices, "too_deep", "more than 16 levels");
    expectRefused(R"({"op":"scan","id":1e400})", Scope::ReadDevices, "out_of_range", "1e400");
    expectRefused(R"({"op":"stop","array":"md0","bs":-1e999})", Scope::ChangeMembers,
                  "out_of_range");
    expectRefused("{\"op\":\"scan\",\"id\":\"\xff\"}", Scope::ReadDevices, "not_utf8", "index 19");
    expectRefused("\xff{}", Scope::ReadDevices, "not_utf8");
    // Sixteen levels are still read (and refused for what they are).
    expectRefused(R"({"op":"scan","x":)" + std::string(15, '[') + std::string(15, ']') + "}",
                  Scope::ReadDevices, "unknown_key");
    // Brackets inside strings do not count.
    expectRefused(R"({"op":"stop","array":")" + std::string(100, '[') + R"("})",
                  Scope::ChangeMembers, "bad_name");
}

TEST_F(DispatcherTest, EchoedTextIsCutAtACharacterBoundary)
{
    std::string op;
    for (int i = 0; i < 30; ++i) op += "\u20ac"; // €: three bytes each, so 64 bytes split one
    const json answer = send(R"({"op":")" + op + R"("})", Scope::ReadDevices);
    EXPECT_EQ(answer["rule"], "unknown_op");
    EXPECT_NO_THROW((void)answer.dump()) << "a split character would make the strict dump throw";
    std::string kept;
    for (int i = 0; i < 21; ++i)
        kept += "\xe2\x82\xac"; // 63 bytes: the 22nd character would not fit
    EXPECT_EQ(answer["op"], kept + "...");
}

TEST_F(DispatcherTest, ACancelWithNothingRunningIsRefusedInEveryScope)
{
    for (const Scope scope :
         {Scope::ReadDevices, Scope::ManageArrays, Scope::ChangeMembers, Scope::BenchmarkRawDevice})
        expectRefused(R"({"op":"cancel","id":3})", scope, "nothing_running");
    expectRefused(R"({"op":"cancel","now":true})", Scope::BenchmarkRawDevice, "unknown_key");
}

TEST_F(DispatcherTest, RefusalsEchoTheIdWhenItCanBeRead)
{
    const json answer =
        send(R"({"op":"stop","id":"r9","array":"md0","force":true})", Scope::ChangeMembers);
    EXPECT_EQ(answer["rule"], "unknown_key");
    EXPECT_EQ(answer["id"], "r9");
    EXPECT_EQ(answer["op"], "stop");
    EXPECT_TRUE(runner_.calls.empty());
}

TEST_F(DispatcherTest, PathTricksAndNonDevPathsAreRefused)
{
    expectRefused(R"({"op":"add","array":"md0","device":"/dev/../etc/passwd"})",
                  Scope::ChangeMembers, "path_trick");
    expectRefused(R"({"op":"grow","array":"md0","device":"/tmp/disk.img"})", Scope::ChangeMembers,
                  "outside_dev");
    expectRefused(
        R"({"op":"create","level":"raid1","members":["/dev/nvme0n1","nvme1n1"],"name":"x"})",
        Scope::ManageArrays, "outside_dev");
    std::ofstream(machine_.devfs() / "notes") << "plain file\n";
    fs::create_symlink("notes", machine_.devfs() / "sdx");
    expectRefused(R"({"op":"add","array":"md0","device":"/dev/sdx"})", Scope::ChangeMembers,
                  "not_block_device");
    fs::create_symlink("/etc/passwd", machine_.devfs() / "passwd");
    expectRefused(
        R"({"op":"create","level":"raid1","members":["/dev/nvme0n1","/dev/passwd"],"name":"x"})",
        Scope::ManageArrays, "outside_dev");
    // A device that is no array: neither md nor an LVM volume's dm node; told md, not md.
    expectRefused(R"({"op":"stop","array":"/dev/sda"})", Scope::ChangeMembers, "no_such_array");
    expectRefused(R"({"op":"stop","array":"/dev/sda","backend":"md"})", Scope::ChangeMembers,
                  "not_md");
    expectRefused(R"({"op":"assemble","array":"../../etc"})", Scope::ChangeMembers, "bad_name");
    expectRefused(
        R"({"op":"create","level":"raid1","members":["/dev/nvme0n1","/dev/nvme1n1"],"name":"--force"})",
        Scope::ManageArrays, "bad_name");
}

TEST_F(DispatcherTest, MountedAndMemberDevicesAreRefusedByTheFreshScan)
{
    expectRefused(R"({"op":"add","array":"md0","device":"/dev/sdc2"})", Scope::ChangeMembers,
                  "check_failed", "mounted at /");
    expectRefused(R"({"op":"grow","array":"md0","device":"/dev/sdc3"})", Scope::ChangeMembers,
                  "check_failed", "swap");
    expectRefused(R"({"op":"add","array":"md0","device":"/dev/sdd1"})", Scope::ChangeMembers,
                  "check_failed", "member of md0");
    expectRefused(R"({"op":"grow","array":"md0","device":"/dev/sdc"})", Scope::ChangeMembers,
                  "check_failed", "mounted at /boot/efi");
    expectRefused(
        R"({"op":"create","level":"raid1","members":["/dev/nvme0n1","/dev/sdd1"],"name":"x"})",
        Scope::ManageArrays, "plan_invalid");
    expectRefused(R"({"op":"delete","array":"md0"})", Scope::ManageArrays, "check_failed",
                  "mounted at /srv");
    expectRefused(R"({"op":"stop","array":"md0"})", Scope::ChangeMembers, "check_failed",
                  "mounted at /srv");
    expectRefused(R"({"op":"fail","array":"md0","device":"/dev/sda"})", Scope::ChangeMembers,
                  "check_failed", "not a member");
    expectRefused(R"({"op":"replace","array":"md0","device":"/dev/sdd1","with":"/dev/sde1"})",
                  Scope::ChangeMembers, "check_failed", "member of md0");
}

TEST_F(DispatcherTest, ADeviceNamedTwiceIsRefusedEvenThroughALink)
{
    expectRefused(
        R"({"op":"create","level":"raid1","members":["/dev/nvme0n1","/dev/nvme0n1"],"name":"x"})",
        Scope::ManageArrays, "device_twice");
    fs::create_directories(machine_.devfs() / "disk/by-id");
    fs::create_symlink("../../nvme1n1", machine_.devfs() / "disk/by-id/nvme-KIOXIA");
    expectRefused(
        R"({"op":"create","level":"raid1","members":["/dev/nvme0n1","/dev/nvme1n1"],"spares":["/dev/disk/by-id/nvme-KIOXIA"],"name":"x"})",
        Scope::ManageArrays, "device_twice");
    expectRefused(R"({"op":"replace","array":"md0","device":"/dev/sdd1","with":"/dev/sdd1"})",
                  Scope::ChangeMembers, "device_twice");
}

TEST_F(DispatcherTest, OperationsOutsideTheAuthorizedScopeAreRefused)
{
    expectRefused(
        R"({"op":"create","level":"raid1","members":["/dev/nvme0n1","/dev/nvme1n1"],"name":"x"})",
        Scope::ChangeMembers, "not_authorized", "org.arraymark.ArrayMark.manage-arrays");
    expectRefused(R"({"op":"stop","array":"md0"})", Scope::ReadDevices, "not_authorized");
    expectRefused(R"({"op":"bench","target":"/dev/sda"})", Scope::ManageArrays, "not_authorized");
}

TEST(DispatcherWithoutMd, MdOperationsSayTheDriverIsMissing)
{
    am::test::HelperMachine machine(false);
    am::test::FakeRunner runner;
    DispatcherOptions options;
    options.rules = machine.rules;
    options.scope = Scope::ChangeMembers;
    Dispatcher dispatcher(options, runner);
    const json answer = dispatcher.handleLine(R"({"op":"stop","array":"md0"})");
    EXPECT_FALSE(answer["ok"].get<bool>());
    EXPECT_EQ(answer["rule"], "md_driver");
    EXPECT_EQ(answer["error"], "the md driver is not loaded: modprobe md_mod");
    EXPECT_TRUE(runner.calls.empty());
}

TEST_F(DispatcherTest, BenchWritesNeedConsentAndAFreeDevice)
{
    expectRefused(R"({"op":"bench","target":"/dev/sda","rw":"randwrite"})",
                  Scope::BenchmarkRawDevice, "write_not_allowed");
    expectRefused(R"({"op":"bench","target":"/dev/sdc2","rw":"write","allow_write":true})",
                  Scope::BenchmarkRawDevice, "member_in_use", "mounted at /");
    expectRefused(R"({"op":"bench","target":"/dev/sda","preset":"--json=/etc/shadow"})",
                  Scope::BenchmarkRawDevice, "bad_value");
}

TEST_F(DispatcherTest, BenchWithoutTheBenchCommandSaysSo)
{
    // CLI11 prints the top-level help and exits 0 for an unknown subcommand with --help.
    runner_.expect({kCli, "bench", "--help"}, 0,
                   "Usage: arraymark-cli [OPTIONS] SUBCOMMAND\n\nSubcommands:\n  drives\n");
    const json answer =
        send(R"({"op":"bench","target":"/dev/sda","rw":"randread"})", Scope::BenchmarkRawDevice);
    EXPECT_FALSE(answer["ok"].get<bool>());
    EXPECT_EQ(answer["rule"], "no_bench");
    EXPECT_NE(answer["error"].get<std::string>().find("has no bench command"), std::string::npos);
    ASSERT_EQ(runner_.calls.size(), 1U); // only the probe
    EXPECT_EQ(runner_.calls[0], (std::vector<std::string>{kCli, "bench", "--help"}));
    EXPECT_TRUE(passed_through_.empty());
}

// ---- accepted requests run the exact argv ---------------------------------------------------

TEST_F(DispatcherTest, ScanAndPlanRunNothing)
{
    const json scan = send(R"({"op":"scan","id":"s1"})", Scope::ReadDevices);
    EXPECT_TRUE(scan["ok"].get<bool>());
    EXPECT_EQ(scan["id"], "s1");
    bool found = false;
    for (const auto& drive : scan["scan"]["drives"]) found = found || drive["name"] == "nvme0n1";
    EXPECT_TRUE(found) << scan.dump();
    const json plan = send(
        R"({"op":"plan","level":"raid0","members":["/dev/nvme0n1","/dev/nvme1n1"],"name":"fast","chunk_bytes":65536})",
        Scope::ReadDevices);
    EXPECT_TRUE(plan["ok"].get<bool>()) << plan.dump();
    EXPECT_EQ(plan["plan"]["commands"][0],
              (std::vector<std::string>{"mdadm", "--create", "/dev/md/fast", "--run",
                                        "--level=raid0", "--raid-devices=2", "--metadata=1.2",
                                        "--chunk=64", "/dev/nvme0n1", "/dev/nvme1n1"}))
        << plan.dump();
    EXPECT_TRUE(runner_.calls.empty());
}

TEST_F(DispatcherTest, CreateRunsThePlannedArgvWithCanonicalPaths)
{
    fs::create_directories(machine_.devfs() / "disk/by-id");
    fs::create_symlink("../../nvme1n1", machine_.devfs() / "disk/by-id/nvme-KIOXIA");
    const json answer = expectRan(
        R"({"op":"create","id":7,"level":"raid1","members":["/dev/nvme0n1","/dev/disk/by-id/nvme-KIOXIA"],"name":"mirror"})",
        Scope::ManageArrays,
        {{"mdadm", "--create", "/dev/md/mirror", "--run", "--level=raid1", "--raid-devices=2",
          "--metadata=1.2", "--bitmap=internal", "/dev/nvme0n1", "/dev/nvme1n1"}});
    EXPECT_EQ(answer["id"], 7);
    EXPECT_EQ(answer["array"], "/dev/md/mirror");
    EXPECT_EQ(answer["steps"][0]["exit_code"], 0);
}

TEST_F(DispatcherTest, MemberOperationsRunTheirArgv)
{
    expectRan(R"({"op":"fail","array":"md0","device":"/dev/sdd1"})", Scope::ChangeMembers,
              {{"mdadm", "--manage", "/dev/md0", "--fail", "/dev/sdd1"}});
    runner_.calls.clear();
    expectRan(R"({"op":"add","array":"/dev/md0","device":"/dev/nvme0n1"})", Scope::ChangeMembers,
              {{"mdadm", "--manage", "/dev/md0", "--add", "/dev/nvme0n1"}});
    runner_.calls.clear();
    expectRan(
        R"({"op":"replace","array":"md0","device":"/dev/sdd1","with":"/dev/nvme1n1"})",
        Scope::ChangeMembers,
        {{"mdadm", "--manage", "/dev/md0", "--replace", "/dev/sdd1", "--with", "/dev/nvme1n1"}});
    runner_.calls.clear();
    expectRan(R"({"op":"grow","array":"md0","device":"/dev/sda"})", Scope::ChangeMembers,
              {{"mdadm", "--manage", "/dev/md0", "--add", "/dev/sda"},
               {"mdadm", "--grow", "/dev/md0", "--raid-devices=3"}});
    runner_.calls.clear();
    expectRan(R"({"op":"assemble","uuid":"3f1c2a9b:0d4e5f60:11223344:aabbccdd"})",
              Scope::ChangeMembers,
              {{"mdadm", "--assemble", "--scan", "--uuid=3f1c2a9b:0d4e5f60:11223344:aabbccdd"}});
}

TEST_F(DispatcherTest, StopRunsOnceTheArrayIsUnmounted)
{
    std::ofstream(machine_.rules.roots.procfs / "self/mountinfo")
        << "28 1 8:34 / / rw,relatime shared:1 - ext4 /dev/sdc2 rw,errors=remount-ro\n";
    expectRan(R"({"op":"stop","array":"md0"})", Scope::ChangeMembers,
              {{"mdadm", "--stop", "/dev/md0"}});
}

// A former member still carries its md superblock: re-add accepts that
// signature (vda has only a signature here), add does not.
// vda carries a swap signature, not md0's superblock: re-add used to excuse
// any signature and hand it to mdadm (the former-member case is JoinArray's).
TEST_F(DispatcherTest, ReAddAndAddRefuseASignatureThatIsNotTheArraysSuperblock)
{
    expectRefused(R"({"op":"add","array":"md0","device":"/dev/vda"})", Scope::ChangeMembers,
                  "check_failed", "signature");
    expectRefused(R"({"op":"re-add","array":"md0","device":"/dev/vda"})", Scope::ChangeMembers,
                  "check_failed", "does not carry the md superblock of /dev/md0");
    EXPECT_TRUE(runner_.calls.empty());
    expectRefused(R"({"op":"re-add","array":"md0","device":"/dev/sdc2"})", Scope::ChangeMembers,
                  "check_failed", "mounted at /");
}

TEST(DispatcherScrub, WritesSyncAction)
{
    am::test::HelperMachine machine(true, true);
    am::test::FakeRunner runner;
    DispatcherOptions options;
    options.rules = machine.rules;
    options.scope = Scope::ChangeMembers;
    Dispatcher dispatcher(options, runner);
    const json answer = dispatcher.handleLine(R"({"op":"scrub","array":"md0","action":"check"})");
    EXPECT_TRUE(answer["ok"].get<bool>()) << answer.dump();
    EXPECT_EQ(
        answer["steps"][0]["argv"],
        (std::vector<std::string>{
            "write", (machine.rules.roots.sysfs / "block/md0/md/sync_action").string(), "check"}));
    EXPECT_EQ(
        am::util::readTextFile(machine.rules.roots.sysfs / "block/md0/md/sync_action").value_or(""),
        "check\n");
    EXPECT_TRUE(runner.calls.empty());
}

TEST_F(DispatcherTest, MdadmConfLinesAreWrittenOnlyWhenAsked)
{
    const std::vector<std::string> brief{"mdadm", "--detail", "--brief", "/dev/md0"};
    const std::string line = "ARRAY /dev/md0 metadata=1.2 UUID=3f1c2a9b:0d4e5f60:11223344:aabbccdd";
    runner_.expect(brief, 0, line + "\n");
    const json read = send(R"({"op":"mdadm-conf","array":"md0"})", Scope::ChangeMembers);
    EXPECT_EQ(read["lines"][0], line);
    EXPECT_FALSE(fs::exists(machine_.root() / "mdadm.conf"));
    const json written =
        send(R"({"op":"mdadm-conf","array":"md0","write":true})", Scope::ChangeMembers);
    EXPECT_EQ(written["added"][0], line);
    EXPECT_EQ(am::util::readTextFile(machine_.root() / "mdadm.conf").value_or(""), line + "\n");
}

TEST_F(DispatcherTest, BenchPassesValidatedArgumentsThrough)
{
    runner_.expect({kCli, "bench", "--help"}, 0,
                   "Usage: arraymark-cli bench [OPTIONS]\n  --stream  JSON lines on stdout\n");
    const json read = send(
        R"({"op":"bench","target":"/dev/sda","rw":"randread","bs_bytes":4096,"qd":32,"jobs":4,"runtime_seconds":2.5})",
        Scope::BenchmarkRawDevice);
    EXPECT_TRUE(read["ok"].get<bool>()) << read.dump();
    ASSERT_EQ(passed_through_.size(), 1U);
    EXPECT_EQ(passed_through_[0],
              (std::vector<std::string>{kCli, "bench", "--stream", "--target", "/dev/sda", "--rw",
                                        "randread", "--bs", "4096", "--qd", "32", "--jobs", "4",
                                        "--runtime", "2.5"}));
    const json write = send(
        R"({"op":"bench","target":"/dev/nvme0n1","rw":"randrw","read_share":70,"allow_write":true})",
        Scope::BenchmarkRawDevice);
    EXPECT_TRUE(write["ok"].get<bool>()) << write.dump();
    ASSERT_EQ(passed_through_.size(), 2U);
    EXPECT_EQ(passed_through_[1],
              (std::vector<std::string>{kCli, "bench", "--stream", "--target", "/dev/nvme0n1",
                                        "--rw", "randrw", "--read-share", "70",
                                        "--allow-write-device", "/dev/nvme0n1"}));
}

// An imsm container with two volumes, the second on the space the first leaves
// (IMSM_NO_PLATFORM is mdadm's own test override, honoured by the platform probe).
TEST_F(DispatcherTest, PlanTakesAnImsmSecondVolume)
{
    ::setenv("IMSM_NO_PLATFORM", "1", 1);
    const json plan =
        send(R"({"op":"plan","level":"raid1","members":["/dev/nvme0n1","/dev/sda"],"name":"sys",
        "metadata":"imsm","size_bytes":1073741824,"second_volume_level":"raid0","second_volume_name":"scratch"})",
             Scope::ReadDevices);
    ::unsetenv("IMSM_NO_PLATFORM");
    ASSERT_TRUE(plan["ok"].get<bool>()) << plan.dump();
    const auto& commands = plan["plan"]["commands"];
    ASSERT_EQ(commands.size(), 3U) << plan.dump();
    EXPECT_EQ(commands[2][2], "/dev/md/scratch") << commands.dump();
    EXPECT_EQ(commands[2][4], "--level=raid0") << commands.dump();
    runner_.calls.clear(); // the platform probe (a read) ran for the plan above
    expectRefused(
        R"({"op":"plan","level":"raid1","members":["/dev/nvme0n1","/dev/sda"],"name":"sys",
        "metadata":"imsm","second_volume_level":"raid0"})",
        Scope::ReadDevices, "missing_key", "go together");
    expectRefused(
        R"({"op":"plan","level":"raid1","members":["/dev/nvme0n1","/dev/sda"],"name":"sys",
        "metadata":"imsm","second_volume_level":"raid6","second_volume_name":"x"})",
        Scope::ReadDevices, "bad_value", "raid6");
}
