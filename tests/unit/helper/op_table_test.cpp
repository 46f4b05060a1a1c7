// The op table both ways: every op's request struct goes to JSON and parses
// back to the same op and struct; every op parseRequest accepts is a row; and
// every row says its scope.
#include <gtest/gtest.h>

#include <map>

#include "core/helper/op_table.h"
#include "core/helper/request.h"

using namespace am::helper;
using am::raid::MemberAction;

namespace {

PlanFields samplePlan()
{
    PlanFields plan;
    plan.level = "raid10";
    plan.members = {"/dev/sda", "/dev/sdb", "/dev/sdc", "/dev/sdd"};
    plan.spares = {"/dev/sde"};
    plan.name = "data";
    plan.metadata = "imsm";
    plan.bitmap = "internal";
    plan.layout = "n2";
    plan.chunk_bytes = 65536;
    plan.size_bytes = 1ULL << 30;
    plan.assume_clean = true;
    plan.container = "imsm1";
    plan.second_volume_level = "raid0";
    plan.second_volume_name = "scratch";
    plan.second_volume_chunk_bytes = 131072;
    return plan;
}

BenchRequest sampleBench()
{
    BenchRequest bench;
    bench.target = "/dev/nvme0n1";
    bench.preset = "qd-sweep";
    bench.rw = "randrw";
    bench.bs_bytes = 16384;
    bench.read_share = 70;
    bench.qd = 32;
    bench.jobs = 4;
    bench.runtime_seconds = 2.5;
    bench.ramp_seconds = 0.5;
    bench.size_bytes = 1ULL << 32;
    bench.offset_bytes = 4096;
    bench.seed = 7;
    bench.repeat = 3;
    bench.settle_seconds = 2.5;
    bench.precondition_passes = 2;
    bench.verify = true;
    bench.allow_write = true;
    bench.modes.hipri = true;
    bench.modes.sqpoll = true;
    bench.modes.sqpoll_cpu = 0;
    bench.modes.passthrough = true;
    bench.modes.rate_iops = 2000;
    bench.modes.cpus = "0-1";
    return bench;
}

// One request per op, every key set away from its default where it has one.
am::campaign::CampaignSpec sampleCampaignSpec()
{
    am::campaign::CampaignSpec spec;
    spec.drives = {"/dev/nvme0n1", "/dev/nvme1n1"};
    spec.configurations = {am::campaign::parseConfiguration("raid0:64k"),
                           am::campaign::parseConfiguration("raid1")};
    spec.runtime_s = 2;
    spec.options.baseline = true;
    spec.options.sync = am::campaign::SyncHandling::AssumeClean;
    return spec;
}

const std::map<std::string, RequestBody>& samples()
{
    static const std::map<std::string, RequestBody> all{
        {"scan", ScanRequest{true}},
        {"arrays", ArraysRequest{"btrfs"}},
        {"plan", PlanRequest{samplePlan()}},
        {"create", CreateRequest{samplePlan(), true}},
        {"delete", DeleteRequest{"vg0/data", "lvm"}},
        {"fail",
         MemberRequest{MemberAction::Fail, "md0", "/dev/sda", std::nullopt, std::nullopt, "md0"}},
        {"remove", MemberRequest{MemberAction::Remove, "md0", "/dev/sda", std::nullopt}},
        {"add", MemberRequest{MemberAction::Add, "md0", "/dev/sdf", std::nullopt}},
        {"re-add", MemberRequest{MemberAction::ReAdd, "md0", "/dev/sda", std::nullopt}},
        {"replace", MemberRequest{MemberAction::Replace, "md0", "/dev/sda", "/dev/sdf", "md"}},
        {"repair",
         MemberRequest{MemberAction::Repair, "vg0/data", "/dev/sda", std::nullopt, "lvm"}},
        {"grow", GrowRequest{"md0", "/dev/sdf"}},
        {"stop", StopRequest{"pool", "btrfs"}},
        {"assemble", AssembleRequest{"data", "0123abcd:0123abcd:0123abcd:0123abcd", true}},
        {"scrub", ScrubRequest{"md0", "repair", "imsm"}},
        {"mdadm-conf", MdadmConfRequest{"md0", true}},
        {"bench", sampleBench()},
        {"cancel", CancelRequest{}},
        {"campaign", CampaignRequest{"study-1", sampleCampaignSpec()}},
        {"campaign_resume", CampaignResumeRequest{"study-1"}},
        {"campaign_cleanup", CampaignCleanupRequest{"study-1"}},
        {"array_settings", SettingsRequest{"md0", "none", "ppl", {"/dev/sdb"}, {"/dev/sdc"}}},
        {"check_schedule", CheckScheduleRequest{"systemd", true}},
        {"alert_settings", AlertSettingsRequest{"admin@example.org", ""}},
        {"reshape_plan",
         ReshapePlanRequest{
             {"md0", {"/dev/sdf"}, 4, false, "raid6", std::nullopt, std::nullopt, std::nullopt}}},
        {"reshape",
         ReshapeRequest{
             {"md0", {}, std::nullopt, true, std::nullopt, 65536, "/mnt/usb/md0.backup", "md0"}}},
        {"grow_filesystem_plan", GrowFilesystemPlanRequest{"md0"}},
        {"grow_filesystem", GrowFilesystemRequest{"/dev/md/data"}},
    };
    return all;
}

Request roundTrip(const RequestBody& body)
{
    nlohmann::json line = requestJson(body);
    line["id"] = 9;
    return parseRequest(line.dump());
}

} // namespace

