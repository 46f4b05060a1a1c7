// md's periodic check and mdadm's alert settings: the parsers and editors on the Debian 12
// files (tests/data/raid/care), and the real path on a temporary copy of this machine's files.
#include <gtest/gtest.h>

#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>

#include "core/raid/array_care.h"
#include "core/util/text_file.h"
#include "fake_runner.h"

using namespace am::raid;
namespace fs = std::filesystem;
using am::util::readTextFile;
using am::util::writeTextFile;

namespace {
const fs::path kCare = fs::path(ARRAYMARK_TEST_DATA) / "raid" / "care";
std::string fixture(const char* name) { return readTextFile(kCare / name).value(); }

// A machine in a temporary folder: the fixture files (or this machine's) where CarePaths looks.
struct CareMachine {
    fs::path root;
    CarePaths paths;
    explicit CareMachine(const std::string& name, bool from_this_machine = false)
        : root(fs::temp_directory_path() / ("arraymark-care-" + name))
    {
        fs::remove_all(root);
        paths = carePathsUnder(root);
        EXPECT_EQ(paths.cron_file, root / "etc/cron.d/mdadm");
        EXPECT_EQ(paths.procfs, root / "proc");
        for (const auto& dir :
             {paths.cron_file.parent_path(), paths.defaults_file.parent_path(), paths.unit_dir,
              paths.unit_config_dir, paths.mdadm_conf.parent_path(), paths.procfs})
            fs::create_directories(dir);
        const auto copy = [&](const fs::path& from, const fs::path& to) {
            if (fs::exists(from)) fs::copy_file(from, to);
        };
        if (from_this_machine) {
            const CarePaths real;
            copy(real.cron_file, paths.cron_file);
            copy(real.defaults_file, paths.defaults_file);
            copy(real.unit_dir / kCheckTimer, paths.unit_dir / kCheckTimer);
            copy(real.mdadm_conf, paths.mdadm_conf);
        } else {
            copy(kCare / "cron.d-mdadm", paths.cron_file);
            copy(kCare / "default-mdadm", paths.defaults_file);
            copy(kCare / "mdcheck_start.timer", paths.unit_dir / kCheckTimer);
            copy(kCare / "mdadm.conf", paths.mdadm_conf);
        }
    }
    ~CareMachine() { fs::remove_all(root); }
};
} // namespace

TEST(CheckSchedule, ReadsAndSetsAutocheck)
{
    const std::string text = fixture("default-mdadm");
    EXPECT_EQ(shellVariable(text, "AUTOCHECK"), "true");
    EXPECT_EQ(shellVariable(text, "DAEMON_OPTIONS"), "--syslog"); // quotes removed
    EXPECT_EQ(shellVariable(text, "NOPE"), std::nullopt);
    const std::string off = setShellVariable(text, "AUTOCHECK", "false");
    EXPECT_EQ(shellVariable(off, "AUTOCHECK"), "false");
    EXPECT_EQ(shellVariable(off, "AUTOSCAN"), "true");
    // Only that line changed: comments and the rest byte for byte.
    std::string back = off;
    back.replace(back.find("AUTOCHECK=false"), 15, "AUTOCHECK=true");
    EXPECT_EQ(back, text);
    EXPECT_EQ(setShellVariable("# nothing\n", "AUTOCHECK", "true"), "# nothing\nAUTOCHECK=true\n");
    EXPECT_EQ(shellVariable("AUTOCHECK=true\nAUTOCHECK=no\n", "AUTOCHECK"), "no"); // last wins
    EXPECT_TRUE(shellTrue("true"));
    EXPECT_TRUE(shellTrue("Yes"));
    EXPECT_FALSE(shellTrue("false"));
    EXPECT_FALSE(shellTrue(""));
}

TEST(CheckSchedule, ReadsDebiansCronLine)
{
    const auto jobs = checkCronJobs(fixture("cron.d-mdadm"));
    ASSERT_EQ(jobs.size(), 1U);
    EXPECT_EQ(jobs[0].schedule, "57 0 * * 0");
    EXPECT_EQ(jobs[0].user, "root");
    EXPECT_TRUE(jobs[0].first_week_only);
    EXPECT_NE(jobs[0].command.find("/usr/share/mdadm/checkarray --cron --all"), std::string::npos);
    EXPECT_EQ(describeCronSchedule(jobs[0]), "at 00:57 on the first Sunday of each month");
    EXPECT_EQ(describeCronSchedule({"30 2 * * 3", "root", "checkarray", false}),
              "at 02:30 every Wednesday");
    EXPECT_EQ(describeCronSchedule({"@weekly", "root", "checkarray", false}), "cron \"@weekly\"");
    EXPECT_TRUE(checkCronJobs("# 57 0 * * 0 root checkarray\nMAILTO=root\n").empty());
}

