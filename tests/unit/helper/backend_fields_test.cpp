// The request keys that name a backend (plan/create's backend, metadata_level, mixed; the
// manage ops' and arrays' backend): the spellings come from the RAID core's tables, and the
// parser checks only type and vocabulary (which backend builds what is the core's validation).
#include <gtest/gtest.h>

#include "core/helper/op_table.h"
#include "core/helper/request.h"
#include "core/raid/backend_table.h"
#include "core/raid/types.h"

using namespace am::helper;
using nlohmann::json;

namespace {

const std::string kMembers = R"("members":["/dev/sda","/dev/sdb","/dev/sdc"],"name":"pool")";

// The refusal's rule and sentence, or "accepted".
std::pair<std::string, std::string> refusal(const std::string& line)
{
    try {
        parseRequest(line);
    } catch (const Refused& refused) {
        return {refused.rule(), refused.what()};
    }
    return {"accepted", ""};
}

PlanFields planOfLine(const std::string& line)
{
    return std::get<PlanRequest>(parseRequest(line).body).plan;
}

} // namespace

TEST(BackendFields, PlanTakesTheBtrfsKeysAndGoesBackToTheSameLine)
{
    const PlanFields plan = planOfLine(
        R"({"op":"plan","backend":"btrfs","level":"raid1c3","metadata_level":"raid1c3","mixed":true,)" +
        kMembers + "}");
    EXPECT_EQ(plan.backend, "btrfs");
    EXPECT_EQ(plan.level, "raid1c3");
    EXPECT_EQ(plan.metadata_level, "raid1c3");
    EXPECT_TRUE(plan.mixed);
    const json line = requestJson(PlanRequest{plan});
    EXPECT_EQ(line["backend"], "btrfs");
    EXPECT_EQ(line["mixed"], true);
    EXPECT_FALSE(line.contains("metadata")) << "md's metadata is no btrfs key: " << line.dump();
    EXPECT_TRUE(parseRequest(line.dump()).body == RequestBody(PlanRequest{plan})) << line.dump();
    // Absent keys keep their defaults: md by metadata, no metadata profile, not mixed.
    const PlanFields md = planOfLine(R"({"op":"plan","level":"raid1",)" + kMembers + "}");
    EXPECT_EQ(md.backend, std::nullopt);
    EXPECT_EQ(md.metadata, "1.2");
    EXPECT_EQ(md.metadata_level, std::nullopt);
    EXPECT_FALSE(md.mixed);
}

TEST(BackendFields, BackendImsmMeansImsmMetadataAsTheCliDoes)
{
    EXPECT_EQ(
        planOfLine(R"({"op":"plan","backend":"imsm","level":"raid1",)" + kMembers + "}").metadata,
        "imsm");
    // Told otherwise, the parser keeps what it was told; the core's validation refuses the mix.
    EXPECT_EQ(planOfLine(R"({"op":"plan","backend":"imsm","metadata":"1.0","level":"raid1",)" +
                         kMembers + "}")
                  .metadata,
              "1.0");
}

TEST(BackendFields, EveryLevelAndBackendOfTheCoreTablesIsAccepted)
{
    for (const am::raid::LevelInfo& row : am::raid::kLevels) {
        const std::string level(row.name);
        EXPECT_EQ(planOfLine(R"({"op":"plan","level":")" + level + R"(",)" + kMembers + "}").level,
                  level);
        EXPECT_EQ(planOfLine(R"({"op":"plan","level":"raid1","metadata_level":")" + level +
                             R"(",)" + kMembers + "}")
                      .metadata_level,
                  level);
    }
    for (const am::raid::BackendInfo& row : am::raid::kBackends) {
        const std::string backend(row.name);
        EXPECT_EQ(planOfLine(R"({"op":"plan","backend":")" + backend + R"(","level":"raid1",)" +
                             kMembers + "}")
                      .backend,
                  backend);
        const auto stop = parseRequest(R"({"op":"stop","array":"x","backend":")" + backend + "\"}");
        EXPECT_EQ(std::get<StopRequest>(stop.body).backend, backend);
    }
    // raid1c3 on md is the core's to refuse (backend_level), not the parser's.
    EXPECT_EQ(refusal(R"({"op":"plan","level":"raid1c3",)" + kMembers + "}").first, "accepted");
}

