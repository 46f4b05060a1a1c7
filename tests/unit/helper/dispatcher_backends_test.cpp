// The dispatcher with the other backends: plan and create through the same core calls as the
// CLI, the manage ops routed to the array's backend (an lvm array from a recorded lvs report,
// on machine1's devices), what a backend lacks refused, and the `arrays` read.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "../raid/fake_runner.h"
#include "core/helper/dispatcher.h"
#include "core/raid/array_backend.h"
#include "core/raid/array_lookup.h"
#include "core/raid/lvm/lvm_report.h"
#include "core/raid/raid_json.h"
#include "core/raid/zfs/zpool_report.h"
#include "core/util/text_file.h"
#include "machine.h"

using namespace am::helper;
using nlohmann::json;
namespace raid = am::raid;

namespace {

using Argvs = std::vector<std::vector<std::string>>;
const std::vector<std::string> kBtrfsShow{"btrfs", "filesystem", "show", "--raw"};

// lvm2's report of a raid1 volume mirror/mirror, its legs moved onto machine1's sda and sdb.
std::string mirrorReport()
{
    const std::string path = std::string(ARRAYMARK_TEST_DATA) + "/lvm/raid1_recover.json";
    std::string text = am::util::readTextFile(path).value();
    for (const auto& [from, to] : {std::pair{"/dev/vdb", "/dev/sda"}, {"/dev/vdd", "/dev/sdb"}})
        for (auto at = text.find(from); at != std::string::npos; at = text.find(from))
            text.replace(at, std::string(from).size(), to);
    return text;
}

class DispatcherBackends : public ::testing::Test {
protected:
    void SetUp() override { runner_.expect(raid::lvsReportArgv(), 0, mirrorReport()); }

    json send(const std::string& line, Scope scope)
    {
        DispatcherOptions options;
        options.rules = machine_.rules;
        options.scope = scope;
        options.mdadm_conf = machine_.root() / "mdadm.conf";
        options.status_patience = std::chrono::milliseconds(0);
        Dispatcher dispatcher(options, runner_);
        return dispatcher.handleLine(line);
    }

    // What ran besides the backends' reads (lvs, btrfs filesystem show, zpool list).
    Argvs writes() const
    {
        Argvs ran;
        for (const auto& argv : runner_.calls)
            if (argv != raid::lvsReportArgv() && argv != kBtrfsShow &&
                argv != raid::zpoolListArgv())
                ran.push_back(argv);
        return ran;
    }

    void expectRefused(const std::string& line, Scope scope, const std::string& rule,
                       const std::string& reason_part)
    {
        const json answer = send(line, scope);
        EXPECT_FALSE(answer["ok"].get<bool>()) << line;
        EXPECT_EQ(answer["rule"], rule) << line << "\n" << answer.dump();
        EXPECT_NE(answer["error"].get<std::string>().find(reason_part), std::string::npos)
            << answer["error"];
        EXPECT_TRUE(answer["steps"].empty()) << line;
        EXPECT_TRUE(writes().empty()) << line << ": ran " << am::util::displayCommand(writes()[0]);
    }

    raid::ArrayStatus mirror() { return raid::parseLvsReport(mirrorReport()).at(0); }

    am::test::HelperMachine machine_;
    am::test::FakeRunner runner_;
};

std::vector<std::string> commandOf(const json& plan, std::size_t index)
{
    return plan["plan"]["commands"].at(index).get<std::vector<std::string>>();
}

bool hasProblem(const json& answer, const std::string& rule)
{
    const auto& problems = answer["plan"]["problems"];
    return std::any_of(problems.begin(), problems.end(),
                       [&rule](const json& finding) { return finding["rule"] == rule; });
}

} // namespace

TEST_F(DispatcherBackends, PlanBuildsLvmAndBtrfsStepsAsTheCliDoes)
{
    const json lvm = send(
        R"({"op":"plan","backend":"lvm","level":"raid1","members":["/dev/nvme0n1","/dev/nvme1n1"],"name":"mirror"})",
        Scope::ReadDevices);
    ASSERT_TRUE(lvm["ok"].get<bool>()) << lvm.dump();
    EXPECT_EQ(lvm["plan"]["plan"]["backend"], "lvm");
    EXPECT_EQ(commandOf(lvm, 0), (std::vector<std::string>{"pvcreate", "/dev/nvme0n1"}));
    EXPECT_EQ(commandOf(lvm, 3),
              (std::vector<std::string>{"lvcreate", "--yes", "--type", "raid1", "--mirrors", "1",
                                        "--extents", "100%FREE", "--name", "mirror", "mirror"}));
    const json btrfs = send(
        R"({"op":"plan","backend":"btrfs","level":"raid1c3","metadata_level":"raid1c3","mixed":true,
            "members":["/dev/nvme0n1","/dev/nvme1n1","/dev/sda"],"name":"pool"})",
        Scope::ReadDevices);
    ASSERT_TRUE(btrfs["ok"].get<bool>()) << btrfs.dump();
    const auto mkfs = commandOf(btrfs, 0);
    EXPECT_EQ(mkfs[0], "mkfs.btrfs");
    EXPECT_NE(std::find(mkfs.begin(), mkfs.end(), "--mixed"), mkfs.end());
    EXPECT_EQ(btrfs["plan"]["plan"]["metadata_level"], "raid1c3");
    EXPECT_TRUE(runner_.calls.empty()) << "a plan runs nothing";
}

