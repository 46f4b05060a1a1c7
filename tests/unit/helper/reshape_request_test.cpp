// reshape_plan and reshape through the helper on a recorded machine (md0, a raid1 of sdd1 and
// sde1; nvme1n1 free): the keys, the plan answered without running anything, the steps run, the
// backup file's place, and assemble giving a recorded backup file back.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "../raid/fake_runner.h"
#include "core/helper/dispatcher.h"
#include "core/helper/op_table.h"
#include "core/helper/request.h"
#include "core/helper/reshape_request.h"
#include "core/raid/reshape_operation.h"
#include "machine.h"
#include "tests/support/fixture_trees.h"

using namespace am::helper;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

using Argvs = std::vector<std::vector<std::string>>;

class ReshapeDispatch : public ::testing::Test {
protected:
    ReshapeDispatch()
    {
        root_ =
            fs::temp_directory_path() / ("arraymark-helper-reshape-" + std::to_string(::getpid()));
        am::test::writeReshapeMachine(root_);
        state_ = root_ / "state";
        rules_.roots = {root_ / "sys", root_ / "proc", root_ / "dev"};
        rules_.is_block_device = am::test::nodeKnownToSysfs(root_ / "sys");
    }
    ~ReshapeDispatch() override { fs::remove_all(root_); }

    json send(const std::string& line, Scope scope = Scope::ChangeMembers)
    {
        DispatcherOptions options;
        options.rules = rules_;
        options.scope = scope;
        options.reshape_state_dir = state_;
        Dispatcher dispatcher(options, runner_);
        return dispatcher.handleLine(line);
    }
    void expectRefused(const std::string& line, const std::string& rule, const std::string& part)
    {
        const json answer = send(line);
        EXPECT_FALSE(answer["ok"].get<bool>()) << answer.dump();
        EXPECT_EQ(answer["rule"], rule) << answer.dump();
        EXPECT_NE(answer["error"].get<std::string>().find(part), std::string::npos)
            << answer["error"];
        EXPECT_TRUE(runner_.calls.empty())
            << "ran " << am::util::displayCommand(runner_.calls.front());
    }

    fs::path root_;
    fs::path state_;
    DeviceRules rules_;
    am::test::FakeRunner runner_;
};

const Argvs kMirrorToRaid5{
    {"mdadm", "--manage", "/dev/md0", "--add", "/dev/nvme1n1"},
    {"mdadm", "--grow", "/dev/md0", "--level=raid5"},
    {"mdadm", "--grow", "/dev/md0", "--raid-devices=3"},
};

} // namespace

TEST(ReshapeRequestKeys, ParseAndWriteBackTheSameLine)
{
    const std::string line =
        R"({"op":"reshape","array":"md0","add":["/dev/sdf","/dev/sdg"],"raid_devices":4,)"
        R"("size_max":true,"level":"raid6","chunk_bytes":131072,)"
        R"("backup_file":"/mnt/usb/md0.backup","force_name":"md0"})";
    const Request request = parseRequest(line);
    const auto& fields = std::get<ReshapeRequest>(request.body).reshape;
    EXPECT_EQ(fields.add, (std::vector<std::string>{"/dev/sdf", "/dev/sdg"}));
    EXPECT_EQ(fields.raid_devices, 4U);
    EXPECT_TRUE(fields.size_max);
    EXPECT_EQ(fields.level, "raid6");
    EXPECT_EQ(fields.chunk_bytes, 131072U);
    EXPECT_EQ(requestJson(request.body), json::parse(line));
    EXPECT_EQ(scopeOf(request.body), Scope::ChangeMembers);
    EXPECT_EQ(scopeOf(parseRequest(R"({"op":"reshape_plan","array":"md0","size_max":true})").body),
              Scope::ReadDevices);

    EXPECT_EQ(am::test::parseRefusalRule(R"({"op":"reshape","array":"md0","level":"raid7"})"),
              "bad_value");
    EXPECT_EQ(am::test::parseRefusalRule(R"({"op":"reshape","array":"md0","raid_devices":0})"),
              "out_of_range");
    EXPECT_EQ(am::test::parseRefusalRule(R"({"op":"reshape","array":"md0","chunk_bytes":100})"),
              "out_of_range");
    EXPECT_EQ(am::test::parseRefusalRule(R"({"op":"reshape","array":"md0","raid_devices":"4"})"),
              "wrong_type");
    EXPECT_EQ(am::test::parseRefusalRule(R"({"op":"reshape_plan","size_max":true})"),
              "missing_key");
    EXPECT_EQ(am::test::parseRefusalRule(R"({"op":"reshape","array":"md0","spares":["/dev/sdf"]})"),
              "unknown_key");
}

