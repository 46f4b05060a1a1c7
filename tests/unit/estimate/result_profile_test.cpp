#include <gtest/gtest.h>

#include "core/estimate/errors.h"
#include "core/estimate/estimator.h"
#include "core/estimate/result_profile.h"

using namespace am::estimate;

namespace {
const std::string kData = std::string(ARRAYMARK_TEST_DATA) + "/estimate/";

std::string errorOf(const std::string& file)
{
    try {
        profileFromResultFile(kData + file);
    } catch (const InputError& error) {
        return error.what();
    }
    return "";
}
} // namespace

TEST(EstimateResultProfile, ReadsTheEngineCellShape)
{
    const MemberProfile p = profileFromResultFile(kData + "member-result.json");
    EXPECT_EQ(p.blockSizes(), (std::vector<std::uint64_t>{4096, 65536}));
    EXPECT_EQ(p.readShares(), (std::vector<int>{0, 50, 100}));
    EXPECT_EQ(p.random.size(), 6U);
    for (const auto& cell : p.random)
        if (cell.block_size == 4096 && cell.read_share == 100) {
            EXPECT_DOUBLE_EQ(cell.iops, 90000); // the QD32 cell, not the QD1 one
            ASSERT_TRUE(cell.mean_latency_ns);
        }
    ASSERT_TRUE(p.seq_read_bytes_per_s);
    EXPECT_DOUBLE_EQ(*p.seq_read_bytes_per_s, 520.0 * 1048576);
    EXPECT_DOUBLE_EQ(*p.seq_write_bytes_per_s, 480.0 * 1048576);
    EXPECT_EQ(p.seq_block_size, 1048576U);
    EXPECT_EQ(p.capacity_bytes, 512110190592ULL);
    EXPECT_DOUBLE_EQ(*p.outstanding_ios, 32);
}

TEST(EstimateResultProfile, FeedsTheEstimator)
{
    ArrayPlan plan;
    plan.level = Level::Raid10;
    plan.members = 4;
    plan.chunk_bytes = 512 * 1024;
    const Estimate e = estimate(plan, {profileFromResultFile(kData + "member-result.json")}, {}, {},
                                Mode::Healthy);
    ASSERT_EQ(e.random.size(), 6U);
    EXPECT_NEAR(e.random[2].iops, 4 * 90000.0, 1e-6); // 4k reads on all four
    EXPECT_NEAR(e.random[0].iops, 2 * 40000.0, 1e-6); // 4k writes twice
}

TEST(EstimateResultProfile, BadFilesNameTheFileAndTheProblem)
{
    EXPECT_NE(errorOf("absent.json").find("absent.json' cannot be read"), std::string::npos);
    EXPECT_NE(errorOf("not-json.json").find("not-json.json: not valid JSON"), std::string::npos);
    EXPECT_NE(errorOf("wrong-schema.json").find("arraymark.result/1"), std::string::npos);
    const std::string missing = errorOf("cell-missing-bs.json");
    EXPECT_NE(missing.find("cell 2"), std::string::npos) << missing;
    EXPECT_NE(missing.find("job.bs"), std::string::npos) << missing;
}

TEST(EstimateResultProfile, CellRulesAreChecked)
{
    using nlohmann::json;
    const auto doc = [](json cell) {
        return json{{"schema", "arraymark.result/1"}, {"cells", json::array({cell})}};
    };
    const json good = {{"job", {{"rw", "randread"}, {"bs", "4k"}, {"read_share", 100}}},
                       {"iops", 1000}};
    EXPECT_EQ(profileFromResult(doc(good), "x").random.at(0).block_size, 4096U);
    json share = good;
    share["job"]["read_share"] = 120;
    EXPECT_THROW(profileFromResult(doc(share), "x"), InputError);
    json rw = good;
    rw["job"]["rw"] = "trim";
    EXPECT_THROW(profileFromResult(doc(rw), "x"), InputError);
    json iops = good;
    iops["iops"] = "many";
    EXPECT_THROW(profileFromResult(doc(iops), "x"), InputError);
    json seq_only = good;
    seq_only["job"]["rw"] = "read";
    seq_only["bw_bytes"] = 1e9;
    EXPECT_THROW(profileFromResult(doc(seq_only), "x"), InputError); // no random cells
    EXPECT_THROW(profileFromResult(json{{"schema", 7}}, "x"), InputError);
}

TEST(EstimateResultProfile, ReadsTheBenchEnginesOwnMatrixDocument)
{
    const MemberProfile p = profileFromResultFile(kData + "engine-matrix-file.json");
    EXPECT_EQ(p.blockSizes().size(), 7U);
    EXPECT_EQ(p.readShares(), (std::vector<int>{0, 5, 35, 50, 65, 95, 100}));
    EXPECT_EQ(p.random.size(), 49U);
    EXPECT_FALSE(p.capacity_bytes); // a file target: its size is the tested range
    EXPECT_FALSE(p.seq_read_bytes_per_s);
    ASSERT_TRUE(p.outstanding_ios);
    EXPECT_DOUBLE_EQ(*p.outstanding_ios, 32);
    for (const auto& cell : p.random) {
        EXPECT_GT(cell.iops, 0);
        EXPECT_TRUE(cell.mean_latency_ns);
    }
    ArrayPlan plan;
    plan.level = Level::Raid6;
    plan.members = 6;
    plan.chunk_bytes = 128 * 1024;
    const Estimate e = estimate(plan, {p}, {}, {}, Mode::Degraded);
    EXPECT_EQ(e.random.size(), 49U);
    EXPECT_FALSE(e.notes.empty()); // sequential stands in from the largest random block
}
