#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/raid/check_schedule.h"
#include "core/raid/execute.h"
#include "core/raid/mdadm_alerts.h"
#include "core/raid/mdadm_conf.h"
#include "core/raid/steps.h"
#include "core/util/process_runner.h"

// The care of md arrays beyond one array: the periodic check and the alerts of mdadm's monitor,
// read from the machine's files and changed through the helper (ops check_schedule and
// alert_settings). Every path is injectable: tests read a temporary copy of the real files.
namespace am::raid {

struct CarePaths {
    std::filesystem::path cron_file = "/etc/cron.d/mdadm";
    std::filesystem::path defaults_file = "/etc/default/mdadm"; // AUTOCHECK for checkarray --cron
    std::filesystem::path unit_dir = "/lib/systemd/system";     // the packaged units
    std::filesystem::path unit_config_dir = "/etc/systemd/system"; // *.wants/ links: enabled
    std::filesystem::path systemd_runtime = "/run/systemd/system"; // exists when systemd runs
    std::filesystem::path mdadm_conf = kDebianMdadmConf;
    std::filesystem::path procfs = "/proc";
};
// The same files under another root (a test's copy of a machine: ROOT/etc/cron.d/mdadm, ...).
CarePaths carePathsUnder(const std::filesystem::path& root);

enum class CheckMechanism { Cron, SystemdTimer };
std::string_view toString(CheckMechanism mechanism); // "cron", "systemd"
std::optional<CheckMechanism> parseCheckMechanism(std::string_view text);
inline constexpr const char* kCheckTimer = "mdcheck_start.timer";
inline constexpr const char* kContinueTimer = "mdcheck_continue.timer";

// One way the machine schedules md checks, installed or not.
struct ScheduledCheck {
    CheckMechanism mechanism = CheckMechanism::Cron;
    bool installed = false; // cron: the file has a checkarray job; systemd: the timer unit exists
    bool enabled = false;   // cron: AUTOCHECK is true; systemd: the timer is linked in a .wants/
    std::string when;       // "at 00:57 on the first Sunday of each month", OnCalendar's value
    std::optional<std::string> next_run; // systemd running only
    std::optional<std::string> last_run; // the timer's LastTriggerUSec; nullopt: see last_run_note
    std::string last_run_note;           // why last_run is not known ("cron keeps no record")
    std::vector<std::string> files;      // what was read
};
struct CheckSchedule {
    bool systemd_running = false;
    std::vector<ScheduledCheck> checks; // cron first, then the timer
};
// /run/systemd/system exists: systemd is PID 1 (what `systemctl --now` and `show` need).
bool systemdRunning(const CarePaths& paths);
CheckSchedule readCheckSchedule(const CarePaths& paths, util::Runner& runner);

struct AlertState {
    std::filesystem::path conf;
    bool conf_exists = false;
    AlertSettings settings;
    bool monitor_running = false;
    std::string monitor_how; // "mdmonitor.service is active", "mdadm --monitor (pid 812)", ...
};
AlertState readAlertState(const CarePaths& paths, util::Runner& runner);

// A change as it will be made: whole-file edits (shown as their changed lines) and commands.
struct FileEdit {
    std::filesystem::path file;
    std::string before; // empty when the file does not exist yet
    std::string after;
};
struct CareChange {
    std::vector<FileEdit> edits;
    std::vector<Step> steps;
    std::string hint; // what else the person should know ("restart the monitor")
};
// "- AUTOCHECK=true", "+ AUTOCHECK=false": the lines the edit removes and adds.
std::vector<std::string> editPreview(const FileEdit& edit);

// Turns the periodic check of `mechanism` on or off. Throws std::runtime_error when that
// mechanism is not installed here (the helper answers no_check_schedule).
CareChange checkScheduleChange(const CarePaths& paths, CheckMechanism mechanism, bool enabled,
                               bool systemd_running);
// Sets MAILADDR and/or PROGRAM (an empty value removes the line). The caller has validated the
// values (mailAddressProblem, programProblem).
CareChange alertSettingsChange(const CarePaths& paths, const std::optional<std::string>& mailaddr,
                               const std::optional<std::string>& program);
// Writes each edit (a temporary file beside it, renamed over it, the mode kept), then runs the
// steps. A file that cannot be written is a failed report and no step runs.
ExecutionReport applyCareChange(const CareChange& change, util::Runner& runner);

nlohmann::json toJson(const CheckSchedule& schedule);
nlohmann::json toJson(const AlertState& alerts);
nlohmann::json toJson(const CareChange& change);

} // namespace am::raid
