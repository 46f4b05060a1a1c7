#include <stdexcept>
#include <string>

#include <gtest/gtest.h>

#include "core/campaign/document.h"
#include "core/util/json_text.h"
#include "sample_campaign.h"

using namespace am::campaign;

namespace {

std::string errorOf(const nlohmann::json& json)
{
    try {
        documentFromJson(json);
    } catch (const std::invalid_argument& error) {
        return error.what();
    }
    return "no error";
}

} // namespace

TEST(CampaignDocument, RoundTripsThroughJsonText)
{
    const CampaignDocument original = sample::sampleCampaign();
    const nlohmann::json json = toJson(original);
    EXPECT_EQ(json["schema"], "arraymark.campaign/1");
    const CampaignDocument back =
        documentFromJson(nlohmann::json::parse(am::util::jsonText(json, 2)));
    EXPECT_EQ(toJson(back), json);

    ASSERT_EQ(back.baseline.size(), 2U);
    EXPECT_EQ(back.baseline[1].target, "/dev/nvme1n1");
    EXPECT_EQ(back.baseline[1].phase, "baseline");
    ASSERT_EQ(back.configurations.size(), 2U);
    const ConfigurationResult& raid1 = back.configurations[1];
    EXPECT_EQ(raid1.label, sample::kScriptLabel);
    EXPECT_EQ(raid1.commands, original.configurations[1].commands);
    EXPECT_EQ(raid1.sync_handling, "wait");
    EXPECT_DOUBLE_EQ(raid1.sync_seconds, 1312);
    EXPECT_TRUE(raid1.preconditioned);
    ASSERT_EQ(raid1.phases.size(), 3U);
    EXPECT_EQ(raid1.phases[2].phase, "rebuild");
    EXPECT_EQ(raid1.phases[0].cells[4].first_error, "EIO at offset 4096");
    EXPECT_DOUBLE_EQ(raid1.phases[0].cells[0].total_lat.mean_ns,
                     original.configurations[1].phases[0].cells[0].total_lat.mean_ns);
    ASSERT_TRUE(raid1.rebuild);
    EXPECT_EQ(raid1.rebuild->bytes, 1000204886016ULL);
    EXPECT_EQ(raid1.rebuild->member, "/dev/nvme1n1");
    EXPECT_TRUE(raid1.estimate.is_null());
    EXPECT_EQ(back.configurations[0].estimate["schema"], "arraymark.estimate/1");
    EXPECT_FALSE(back.configurations[0].rebuild);
    EXPECT_EQ(back.journal_timing, original.journal_timing);
}

TEST(CampaignDocument, RefusesAnotherFormatNamingIt)
{
    nlohmann::json json = toJson(sample::sampleCampaign());
    json["schema"] = "arraymark.result/1";
    const std::string error = errorOf(json);
    EXPECT_NE(error.find("\"arraymark.result/1\""), std::string::npos) << error;
    EXPECT_NE(error.find("not an arraymark.campaign/1 document"), std::string::npos) << error;
    json.erase("schema");
    EXPECT_NE(errorOf(json).find("schema is missing"), std::string::npos) << errorOf(json);
    EXPECT_NE(errorOf(nlohmann::json::array()).find("expected a JSON object"), std::string::npos);
}

TEST(CampaignDocument, NamesTheBadField)
{
    const nlohmann::json good = toJson(sample::sampleCampaign());
    nlohmann::json json = good;
    json["configurations"][1]["phases"][0]["cells"][2].erase("iops");
    std::string error = errorOf(json);
    EXPECT_NE(error.find("configurations[1].phases[0].cells[2]"), std::string::npos) << error;
    EXPECT_NE(error.find("\"iops\""), std::string::npos) << error;

    json = good;
    json["configurations"][0]["preconditioned"] = "yes";
    error = errorOf(json);
    EXPECT_NE(error.find("configurations[0]: \"preconditioned\" must be true or false"),
              std::string::npos)
        << error;

    json = good;
    json["configurations"][1]["rebuild"].erase("seconds");
    error = errorOf(json);
    EXPECT_NE(error.find("configurations[1].rebuild: missing \"seconds\""), std::string::npos)
        << error;

    json = good;
    json["baseline"][0]["cells"] = "none";
    error = errorOf(json);
    EXPECT_NE(error.find("baseline[0]: \"cells\" must be an array"), std::string::npos) << error;

    json = good;
    json["configurations"][0]["commands"][1] = "wipefs --all";
    error = errorOf(json);
    EXPECT_NE(error.find("configurations[0].commands[1]: must be an array of strings"),
              std::string::npos)
        << error;
}

TEST(CampaignDocument, RebuildMinutesPerTerabyte)
{
    RebuildFigures figures{3000, 2'000'000'000'000ULL, "/dev/sdb"};
    EXPECT_DOUBLE_EQ(figures.minutes_per_tb(), 25.0); // 50 minutes for 2 TB
    figures.bytes = 0;
    EXPECT_DOUBLE_EQ(figures.minutes_per_tb(), 0.0);
}
