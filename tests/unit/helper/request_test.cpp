#include <algorithm>

#include <gtest/gtest.h>

#include "core/helper/bench_request.h"
#include "core/helper/request.h"
#include "core/helper/request_text.h"

using namespace am::helper;

namespace {

std::string refusedRule(const std::string& line)
{
    try {
        parseRequest(line);
    } catch (const Refused& refused) {
        EXPECT_FALSE(std::string(refused.what()).empty()) << line;
        return refused.rule();
    }
    return "accepted";
}

} // namespace

TEST(Request, MalformedAndShapelessInputIsRefused)
{
    EXPECT_EQ(refusedRule("{\"op\":\"scan\""), "malformed_json");
    EXPECT_EQ(refusedRule("not json"), "malformed_json");
    EXPECT_EQ(refusedRule(""), "malformed_json");
    EXPECT_EQ(refusedRule("[\"scan\"]"), "not_object");
    EXPECT_EQ(refusedRule("\"scan\""), "not_object");
    EXPECT_EQ(refusedRule("{}"), "missing_key");
    EXPECT_EQ(refusedRule("{\"op\":7}"), "wrong_type");
    EXPECT_EQ(refusedRule("{\"op\":\"format-disk\"}"), "unknown_op");
    EXPECT_EQ(refusedRule("{\"op\":\"sh\",\"cmd\":\"rm -rf /\"}"), "unknown_op");
}

TEST(Request, OversizedInputIsRefusedBeforeParsing)
{
    const std::string huge =
        "{\"op\":\"scan\",\"id\":\"" + std::string(kMaxRequestBytes, 'x') + "\"}";
    EXPECT_EQ(refusedRule(huge), "oversized");
}

TEST(Request, UnknownKeysWrongTypesAndDuplicatesAreRefused)
{
    EXPECT_EQ(refusedRule(R"({"op":"scan","verbose":true})"), "unknown_key");
    EXPECT_EQ(refusedRule(R"({"op":"stop","array":"md0","force":true})"), "unknown_key");
    EXPECT_EQ(refusedRule(R"({"op":"stop","array":0})"), "wrong_type");
    EXPECT_EQ(refusedRule(R"({"op":"stop"})"), "missing_key");
    EXPECT_EQ(refusedRule(R"({"op":"stop","array":"md0","array":"md1"})"), "duplicate_key");
    EXPECT_EQ(refusedRule(R"({"op":"create","level":"raid1","members":"/dev/sda","name":"x"})"),
              "wrong_type");
    EXPECT_EQ(refusedRule(R"({"op":"create","level":"raid1","members":["/dev/sda",3],"name":"x"})"),
              "wrong_type");
    EXPECT_EQ(refusedRule(R"({"op":"create","level":"raid7","members":["/dev/sda"],"name":"x"})"),
              "bad_value");
    EXPECT_EQ(
        refusedRule(
            R"({"op":"create","level":"raid0","members":["/dev/sda"],"name":"x","chunk_bytes":-1})"),
        "wrong_type");
    EXPECT_EQ(
        refusedRule(
            R"({"op":"create","level":"raid0","members":["/dev/sda"],"name":"x","chunk_bytes":"64K"})"),
        "wrong_type");
    EXPECT_EQ(
        refusedRule(
            R"({"op":"create","level":"raid0","members":["/dev/sda"],"name":"x","chunk_bytes":1})"),
        "out_of_range");
    EXPECT_EQ(
        refusedRule(
            R"({"op":"create","level":"raid0","members":["/dev/sda"],"name":"x","write_mdadm_conf":"yes"})"),
        "wrong_type");
    EXPECT_EQ(refusedRule(R"({"op":"scrub","array":"md0","action":"rebuild"})"), "bad_value");
    EXPECT_EQ(refusedRule(R"({"op":"bench","target":"/dev/sda","qd":0})"), "out_of_range");
    EXPECT_EQ(refusedRule(R"({"op":"bench","target":"/dev/sda","runtime_seconds":1e308})"),
              "out_of_range");
    EXPECT_EQ(refusedRule(R"({"op":"scan","id":{"a":1}})"), "wrong_type");
    EXPECT_EQ(refusedRule(R"({"op":"add","array":"md0","device":"/dev/sda","with":"/dev/sdb"})"),
              "unknown_key");
}