TEST_F(ReshapeDispatch, APlanIsAnsweredWithItsStepsAndTimeAndRunsNothing)
{
    const json answer =
        send(R"({"op":"reshape_plan","array":"md0","add":["/dev/nvme1n1"],"level":"raid5"})",
             Scope::ReadDevices);
    ASSERT_TRUE(answer["ok"].get<bool>()) << answer.dump();
    EXPECT_EQ(answer["array"], "/dev/md0");
    Argvs argvs;
    for (const auto& step : answer["plan"]["steps"]) argvs.push_back(step["argv"]);
    EXPECT_EQ(argvs, kMirrorToRaid5);
    EXPECT_EQ(answer["plan"]["before"]["level"], "raid1");
    EXPECT_EQ(answer["plan"]["after"]["level"], "raid5");
    EXPECT_EQ(answer["plan"]["after"]["capacity_bytes"],
              2 * answer["plan"]["before"]["capacity_bytes"].get<std::uint64_t>());
    ASSERT_TRUE(answer["estimate"].is_object()) << answer.dump();
    EXPECT_GT(answer["estimate"]["idle_seconds"].get<double>(), 0);
    EXPECT_TRUE(runner_.calls.empty());
    EXPECT_FALSE(fs::exists(state_));
}

TEST_F(ReshapeDispatch, AReshapeRunsThePlannedStepsInTheChangeMembersScopeOnly)
{
    const std::string line =
        R"({"op":"reshape","array":"/dev/md0","add":["/dev/nvme1n1"],"level":"raid5"})";
    const json refused = send(line, Scope::ReadDevices);
    EXPECT_EQ(refused["rule"], "not_authorized") << refused.dump();
    EXPECT_TRUE(runner_.calls.empty());

    for (const auto& argv : kMirrorToRaid5) runner_.expect(argv, 0);
    const json answer = send(line);
    EXPECT_TRUE(answer["ok"].get<bool>()) << answer.dump();
    EXPECT_EQ(runner_.calls, kMirrorToRaid5);
    EXPECT_EQ(answer["steps"].size(), 3U);
    EXPECT_EQ(answer["plan"]["after"]["raid_devices"], 3);
    EXPECT_FALSE(fs::exists(state_)) << "no backup file, no record";
}

TEST_F(ReshapeDispatch, RefusalsNameTheValueAndTheRuleAndRunNothing)
{
    // md cannot turn a mirror into raid6 in one go: the planner's rule.
    expectRefused(R"({"op":"reshape","array":"md0","level":"raid6"})", "reshape_refused", "raid6");
    expectRefused(R"({"op":"reshape","array":"md0","add":["/dev/nvme1n1","/dev/nvme1n1"]})",
                  "device_twice", "/dev/nvme1n1");
    expectRefused(R"({"op":"reshape","array":"md0","add":["/dev/sdc2"]})", "check_failed",
                  "mounted at /");
    expectRefused(R"({"op":"reshape","array":"md9","size_max":true})", "no_such_device", "md9");
}

TEST_F(ReshapeDispatch, TheBackupFileGoesOnlyWhereTheHelperAllows)
{
    const auto place = [&](const std::string& path) {
        return R"({"op":"reshape","array":"md0","add":["/dev/nvme1n1"],"level":"raid5",)"
               R"("backup_file":")" +
               path + R"("})";
    };
    expectRefused(place("md0.backup"), "bad_value", "absolute");
    expectRefused(place("/etc/md0.backup"), "bad_value", "only in");
    expectRefused(place("/mnt/../etc/md0.backup"), "bad_value", "\"..\"");
    expectRefused(place("/nonexistent-folder/md0.backup"), "bad_value", "does not exist");
    fs::create_directories(state_);
    std::ofstream(state_ / "old.backup") << "x";
    expectRefused(place((state_ / "old.backup").string()), "bad_value", "already exists");
    fs::create_directory_symlink(state_, root_ / "link");
    expectRefused(place((root_ / "link/md0.backup").string()), "bad_value", "symlink");
    EXPECT_NO_THROW(checkHelperBackupPlace((state_ / "md0.backup").string(), state_));
}

