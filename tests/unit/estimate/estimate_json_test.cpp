#include <gtest/gtest.h>

#include "core/estimate/estimate_json.h"
#include "core/estimate/reference_profiles.h"

using namespace am::estimate;

TEST(EstimateJson, CellsHaveTheResultDocumentsShape)
{
    ArrayPlan plan;
    plan.level = Level::Raid5;
    plan.members = 4;
    plan.chunk_bytes = 64 * 1024;
    Caps caps;
    caps.bus_bytes_per_s = 3.5e9;
    const Estimate e = estimate(plan, {referenceProfile("single-nvme")}, caps, {}, Mode::Healthy);
    const nlohmann::json doc = toJson(e);
    EXPECT_EQ(doc["schema"], "arraymark.estimate/1");
    EXPECT_EQ(doc["plan"]["level"], "raid5");
    EXPECT_EQ(doc["plan"]["chunk_bytes"], 65536);
    EXPECT_EQ(doc["caps"]["bus_bytes_per_s"], 3.5e9);
    EXPECT_EQ(doc["parameters"]["md_speed_limit_max_bytes_per_s"], 200000.0 * 1024);
    EXPECT_EQ(doc["parameters"]["mix_rule"], "timeshare");
    EXPECT_EQ(doc["cells"].size(), 7U * 7U + 2U);
    const auto& first = doc["cells"][0];
    EXPECT_EQ(first["job"]["bs"], 4096);
    EXPECT_EQ(first["job"]["read_share"], 0);
    EXPECT_EQ(first["job"]["rw"], "randwrite");
    for (const char* key : {"iops", "read_iops", "write_iops", "bw_bytes"})
        EXPECT_TRUE(first[key].is_number()) << key;
    EXPECT_TRUE(first["lat_ns"]["mean"].is_number());
    EXPECT_NEAR(first["iops"].get<double>(), e.random[0].iops, 1e-9);
    EXPECT_EQ(doc["cells"].back()["job"]["rw"], "write");
    EXPECT_EQ(doc["fault_tolerance"], 1);
    EXPECT_TRUE(doc["rebuild"]["idle_seconds"].is_number());
}
