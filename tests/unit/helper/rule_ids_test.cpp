// Every rule id the core raises is in helperRuleIds(), and every listed id is
// raised somewhere: the raise sites are read from the sources.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "core/helper/rule_ids.h"

namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& path)
{
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void collect(const std::string& text, const std::regex& pattern, const std::string& where,
             std::map<std::string, std::string>& found)
{
    for (std::sregex_iterator it(text.begin(), text.end(), pattern), end; it != end; ++it)
        found.emplace((*it)[1].str(), where);
}

// rule id -> a file that raises it.
std::map<std::string, std::string> raisedRules()
{
    // Refused("x", ...), refusal(id, op, "x", ...), doc["rule"] = "x".
    const std::regex refused(R"re(Refused\(\s*"([a-z0-9_]+)")re");
    const std::regex refusal(R"re(\brefusal\((?:[^;{"]|"")*"([a-z0-9_]+)")re");
    const std::regex answer_rule(R"re(\["rule"\]\s*=\s*"([a-z0-9_]+)")re");
    // The redundancy guard's losses carry the rule the helper answers with.
    const std::regex loss_rule(R"re(RedundancyLoss::Kind::\w+,\s*"([a-z0-9_]+)")re");
    // The RAID core's findings that the helper answers with their own rule:
    // a refused create (plan_request.cpp) and a write held by a device (bench_request.cpp).
    const std::regex finding(R"re(push_back\(\s*\{\s*"([a-z0-9_]+)")re");
    const std::set<std::string> finding_files{"core/raid/create.cpp", "core/raid/member_guard.cpp",
                                              "core/raid/lvm/lvm_create.cpp",
                                              "core/raid/btrfs/btrfs_refusals.cpp"};
    // A refused MAILADDR/PROGRAM value carries the rule the helper answers with (mdadm_alerts.cpp).
    const std::regex alert_problem(R"re(push_back\(\{"[a-z]+",\s*\*\w+,\s*"([a-z0-9_]+)")re");
    // A core refusal's rule as a named constant (reshape_plan.h's kReshapeRefused).
    const std::regex rule_constant(R"re(constexpr const char\* k\w+Refused = "([a-z0-9_]+)")re");
    std::map<std::string, std::string> found;
    const fs::path root = ARRAYMARK_SOURCE_DIR;
    for (const char* part : {"core", "app"}) {
        for (const auto& entry : fs::recursive_directory_iterator(root / part)) {
            const auto ext = entry.path().extension();
            if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".h")) continue;
            const std::string where = fs::relative(entry.path(), root).string();
            const std::string text = slurp(entry.path());
            collect(text, refused, where, found);
            collect(text, refusal, where, found);
            collect(text, answer_rule, where, found);
            collect(text, loss_rule, where, found);
            collect(text, rule_constant, where, found);
            if (finding_files.contains(where)) collect(text, finding, where, found);
            if (where == "core/raid/mdadm_alerts.cpp") collect(text, alert_problem, where, found);
        }
    }
    return found;
}

} // namespace

TEST(RuleIds, EveryRuleTheSourcesRaiseIsListedOnce)
{
    const auto raised = raisedRules();
    ASSERT_GT(raised.size(), 30U) << "the raise sites were not found under "
                                  << ARRAYMARK_SOURCE_DIR;
    for (const auto& [rule, where] : raised)
        EXPECT_TRUE(am::helper::isHelperRuleId(rule))
            << where << " raises \"" << rule << "\", not in helperRuleIds()";
    std::set<std::string_view> seen;
    for (const auto rule : am::helper::helperRuleIds())
        EXPECT_TRUE(seen.insert(rule).second) << rule << " is listed twice";
}

TEST(RuleIds, EveryListedRuleIsRaisedSomewhere)
{
    const auto raised = raisedRules();
    for (const auto rule : am::helper::helperRuleIds())
        EXPECT_TRUE(raised.contains(std::string(rule)))
            << rule << " is listed but nothing raises it";
}