TEST(OpTable, EveryOpsSampleGoesToJsonAndParsesBackToTheSameOpAndStruct)
{
    ASSERT_EQ(opTable().size(), samples().size());
    for (const OpSpec& op : opTable()) {
        const auto sample = samples().find(std::string(op.name));
        ASSERT_NE(sample, samples().end()) << op.name << " has no sample here";
        EXPECT_EQ(opOf(sample->second).name, op.name);
        const Request parsed = roundTrip(sample->second);
        EXPECT_EQ(parsed.op, op.name);
        EXPECT_EQ(parsed.id, 9);
        EXPECT_EQ(parsed.body.index(), op.body_index) << op.name;
        EXPECT_TRUE(parsed.body == sample->second)
            << op.name << ": " << requestJson(sample->second).dump();
    }
}

TEST(OpTable, DefaultsStayOutOfTheLineAndStillParseBack)
{
    // The smallest requests: only the required keys, and what a reader wants to see.
    BenchRequest bench;
    bench.target = "/dev/sdb";
    EXPECT_EQ(requestJson(bench), (nlohmann::json{{"op", "bench"}, {"target", "/dev/sdb"}}));
    EXPECT_TRUE(roundTrip(bench).body == RequestBody(bench));
    EXPECT_EQ(requestJson(ScrubRequest{"md0"}),
              (nlohmann::json{{"op", "scrub"}, {"array", "md0"}, {"action", "check"}}));
    EXPECT_EQ(requestJson(MemberRequest{MemberAction::Add, "md0", "/dev/sdc", "/dev/sdd"}),
              (nlohmann::json{{"op", "add"},
                              {"array", "md0"},
                              {"device", "/dev/sdc"}})); // "with" is replace's only
    PlanFields plan;
    plan.level = "raid1";
    plan.members = {"/dev/sda", "/dev/sdb"};
    plan.name = "x";
    EXPECT_EQ(requestJson(CreateRequest{plan}),
              (nlohmann::json{{"op", "create"},
                              {"level", "raid1"},
                              {"members", {"/dev/sda", "/dev/sdb"}},
                              {"name", "x"},
                              {"metadata", "1.2"}}));
    EXPECT_TRUE(roundTrip(CreateRequest{plan}).body == RequestBody(CreateRequest{plan}));
    EXPECT_TRUE(roundTrip(AssembleRequest{}).body == RequestBody(AssembleRequest{}));
}