TEST(CheckSchedule, ReadsTheTimerAndSystemctl)
{
    EXPECT_EQ(unitValue(fixture("mdcheck_start.timer"), "Timer", "OnCalendar"),
              "Sun *-*-1..7 1:00:00");
    EXPECT_EQ(unitValue(fixture("mdcheck_continue.timer"), "Timer", "OnCalendar"), "1:05:00");
    EXPECT_EQ(unitValue(fixture("mdcheck_start.timer"), "Unit", "OnCalendar"), std::nullopt);
    const auto show = parseSystemctlShow(
        "LastTriggerUSec=Sun 2026-11-01 01:00:03 UTC\nNextElapseUSecRealtime=Sun 2026-12-06 01:00:00 UTC\n");
    EXPECT_EQ(lastTrigger(show), "Sun 2026-11-01 01:00:03 UTC");
    EXPECT_EQ(lastTrigger(parseSystemctlShow("LastTriggerUSec=n/a\n")), std::nullopt);
    EXPECT_EQ(lastTrigger(parseSystemctlShow("")), std::nullopt);
}

TEST(CheckSchedule, ReadsAMachineWithoutSystemd)
{
    CareMachine machine("schedule");
    am::test::FakeRunner runner; // no systemd: nothing is run
    const CheckSchedule schedule = readCheckSchedule(machine.paths, runner);
    EXPECT_FALSE(schedule.systemd_running);
    ASSERT_EQ(schedule.checks.size(), 2U);
    const ScheduledCheck& cron = schedule.checks[0];
    EXPECT_TRUE(cron.installed);
    EXPECT_TRUE(cron.enabled);
    EXPECT_EQ(cron.when, "at 00:57 on the first Sunday of each month");
    EXPECT_FALSE(cron.last_run.has_value());
    EXPECT_NE(cron.last_run_note.find("unknown"), std::string::npos);
    const ScheduledCheck& timer = schedule.checks[1];
    EXPECT_TRUE(timer.installed);
    EXPECT_FALSE(timer.enabled); // Debian does not link it
    EXPECT_EQ(timer.when, "Sun *-*-1..7 1:00:00");
    EXPECT_TRUE(runner.calls.empty());

    fs::create_directories(machine.paths.unit_config_dir / "mdmonitor.service.wants");
    fs::create_symlink(machine.paths.unit_dir / kCheckTimer,
                       machine.paths.unit_config_dir / "mdmonitor.service.wants" / kCheckTimer);
    EXPECT_TRUE(readCheckSchedule(machine.paths, runner).checks[1].enabled);
    fs::remove(machine.paths.defaults_file); // AUTOCHECK unset: checkarray --cron does nothing
    EXPECT_FALSE(readCheckSchedule(machine.paths, runner).checks[0].enabled);
}

TEST(CheckSchedule, AskSystemctlWhenTheTimerLastRan)
{
    CareMachine machine("systemd");
    fs::create_directories(machine.paths.systemd_runtime);
    am::test::FakeRunner runner;
    runner.expect(
        {"systemctl", "show", kCheckTimer, "--property=LastTriggerUSec,NextElapseUSecRealtime"}, 0,
        "LastTriggerUSec=Sun 2026-11-01 01:00:03 UTC\nNextElapseUSecRealtime=n/a\n");
    const CheckSchedule schedule = readCheckSchedule(machine.paths, runner);
    EXPECT_TRUE(schedule.systemd_running);
    EXPECT_EQ(schedule.checks[1].last_run, "Sun 2026-11-01 01:00:03 UTC");
    EXPECT_FALSE(schedule.checks[1].next_run.has_value());
    const CareChange change =
        checkScheduleChange(machine.paths, CheckMechanism::SystemdTimer, true, true);
    ASSERT_EQ(change.steps.size(), 1U);
    EXPECT_EQ(change.steps[0].argv, (std::vector<std::string>{"systemctl", "enable", "--now",
                                                              kCheckTimer, kContinueTimer}));
    EXPECT_TRUE(change.edits.empty());
}