TEST_F(ReshapeDispatch, ABackupFileIsRecordedAndAssembleGivesItBack)
{
    const fs::path backup = state_ / "md0.backup";
    fs::create_directories(state_);
    for (const auto& argv : kMirrorToRaid5) {
        auto with = argv;
        if (argv.back() == "--raid-devices=3") with.push_back("--backup-file=" + backup.string());
        runner_.expect(with, 0);
    }
    runner_.expect(
        {"mdadm", "--detail", "--export", "/dev/md0"}, 0,
        "MD_LEVEL=raid1\nMD_DEVNAME=data\nMD_UUID=01234567:89abcdef:01234567:89abcdef\n");
    const json answer = send(
        R"({"op":"reshape","array":"md0","add":["/dev/nvme1n1"],"level":"raid5","backup_file":")" +
        backup.string() + R"("})");
    ASSERT_TRUE(answer["ok"].get<bool>()) << answer.dump();
    const fs::path record = state_ / "01234567-89abcdef-01234567-89abcdef.json";
    ASSERT_TRUE(fs::exists(record)) << "the record for assemble";
    std::ifstream in(record);
    const json written = json::parse(in);
    EXPECT_EQ(written["backup_file"], backup.string());
    EXPECT_EQ(written["devname"], "/dev/md/data");
    // mdadm (here a fake) did not create the file: the record is dropped as it is read.
    EXPECT_TRUE(am::raid::readReshapeRecords(state_).empty());

    // As if mdadm had made the file and the machine stopped mid-reshape.
    std::ofstream(backup) << "stripes";
    am::raid::writeReshapeRecord(
        state_, {"01234567:89abcdef:01234567:89abcdef", "md0", "/dev/md/data", backup.string()});
    runner_.calls.clear();
    // Not --scan: mdadm refuses a backup file with it, so the recorded array is named.
    const std::vector<std::string> assemble{"mdadm", "--assemble", "/dev/md/data",
                                            "--uuid=01234567:89abcdef:01234567:89abcdef",
                                            "--backup-file=" + backup.string()};
    runner_.expect(assemble, 0);
    const json assembled =
        send(R"({"op":"assemble","uuid":"01234567:89abcdef:01234567:89abcdef"})");
    EXPECT_TRUE(assembled["ok"].get<bool>()) << assembled.dump();
    EXPECT_EQ(assembled["reshape_backup_file"], backup.string());
    EXPECT_EQ(runner_.calls, (Argvs{assemble}));
}

TEST_F(ReshapeDispatch, AnUnrestorableCriticalSectionIsNamedAndInvalidBackupAssemblesWithoutIt)
{
    expectRefused(R"({"op":"assemble","array":"data","invalid_backup":true})", "bad_value",
                  "invalid_backup");
    EXPECT_TRUE(runner_.calls.empty()) << "refused before anything ran";

    const fs::path backup = state_ / "md0.backup";
    fs::create_directories(state_);
    std::ofstream(backup) << "stripes";
    am::raid::writeReshapeRecord(
        state_, {"01234567:89abcdef:01234567:89abcdef", "md0", "/dev/md/data", backup.string()});
    const std::vector<std::string> assemble{"mdadm", "--assemble", "/dev/md/data",
                                            "--backup-file=" + backup.string()};
    runner_.expect(assemble, 1, "",
                   "mdadm: Failed to restore critical section for reshape, sorry.\n"
                   "      Possibly you needed to specify the --backup-file\n");
    const json failed = send(R"({"op":"assemble","array":"data"})");
    EXPECT_FALSE(failed["ok"].get<bool>()) << failed.dump();
    EXPECT_TRUE(failed["reshape_critical_section_lost"].get<bool>()) << failed.dump();
    EXPECT_EQ(failed["reshape_array"], "/dev/md/data");
    EXPECT_EQ(failed["reshape_uuid"], "01234567:89abcdef:01234567:89abcdef");

    // What the page sends when the user agrees: the recorded array by its UUID.
    const std::vector<std::string> without{"mdadm",
                                           "--assemble",
                                           "/dev/md/data",
                                           "--uuid=01234567:89abcdef:01234567:89abcdef",
                                           "--backup-file=" + backup.string(),
                                           "--invalid-backup"};
    runner_.expect(without, 0);
    runner_.calls.clear();
    const json assembled = send(
        R"({"op":"assemble","uuid":"01234567:89abcdef:01234567:89abcdef","invalid_backup":true})");
    EXPECT_TRUE(assembled["ok"].get<bool>()) << assembled.dump();
    EXPECT_FALSE(assembled["reshape_critical_section_lost"].get<bool>());
    EXPECT_EQ(runner_.calls, (Argvs{without}));

    // Another failure is not the critical section's: nothing is offered.
    runner_.expect(assemble, 1, "", "mdadm: no devices found for /dev/md/data\n");
    const json other = send(R"({"op":"assemble","array":"data"})");
    EXPECT_FALSE(other["ok"].get<bool>());
    EXPECT_FALSE(other["reshape_critical_section_lost"].get<bool>()) << other.dump();
}

