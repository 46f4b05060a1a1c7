// `arraymark-cli array care` on a copy of a Debian 12 machine's files (tests/data/raid/care under
// --care-root): what it reads, the edit it makes, and the refusals that change nothing.
#include <filesystem>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/util/text_file.h"
#include "run_cli.h"

namespace fs = std::filesystem;

namespace {
const fs::path kCare = fs::path(ARRAYMARK_TEST_DATA) / "raid" / "care";

class CliArrayCare : public ::testing::Test {
protected:
    CliArrayCare()
        : root_(fs::temp_directory_path() / ("arraymark-cli-care-" + std::to_string(::getpid())))
    {
        fs::remove_all(root_);
        for (const char* dir :
             {"etc/cron.d", "etc/default", "etc/mdadm", "lib/systemd/system", "proc"})
            fs::create_directories(root_ / dir);
        fs::copy_file(kCare / "cron.d-mdadm", root_ / "etc/cron.d/mdadm");
        fs::copy_file(kCare / "default-mdadm", root_ / "etc/default/mdadm");
        fs::copy_file(kCare / "mdadm.conf", root_ / "etc/mdadm/mdadm.conf");
        fs::copy_file(kCare / "mdcheck_start.timer",
                      root_ / "lib/systemd/system/mdcheck_start.timer");
    }
    ~CliArrayCare() override { fs::remove_all(root_); }

    CliRun care(std::vector<std::string> extra)
    {
        std::vector<std::string> args{"array", "care", "--care-root", root_.string()};
        args.insert(args.end(), extra.begin(), extra.end());
        return runCli(args);
    }
    std::string file(const char* relative)
    {
        return am::util::readTextFile(root_ / relative).value_or("");
    }

    fs::path root_;
};
} // namespace

TEST_F(CliArrayCare, ShowsTheScheduleAndTheAlerts)
{
    const CliRun run = care({"--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto doc = nlohmann::json::parse(run.out);
    EXPECT_EQ(doc["schedule"]["checks"][0]["mechanism"], "cron");
    EXPECT_EQ(doc["schedule"]["checks"][0]["enabled"], true);
    EXPECT_EQ(doc["schedule"]["checks"][1]["installed"], true);
    EXPECT_EQ(doc["schedule"]["checks"][1]["enabled"], false); // no .wants link in the copy
    EXPECT_EQ(doc["alerts"]["mailaddr"], "root");
    EXPECT_TRUE(doc["alerts"]["program"].is_null());
    EXPECT_FALSE(doc["arraymark_program"].get<std::string>().empty());
    const CliRun text = care({});
    ASSERT_EQ(text.exit_code, 0) << text.err;
    EXPECT_NE(text.out.find("MAILADDR root"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("cron     on, at 00:57"), std::string::npos) << text.out;
}

TEST_F(CliArrayCare, TurnsTheCronCheckOffInDefaults)
{
    const CliRun run = care({"--check", "cron", "--disable"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_NE(file("etc/default/mdadm").find("AUTOCHECK=false"), std::string::npos);
    EXPECT_NE(run.out.find("+ AUTOCHECK=false"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("cron     off"), std::string::npos) << run.out;
}

TEST_F(CliArrayCare, SetsAndRemovesProgram)
{
    ASSERT_EQ(care({"--program", "/bin/true"}).exit_code, 0);
    EXPECT_NE(file("etc/mdadm/mdadm.conf").find("PROGRAM /bin/true"), std::string::npos);
    ASSERT_EQ(care({"--program", ""}).exit_code, 0);
    EXPECT_EQ(file("etc/mdadm/mdadm.conf").find("PROGRAM"), std::string::npos);
}

TEST_F(CliArrayCare, RefusalsNameTheValueAndChangeNothing)
{
    const std::string conf = file("etc/mdadm/mdadm.conf");
    CliRun run = care({"--mailaddr", "root admin@example.org"});
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("--mailaddr \"root admin@example.org\""), std::string::npos) << run.err;
    run = care({"--program", "mdadm-alert"});
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("--program \"mdadm-alert\""), std::string::npos) << run.err;
    EXPECT_EQ(file("etc/mdadm/mdadm.conf"), conf);
    run = care({"--check", "anacron", "--enable"});
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("\"anacron\" is not one of cron, systemd"), std::string::npos)
        << run.err;
    // systemctl would act on this machine, not on the copy.
    run = care({"--check", "systemd", "--enable"});
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.out.find("systemctl enable mdcheck_start.timer"), std::string::npos) << run.out;
    EXPECT_NE(run.err.find("nothing was run"), std::string::npos) << run.err;
}
