#include <gtest/gtest.h>

#include <set>
#include <stdexcept>

#include "core/campaign/configuration.h"

using namespace am::campaign;
using am::raid::Backend;
using am::raid::Level;
using am::raid::Metadata;
using am::raid::Raid10Layout;

TEST(CampaignConfiguration, ParsesEachFormOfTheTextForm)
{
    EXPECT_EQ(parseConfiguration("raid5"),
              (Configuration{Level::Raid5, {}, {}, Metadata::V1_2, Backend::Md, {}, false}));
    EXPECT_EQ(parseConfiguration("raid5:64k"),
              (Configuration{Level::Raid5, 65536, {}, Metadata::V1_2, Backend::Md, {}, false}));
    EXPECT_EQ(
        parseConfiguration("raid10:64k:f2"),
        (Configuration{
            Level::Raid10, 65536, Raid10Layout::Far2, Metadata::V1_2, Backend::Md, {}, false}));
    EXPECT_EQ(parseConfiguration("raid1::imsm"),
              (Configuration{Level::Raid1, {}, {}, Metadata::Imsm, Backend::Md, {}, false}));
    EXPECT_EQ(parseConfiguration("raid0:128k:imsm"),
              (Configuration{Level::Raid0, 131072, {}, Metadata::Imsm, Backend::Md, {}, false}));
    EXPECT_EQ(parseConfiguration("RAID10:1M:o2:1.0"), (Configuration{Level::Raid10,
                                                                     1 << 20,
                                                                     Raid10Layout::Offset2,
                                                                     Metadata::V1_0,
                                                                     Backend::Md,
                                                                     {},
                                                                     false}));
}

TEST(CampaignConfiguration, RefusesBadValuesNamingEach)
{
    const std::vector<std::pair<std::string, std::string>> bad{
        {"raid7", "\"raid7\""},     // unknown level
        {"", "level \"\""},         // nothing
        {"raid5:lots", "\"lots\""}, // not a size
        {"raid5:3000", "\"3000\""}, // not a power of two
        {"raid5:2k", "\"2k\""},     // below md's 4 KiB
        {"raid5:64M", "\"64M\""},   // above 16 MiB
        {"raid1:64k", "raid1 has no chunk"},
        {"raid5:64k:f2", "\"f2\" applies to raid10 only"},
        {"raid10:64k:x9", "\"x9\""}, // neither layout nor metadata
        {"raid10:64k:f2:n2", "layout given twice"},
        {"raid0::imsm:1.2", "metadata given twice"},
    };
    for (const auto& [text, named] : bad) {
        try {
            parseConfiguration(text);
            ADD_FAILURE() << text << " was accepted";
        } catch (const std::invalid_argument& error) {
            const std::string message = error.what();
            EXPECT_NE(message.find("\"" + text + "\""), std::string::npos) << message;
            EXPECT_NE(message.find(named), std::string::npos) << text << ": " << message;
        }
    }
}

TEST(CampaignConfiguration, IdsAreShortSafeAndUniqueAcrossASet)
{
    const std::vector<std::string> texts{"raid0",
                                         "raid0:64k",
                                         "raid0:128k:imsm",
                                         "raid1",
                                         "raid1::imsm",
                                         "raid1::1.0",
                                         "raid5:64k",
                                         "raid5:512k:imsm",
                                         "raid6:1M",
                                         "raid10:64k",
                                         "raid10:64k:f2",
                                         "raid10:64k:o2",
                                         "raid10:128k:imsm",
                                         "raid10:16M:o2:1.0"};
    std::set<std::string> ids;
    for (const auto& text : texts) {
        const std::string id = configurationId(parseConfiguration(text));
        EXPECT_TRUE(ids.insert(id).second) << text << " repeats the id " << id;
        EXPECT_LE(id.size(), 24U) << id;
        for (const char c : id)
            EXPECT_TRUE((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-') << id;
    }
    EXPECT_EQ(configurationId(parseConfiguration("raid5:64k")), "raid5-64k");
    EXPECT_EQ(configurationId(parseConfiguration("raid10:64k:f2")), "raid10-64k-f2");
    EXPECT_EQ(configurationId(parseConfiguration("raid1::imsm")), "raid1-imsm");
}

TEST(CampaignConfiguration, OneArrayHasOneIdHoweverItIsSpelled)
{
    // The default chunk and layout are spelled out, so these are the same array.
    EXPECT_EQ(configurationId(parseConfiguration("raid5")),
              configurationId(parseConfiguration("raid5:512k")));
    EXPECT_EQ(configurationId(parseConfiguration("raid10:64k")),
              configurationId(parseConfiguration("raid10:64k:n2:1.2")));
    EXPECT_EQ(configurationId(parseConfiguration("raid0::imsm")), "raid0-128k-imsm");
}

TEST(CampaignConfiguration, LabelAndTextForm)
{
    EXPECT_EQ(configurationLabel(parseConfiguration("raid5:64k")),
              "RAID5, 64 KiB chunk, metadata 1.2");
    EXPECT_EQ(configurationLabel(parseConfiguration("raid1::imsm")), "RAID1, metadata imsm");
    for (const char* text : {"raid5", "raid10:64k:f2", "raid1::imsm", "raid0:1m:imsm"})
        EXPECT_EQ(parseConfiguration(configurationText(parseConfiguration(text))),
                  parseConfiguration(text))
            << text;
}

TEST(CampaignConfiguration, RaidPlanCarriesTheConfiguration)
{
    const auto plan =
        raidPlanFor(parseConfiguration("raid10:64k:f2"), {"/dev/a", "/dev/b"}, "amc-raid10-64k-f2");
    EXPECT_EQ(plan.level, Level::Raid10);
    EXPECT_EQ(plan.chunk_bytes, 65536U);
    EXPECT_EQ(plan.layout, Raid10Layout::Far2);
    EXPECT_EQ(plan.members, (std::vector<std::string>{"/dev/a", "/dev/b"}));
    EXPECT_EQ(plan.name, "amc-raid10-64k-f2");
    EXPECT_FALSE(plan.assume_clean);
}
