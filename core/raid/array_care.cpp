#include "core/raid/array_care.h"

#include <algorithm>
#include <fcntl.h>
#include <fmt/format.h>
#include <stdexcept>
#include <sys/stat.h>
#include <unistd.h>

#include "core/raid/text_lines.h"
#include "core/util/text_file.h"

namespace am::raid {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

bool pathExists(const fs::path& path)
{
    std::error_code error;
    return fs::exists(path, error);
}

// A link to the unit in any <config>/*.wants/ folder: what `systemctl enable` makes.
bool unitLinked(const fs::path& config_dir, const std::string& unit)
{
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(config_dir, error)) {
        const std::string name = entry.path().filename().string();
        if (name.ends_with(".wants") && fs::is_symlink(entry.path() / unit, error)) return true;
    }
    return false;
}

ScheduledCheck cronCheck(const CarePaths& paths)
{
    ScheduledCheck check;
    check.mechanism = CheckMechanism::Cron;
    check.files = {paths.cron_file.string(), paths.defaults_file.string()};
    const auto cron = util::readTextFile(paths.cron_file);
    const auto jobs = cron ? checkCronJobs(*cron) : std::vector<CronJob>{};
    check.installed = !jobs.empty();
    if (!check.installed) return check;
    check.when = describeCronSchedule(jobs.front());
    // checkarray --cron does nothing unless AUTOCHECK is true (unset: false).
    const auto defaults = util::readTextFile(paths.defaults_file).value_or("");
    check.enabled = shellTrue(shellVariable(defaults, "AUTOCHECK").value_or("false"));
    check.last_run_note = "unknown: cron and checkarray keep no record of the last run";
    return check;
}

ScheduledCheck timerCheck(const CarePaths& paths, bool systemd_running, util::Runner& runner)
{
    ScheduledCheck check;
    check.mechanism = CheckMechanism::SystemdTimer;
    const fs::path unit = paths.unit_dir / kCheckTimer;
    check.files = {unit.string()};
    const auto text = util::readTextFile(unit);
    check.installed = text.has_value();
    if (!check.installed) return check;
    check.when = unitValue(*text, "Timer", "OnCalendar").value_or("");
    check.enabled = unitLinked(paths.unit_config_dir, kCheckTimer);
    if (!systemd_running) {
        check.last_run_note = "unknown: systemd does not run here";
        return check;
    }
    const auto show = runner.run(
        {"systemctl", "show", kCheckTimer, "--property=LastTriggerUSec,NextElapseUSecRealtime"});
    if (!show.ok()) {
        check.last_run_note = "unknown: systemctl show failed: " + util::trim(show.err);
        return check;
    }
    const auto values = parseSystemctlShow(show.out);
    check.last_run = lastTrigger(values);
    if (!check.last_run) check.last_run_note = "never (since the timer was set up)";
    if (const auto next = values.find("NextElapseUSecRealtime");
        next != values.end() && !next->second.empty() && next->second != "n/a")
        check.next_run = next->second;
    return check;
}

std::string processMonitor(const fs::path& procfs)
{
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(procfs, error)) {
        const std::string pid = entry.path().filename().string();
        if (pid.empty() || !std::all_of(pid.begin(), pid.end(), ::isdigit)) continue;
        const auto cmdline = util::readTextFile(entry.path() / "cmdline");
        if (cmdline && isMdadmMonitor(splitCmdline(*cmdline)))
            return fmt::format("mdadm --monitor runs (pid {})", pid);
    }
    return "";
}

// Writes beside the file and renames over it: a reader never sees half a file.
void replaceFile(const fs::path& file, const std::string& text)
{
    struct stat info {};
    const bool existed = ::stat(file.c_str(), &info) == 0;
    const fs::path temporary = file.string() + ".arraymark-new";
    util::writeTextFile(temporary, text);
    if (existed) ::chmod(temporary.c_str(), info.st_mode & 07777);
    std::error_code error;
    fs::rename(temporary, file, error);
    if (error) {
        fs::remove(temporary, error);
        throw std::runtime_error(
            fmt::format("cannot replace {}: {}", file.string(), error.message()));
    }
}

