#include <gtest/gtest.h>

#include <stdexcept>

#include "core/campaign/spec.h"

using namespace am::campaign;
using nlohmann::json;

namespace {

CampaignSpec sample()
{
    CampaignSpec spec;
    spec.drives = {"/dev/nvme0n1", "/dev/nvme1n1", "/dev/sda"};
    spec.configurations = {parseConfiguration("raid0:64k"), parseConfiguration("raid5"),
                           parseConfiguration("raid10:64k:f2"), parseConfiguration("raid1::imsm")};
    spec.preset = "quick";
    spec.runtime_s = 2.5;
    spec.ramp_s = 0;
    spec.size_bytes = 1ULL << 30;
    spec.options.baseline = true;
    spec.options.rebuild = true;
    spec.options.sync = SyncHandling::AssumeClean;
    return spec;
}

std::string refusal(const json& doc)
{
    try {
        specFromJson(doc);
    } catch (const std::invalid_argument& error) {
        return error.what();
    }
    return "(accepted)";
}

} // namespace

TEST(CampaignSpec, JsonRoundTrip)
{
    const CampaignSpec spec = sample();
    const json doc = toJson(spec);
    EXPECT_EQ(doc["configurations"][2]["id"], "raid10-64k-f2");
    EXPECT_EQ(doc["options"]["sync"], "assume-clean");
    EXPECT_EQ(specFromJson(doc), spec);
    EXPECT_EQ(specFromJson(json::parse(doc.dump())), spec);
}

TEST(CampaignSpec, BadFieldsAreNamed)
{
    json doc = toJson(sample());
    doc["configurations"][1]["level"] = "raid7";
    EXPECT_NE(refusal(doc).find("configurations[1]"), std::string::npos) << refusal(doc);
    EXPECT_NE(refusal(doc).find("raid7"), std::string::npos) << refusal(doc);

    doc = toJson(sample());
    doc["options"]["sync"] = "later";
    EXPECT_NE(refusal(doc).find("options.sync"), std::string::npos) << refusal(doc);
    EXPECT_NE(refusal(doc).find("later"), std::string::npos) << refusal(doc);

    doc = toJson(sample());
    doc["drives"][1] = 7;
    EXPECT_NE(refusal(doc).find("drives[1]"), std::string::npos) << refusal(doc);

    doc = toJson(sample());
    doc["runtime_s"] = -1;
    EXPECT_NE(refusal(doc).find("runtime_s"), std::string::npos) << refusal(doc);

    doc = toJson(sample());
    doc["ramp_s"] = -0.5;
    EXPECT_NE(refusal(doc).find("ramp_s"), std::string::npos) << refusal(doc);

    doc = toJson(sample());
    doc.erase("preset");
    EXPECT_NE(refusal(doc).find("preset: missing"), std::string::npos) << refusal(doc);
}

TEST(CampaignSpec, CellsAreThePresetsWithRuntimeAndSizeApplied)
{
    CampaignSpec spec = sample();
    const auto cells = campaignCells(spec);
    ASSERT_EQ(cells.size(), 8U); // quick: four cells, read and write each
    for (const auto& cell : cells) {
        EXPECT_DOUBLE_EQ(cell.runtime_s, 2.5);
        EXPECT_DOUBLE_EQ(cell.ramp_s, 0); // the preset's 1 s ramp overridden
        EXPECT_EQ(cell.size, 1ULL << 30);
        EXPECT_TRUE(cell.target.empty());
    }
    spec.runtime_s.reset();
    spec.ramp_s.reset();
    EXPECT_DOUBLE_EQ(campaignCells(spec).front().runtime_s, 5.0); // the preset's own
    EXPECT_DOUBLE_EQ(campaignCells(spec).front().ramp_s, 1.0);
}

TEST(CampaignSpec, UnknownPresetIsNamed)
{
    CampaignSpec spec = sample();
    spec.preset = "nonesuch";
    try {
        campaignCells(spec);
        FAIL() << "accepted";
    } catch (const std::invalid_argument& error) {
        EXPECT_NE(std::string(error.what()).find("\"nonesuch\""), std::string::npos);
        EXPECT_NE(std::string(error.what()).find("quick"), std::string::npos);
    }
}
