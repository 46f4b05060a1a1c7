// array_settings and the guarded fail/remove through the helper: parsing (bad values refused
// with the rule named), the argv that runs, the refusals that run nothing.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "../raid/fake_runner.h"
#include "core/helper/dispatcher.h"
#include "core/helper/op_table.h"
#include "core/helper/request.h"
#include "core/util/process_runner.h"
#include "machine.h"

using namespace am::helper;
using nlohmann::json;

namespace {

class SettingsDispatch : public ::testing::Test {
protected:
    explicit SettingsDispatch(bool copy_sysfs = false) : machine_(true, copy_sysfs) {}

    json send(const std::string& line)
    {
        DispatcherOptions options;
        options.rules = machine_.rules;
        options.scope = Scope::ChangeMembers;
        options.mdadm_conf = machine_.root() / "mdadm.conf";
        options.status_patience = std::chrono::milliseconds(0);
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
    void expectRan(const std::string& line, const std::vector<std::vector<std::string>>& argvs)
    {
        for (const auto& argv : argvs) runner_.expect(argv, 0);
        const json answer = send(line);
        EXPECT_TRUE(answer["ok"].get<bool>()) << answer.dump();
        EXPECT_EQ(runner_.calls, argvs) << answer.dump();
        runner_.calls.clear();
    }

    am::test::HelperMachine machine_;
    am::test::FakeRunner runner_;
};

// md0 of machine1 with sde1 failed: a degraded two-way mirror.
class DegradedMirror : public SettingsDispatch {
protected:
    DegradedMirror() : SettingsDispatch(true)
    {
        const auto md = machine_.rules.roots.sysfs / "block/md0/md";
        std::ofstream(md / "degraded") << "1\n";
        std::ofstream(md / "dev-sde1/state") << "faulty\n";
    }
};

} // namespace

TEST(SettingsRequest, ParsesAndWritesItsKeys)
{
    const auto request = parseRequest(
        R"({"op":"array_settings","array":"md0","bitmap":"none","consistency_policy":"ppl","write_mostly":["/dev/sdb"],"readwrite":["/dev/sdc"]})");
    const auto& settings = std::get<SettingsRequest>(request.body);
    EXPECT_EQ(settings.array, "md0");
    EXPECT_EQ(settings.bitmap, "none");
    EXPECT_EQ(settings.consistency_policy, "ppl");
    EXPECT_EQ(settings.write_mostly, std::vector<std::string>{"/dev/sdb"});
    EXPECT_EQ(settings.readwrite, std::vector<std::string>{"/dev/sdc"});
    EXPECT_EQ(scopeOf(request.body), Scope::ChangeMembers);
    EXPECT_TRUE(parseRequest(requestJson(request.body).dump()).body == request.body);
}

TEST(SettingsRequest, BadValuesAreRefusedWithTheRule)
{
    EXPECT_EQ(
        am::test::parseRefusalRule(R"({"op":"array_settings","array":"md0","bitmap":"external"})"),
        "bad_value");
    EXPECT_EQ(am::test::parseRefusalRule(
                  R"({"op":"array_settings","array":"md0","consistency_policy":"journal"})"),
              "bad_value");
    EXPECT_EQ(am::test::parseRefusalRule(
                  R"({"op":"array_settings","array":"md0","consistency_policy":"bitmap"})"),
              "bad_value");
    EXPECT_EQ(am::test::parseRefusalRule(
                  R"({"op":"array_settings","array":"md0","write_mostly":"/dev/sdb"})"),
              "wrong_type");
    EXPECT_EQ(am::test::parseRefusalRule(R"({"op":"array_settings","bitmap":"none"})"),
              "missing_key");
    EXPECT_EQ(am::test::parseRefusalRule(R"({"op":"array_settings","array":"md0","force":true})"),
              "unknown_key");
    // force_name belongs to fail and remove alone.
    EXPECT_EQ(am::test::parseRefusalRule(
                  R"({"op":"add","array":"md0","device":"/dev/sdb","force_name":"md0"})"),
              "unknown_key");
    EXPECT_EQ(am::test::parseRefusalRule(
                  R"({"op":"fail","array":"md0","device":"/dev/sdb","force_name":7})"),
              "wrong_type");
    // The create plan's new keys.
    EXPECT_EQ(
        am::test::parseRefusalRule(
            R"({"op":"plan","level":"raid5","members":["/dev/sdb"],"name":"x","consistency_policy":"journal"})"),
        "bad_value");
    EXPECT_EQ(
        am::test::parseRefusalRule(
            R"({"op":"plan","level":"raid5","members":["/dev/sdb"],"name":"x","write_journal":["/dev/sdc"]})"),
        "wrong_type");
    const auto plan = parseRequest(
        R"({"op":"create","level":"raid1","members":["/dev/sdb","/dev/sdc"],"name":"x","write_mostly":["/dev/sdc"],"consistency_policy":"resync"})");
    const auto& fields = std::get<CreateRequest>(plan.body).plan;
    EXPECT_EQ(fields.write_mostly, std::vector<std::string>{"/dev/sdc"});
    EXPECT_EQ(fields.consistency_policy, "resync");
    EXPECT_TRUE(parseRequest(requestJson(plan.body).dump()).body == plan.body);
}

// A copy of machine1's sysfs: the member flags are written to it.
class MirrorCopy : public SettingsDispatch {
protected:
    MirrorCopy() : SettingsDispatch(true) {}
    std::string memberState(const std::string& member)
    {
        std::ifstream in(machine_.rules.roots.sysfs / "block/md0/md" / ("dev-" + member) / "state");
        std::string word;
        in >> word;
        return word;
    }
};

TEST_F(MirrorCopy, RunsTheMdadmArgvAndWritesTheMemberFlags)
{
    expectRan(R"({"op":"array_settings","array":"md0","bitmap":"internal"})",
              {{"mdadm", "--grow", "/dev/md0", "--bitmap=internal"}});
    // mdadm 4.2 sets write-mostly only on a device it adds: a member's flag is its state word.
    expectRan(R"({"op":"array_settings","array":"/dev/md0","write_mostly":["/dev/sde1"]})", {});
    EXPECT_EQ(memberState("sde1"), "writemostly");
    expectRan(R"({"op":"array_settings","array":"md0","readwrite":["/dev/sde1"]})", {});
    EXPECT_EQ(memberState("sde1"), "-writemostly");
}

TEST_F(SettingsDispatch, RefusesWhatTheArrayCannotTake)
{
    expectRefused(R"({"op":"array_settings","array":"md0","consistency_policy":"ppl"})",
                  "settings_refused", "PPL exists for raid5 only");
    expectRefused(R"({"op":"array_settings","array":"md0","write_mostly":["/dev/nvme0n1"]})",
                  "settings_refused", "not a member of md0");
    expectRefused(R"({"op":"array_settings","array":"md0"})", "settings_refused",
                  "no setting was asked for");
    expectRefused(
        R"({"op":"array_settings","array":"md0","write_mostly":["/dev/sde1"],"readwrite":["/dev/sde1"]})",
        "device_twice", "/dev/sde1");
    expectRefused(R"({"op":"array_settings","array":"../etc","bitmap":"none"})", "bad_name",
                  "\"../etc\" must be");
}

TEST_F(SettingsDispatch, AHealthyMirrorLosesAMemberFreely)
{
    expectRan(R"({"op":"fail","array":"md0","device":"/dev/sdd1"})",
              {{"mdadm", "--manage", "/dev/md0", "--fail", "/dev/sdd1"}});
}

TEST_F(DegradedMirror, FailingTheLastMemberIsRefusedUnlessTheNameIsTyped)
{
    expectRefused(R"({"op":"fail","array":"md0","device":"/dev/sdd1"})", "array_would_fail",
                  "md0 is raid1 with 1 of 2 members already missing: failing /dev/sdd1 leaves "
                  "it failed, and its data unreadable");
    expectRefused(R"({"op":"remove","array":"md0","device":"/dev/sdd1"})", "array_would_fail",
                  "removing /dev/sdd1");
    expectRefused(R"({"op":"fail","array":"md0","device":"/dev/sdd1","force_name":"md1"})",
                  "array_would_fail", "\"md1\" does not name md0");
    expectRan(R"({"op":"fail","array":"md0","device":"/dev/sdd1","force_name":"md0"})",
              {{"mdadm", "--manage", "/dev/md0", "--fail", "/dev/sdd1"}});
}
