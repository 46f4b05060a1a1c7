#include <gtest/gtest.h>

#include <stdexcept>

#include "core/campaign/configuration.h"
#include "core/campaign/spec.h"

using namespace am::campaign;
using am::raid::Backend;
using am::raid::Level;

namespace {

std::string refusal(const std::string& text)
{
    try {
        parseConfiguration(text);
    } catch (const std::invalid_argument& error) {
        return error.what();
    }
    return "(accepted)";
}

} // namespace

TEST(CampaignConfigurationBackend, NamesTheBackendInTextIdAndLabel)
{
    const Configuration lvm = parseConfiguration("raid5:64k:lvm");
    EXPECT_EQ(lvm.backend, Backend::Lvm);
    EXPECT_EQ(configurationId(lvm), "raid5-64k-lvm");
    EXPECT_EQ(configurationLabel(lvm), "RAID5, 64 KiB chunk, LVM raid (lvm2, dm-raid)");
    EXPECT_EQ(parseConfiguration(configurationText(lvm)), lvm);
    // lvm's own default stripe, not md's 512 KiB.
    EXPECT_EQ(configurationId(parseConfiguration("raid5::lvm")), "raid5-64k-lvm");

    const Configuration btrfs = parseConfiguration("raid0::btrfs:metadata-level=raid1c3");
    EXPECT_EQ(btrfs.backend, Backend::Btrfs);
    EXPECT_EQ(btrfs.metadata_level, Level::Raid1c3);
    EXPECT_EQ(configurationId(btrfs), "raid0-btrfs-m1c3");
    EXPECT_EQ(configurationLabel(btrfs), "RAID0, btrfs raid profiles, metadata raid1c3");
    EXPECT_EQ(parseConfiguration(configurationText(btrfs)), btrfs);
    const Configuration mixed = parseConfiguration("raid1::btrfs:mixed");
    EXPECT_TRUE(mixed.mixed);
    EXPECT_EQ(configurationId(mixed), "raid1-btrfs-mixed");
    EXPECT_EQ(configurationLabel(mixed),
              "RAID1, btrfs raid profiles, metadata raid1, mixed block groups");
    EXPECT_EQ(parseConfiguration(configurationText(mixed)), mixed);
    EXPECT_EQ(configurationId(parseConfiguration("raid1c3::btrfs")), "raid1c3-btrfs");
    // md keeps its ids: no backend in them.
    EXPECT_EQ(configurationId(parseConfiguration("raid5:64k:md")), "raid5-64k");
    EXPECT_EQ(parseConfiguration("raid1::imsm").metadata, am::raid::Metadata::Imsm);
}

TEST(CampaignConfigurationBackend, RefusesWhatTheBackendLacksNamingValueAndRule)
{
    const std::vector<std::pair<std::string, std::vector<std::string>>> bad{
        {"raid6::btrfs", {"raid6", "the btrfs backend does not build raid6", "raid1c3"}},
        {"raid1c3", {"raid1c3", "the md backend does not build raid1c3"}},
        {"raid1c3::lvm", {"the lvm backend does not build raid1c3"}},
        {"raid0:64k:btrfs", {"the btrfs backend has no chunk option"}},
        {"raid1::lvm:1.0", {"metadata", "lvm"}},
        {"raid10::lvm:f2", {"lvm backend has no raid10 layout"}},
        {"raid1::lvm:mixed", {"\"mixed\"", "lvm"}},
        {"raid1::btrfs:metadata-level=raid6", {"metadata level raid6", "raid0, raid1"}},
        {"raid1::btrfs:metadata-level=raid9", {"\"raid9\""}},
        {"raid1::ceph", {"\"ceph\"", "lvm, btrfs"}},
        {"raid1::zfs", {"zfs backend does not build raid1", "shown read-only"}},
    };
    for (const auto& [text, words] : bad) {
        const std::string message = refusal(text);
        EXPECT_NE(message.find(text), std::string::npos) << text << ": " << message;
        for (const auto& word : words)
            EXPECT_NE(message.find(word), std::string::npos) << text << ": " << message;
    }
}

TEST(CampaignConfigurationBackend, ThePlanCarriesTheBackendAndBtrfsOptions)
{
    const auto lvm = raidPlanFor(parseConfiguration("raid1::lvm"), {"/dev/a", "/dev/b"}, "amc-x");
    EXPECT_EQ(lvm.backend, Backend::Lvm);
    EXPECT_EQ(am::raid::backendOf(lvm), Backend::Lvm);
    const auto btrfs = raidPlanFor(parseConfiguration("raid1::btrfs:metadata-level=raid1c3"),
                                   {"/dev/a", "/dev/b", "/dev/c"}, "amc-y");
    EXPECT_EQ(btrfs.backend, Backend::Btrfs);
    EXPECT_EQ(btrfs.metadata_level, Level::Raid1c3);
    EXPECT_FALSE(btrfs.btrfs_mixed);
    EXPECT_EQ(raidPlanFor(parseConfiguration("raid5"), {}, "amc-z").backend, Backend::Md);
}

TEST(CampaignConfigurationBackend, SpecJsonCarriesTheBackendAndRefusesNamingTheField)
{
    CampaignSpec spec;
    spec.drives = {"/dev/a", "/dev/b", "/dev/c"};
    spec.configurations = {parseConfiguration("raid5:64k:lvm"),
                           parseConfiguration("raid1::btrfs:metadata-level=raid1c3"),
                           parseConfiguration("raid1::imsm"), parseConfiguration("raid5"),
                           parseConfiguration("raid0::btrfs:mixed")};
    const auto doc = toJson(spec);
    EXPECT_EQ(doc["configurations"][0]["backend"], "lvm");
    EXPECT_TRUE(doc["configurations"][0]["metadata"].is_null());
    EXPECT_EQ(doc["configurations"][1]["backend"], "btrfs");
    EXPECT_EQ(doc["configurations"][1]["metadata_level"], "raid1c3");
    EXPECT_EQ(doc["configurations"][1]["mixed"], false);
    EXPECT_EQ(doc["configurations"][4]["mixed"], true);
    EXPECT_EQ(doc["configurations"][2]["backend"], "imsm");
    EXPECT_EQ(doc["configurations"][3]["backend"], "md");
    EXPECT_EQ(specFromJson(doc), spec);

    const auto refused = [&](nlohmann::json changed) {
        try {
            specFromJson(changed);
        } catch (const std::invalid_argument& error) {
            return std::string(error.what());
        }
        return std::string("(accepted)");
    };
    auto bad = doc;
    bad["configurations"][1]["level"] = "raid5";
    const std::string level = refused(bad);
    EXPECT_NE(level.find("configurations[1]"), std::string::npos) << level;
    EXPECT_NE(level.find("the btrfs backend does not build raid5"), std::string::npos) << level;
    bad = doc;
    bad["configurations"][0]["backend"] = "ceph";
    const std::string backend = refused(bad);
    EXPECT_NE(backend.find("configurations[0].backend"), std::string::npos) << backend;
    EXPECT_NE(backend.find("\"ceph\" is not one of md, imsm, lvm, btrfs, zfs"), std::string::npos)
        << backend;
    bad = doc;
    bad["configurations"][2]["metadata"] = "1.2";
    EXPECT_NE(refused(bad).find("does not go with metadata"), std::string::npos) << refused(bad);
    bad = doc;
    bad["configurations"][1]["mixed"] = "yes";
    EXPECT_NE(refused(bad).find("configurations[1].mixed"), std::string::npos) << refused(bad);
}