TEST(OpTable, EveryOpParseRequestAcceptsIsARowAndNothingElse)
{
    // The names of the rows, and near misses of them, and ops other tools have.
    std::vector<std::string> candidates{
        "",        "readd",           "re_add",       "Re-Add",     "SCAN",
        "scan ",   " scan",           "status",       "list",       "wait",
        "examine", "zero-superblock", "create-array", "mdadm_conf", "benchmark"};
    for (const OpSpec& op : opTable()) {
        candidates.emplace_back(op.name);
        candidates.push_back(std::string(op.name) + "s");
        candidates.push_back(std::string(op.name).substr(1));
    }
    for (const std::string& name : candidates) {
        const bool row = findOp(name) != nullptr;
        const auto sample = samples().find(name);
        nlohmann::json line =
            sample != samples().end() ? requestJson(sample->second) : nlohmann::json{{"op", name}};
        line["op"] = name;
        try {
            const Request parsed = parseRequest(line.dump());
            EXPECT_TRUE(row) << "\"" << name << "\" is accepted but has no row in the op table";
            EXPECT_EQ(opOf(parsed.body).name, name);
        } catch (const Refused& refused) {
            EXPECT_FALSE(row) << name << ": " << refused.what();
            EXPECT_EQ(refused.rule(), "unknown_op") << name;
        }
    }
}

TEST(OpTable, TheUnknownOpTextAndKnownOpsAreTheRowsInOrder)
{
    std::string listed;
    std::vector<std::string> names;
    for (const OpSpec& op : opTable()) {
        listed += (listed.empty() ? "" : ", ") + std::string(op.name);
        names.emplace_back(op.name);
    }
    EXPECT_EQ(knownOps(), names);
    try {
        parseRequest(R"({"op":"format"})");
        FAIL() << "format accepted";
    } catch (const Refused& refused) {
        EXPECT_EQ(std::string(refused.what()), "unknown op \"format\"; known: " + listed);
    }
}

TEST(OpTable, EveryOpHasTheScopeTheProtocolDocumentGivesIt)
{
    // docs/helper-protocol.md: reads and cancel in every session, the rest in their own.
    const std::map<std::string, Scope> documented{
        {"scan", Scope::ReadDevices},
        {"arrays", Scope::ReadDevices},
        {"plan", Scope::ReadDevices},
        {"cancel", Scope::ReadDevices},
        {"create", Scope::ManageArrays},
        {"delete", Scope::ManageArrays},
        {"fail", Scope::ChangeMembers},
        {"remove", Scope::ChangeMembers},
        {"add", Scope::ChangeMembers},
        {"re-add", Scope::ChangeMembers},
        {"replace", Scope::ChangeMembers},
        {"repair", Scope::ChangeMembers},
        {"grow", Scope::ChangeMembers},
        {"stop", Scope::ChangeMembers},
        {"assemble", Scope::ChangeMembers},
        {"scrub", Scope::ChangeMembers},
        {"mdadm-conf", Scope::ChangeMembers},
        {"bench", Scope::BenchmarkRawDevice},
        {"campaign", Scope::RunCampaigns},
        {"campaign_resume", Scope::RunCampaigns},
        {"campaign_cleanup", Scope::RunCampaigns},
        {"array_settings", Scope::ChangeMembers},
        {"check_schedule", Scope::ChangeMembers},
        {"alert_settings", Scope::ChangeMembers},
        {"reshape_plan", Scope::ReadDevices},
        {"reshape", Scope::ChangeMembers},
        {"grow_filesystem_plan", Scope::ReadDevices},
        {"grow_filesystem", Scope::ChangeMembers},
    };
    ASSERT_EQ(documented.size(), opTable().size());
    for (const OpSpec& op : opTable()) {
        const auto expected = documented.find(std::string(op.name));
        ASSERT_NE(expected, documented.end()) << op.name;
        EXPECT_EQ(op.scope, expected->second) << op.name;
        // scopeOf reads the row: the parsed struct of the op has the row's scope.
        EXPECT_EQ(scopeOf(roundTrip(samples().at(std::string(op.name))).body), op.scope) << op.name;
    }
}

TEST(OpTable, EachMemberActionIsOneRowNamedAsTheRaidCoreNamesIt)
{
    for (const auto& [action, name] : am::raid::kMemberActionNames) {
        const OpSpec* op = findOp(name);
        ASSERT_NE(op, nullptr) << name;
        EXPECT_EQ(op->body_index, RequestBody(MemberRequest{}).index());
        EXPECT_EQ(opOf(MemberRequest{action, "md0", "/dev/sda", {}}).name, name);
        EXPECT_EQ(am::raid::parseMemberAction(name), action);
        EXPECT_EQ(am::raid::toString(action), name);
    }
    EXPECT_EQ(am::raid::parseMemberAction("readd"), std::nullopt);
}
