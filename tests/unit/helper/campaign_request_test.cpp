// The campaign ops: the request parsed strictly, journal names that cannot
// leave the campaigns folder, and every refusal before anything is written
// (no journal folder, no command run). The run itself needs md: the VM suite.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "../raid/fake_runner.h"
#include "core/campaign/journal.h"
#include "core/helper/dispatcher.h"
#include "machine.h"

using namespace am::helper;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

class CampaignRequestTest : public ::testing::Test {
protected:
    CampaignRequestTest() { fs::create_directories(campaigns()); }

    fs::path campaigns() const { return machine_.root() / "campaigns"; }

    json send(const std::string& line, Scope scope = Scope::RunCampaigns)
    {
        DispatcherOptions options;
        options.rules = machine_.rules;
        options.scope = scope;
        options.campaigns_root = campaigns();
        Dispatcher dispatcher(options, runner_);
        return dispatcher.handleLine(line);
    }

    // Refused with the rule, a sentence holding `part`, nothing run and no journal written.
    json expectRefused(const std::string& line, const std::string& rule, const std::string& part,
                       Scope scope = Scope::RunCampaigns)
    {
        const json answer = send(line, scope);
        EXPECT_FALSE(answer["ok"].get<bool>()) << answer.dump();
        EXPECT_EQ(answer["rule"], rule) << answer.dump();
        EXPECT_NE(answer["error"].get<std::string>().find(part), std::string::npos)
            << answer["error"];
        EXPECT_TRUE(runner_.calls.empty()) << line;
        EXPECT_TRUE(fs::is_empty(campaigns())) << line << ": something was written";
        EXPECT_FALSE(fs::exists(machine_.root() / "etc")) << line;
        return answer;
    }

    static std::string campaignLine(const std::string& name, const std::string& drives,
                                    const std::string& configurations = R"([{"level":"raid1"}])")
    {
        return R"({"op":"campaign","name":")" + name + R"(","spec":{"drives":)" + drives +
               R"(,"configurations":)" + configurations + R"(,"preset":"quick"}})";
    }

    am::test::HelperMachine machine_;
    am::test::FakeRunner runner_;
};

} // namespace

TEST(CampaignRequestParse, TheSpecIsReadByTheCampaignCoreAndNamesTheBadField)
{
    const auto request =
        parseRequest(R"({"op":"campaign","name":"study","spec":{"drives":["/dev/sdb","/dev/sdc"],)"
                     R"("configurations":[{"level":"raid5","chunk_bytes":65536}],"preset":"quick",)"
                     R"("options":{"baseline":true,"sync":"assume-clean"}}})");
    const auto& campaign = std::get<CampaignRequest>(request.body);
    EXPECT_EQ(campaign.name, "study");
    EXPECT_EQ(campaign.spec.drives, (std::vector<std::string>{"/dev/sdb", "/dev/sdc"}));
    ASSERT_EQ(campaign.spec.configurations.size(), 1U);
    EXPECT_EQ(campaign.spec.configurations[0].level, am::raid::Level::Raid5);
    EXPECT_TRUE(campaign.spec.options.baseline);
    EXPECT_EQ(scopeOf(request.body), Scope::RunCampaigns);

    const auto refusedWith = [](const std::string& line) -> std::pair<std::string, std::string> {
        try {
            parseRequest(line);
        } catch (const Refused& refused) {
            return {refused.rule(), refused.what()};
        }
        return {"accepted", ""};
    };
    const auto bad_level = refusedWith(
        R"({"op":"campaign","name":"x","spec":{"drives":["/dev/sdb"],"configurations":[{"level":"raid9"}],"preset":"quick"}})");
    EXPECT_EQ(bad_level.first, "bad_value");
    EXPECT_NE(bad_level.second.find("configurations[0]: configuration \"raid9:\""),
              std::string::npos)
        << bad_level.second;
    EXPECT_EQ(refusedWith(R"({"op":"campaign","name":"x","spec":"raid1"})").first, "wrong_type");
    EXPECT_EQ(refusedWith(R"({"op":"campaign","spec":{}})").first, "missing_key");
    EXPECT_EQ(refusedWith(R"({"op":"campaign_cleanup","name":"x","dir":"/tmp"})").first,
              "unknown_key");
    EXPECT_EQ(refusedWith(R"({"op":"campaign_resume","name":7})").first, "wrong_type");
}

