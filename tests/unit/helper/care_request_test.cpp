// check_schedule and alert_settings through the helper: the files of a copied Debian 12 machine
// (tests/data/raid/care) edited, the refusals with their rules, nothing run or written on refusal.
#include <gtest/gtest.h>

#include <filesystem>

#include "../raid/fake_runner.h"
#include "core/helper/dispatcher.h"
#include "core/helper/op_table.h"
#include "core/raid/array_care.h"
#include "core/util/text_file.h"
#include "machine.h"

using namespace am::helper;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

const fs::path kCare = fs::path(ARRAYMARK_TEST_DATA) / "raid" / "care";

class CareDispatch : public ::testing::Test {
protected:
    CareDispatch()
        : root_(fs::temp_directory_path() / ("arraymark-care-helper-" + std::to_string(::getpid())))
    {
        fs::remove_all(root_);
        paths_ = am::raid::carePathsUnder(root_);
        for (const auto& dir : {paths_.cron_file.parent_path(), paths_.defaults_file.parent_path(),
                                paths_.unit_dir, paths_.mdadm_conf.parent_path(), paths_.procfs})
            fs::create_directories(dir);
        fs::copy_file(kCare / "cron.d-mdadm", paths_.cron_file);
        fs::copy_file(kCare / "default-mdadm", paths_.defaults_file);
        fs::copy_file(kCare / "mdadm.conf", paths_.mdadm_conf);
    }
    ~CareDispatch() override { fs::remove_all(root_); }

    json send(const std::string& line)
    {
        DispatcherOptions options;
        options.scope = Scope::ChangeMembers;
        options.care_paths = paths_;
        Dispatcher dispatcher(options, runner_);
        return dispatcher.handleLine(line);
    }
    std::string file(const fs::path& path) { return am::util::readTextFile(path).value_or(""); }

    fs::path root_;
    am::raid::CarePaths paths_;
    am::test::FakeRunner runner_;
};

} // namespace

TEST(CareRequest, ParsesItsKeysAndRefusesTheRest)
{
    const auto request =
        parseRequest(R"({"op":"check_schedule","mechanism":"cron","enabled":false})");
    EXPECT_EQ(std::get<CheckScheduleRequest>(request.body).mechanism, "cron");
    EXPECT_TRUE(parseRequest(requestJson(request.body).dump()).body == request.body);
    EXPECT_EQ(am::test::parseRefusalRule(
                  R"({"op":"check_schedule","mechanism":"anacron","enabled":true})"),
              "bad_value");
    EXPECT_EQ(am::test::parseRefusalRule(R"({"op":"check_schedule","mechanism":"cron"})"),
              "missing_key");
    EXPECT_EQ(am::test::parseRefusalRule(R"({"op":"alert_settings"})"), "missing_key");
    EXPECT_EQ(am::test::parseRefusalRule(R"({"op":"alert_settings","mailaddr":7})"), "wrong_type");
    const auto alerts = parseRequest(R"({"op":"alert_settings","mailaddr":"","program":"/x"})");
    EXPECT_TRUE(parseRequest(requestJson(alerts.body).dump()).body == alerts.body);
}

TEST_F(CareDispatch, TurnsCronsCheckOffAndOnInDefaults)
{
    const json off = send(R"({"op":"check_schedule","mechanism":"cron","enabled":false})");
    ASSERT_TRUE(off["ok"].get<bool>()) << off.dump();
    EXPECT_NE(file(paths_.defaults_file).find("AUTOCHECK=false"), std::string::npos);
    EXPECT_EQ(off["schedule"]["checks"][0]["enabled"], false) << off.dump();
    EXPECT_EQ(off["change"]["edits"][0]["preview"],
              json({"- AUTOCHECK=true", "+ AUTOCHECK=false"}));
    EXPECT_TRUE(runner_.calls.empty());
    const json on = send(R"({"op":"check_schedule","mechanism":"cron","enabled":true})");
    EXPECT_EQ(on["schedule"]["checks"][0]["enabled"], true) << on.dump();
    EXPECT_EQ(file(paths_.defaults_file), file(kCare / "default-mdadm"));
}

TEST_F(CareDispatch, AMissingTimerIsRefused)
{
    const json answer = send(R"({"op":"check_schedule","mechanism":"systemd","enabled":true})");
    EXPECT_FALSE(answer["ok"].get<bool>());
    EXPECT_EQ(answer["rule"], "no_check_schedule") << answer.dump();
    EXPECT_NE(answer["error"].get<std::string>().find("mdcheck_start.timer"), std::string::npos);
    EXPECT_TRUE(runner_.calls.empty());
}

TEST_F(CareDispatch, SetsMailaddrAndProgramOrRefusesThemUnchanged)
{
    const std::string before = file(paths_.mdadm_conf);
    json answer = send(R"({"op":"alert_settings","mailaddr":"root admin@example.org"})");
    EXPECT_EQ(answer["rule"], "bad_mail_address") << answer.dump();
    answer = send(R"({"op":"alert_settings","program":"arraymark-cli monitor"})");
    EXPECT_EQ(answer["rule"], "bad_program") << answer.dump();
    answer = send(R"({"op":"alert_settings","program":"/nonexistent/alert"})");
    EXPECT_EQ(answer["rule"], "bad_program") << answer.dump();
    EXPECT_EQ(file(paths_.mdadm_conf), before);

    answer =
        send(R"({"op":"alert_settings","mailaddr":"admin@example.org","program":"/bin/true"})");
    ASSERT_TRUE(answer["ok"].get<bool>()) << answer.dump();
    EXPECT_EQ(answer["alerts"]["mailaddr"], "admin@example.org");
    EXPECT_EQ(answer["alerts"]["program"], "/bin/true");
    const auto settings = am::raid::parseAlertSettings(file(paths_.mdadm_conf));
    EXPECT_EQ(settings.mailaddr, "admin@example.org");
    answer = send(R"({"op":"alert_settings","program":""})");
    EXPECT_TRUE(answer["alerts"]["program"].is_null()) << answer.dump();
}