TEST(Request, TypedFieldsAreRead)
{
    const auto request = parseRequest(
        R"({"op":"create","id":42,"level":"raid5","members":["/dev/sda","/dev/sdb","/dev/sdc"],
        "spares":["/dev/sdd"],"name":"r5","chunk_bytes":65536,"bitmap":"none","write_mdadm_conf":true})");
    EXPECT_EQ(request.op, "create");
    EXPECT_EQ(request.id, 42);
    const auto& create = std::get<CreateRequest>(request.body);
    EXPECT_EQ(create.plan.level, "raid5");
    EXPECT_EQ(create.plan.members.size(), 3U);
    EXPECT_EQ(create.plan.spares, std::vector<std::string>{"/dev/sdd"});
    EXPECT_EQ(create.plan.chunk_bytes, 65536U);
    EXPECT_EQ(create.plan.bitmap, "none");
    EXPECT_TRUE(create.write_mdadm_conf);
    EXPECT_EQ(scopeOf(request.body), Scope::ManageArrays);

    const auto replace =
        parseRequest(R"({"op":"replace","array":"md0","device":"/dev/sdd1","with":"/dev/sda"})");
    EXPECT_EQ(std::get<MemberRequest>(replace.body).action, am::raid::MemberAction::Replace);
    EXPECT_EQ(std::get<MemberRequest>(replace.body).with, "/dev/sda");
    EXPECT_EQ(scopeOf(replace.body), Scope::ChangeMembers);
    EXPECT_EQ(scopeOf(parseRequest(R"({"op":"scan"})").body), Scope::ReadDevices);
    EXPECT_EQ(scopeOf(parseRequest(R"({"op":"bench","target":"/dev/sda"})").body),
              Scope::BenchmarkRawDevice);
    // Any session may stop its own run.
    const auto cancel = parseRequest(R"({"op":"cancel","id":4})");
    EXPECT_TRUE(std::holds_alternative<CancelRequest>(cancel.body));
    EXPECT_EQ(scopeOf(cancel.body), Scope::ReadDevices);
}

TEST(Request, BenchCarriesTheEngineModesAndRefusesBadOnes)
{
    const auto request = parseRequest(
        R"({"op":"bench","target":"/dev/nvme0n1","hipri":true,"sqpoll":true,"sqpoll_cpu":0,
        "passthrough":true,"rate_iops":5000,"cpus":"none"})");
    const auto& bench = std::get<BenchRequest>(request.body);
    EXPECT_TRUE(bench.modes.hipri);
    EXPECT_EQ(bench.modes.sqpoll_cpu, 0);
    EXPECT_EQ(bench.modes.rate_iops, 5000U);
    EXPECT_EQ(bench.modes.cpus, "none");
    const auto argv = benchArgv("/usr/bin/arraymark-cli", bench, "/dev/nvme0n1");
    const std::vector<std::string> tail(argv.end() - 8, argv.end());
    EXPECT_EQ(tail, (std::vector<std::string>{"--hipri", "--sqpoll", "0", "--passthrough",
                                              "--rate-iops", "5000", "--cpus", "none"}));

    // The CLI's own rules, said before any child starts.
    EXPECT_EQ(refusedRule(R"({"op":"bench","target":"/dev/sda","cpus":"0-x"})"), "bad_value");
    EXPECT_EQ(refusedRule(R"({"op":"bench","target":"/dev/sda","sqpoll_cpu":1})"), "bad_value");
    EXPECT_EQ(refusedRule(R"({"op":"bench","target":"/dev/sda","rate_iops":0})"), "out_of_range");
    EXPECT_EQ(refusedRule(R"({"op":"bench","target":"/dev/sda","hipri":1})"), "wrong_type");
}

TEST(Request, BenchCarriesRepeatsAndTheirPause)
{
    const auto request =
        parseRequest(R"({"op":"bench","target":"/dev/nvme0n1","repeat":3,"settle_seconds":0.5})");
    const auto& bench = std::get<BenchRequest>(request.body);
    EXPECT_EQ(bench.repeat, 3U);
    const auto argv = benchArgv("/usr/bin/arraymark-cli", bench, "/dev/nvme0n1");
    const std::vector<std::string> tail(argv.end() - 4, argv.end());
    EXPECT_EQ(tail, (std::vector<std::string>{"--repeat", "3", "--settle", "0.5"}));
    EXPECT_EQ(refusedRule(R"({"op":"bench","target":"/dev/sda","repeat":0})"), "out_of_range");
    EXPECT_EQ(refusedRule(R"({"op":"bench","target":"/dev/sda","repeat":101})"), "out_of_range");
    EXPECT_EQ(refusedRule(R"({"op":"bench","target":"/dev/sda","settle_seconds":-1})"),
              "out_of_range");
}