TEST(CheckSchedule, TurnsTheCronCheckOffInACopyOfThisMachine)
{
    CareMachine machine("this-machine", true);
    if (!fs::exists(machine.paths.cron_file)) GTEST_SKIP() << "mdadm's cron job is not installed";
    am::test::FakeRunner runner;
    const std::string before = readTextFile(machine.paths.defaults_file).value_or("");
    const CareChange change =
        checkScheduleChange(machine.paths, CheckMechanism::Cron, false, false);
    ASSERT_EQ(change.edits.size(), 1U);
    EXPECT_TRUE(change.steps.empty());
    const auto preview = editPreview(change.edits[0]);
    EXPECT_NE(std::find(preview.begin(), preview.end(), "+ AUTOCHECK=false"), preview.end());
    ASSERT_TRUE(applyCareChange(change, runner).ok);
    const std::string after = readTextFile(machine.paths.defaults_file).value();
    EXPECT_EQ(shellVariable(after, "AUTOCHECK"), "false");
    EXPECT_FALSE(readCheckSchedule(machine.paths, runner).checks[0].enabled);
    if (!before.empty()) {
        EXPECT_EQ(after.size(), before.size() + (before.find("AUTOCHECK=true") != std::string::npos
                                                     ? 1
                                                     : std::string("AUTOCHECK=false\n").size()));
    }
    ASSERT_TRUE(applyCareChange(
                    checkScheduleChange(machine.paths, CheckMechanism::Cron, true, false), runner)
                    .ok);
    EXPECT_TRUE(readCheckSchedule(machine.paths, runner).checks[0].enabled);
}

TEST(CheckSchedule, RefusesAMechanismThatIsNotInstalled)
{
    CareMachine machine("missing");
    fs::remove(machine.paths.cron_file);
    fs::remove(machine.paths.unit_dir / kCheckTimer);
    EXPECT_THROW(checkScheduleChange(machine.paths, CheckMechanism::Cron, true, false),
                 std::runtime_error);
    EXPECT_THROW(checkScheduleChange(machine.paths, CheckMechanism::SystemdTimer, true, false),
                 std::runtime_error);
    EXPECT_EQ(parseCheckMechanism("anacron"), std::nullopt);
}

TEST(AlertSettings, ReadsTheLinesAsMdadmDoes)
{
    EXPECT_EQ(parseAlertSettings(fixture("mdadm.conf")).mailaddr, "root");
    const AlertSettings edited = parseAlertSettings(fixture("mdadm-edited.conf"));
    EXPECT_EQ(edited.mailaddr, "admin@example.org");
    EXPECT_EQ(edited.mailfrom, "\"md on host\" <md@host.example>");
    EXPECT_EQ(edited.program, "/usr/local/sbin/md-alert");
    EXPECT_EQ(parseAlertSettings("# MAILADDR root\nMA root\n"), AlertSettings{});
}

TEST(AlertSettings, EditsOneKeywordAndKeepsTheRest)
{
    const std::string text = fixture("mdadm-edited.conf");
    const std::string changed = setConfKeyword(text, "MAILADDR", "ops@example.org");
    EXPECT_EQ(parseAlertSettings(changed).mailaddr, "ops@example.org");
    EXPECT_EQ(changed.find("second@example.org"), std::string::npos);  // the duplicate went too
    EXPECT_NE(changed.find("   name=host:data\n"), std::string::npos); // ARRAY's continuation
    EXPECT_EQ(parseAlertSettings(changed).program, "/usr/local/sbin/md-alert");
    const std::string removed = setConfKeyword(text, "PROGRAM", std::nullopt);
    EXPECT_EQ(parseAlertSettings(removed).program, std::nullopt);
    const std::string added = setConfKeyword("HOMEHOST <system>", "PROGRAM", "/bin/true");
    EXPECT_EQ(added, "HOMEHOST <system>\nPROGRAM /bin/true\n");
    EXPECT_EQ(setConfKeyword(fixture("mdadm.conf"), "MAILADDR", "root"), fixture("mdadm.conf"));
}

TEST(AlertSettings, ValidatesTheValues)
{
    for (const char* good : {"root", "admin@example.org", "a.b+raid@mail.example-host.de"})
        EXPECT_EQ(mailAddressProblem(good), std::nullopt) << good;
    for (const char* bad : {"", "root admin", "a@b@c", "@example.org", "x@", "x@-bad.org",
                            "x@example..org", "\"x\"@example.org", "a,b@example.org", "x;rm"})
        EXPECT_NE(mailAddressProblem(bad), std::nullopt) << bad;
    EXPECT_EQ(programProblem("/bin/true"), std::nullopt);
    EXPECT_NE(programProblem("true"), std::nullopt);
    EXPECT_NE(programProblem("/bin/true; rm -rf /"), std::nullopt);
    EXPECT_NE(programProblem("/bin/$(id)"), std::nullopt);
    EXPECT_NE(programProblem("/usr/../bin/true"), std::nullopt);
    EXPECT_NE(programProblem("/etc"), std::nullopt); // not a file
    const fs::path plain = fs::temp_directory_path() / "arraymark-care-not-executable";
    writeTextFile(plain, "#!/bin/sh\n");
    fs::permissions(plain, fs::perms::owner_read | fs::perms::owner_write);
    EXPECT_NE(programProblem(plain), std::nullopt); // not executable
    fs::permissions(plain, fs::perms::owner_all | fs::perms::group_all | fs::perms::others_read |
                               fs::perms::others_exec);
    const auto writable =
        programProblem(plain); // executable, but others of root's group may edit it
    ASSERT_NE(writable, std::nullopt);
    EXPECT_NE(writable->find("writable by root alone"), std::string::npos) << *writable;
    fs::permissions(plain, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                               fs::perms::others_read | fs::perms::others_exec);
    if (::geteuid() == 0) {
        EXPECT_EQ(programProblem(plain), std::nullopt) << "root's 0755 file";
    }
    fs::remove(plain);
    EXPECT_NE(programProblem("/no/such/program"), std::nullopt);
}

