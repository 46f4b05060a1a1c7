#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// Periodic md checks as Debian's mdadm package schedules them: /etc/cron.d/mdadm runs
// /usr/share/mdadm/checkarray --cron (which honours AUTOCHECK in /etc/default/mdadm), and the
// mdcheck_start.timer / mdcheck_continue.timer units run /usr/share/mdadm/mdcheck. Pure text
// functions here; array_care.h reads the files and runs systemctl.
namespace am::raid {

// `NAME=value` in a shell-sourced file (/etc/default/mdadm): the last assignment wins, as when
// the shell sources it; quotes are removed. nullopt: never assigned.
std::optional<std::string> shellVariable(std::string_view text, std::string_view name);
// The text with every assignment of NAME replaced by `NAME=value` (comments and other lines
// kept), or the assignment appended when there was none.
std::string setShellVariable(std::string_view text, std::string_view name, std::string_view value);
// checkarray's is_true(): yes, y, 1, true, t (first letter either case).
bool shellTrue(std::string_view value);

// One line of a cron.d file that runs md's check.
struct CronJob {
    std::string schedule; // "57 0 * * 0", or "@weekly"
    std::string user;     // "root"
    std::string command;
    bool first_week_only = false; // the `[ $(date +%d) -le 7 ]` guard Debian's line carries
    bool operator==(const CronJob&) const = default;
};
// The lines of a cron.d file whose command runs checkarray or mdcheck.
std::vector<CronJob> checkCronJobs(std::string_view cron_file_text);
// "at 00:57 on the first Sunday of each month"; the raw fields when not of the simple form.
std::string describeCronSchedule(const CronJob& job);

// `Key=value` of a systemd unit's [section]; the last one wins; nullopt when absent.
std::optional<std::string> unitValue(std::string_view unit_text, std::string_view section,
                                     std::string_view key);
// `systemctl show` output: Key=value per line.
std::map<std::string, std::string> parseSystemctlShow(std::string_view text);
// LastTriggerUSec's value: empty or "n/a" means the timer never fired (nullopt).
std::optional<std::string> lastTrigger(const std::map<std::string, std::string>& show);

} // namespace am::raid