TEST(CampaignRequestParse, JournalNamesAreNamesNeverPaths)
{
    for (const std::string& bad :
         std::vector<std::string>{"", "..", "../etc", "a/b", "/var/lib/x", ".hidden", "-rf",
                                  std::string(65, 'a'), std::string("a\nb")}) {
        try {
            checkJournalName(bad);
            ADD_FAILURE() << "accepted \"" << bad << "\"";
        } catch (const Refused& refused) {
            EXPECT_EQ(refused.rule(), "bad_name") << bad;
            EXPECT_NE(std::string(refused.what()).find("never a path"), std::string::npos);
        }
    }
    for (const std::string& good :
         std::vector<std::string>{"study", "raid-2026.12.01_a", std::string(64, 'a')})
        EXPECT_NO_THROW(checkJournalName(good)) << good;
}

TEST_F(CampaignRequestTest, AJournalNameWithDotDotIsRefusedForEveryCampaignOp)
{
    expectRefused(campaignLine("../etc", R"(["/dev/nvme0n1","/dev/nvme1n1"])"), "bad_name",
                  "\"../etc\"");
    expectRefused(R"({"op":"campaign_resume","name":"../../etc"})", "bad_name", "never a path");
    expectRefused(R"({"op":"campaign_cleanup","name":"a/../../b"})", "bad_name", "never a path");
}

TEST_F(CampaignRequestTest, AnInUseDriveRefusesTheWholeCampaignWithEveryFinding)
{
    // sdc2 holds the root filesystem; raid6 needs four drives.
    const json answer = expectRefused(campaignLine("study", R"(["/dev/sdc2","/dev/nvme0n1"])",
                                                   R"([{"level":"raid1"},{"level":"raid6"}])"),
                                      "campaign_invalid", "nothing was written");
    std::set<std::string> rules;
    for (const auto& finding : answer["findings"]) rules.insert(finding["rule"]);
    EXPECT_TRUE(rules.contains("member_in_use")) << answer.dump(2);
    EXPECT_TRUE(rules.contains("min_members")) << answer.dump(2);
}

TEST_F(CampaignRequestTest, DrivesAreResolvedAndCheckedLikeEveryOtherDevice)
{
    expectRefused(campaignLine("study", R"(["/dev/nvme0n1","/etc/passwd"])"), "outside_dev",
                  "/etc/passwd");
    expectRefused(campaignLine("study", R"(["/dev/nvme0n1","/dev/../nvme1n1"])"), "path_trick", "");
}

TEST_F(CampaignRequestTest, AnExistingJournalIsNeverStartedOver)
{
    fs::create_directories(campaigns() / "study");
    std::ofstream(am::campaign::journalPath(campaigns() / "study")) << "{}\n";
    const json answer = send(campaignLine("study", R"(["/dev/nvme0n1","/dev/nvme1n1"])"));
    EXPECT_EQ(answer["rule"], "journal_exists") << answer.dump();
    EXPECT_TRUE(runner_.calls.empty());
}

TEST_F(CampaignRequestTest, ResumeAndCleanupNeedAJournalOfThatName)
{
    expectRefused(R"({"op":"campaign_resume","name":"nothing-here"})", "no_journal",
                  "\"nothing-here\"");
    expectRefused(R"({"op":"campaign_cleanup","name":"nothing-here"})", "no_journal",
                  "\"nothing-here\"");
}

TEST_F(CampaignRequestTest, OnlyACampaignSessionRunsCampaigns)
{
    for (const Scope scope :
         {Scope::ReadDevices, Scope::ManageArrays, Scope::ChangeMembers, Scope::BenchmarkRawDevice})
        expectRefused(campaignLine("study", R"(["/dev/nvme0n1","/dev/nvme1n1"])"), "not_authorized",
                      "org.arraymark.ArrayMark.run-campaigns", scope);
}