TEST(AlertSettings, FindsTheMonitor)
{
    EXPECT_TRUE(isMdadmMonitor({"/sbin/mdadm", "--monitor", "--scan"}));
    EXPECT_TRUE(isMdadmMonitor({"mdadm", "-F", "--scan", "--syslog"}));
    EXPECT_FALSE(isMdadmMonitor({"/sbin/mdadm", "--detail", "/dev/md0"}));
    EXPECT_FALSE(isMdadmMonitor({"/usr/bin/vim", "--monitor"}));
    // The kernel ends the last word with a NUL too: no empty word after it.
    EXPECT_EQ(splitCmdline(std::string("mdadm\0--monitor\0", 16)),
              (std::vector<std::string>{"mdadm", "--monitor"}));

    CareMachine machine("monitor");
    am::test::FakeRunner runner;
    EXPECT_FALSE(readAlertState(machine.paths, runner).monitor_running);
    fs::create_directories(machine.paths.procfs / "812");
    writeTextFile(machine.paths.procfs / "812/cmdline",
                  std::string("/sbin/mdadm\0--monitor\0--scan\0", 29));
    const AlertState state = readAlertState(machine.paths, runner);
    EXPECT_TRUE(state.monitor_running);
    EXPECT_EQ(state.monitor_how, "mdadm --monitor runs (pid 812)");
    EXPECT_EQ(state.settings.mailaddr, "root");
}

TEST(AlertSettings, SetsMailaddrAndProgramInACopyOfThisMachine)
{
    CareMachine machine("alerts", true);
    if (!fs::exists(machine.paths.mdadm_conf)) writeTextFile(machine.paths.mdadm_conf, "");
    ::chmod(machine.paths.mdadm_conf.c_str(), 0640);
    am::test::FakeRunner runner;
    const CareChange change = alertSettingsChange(machine.paths, std::string("ops@example.org"),
                                                  std::string("/bin/true"));
    const auto preview = editPreview(change.edits.at(0));
    EXPECT_NE(std::find(preview.begin(), preview.end(), "+ MAILADDR ops@example.org"),
              preview.end());
    EXPECT_NE(std::find(preview.begin(), preview.end(), "+ PROGRAM /bin/true"), preview.end());
    ASSERT_TRUE(applyCareChange(change, runner).ok);
    const AlertSettings after = parseAlertSettings(readTextFile(machine.paths.mdadm_conf).value());
    EXPECT_EQ(after.mailaddr, "ops@example.org");
    EXPECT_EQ(after.program, "/bin/true");
    struct stat info {};
    ASSERT_EQ(::stat(machine.paths.mdadm_conf.c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 0777, 0640U); // the mode survives the rename
    EXPECT_FALSE(fs::exists(machine.paths.mdadm_conf.string() + ".arraymark-new"));
    // "" removes the line.
    ASSERT_TRUE(
        applyCareChange(alertSettingsChange(machine.paths, std::nullopt, std::string()), runner)
            .ok);
    EXPECT_EQ(parseAlertSettings(readTextFile(machine.paths.mdadm_conf).value()).program,
              std::nullopt);
}

TEST(AlertSettings, AFileThatCannotBeWrittenRunsNothing)
{
    CareChange change;
    change.edits.push_back({"/proc/arraymark-no-such-dir/mdadm.conf", "", "MAILADDR root\n"});
    change.steps.push_back(runStep({"systemctl", "restart", "mdmonitor.service"}, "restart"));
    am::test::FakeRunner runner;
    const ExecutionReport report = applyCareChange(change, runner);
    EXPECT_FALSE(report.ok);
    EXPECT_TRUE(runner.calls.empty());
    EXPECT_FALSE(report.outcomes.at(0).message.empty());
}
