#include <gtest/gtest.h>

#include <regex>

#include "core/helper/protocol.h"
#include "core/util/text_file.h"

using namespace am::helper;

// The installed policy: one action per scope, each pointing pkexec at the
// installed helper with the scope as argv1, English and Russian texts, and a
// password for every destructive action (no auth_admin_keep).
TEST(PolkitPolicy, OneActionPerScopeBoundToTheHelper)
{
    const auto text = am::util::readTextFile(ARRAYMARK_POLICY_FILE);
    ASSERT_TRUE(text) << ARRAYMARK_POLICY_FILE;
    for (const Scope scope : {Scope::ReadDevices, Scope::ManageArrays, Scope::ChangeMembers,
                              Scope::BenchmarkRawDevice, Scope::RunCampaigns}) {
        const std::string id = polkitAction(scope);
        const auto start = text->find("<action id=\"" + id + "\">");
        ASSERT_NE(start, std::string::npos) << id;
        const std::string action = text->substr(start, text->find("</action>", start) - start);
        EXPECT_NE(
            action.find(
                "<annotate key=\"org.freedesktop.policykit.exec.path\">" ARRAYMARK_HELPER_INSTALLED
                "</annotate>"),
            std::string::npos)
            << action;
        EXPECT_NE(action.find("<annotate key=\"org.freedesktop.policykit.exec.argv1\">" +
                              toString(scope) + "</annotate>"),
                  std::string::npos)
            << action;
        // Only reading may reuse a recent password; whatever can destroy data asks every time.
        const std::string active = scope == Scope::ReadDevices ? "auth_admin_keep" : "auth_admin";
        EXPECT_NE(action.find("<allow_active>" + active + "</allow_active>"), std::string::npos)
            << action;
        EXPECT_NE(action.find("<message xml:lang=\"ru\">"), std::string::npos) << action;
        EXPECT_NE(action.find("<description xml:lang=\"ru\">"), std::string::npos) << action;
    }
    EXPECT_EQ(text->find('@'), std::string::npos) << "an unreplaced @VARIABLE@";
}
