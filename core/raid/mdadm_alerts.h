#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// mdadm.conf's alert lines (mdadm.conf(5)): MAILADDR (one address), MAILFROM (the From line)
// and PROGRAM (run with the event, the array and maybe the member), read by `mdadm --monitor`.
namespace am::raid {

struct AlertSettings {
    std::optional<std::string> mailaddr; // absent: no MAILADDR line
    std::optional<std::string> mailfrom;
    std::optional<std::string> program;
    bool operator==(const AlertSettings&) const = default;
};

// The alert lines of an mdadm.conf text. Keywords as mdadm reads them: any case, any prefix of
// three letters or more ("MAIL" is MAILADDR); '#' starts a comment; a line starting with a blank
// continues the one before; the first line of a keyword wins.
AlertSettings parseAlertSettings(std::string_view conf_text);

// The text with every line of `keyword` ("MAILADDR", "PROGRAM") and its continuations replaced
// by one "KEYWORD value" line where the first was (appended when there was none); nullopt
// removes them. Other lines are kept byte for byte.
std::string setConfKeyword(std::string_view conf_text, std::string_view keyword,
                           const std::optional<std::string>& value);

// Why `address` cannot be MAILADDR, or nullopt: one address, "user" or "local@domain", no
// blanks or quotes (mdadm ignores every address after the first).
std::optional<std::string> mailAddressProblem(std::string_view address);
// Why `path` cannot be PROGRAM, or nullopt: absolute, letters, digits and ._+-@/ only (mdadm
// takes the first word and runs it without a shell), no . or .. component, an executable file
// owned by root and writable by root alone (the monitor runs it as root).
std::optional<std::string> programProblem(const std::filesystem::path& path);

// A MAILADDR or PROGRAM value a change would set that is refused. "" removes the line: never one.
struct AlertValueProblem {
    std::string key; // "mailaddr", "program" (the helper's keys, the CLI's options)
    std::string value;
    std::string rule; // the helper's rule: "bad_mail_address", "bad_program"
    std::string message;
};
// Every refused value of a change (mailAddressProblem, programProblem), mailaddr first.
std::vector<AlertValueProblem> alertChangeProblems(const std::optional<std::string>& mailaddr,
                                                   const std::optional<std::string>& program);

// argv is mdadm's monitor: argv[0]'s base name is mdadm and one word is --monitor, -F or
// --follow (how the init scripts start it).
bool isMdadmMonitor(const std::vector<std::string>& argv);
// /proc/PID/cmdline's NUL-separated words.
std::vector<std::string> splitCmdline(std::string_view cmdline);

} // namespace am::raid
