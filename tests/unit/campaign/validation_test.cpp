#include <gtest/gtest.h>

#include <algorithm>

#include "core/campaign/validation.h"
#include "core/drives/scan.h"
#include "tests/support/fixture_trees.h"

using namespace am::campaign;
using am::raid::Finding;

namespace {

// machine1: nvme0n1, nvme1n1 and sda are free; sdc has mounted partitions.
const am::drives::ScanResult& machine()
{
    static const auto result = am::drives::scan(am::test::fixtureRoots());
    return result;
}

CampaignSpec spec(std::vector<std::string> drives, std::vector<std::string> configurations)
{
    CampaignSpec result;
    result.drives = std::move(drives);
    for (const auto& text : configurations)
        result.configurations.push_back(parseConfiguration(text));
    return result;
}

const Finding* find(const std::vector<Finding>& findings, const std::string& rule)
{
    for (const auto& finding : findings)
        if (finding.rule == rule) return &finding;
    return nullptr;
}

std::string listed(const std::vector<Finding>& findings)
{
    std::string text;
    for (const auto& f : findings) text += f.rule + " (" + f.subject + "): " + f.message + "\n";
    return text;
}

const std::vector<std::string> kFree{"/dev/nvme0n1", "/dev/nvme1n1", "/dev/sda"};

} // namespace

TEST(CampaignValidation, FreeDrivesAndPossibleConfigurationsPass)
{
    const auto problems =
        validateCampaign(spec(kFree, {"raid0:64k", "raid5:64k", "raid1"}), machine(), nullptr);
    EXPECT_TRUE(problems.empty()) << listed(problems);
}

TEST(CampaignValidation, InUseDriveIsNamedOnce)
{
    const auto problems = validateCampaign(
        spec({"/dev/nvme0n1", "/dev/nvme1n1", "/dev/sdc"}, {"raid0", "raid5"}), machine(), nullptr);
    std::size_t in_use = 0;
    for (const auto& finding : problems)
        if (finding.rule == "member_in_use") {
            ++in_use;
            EXPECT_EQ(finding.subject, "/dev/sdc");
            EXPECT_NE(finding.message.find("/dev/sdc"), std::string::npos);
        }
    EXPECT_GE(in_use, 1U) << listed(problems);
    // Two configurations, but each reason about sdc is said once.
    const auto once = validateCampaign(
        spec({"/dev/nvme0n1", "/dev/nvme1n1", "/dev/sdc"}, {"raid0"}), machine(), nullptr);
    EXPECT_EQ(in_use, static_cast<std::size_t>(
                          std::count_if(once.begin(), once.end(), [](const Finding& f) {
                              return f.rule == "member_in_use";
                          })));
}

TEST(CampaignValidation, LevelTheDriveCountCannotMakeNamesTheConfiguration)
{
    const auto problems = validateCampaign(spec(kFree, {"raid5", "raid6:64k"}), machine(), nullptr);
    const Finding* finding = find(problems, "min_members");
    ASSERT_NE(finding, nullptr) << listed(problems);
    EXPECT_EQ(finding->subject, "raid6-64k: raid6");
    EXPECT_NE(finding->message.find("raid6-64k"), std::string::npos) << finding->message;
    EXPECT_NE(finding->message.find("at least 4"), std::string::npos) << finding->message;
    EXPECT_EQ(problems.size(), 1U) << listed(problems); // raid5 of 3 is fine
}

TEST(CampaignValidation, ImsmWithoutPlatformIsRefused)
{
    const auto problems = validateCampaign(spec(kFree, {"raid0::imsm"}), machine(), nullptr);
    const Finding* finding = find(problems, "imsm_platform");
    ASSERT_NE(finding, nullptr) << listed(problems);
    EXPECT_EQ(finding->subject.rfind("raid0-128k-imsm: ", 0), 0U) << finding->subject;
    // With mdadm's test switch the same campaign passes.
    am::raid::Platform override;
    override.no_platform_override = true;
    EXPECT_EQ(
        find(validateCampaign(spec(kFree, {"raid0::imsm"}), machine(), &override), "imsm_platform"),
        nullptr);
}

TEST(CampaignValidation, DuplicateDriveIsNamedEvenSpelledDifferently)
{
    const auto problems = validateCampaign(
        spec({"/dev/nvme0n1", "nvme1n1", "/dev/nvme1n1"}, {"raid0"}), machine(), nullptr);
    const Finding* finding = find(problems, "campaign_duplicate_drive");
    ASSERT_NE(finding, nullptr) << listed(problems);
    EXPECT_EQ(finding->subject, "/dev/nvme1n1");
    EXPECT_EQ(find(problems, "duplicate_device"), nullptr) << listed(problems);
}

TEST(CampaignValidation, UnknownPresetNoDrivesNoConfigurationsAllAtOnce)
{
    CampaignSpec bad = spec({}, {});
    bad.preset = "nonesuch";
    const auto problems = validateCampaign(bad, machine(), nullptr);
    ASSERT_NE(find(problems, "campaign_unknown_preset"), nullptr) << listed(problems);
    EXPECT_EQ(find(problems, "campaign_unknown_preset")->subject, "nonesuch");
    EXPECT_NE(find(problems, "campaign_unknown_preset")->message.find("\"nonesuch\""),
              std::string::npos);
    EXPECT_NE(find(problems, "campaign_no_drives"), nullptr) << listed(problems);
    EXPECT_NE(find(problems, "campaign_no_configurations"), nullptr) << listed(problems);
}

TEST(CampaignValidation, DuplicateConfigurationIsNamed)
{
    const auto problems =
        validateCampaign(spec(kFree, {"raid5", "raid5:512k"}), machine(), nullptr);
    const Finding* finding = find(problems, "campaign_duplicate_configuration");
    ASSERT_NE(finding, nullptr) << listed(problems);
    EXPECT_EQ(finding->subject, "raid5-512k");
}

TEST(CampaignValidation, SpanLargerThanAnArrayOrADriveIsNamed)
{
    // The smallest drive (nvme1n1) holds 960 GB: raid1 over them holds as much,
    // raid0 three times that.
    CampaignSpec big = spec(kFree, {"raid0:64k", "raid1"});
    big.size_bytes = 1500ULL * 1000 * 1000 * 1000;
    big.options.baseline = true;
    const auto problems = validateCampaign(big, machine(), nullptr);
    std::vector<std::string> subjects;
    for (const auto& finding : problems)
        if (finding.rule == "campaign_size") subjects.push_back(finding.subject);
    EXPECT_EQ(subjects,
              (std::vector<std::string>{"/dev/nvme1n1", "/dev/sda", "raid1: size=1500000000000"}))
        << listed(problems);
    big.size_bytes = 1ULL << 30;
    EXPECT_TRUE(validateCampaign(big, machine(), nullptr).empty());
}

TEST(CampaignValidation, WarningsAreSaidOnce)
{
    const auto warnings =
        campaignWarnings(spec(kFree, {"raid0:64k", "raid5:64k"}), machine(), nullptr);
    EXPECT_EQ(std::count_if(warnings.begin(), warnings.end(),
                            [](const Finding& f) { return f.rule == "mixed_transport"; }),
              1)
        << listed(warnings);
}
