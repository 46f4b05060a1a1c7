#include <memory>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "app/cli/array_cli.h"
#include "app/cli/command.h"
#include "core/monitor/alert_program.h"
#include "core/raid/array_care.h"
#include "core/raid/raid_json.h"
#include "core/util/json_text.h"
#include "core/util/process_runner.h"

namespace am::cli::array {

namespace {

struct CareOptions {
    std::string check;    // "cron", "systemd": the mechanism --enable/--disable applies to
    bool enable = false;  // --enable
    bool disable = false; // --disable
    std::optional<std::string> mailaddr;
    std::optional<std::string> program;
    std::string care_root; // tests: a copy of a machine's files
    bool json = false;
};

raid::CarePaths pathsOf(const CareOptions& o)
{
    return o.care_root.empty() ? raid::CarePaths{} : raid::carePathsUnder(o.care_root);
}

std::string orNone(const std::optional<std::string>& value)
{
    return value ? *value : std::string("(not set)");
}

void printCare(const raid::CheckSchedule& schedule, const raid::AlertState& alerts)
{
    fmt::print("Periodic check{}\n", schedule.systemd_running ? "" : " (systemd does not run)");
    for (const auto& check : schedule.checks) {
        const std::string where = check.files.empty() ? "" : check.files.front();
        if (!check.installed) {
            fmt::print("  {:8} not installed ({})\n", raid::toString(check.mechanism), where);
            continue;
        }
        fmt::print("  {:8} {}, {}; last run: {}{}\n", raid::toString(check.mechanism),
                   check.enabled ? "on" : "off", check.when,
                   check.last_run ? *check.last_run : check.last_run_note,
                   check.next_run ? "; next: " + *check.next_run : "");
    }
    fmt::print("Alerts ({}{})\n", alerts.conf.string(), alerts.conf_exists ? "" : ", missing");
    fmt::print("  MAILADDR {}\n", orNone(alerts.settings.mailaddr));
    fmt::print("  PROGRAM  {}\n", orNone(alerts.settings.program));
    fmt::print("  monitor  {}\n", alerts.monitor_how);
    const std::string ours = monitor::mdadmAlertProgram();
    if (alerts.settings.program != ours)
        fmt::print("  (--program {} records mdadm's alerts as ArrayMark events and desktop "
                   "notifications, with no mail server)\n",
                   ours);
}

std::optional<raid::CareChange> changeOf(const CareOptions& o, const raid::CarePaths& paths,
                                         bool systemd_running)
{
    if (o.enable && o.disable) throw UsageError("give --enable or --disable, not both");
    if ((o.enable || o.disable) && o.check.empty())
        throw UsageError("--enable/--disable need --check cron|systemd");
    if (!o.check.empty() && !o.enable && !o.disable)
        throw UsageError("--check " + o.check + " needs --enable or --disable");
    if (!o.check.empty() && (o.mailaddr || o.program))
        throw UsageError("change the check schedule and the alerts in two commands");
    if (!o.check.empty()) {
        const auto mechanism = raid::parseCheckMechanism(o.check);
        if (!mechanism) throw UsageError("--check \"" + o.check + "\" is not one of cron, systemd");
        return raid::checkScheduleChange(paths, *mechanism, o.enable, systemd_running);
    }
    if (!o.mailaddr && !o.program) return std::nullopt;
    const auto problems = raid::alertChangeProblems(o.mailaddr, o.program);
    if (!problems.empty()) {
        std::vector<std::string> lines;
        for (const auto& problem : problems)
            lines.push_back(
                fmt::format("--{} \"{}\": {}", problem.key, problem.value, problem.message));
        throw UsageError(fmt::format("{}", fmt::join(lines, "; ")));
    }
    return raid::alertSettingsChange(paths, o.mailaddr, o.program);
}

void runCare(const CareOptions& o)
{
    const raid::CarePaths paths = pathsOf(o);
    util::SpawnRunner runner;
    const bool systemd_running = raid::systemdRunning(paths);
    const auto change = changeOf(o, paths, systemd_running);
    std::optional<raid::ExecutionReport> report;
    if (change) {
        // A copy of a machine's files is edited, but systemctl would act on this machine.
        if (!o.care_root.empty() && !change->steps.empty()) {
            for (const auto& step : change->steps)
                fmt::print("  {}\n", util::displayCommand(step.display()));
            throw UsageError("--care-root " + o.care_root +
                             ": these commands would change this machine, not the copy; nothing "
                             "was run");
        }
        report = raid::applyCareChange(*change, runner);
    }
    const auto schedule = raid::readCheckSchedule(paths, runner);
    const auto alerts = raid::readAlertState(paths, runner);
    if (o.json) {
        nlohmann::json doc{{"schedule", raid::toJson(schedule)},
                           {"alerts", raid::toJson(alerts)},
                           {"arraymark_program", monitor::mdadmAlertProgram()}};
        if (change) {
            doc["change"] = raid::toJson(*change);
            doc["ok"] = report->ok;
            doc["execution"] = raid::toJson(*report);
        }
        fmt::print("{}\n", util::jsonText(doc, 2));
    } else {
        if (report) {
            printExecution(*report);
            if (!change->hint.empty()) fmt::print("note: {}\n", change->hint);
        }
        printCare(schedule, alerts);
    }
    if (report && !report->ok) throw std::runtime_error(report->outcomes.back().message);
}

} // namespace

void addCareCommand(CLI::App& array)
{
    auto o = std::make_shared<CareOptions>();
    CLI::App* command = array.add_subcommand(
        "care", "Show or change md's periodic check and mdadm's alert settings (mdadm.conf)");
    command->add_option("--check", o->check,
                        "cron: Debian's checkarray job (AUTOCHECK in /etc/default/mdadm); "
                        "systemd: the mdcheck timers");
    command->add_flag("--enable", o->enable, "Turn the periodic check of --check on");
    command->add_flag("--disable", o->disable, "Turn the periodic check of --check off");
    command->add_option(
        "--mailaddr", o->mailaddr,
        "mdadm.conf MAILADDR: where mdadm --monitor mails alerts (\"\" removes it)");
    command->add_option("--program", o->program,
                        "mdadm.conf PROGRAM: run for each alert with event, array and device (\"\" "
                        "removes it); arraymark-cli monitor --event records them");
    command->add_flag("--json", o->json, "Print JSON");
    command->add_option("--care-root", o->care_root, "Read and edit these files under DIR (tests)")
        ->group("");
    command->callback([o] { runCare(*o); });
}

} // namespace am::cli::array