std::string joined(const std::vector<std::string>& lines, const char* separator)
{
    std::string out;
    for (const auto& line : lines) out += (out.empty() ? "" : separator) + line;
    return out;
}

} // namespace

CarePaths carePathsUnder(const fs::path& root)
{
    const CarePaths real;
    const auto under = [&](const fs::path& path) { return root / path.relative_path(); };
    return {under(real.cron_file),       under(real.defaults_file),   under(real.unit_dir),
            under(real.unit_config_dir), under(real.systemd_runtime), under(real.mdadm_conf),
            under(real.procfs)};
}

std::string_view toString(CheckMechanism mechanism)
{
    switch (mechanism) {
    case CheckMechanism::Cron:
        return "cron";
    case CheckMechanism::SystemdTimer:
        return "systemd";
    }
    return "cron";
}

std::optional<CheckMechanism> parseCheckMechanism(std::string_view text)
{
    if (text == "cron") return CheckMechanism::Cron;
    if (text == "systemd") return CheckMechanism::SystemdTimer;
    return std::nullopt;
}

bool systemdRunning(const CarePaths& paths) { return pathExists(paths.systemd_runtime); }

CheckSchedule readCheckSchedule(const CarePaths& paths, util::Runner& runner)
{
    CheckSchedule schedule;
    schedule.systemd_running = systemdRunning(paths);
    schedule.checks.push_back(cronCheck(paths));
    schedule.checks.push_back(timerCheck(paths, schedule.systemd_running, runner));
    return schedule;
}

AlertState readAlertState(const CarePaths& paths, util::Runner& runner)
{
    AlertState state;
    state.conf = paths.mdadm_conf;
    const auto text = util::readTextFile(paths.mdadm_conf);
    state.conf_exists = text.has_value();
    if (text) state.settings = parseAlertSettings(*text);
    if (systemdRunning(paths)) {
        const auto active = runner.run({"systemctl", "is-active", "mdmonitor.service"});
        if (util::trim(active.out) == "active") {
            state.monitor_running = true;
            state.monitor_how = "mdmonitor.service is active";
            return state;
        }
        state.monitor_how = "mdmonitor.service is " + util::trim(active.out);
    }
    if (const std::string found = processMonitor(paths.procfs); !found.empty()) {
        state.monitor_running = true;
        state.monitor_how = found;
    } else if (state.monitor_how.empty()) {
        state.monitor_how = "no mdadm --monitor process runs";
    }
    return state;
}

std::vector<std::string> editPreview(const FileEdit& edit)
{
    std::vector<std::string> before, after, preview;
    for (const Line& line : splitLines(edit.before)) before.emplace_back(line.text);
    for (const Line& line : splitLines(edit.after)) after.emplace_back(line.text);
    for (const auto& line : before)
        if (std::find(after.begin(), after.end(), line) == after.end())
            preview.push_back("- " + line);
    for (const auto& line : after)
        if (std::find(before.begin(), before.end(), line) == before.end())
            preview.push_back("+ " + line);
    return preview;
}

CareChange checkScheduleChange(const CarePaths& paths, CheckMechanism mechanism, bool enabled,
                               bool systemd_running)
{
    CareChange change;
    if (mechanism == CheckMechanism::Cron) {
        const auto cron = util::readTextFile(paths.cron_file);
        if (!cron || checkCronJobs(*cron).empty())
            throw std::runtime_error(fmt::format(
                "{} has no checkarray job: the cron check is not installed here (mdadm's package "
                "ships it)",
                paths.cron_file.string()));
        const std::string before = util::readTextFile(paths.defaults_file).value_or("");
        change.edits.push_back({paths.defaults_file, before,
                                setShellVariable(before, "AUTOCHECK", enabled ? "true" : "false")});
        return change;
    }
    if (!pathExists(paths.unit_dir / kCheckTimer))
        throw std::runtime_error(fmt::format("{} does not exist: mdadm's check timer is not "
                                             "installed here",
                                             (paths.unit_dir / kCheckTimer).string()));
    std::vector<std::string> argv{"systemctl", enabled ? "enable" : "disable"};
    if (systemd_running) argv.emplace_back("--now");
    argv.insert(argv.end(), {kCheckTimer, kContinueTimer});
    change.steps.push_back(runStep(argv, enabled ? "schedule md's periodic check (mdcheck)"
                                                 : "stop md's periodic check"));
    if (enabled)
        change.hint = "the timers are wanted by mdmonitor.service: they run while it is enabled";
    return change;
}