TEST(Request, BenchCarriesPreconditionPasses)
{
    const auto request = parseRequest(
        R"({"op":"bench","target":"/dev/nvme0n1","rw":"randwrite","allow_write":true,"precondition_passes":2})");
    const auto& bench = std::get<BenchRequest>(request.body);
    EXPECT_EQ(bench.precondition_passes, 2U);
    const auto argv = benchArgv("/usr/bin/arraymark-cli", bench, "/dev/nvme0n1");
    const auto at = std::find(argv.begin(), argv.end(), "--precondition");
    ASSERT_NE(at, argv.end());
    EXPECT_EQ(*(at + 1), "2");
    EXPECT_EQ(refusedRule(R"({"op":"bench","target":"/dev/sda","precondition_passes":0})"),
              "out_of_range");
    EXPECT_EQ(refusedRule(R"({"op":"bench","target":"/dev/sda","precondition_passes":11})"),
              "out_of_range");
}

TEST(RequestText, ClippedKeepsWholeCharacters)
{
    EXPECT_EQ(clipped("short"), "short");
    EXPECT_EQ(clipped("abcdef", 4), "abcd...");
    EXPECT_EQ(clipped("ab\xc3\xa9z", 3), "ab..."); // é would be split at byte 3
    EXPECT_EQ(clipped("ab\xc3\xa9z", 4), "ab\xc3\xa9...");
}

TEST(Request, EveryKnownOpParsesWithItsRequiredKeys)
{
    for (const auto& op : knownOps()) {
        std::string line = "{\"op\":\"" + op + "\"";
        if (op == "plan" || op == "create")
            line += R"(,"level":"raid1","members":["/dev/sda","/dev/sdb"],"name":"x")";
        else if (op == "bench")
            line += R"(,"target":"/dev/sda")";
        else if (op == "grow" || op == "fail" || op == "remove" || op == "add" || op == "re-add" ||
                 op == "replace" || op == "repair")
            line += R"(,"array":"md0","device":"/dev/sda")";
        else if (op == "campaign")
            line +=
                R"(,"name":"x","spec":{"drives":["/dev/sda"],"configurations":[{"level":"raid0"}],"preset":"quick"})";
        else if (op == "campaign_resume" || op == "campaign_cleanup")
            line += R"(,"name":"x")";
        else if (op == "check_schedule")
            line += R"(,"mechanism":"cron","enabled":false)";
        else if (op == "alert_settings")
            line += R"(,"program":"")";
        else if (op != "scan" && op != "arrays" && op != "assemble" && op != "cancel")
            line += R"(,"array":"md0")";
        line += "}";
        EXPECT_EQ(refusedRule(line), "accepted") << line;
    }
}

TEST(Scope, ReadsAreAllowedEverywhereTheRestOnlyInTheirOwnScope)
{
    EXPECT_TRUE(scopeAllows(Scope::ManageArrays, Scope::ReadDevices));
    EXPECT_TRUE(scopeAllows(Scope::ManageArrays, Scope::ManageArrays));
    EXPECT_FALSE(scopeAllows(Scope::ReadDevices, Scope::ManageArrays));
    EXPECT_FALSE(scopeAllows(Scope::ChangeMembers, Scope::BenchmarkRawDevice));
    EXPECT_EQ(parseScope("change-members"), Scope::ChangeMembers);
    EXPECT_EQ(parseScope("root-shell"), std::nullopt);
    EXPECT_EQ(polkitAction(Scope::BenchmarkRawDevice),
              "org.arraymark.ArrayMark.benchmark-raw-device");
    EXPECT_EQ(parseScope("run-campaigns"), Scope::RunCampaigns);
    EXPECT_FALSE(scopeAllows(Scope::ManageArrays, Scope::RunCampaigns));
    EXPECT_EQ(polkitAction(Scope::RunCampaigns), "org.arraymark.ArrayMark.run-campaigns");
}
