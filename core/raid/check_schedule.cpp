#include "core/raid/check_schedule.h"

#include <array>
#include <fmt/format.h>

#include "core/raid/text_lines.h"

namespace am::raid {

namespace {

// "NAME=value" with NAME at the start of the (trimmed) line; the value unquoted.
std::optional<std::string> assignment(std::string_view line, std::string_view name)
{
    line = trimView(line);
    if (line.starts_with("export ")) line = trimView(line.substr(7));
    if (!line.starts_with(name) || line.size() <= name.size() || line[name.size()] != '=')
        return std::nullopt;
    std::string_view value = trimView(line.substr(name.size() + 1));
    if (const auto hash = value.find(" #"); hash != std::string_view::npos)
        value = trimView(value.substr(0, hash));
    if (value.size() >= 2 && (value.front() == '"' || value.front() == '\'') &&
        value.back() == value.front())
        value = value.substr(1, value.size() - 2);
    return std::string(value);
}

bool isNumber(std::string_view text)
{
    if (text.empty()) return false;
    for (const char c : text)
        if (c < '0' || c > '9') return false;
    return true;
}

} // namespace

std::optional<std::string> shellVariable(std::string_view text, std::string_view name)
{
    std::optional<std::string> value;
    for (const Line& line : splitLines(text))
        if (auto found = assignment(line.text, name)) value = std::move(found);
    return value;
}

std::string setShellVariable(std::string_view text, std::string_view name, std::string_view value)
{
    std::string out;
    bool replaced = false;
    const auto lines = splitLines(text);
    for (const Line& line : lines) {
        if (assignment(line.text, name)) {
            out += fmt::format("{}={}\n", name, value);
            replaced = true;
        } else {
            out += std::string(line.text) + "\n";
        }
    }
    // splitLines gives a last empty line for text ending in '\n': keep one newline only.
    if (!lines.empty() && lines.back().text.empty() && out.ends_with("\n\n")) out.pop_back();
    if (!replaced) out += fmt::format("{}={}\n", name, value);
    return out;
}

bool shellTrue(std::string_view value)
{
    static constexpr std::array words{"yes", "Yes", "y", "Y", "1", "true", "True", "t", "T"};
    for (const char* word : words)
        if (value == word) return true;
    return false;
}

std::vector<CronJob> checkCronJobs(std::string_view cron_file_text)
{
    std::vector<CronJob> jobs;
    for (const Line& line : splitLines(cron_file_text)) {
        const std::string_view content = trimView(line.text);
        if (content.empty() || content.starts_with('#')) continue;
        const auto words = splitWords(content);
        const std::size_t fields = content.starts_with('@') ? 1 : 5;
        if (words.size() < fields + 2) continue; // a variable line, or not a job
        if (content.find("checkarray") == std::string_view::npos &&
            content.find("mdcheck") == std::string_view::npos)
            continue;
        CronJob job;
        for (std::size_t i = 0; i < fields; ++i)
            job.schedule += (i ? " " : "") + std::string(words[i]);
        job.user = std::string(words[fields]);
        const std::size_t command_start =
            static_cast<std::size_t>(words[fields + 1].data() - content.data());
        job.command = std::string(content.substr(command_start));
        job.first_week_only = job.command.find("date +\\%d) -le 7") != std::string::npos ||
                              job.command.find("date +%d) -le 7") != std::string::npos;
        jobs.push_back(std::move(job));
    }
    return jobs;
}

std::string describeCronSchedule(const CronJob& job)
{
    static constexpr std::array days{"Sunday",   "Monday", "Tuesday", "Wednesday",
                                     "Thursday", "Friday", "Saturday"};
    const auto words = splitWords(job.schedule);
    if (words.size() == 5 && isNumber(words[0]) && isNumber(words[1]) && words[2] == "*" &&
        words[3] == "*" && isNumber(words[4]) && std::stoi(std::string(words[4])) <= 7) {
        const int minute = std::stoi(std::string(words[0]));
        const int hour = std::stoi(std::string(words[1]));
        const char* day = days[static_cast<std::size_t>(std::stoi(std::string(words[4])) % 7)];
        return job.first_week_only
                   ? fmt::format("at {:02}:{:02} on the first {} of each month", hour, minute, day)
                   : fmt::format("at {:02}:{:02} every {}", hour, minute, day);
    }
    return fmt::format("cron \"{}\"{}", job.schedule,
                       job.first_week_only ? ", on days 1 to 7 of the month only" : "");
}

std::optional<std::string> unitValue(std::string_view unit_text, std::string_view section,
                                     std::string_view key)
{
    std::optional<std::string> value;
    bool inside = false;
    for (const Line& line : splitLines(unit_text)) {
        const std::string_view content = trimView(line.text);
        if (content.starts_with('[')) {
            inside = content == fmt::format("[{}]", section);
            continue;
        }
        if (!inside || content.starts_with('#') || content.starts_with(';')) continue;
        const auto equals = content.find('=');
        if (equals == std::string_view::npos || trimView(content.substr(0, equals)) != key)
            continue;
        value = std::string(trimView(content.substr(equals + 1)));
    }
    return value;
}

std::map<std::string, std::string> parseSystemctlShow(std::string_view text)
{
    std::map<std::string, std::string> values;
    for (const Line& line : splitLines(text)) {
        const auto equals = line.text.find('=');
        if (equals == std::string_view::npos) continue;
        values[std::string(line.text.substr(0, equals))] =
            std::string(trimView(line.text.substr(equals + 1)));
    }
    return values;
}

std::optional<std::string> lastTrigger(const std::map<std::string, std::string>& show)
{
    const auto it = show.find("LastTriggerUSec");
    if (it == show.end() || it->second.empty() || it->second == "n/a" || it->second == "0")
        return std::nullopt;
    return it->second;
}

} // namespace am::raid