CareChange alertSettingsChange(const CarePaths& paths, const std::optional<std::string>& mailaddr,
                               const std::optional<std::string>& program)
{
    const std::string before = util::readTextFile(paths.mdadm_conf).value_or("");
    std::string after = before;
    const auto value = [](const std::string& text) {
        return text.empty() ? std::nullopt : std::optional(text);
    };
    if (mailaddr) after = setConfKeyword(after, "MAILADDR", value(*mailaddr));
    if (program) after = setConfKeyword(after, "PROGRAM", value(*program));
    CareChange change;
    change.edits.push_back({paths.mdadm_conf, before, after});
    change.hint = "mdadm --monitor reads the file when it starts: restart it (systemctl restart "
                  "mdmonitor.service) for the new settings to count";
    return change;
}

ExecutionReport applyCareChange(const CareChange& change, util::Runner& runner)
{
    ExecutionReport report;
    for (const auto& edit : change.edits) {
        StepOutcome outcome;
        outcome.step.kind = Step::Kind::WriteAttribute;
        outcome.step.attribute = edit.file.string();
        outcome.step.value = joined(editPreview(edit), "; ");
        outcome.step.purpose = "edit " + edit.file.string();
        outcome.result.argv = outcome.step.display();
        try {
            if (edit.after != edit.before) replaceFile(edit.file, edit.after);
            outcome.ok = true;
            outcome.result.exit_code = 0;
        } catch (const std::exception& error) {
            outcome.message = error.what();
            outcome.result.err = error.what();
        }
        report.outcomes.push_back(outcome);
        if (!outcome.ok) return report;
    }
    ExecutionReport ran = execute(change.steps, runner);
    report.outcomes.insert(report.outcomes.end(), ran.outcomes.begin(), ran.outcomes.end());
    report.ok = ran.ok;
    return report;
}

json toJson(const CheckSchedule& schedule)
{
    json checks = json::array();
    for (const auto& check : schedule.checks)
        checks.push_back({{"mechanism", toString(check.mechanism)},
                          {"installed", check.installed},
                          {"enabled", check.enabled},
                          {"when", check.when},
                          {"next_run", check.next_run ? json(*check.next_run) : json(nullptr)},
                          {"last_run", check.last_run ? json(*check.last_run) : json(nullptr)},
                          {"last_run_note", check.last_run_note},
                          {"files", check.files}});
    return {{"systemd_running", schedule.systemd_running}, {"checks", checks}};
}

json toJson(const AlertState& alerts)
{
    const auto optional = [](const std::optional<std::string>& value) {
        return value ? json(*value) : json(nullptr);
    };
    return {{"file", alerts.conf.string()},
            {"file_exists", alerts.conf_exists},
            {"mailaddr", optional(alerts.settings.mailaddr)},
            {"mailfrom", optional(alerts.settings.mailfrom)},
            {"program", optional(alerts.settings.program)},
            {"monitor_running", alerts.monitor_running},
            {"monitor", alerts.monitor_how}};
}

json toJson(const CareChange& change)
{
    json edits = json::array();
    for (const auto& edit : change.edits)
        edits.push_back({{"file", edit.file.string()}, {"preview", editPreview(edit)}});
    json commands = json::array();
    for (const auto& step : change.steps) commands.push_back(step.display());
    return {{"edits", edits}, {"commands", commands}, {"hint", change.hint}};
}

} // namespace am::raid