TEST_F(DispatcherBackends, TheCoreValidationRefusesWhatTheBackendDoesNotBuild)
{
    const json md = send(
        R"({"op":"plan","level":"raid1c3","members":["/dev/nvme0n1","/dev/nvme1n1","/dev/sda"],"name":"x"})",
        Scope::ReadDevices);
    EXPECT_EQ(md["rule"], "plan_invalid") << md.dump();
    EXPECT_TRUE(hasProblem(md, "backend_level")) << md.dump();
    const json raid5 = send(
        R"({"op":"create","backend":"btrfs","level":"raid5","members":["/dev/nvme0n1","/dev/nvme1n1","/dev/sda"],"name":"x"})",
        Scope::ManageArrays);
    EXPECT_EQ(raid5["rule"], "plan_invalid");
    EXPECT_TRUE(hasProblem(raid5, "btrfs_raid56")) << raid5.dump();
    EXPECT_TRUE(runner_.calls.empty());
    expectRefused(
        R"({"op":"create","backend":"lvm","level":"raid1","members":["/dev/nvme0n1","/dev/nvme1n1"],"name":"m","write_mdadm_conf":true})",
        Scope::ManageArrays, "bad_value", "\"write_mdadm_conf\" is for md arrays");
}

TEST_F(DispatcherBackends, AMemberOpOnAnLvmArrayRunsTheLvmSteps)
{
    const raid::ArrayStatus volume = mirror();
    Argvs expected;
    for (const auto& step : raid::arrayBackend(raid::Backend::Lvm)
                                .memberSteps(volume, raid::MemberAction::Replace, "/dev/sda",
                                             std::string("/dev/nvme0n1"))) {
        expected.push_back(step.argv);
        runner_.expect(step.argv, 0);
    }
    ASSERT_EQ(expected[0], (std::vector<std::string>{"pvcreate", "/dev/nvme0n1"}));
    const json answer = send(
        R"({"op":"replace","array":"mirror/mirror","device":"/dev/sda","with":"/dev/nvme0n1"})",
        Scope::ChangeMembers);
    ASSERT_TRUE(answer["ok"].get<bool>()) << answer.dump();
    EXPECT_EQ(answer["array"], "/dev/mirror/mirror");
    EXPECT_EQ(writes(), expected);
    EXPECT_EQ(runner_.calls.front(), raid::lvsReportArgv()) << "found through lvs";
}

TEST_F(DispatcherBackends, WhatTheBackendLacksIsRefusedNamingBackendAndOp)
{
    expectRefused(R"({"op":"fail","array":"mirror/mirror","device":"/dev/sda"})",
                  Scope::ChangeMembers, "backend_capability", "the lvm backend cannot fail");
    expectRefused(R"({"op":"grow","array":"/dev/mirror/mirror","device":"/dev/nvme0n1"})",
                  Scope::ChangeMembers, "backend_capability", "the lvm backend cannot grow");
    // md has no repair: mdadm was handed a --repair it does not know.
    expectRefused(R"({"op":"repair","array":"md0","device":"/dev/nvme0n1"})", Scope::ChangeMembers,
                  "backend_capability", "the md backend cannot repair");
}

TEST_F(DispatcherBackends, TheBackendKeyLimitsTheLookup)
{
    expectRefused(R"({"op":"stop","array":"mirror","backend":"btrfs"})", Scope::ChangeMembers,
                  "no_such_array", "no array named \"mirror\"");
    EXPECT_EQ(std::count(runner_.calls.begin(), runner_.calls.end(), raid::lvsReportArgv()), 0)
        << "btrfs alone was asked";
    expectRefused(R"({"op":"scrub","array":"md0","backend":"lvm"})", Scope::ChangeMembers,
                  "no_such_array", "no array named \"md0\"");
    expectRefused(R"({"op":"delete","array":"nosuch"})", Scope::ManageArrays, "no_such_array",
                  "nor an array of lvm, btrfs or zfs");
    expectRefused(R"({"op":"stop","array":"mirror/../../etc"})", Scope::ChangeMembers, "path_trick",
                  "\"..\"");
    expectRefused(R"({"op":"stop","array":"pool; rm -rf /"})", Scope::ChangeMembers, "bad_name",
                  "not an array's name");
}

TEST_F(DispatcherBackends, ArraysListsEveryBackendAsArrayListJsonDoes)
{
    const json answer = send(R"({"op":"arrays","id":4})", Scope::ReadDevices);
    ASSERT_TRUE(answer["ok"].get<bool>()) << answer.dump();
    EXPECT_EQ(answer["id"], 4);
    json expected = json::array();
    am::test::FakeRunner again;
    again.expect(raid::lvsReportArgv(), 0, mirrorReport());
    for (const auto& status : raid::readEveryArray(machine_.rules.roots, again))
        expected.push_back(raid::toJson(status));
    EXPECT_EQ(answer["arrays"], expected);
    std::vector<std::string> backends;
    for (const auto& array : answer["arrays"]) backends.push_back(array["backend"]);
    EXPECT_EQ(backends, (std::vector<std::string>{"md", "lvm"})) << answer.dump();
    const json lvm = send(R"({"op":"arrays","backend":"lvm"})", Scope::ReadDevices);
    ASSERT_EQ(lvm["arrays"].size(), 1U) << lvm.dump();
    EXPECT_EQ(lvm["arrays"][0]["name"], "mirror/mirror");
    EXPECT_TRUE(writes().empty());
}

TEST_F(DispatcherBackends, AnMdNameIsStillResolvedAsMdFirst)
{
    // /dev/md/srv names md0, which is mounted at /srv: md's own check answers, no lvs runs.
    std::filesystem::create_directories(machine_.devfs() / "md");
    std::filesystem::create_symlink("../md0", machine_.devfs() / "md/srv");
    expectRefused(R"({"op":"stop","array":"srv"})", Scope::ChangeMembers, "check_failed",
                  "mounted at /srv");
    EXPECT_TRUE(runner_.calls.empty()) << am::util::displayCommand(runner_.calls.front());
}