TEST(BackendFields, AWrongBackendOrTypeIsRefusedNamingTheKey)
{
    const auto ceph = refusal(R"({"op":"plan","backend":"ceph","level":"raid1",)" + kMembers + "}");
    EXPECT_EQ(ceph.first, "bad_value");
    EXPECT_EQ(ceph.second, "plan: \"backend\" is \"ceph\"; allowed: md, imsm, lvm, btrfs, zfs");
    // An alias parseBackend knows is still not a protocol spelling: one name per backend.
    EXPECT_EQ(refusal(R"({"op":"stop","array":"x","backend":"lvm2"})").first, "bad_value");
    const std::vector<std::pair<std::string, std::string>> mistyped{
        {R"({"op":"plan","backend":7,"level":"raid1",)" + kMembers + "}", "\"backend\""},
        {R"({"op":"plan","mixed":"yes","level":"raid1",)" + kMembers + "}", "\"mixed\""},
        {R"({"op":"plan","metadata_level":["raid1"],"level":"raid1",)" + kMembers + "}",
         "\"metadata_level\""},
        {R"({"op":"fail","array":"vg/lv","device":"/dev/sda","backend":null})", "\"backend\""},
        {R"({"op":"arrays","backend":true})", "\"backend\""},
    };
    for (const auto& [line, key] : mistyped) {
        const auto [rule, text] = refusal(line);
        EXPECT_EQ(rule, "wrong_type") << line;
        EXPECT_NE(text.find(key), std::string::npos) << line << ": " << text;
    }
    const auto raid7 =
        refusal(R"({"op":"plan","metadata_level":"raid7","level":"raid1",)" + kMembers + "}");
    EXPECT_EQ(raid7.first, "bad_value");
    EXPECT_NE(raid7.second.find("\"metadata_level\" is \"raid7\"; allowed: raid0, raid1, raid5, "
                                "raid6, raid10, raid1c3"),
              std::string::npos)
        << raid7.second;
    // imsm's second volume takes only the levels imsm builds.
    EXPECT_EQ(refusal(R"({"op":"plan","level":"raid1","metadata":"imsm","second_volume_level":)"
                      R"("raid1c3","second_volume_name":"b",)" +
                      kMembers + "}")
                  .first,
              "bad_value");
}

TEST(BackendFields, ManageOpsAndArraysTakeAnOptionalBackend)
{
    const auto member =
        parseRequest(R"({"op":"replace","array":"vg/lv","device":"/dev/sda","with":"/dev/sdb",)"
                     R"("backend":"lvm"})");
    const auto& replace = std::get<MemberRequest>(member.body);
    EXPECT_EQ(replace.backend, "lvm");
    EXPECT_EQ(replace.with, "/dev/sdb");
    EXPECT_EQ(
        std::get<DeleteRequest>(parseRequest(R"({"op":"delete","array":"pool"})").body).backend,
        std::nullopt);
    EXPECT_EQ(std::get<ScrubRequest>(
                  parseRequest(R"({"op":"scrub","array":"pool","backend":"btrfs"})").body)
                  .backend,
              "btrfs");
    EXPECT_TRUE(parseRequest(R"({"op":"arrays"})").body == RequestBody(ArraysRequest{}));
    EXPECT_EQ(refusal(R"({"op":"arrays","all":true})").first, "unknown_key");
    // grow, assemble and mdadm-conf are md's alone: no backend key.
    EXPECT_EQ(refusal(R"({"op":"grow","array":"md0","device":"/dev/sda","backend":"md"})").first,
              "unknown_key");
}