namespace {
// Puts a 4 MiB ext4 filesystem on the fixture's md0 node (a plain file that libblkid probes).
bool makeExt4(const fs::path& node)
{
    std::ofstream(node, std::ios::trunc).close();
    fs::resize_file(node, 4 << 20);
    return std::system(
               ("mke2fs -q -F -t ext4 -b 1024 " + node.string() + " >/dev/null 2>&1").c_str()) == 0;
}
} // namespace

TEST_F(ReshapeDispatch, AnUnmountedBtrfsIsNotGrownAndNothingRuns)
{
    const fs::path node = root_ / "dev/md0";
    std::ofstream(node, std::ios::trunc).close();
    fs::resize_file(node, 128 << 20);
    if (std::system(("mkfs.btrfs -q -f " + node.string() + " >/dev/null 2>&1").c_str()) != 0)
        GTEST_SKIP() << "mkfs.btrfs (btrfs-progs) is not installed";
    const json plan = send(R"({"op":"grow_filesystem_plan","array":"md0"})", Scope::ReadDevices);
    EXPECT_EQ(plan["rule"], "filesystem_grow_refused") << plan.dump();
    EXPECT_NE(plan["error"].get<std::string>().find("btrfs filesystem on /dev/md0 is not mounted"),
              std::string::npos)
        << plan["error"];
    EXPECT_NE(plan["error"].get<std::string>().find("btrfs filesystem resize"), std::string::npos);
    EXPECT_TRUE(runner_.calls.empty());
}

TEST_F(ReshapeDispatch, GrowFilesystemPlansAndRunsTheExtStepsOfAnUnmountedArray)
{
    const json none = send(R"({"op":"grow_filesystem_plan","array":"md0"})", Scope::ReadDevices);
    EXPECT_EQ(none["rule"], "filesystem_grow_refused") << none.dump();
    EXPECT_NE(none["error"].get<std::string>().find("holds no filesystem"), std::string::npos);

    const fs::path node = root_ / "dev/md0";
    if (!makeExt4(node)) GTEST_SKIP() << "mke2fs (e2fsprogs) is not installed";
    const std::vector<std::string> dumpe2fs{"dumpe2fs", "-h", node.string()};
    runner_.expect(dumpe2fs, 0,
                   "Block count:              4096\nFree blocks:              3000\n"
                   "Block size:               1024\n");
    const json plan = send(R"({"op":"grow_filesystem_plan","array":"md0"})", Scope::ReadDevices);
    ASSERT_TRUE(plan["ok"].get<bool>()) << plan.dump();
    EXPECT_EQ(plan["plan"]["filesystem"], "ext4");
    EXPECT_TRUE(plan["plan"]["mountpoint"].is_null());
    EXPECT_EQ(plan["plan"]["filesystem_bytes"], 4096 * 1024);
    EXPECT_EQ(plan["plan"]["filesystem_used_bytes"], 1096 * 1024);
    const Argvs steps{{"e2fsck", "-f", "-p", "/dev/md0"}, {"resize2fs", "/dev/md0"}};
    Argvs planned;
    for (const auto& step : plan["plan"]["steps"]) planned.push_back(step["argv"]);
    EXPECT_EQ(planned, steps);
    EXPECT_EQ(runner_.calls, (Argvs{dumpe2fs})) << "the plan reads, and runs nothing else";

    runner_.calls.clear();
    for (const auto& argv : steps) runner_.expect(argv, 0);
    const json grown = send(R"({"op":"grow_filesystem","array":"/dev/md0"})");
    EXPECT_TRUE(grown["ok"].get<bool>()) << grown.dump();
    EXPECT_EQ(runner_.calls, (Argvs{dumpe2fs, steps[0], steps[1]}));

    // A filesystem as big as the array has nothing to grow.
    const auto array_kib = plan["plan"]["array_bytes"].get<std::uint64_t>() / 1024;
    runner_.expect(dumpe2fs, 0,
                   "Block count: " + std::to_string(array_kib) +
                       "\nFree blocks: 10\nBlock size: 1024\n");
    runner_.calls.clear();
    const json full = send(R"({"op":"grow_filesystem","array":"md0"})");
    EXPECT_EQ(full["rule"], "filesystem_grow_refused") << full.dump();
    EXPECT_NE(full["error"].get<std::string>().find("fills the array already"), std::string::npos);
    EXPECT_EQ(runner_.calls, (Argvs{dumpe2fs}));
}
