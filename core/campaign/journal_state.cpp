#include "core/campaign/journal_state.h"

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>

#include "core/campaign/phases.h"

namespace am::campaign {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

std::string readWhole(const fs::path& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error(fmt::format("cannot read the journal {}", path.string()));
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string arrayOf(const JournalEvent& event, const fs::path& path, std::size_t line)
{
    const auto it = event.detail.find("array");
    if (it == event.detail.end() || !it->is_string())
        throw std::runtime_error(
            fmt::format("{} line {}: {} without detail.array", path.string(), line, event.kind));
    return it->get<std::string>();
}

void apply(JournalState& state, const JournalEvent& event, const fs::path& path, std::size_t line)
{
    if (event.kind == "configuration_started") state.current_configuration = event.configuration;
    if (event.kind == "configuration_done" && state.current_configuration == event.configuration)
        state.current_configuration.reset();
    if (event.kind == "finished") state.finished = true;
    if (event.kind == "array_created") {
        const std::string array = arrayOf(event, path, line);
        if (std::find(state.arrays_present.begin(), state.arrays_present.end(), array) ==
            state.arrays_present.end())
            state.arrays_present.push_back(array);
        if (const auto it = event.detail.find("container");
            it != event.detail.end() && it->is_string())
            state.container_of[array] = it->get<std::string>();
    }
    if (event.kind == "array_deleted") {
        const std::string array = arrayOf(event, path, line);
        std::erase(state.arrays_present, array);
        state.container_of.erase(array);
    }
    if (event.kind == "cleaned_up") {
        state.cleaned_up = true;
        state.arrays_present.clear();
        state.container_of.clear();
    }
}

JournalEvent parseLine(const std::string& text, const fs::path& path, std::size_t line)
{
    try {
        return eventFromJson(json::parse(text));
    } catch (const std::exception& error) {
        throw std::runtime_error(
            fmt::format("{} line {} cannot be read: {}", path.string(), line, error.what()));
    }
}

void readStarted(JournalState& state, const fs::path& path)
{
    if (state.events.empty() || state.events.front().kind != "started")
        throw std::runtime_error(
            fmt::format("{} line 1: the journal must begin with the started event", path.string()));
    const json& detail = state.events.front().detail;
    try {
        state.spec = specFromJson(detail.at("spec"));
        state.drives_found = detail.value("drives_found", json::array());
    } catch (const std::exception& error) {
        throw std::runtime_error(
            fmt::format("{} line 1: the started event's spec: {}", path.string(), error.what()));
    }
}

std::vector<std::string> drivesFound(const json& found)
{
    const json& list = found.is_object() && found.contains("drives") ? found["drives"] : found;
    std::vector<std::string> paths;
    if (!list.is_array()) return paths;
    for (const auto& entry : list) {
        if (entry.is_string()) paths.push_back(entry.get<std::string>());
        if (entry.is_object() && entry.contains("path") && entry["path"].is_string())
            paths.push_back(entry["path"].get<std::string>());
    }
    return paths;
}

} // namespace

JournalState readJournal(const fs::path& dir)
{
    const fs::path path = journalPath(dir);
    const std::string text = readWhole(path);
    JournalState state;
    std::size_t start = 0, line = 0;
    while (start < text.size()) {
        ++line;
        const std::size_t end = text.find('\n', start);
        const bool terminated = end != std::string::npos;
        const std::string content = text.substr(start, terminated ? end - start : end);
        start = terminated ? end + 1 : text.size();
        if (!terminated) {
            // Each line is written whole with its newline: only a crash leaves one without.
            try {
                state.events.push_back(eventFromJson(json::parse(content)));
            } catch (const std::exception&) {
                state.truncated_tail = true;
                state.truncated_text = fmt::format(
                    "{} line {} was cut short (the campaign was killed while writing it) and is "
                    "ignored",
                    path.string(), line);
                break;
            }
        } else {
            state.events.push_back(parseLine(content, path, line));
        }
        apply(state, state.events.back(), path, line);
    }
    readStarted(state, path);
    return state;
}

ResumePoint resumePoint(const JournalState& state, std::size_t cell_count)
{
    ResumePoint point;
    const CampaignSpec& spec = state.spec;
    if (state.finished) {
        point.done = true;
        point.configuration = spec.configurations.size();
        return point;
    }
    if (spec.options.baseline) {
        bool baseline_done = false;
        std::size_t drive = 0, cell = 0;
        for (const auto& event : state.events) {
            if (event.configuration || event.phase != kBaselinePhase) continue;
            if (event.kind == "phase_done") baseline_done = true;
            if (event.kind == "cell_done" && event.drive && event.cell) {
                drive = *event.drive;
                cell = *event.cell + 1;
                if (cell >= cell_count) ++drive, cell = 0;
            }
        }
        if (!baseline_done && drive < spec.drives.size()) {
            point.in_baseline = true;
            point.drive = drive;
            point.cell = cell;
            point.phase = std::string(kBaselinePhase);
            return point;
        }
    }
    std::set<std::size_t> done;
    for (const auto& event : state.events)
        if (event.kind == "configuration_done" && event.configuration)
            done.insert(*event.configuration);
    std::size_t c = 0;
    while (c < spec.configurations.size() && done.count(c)) ++c;
    point.configuration = c;
    if (c == spec.configurations.size()) {
        point.done = true;
        return point;
    }
    const auto phases = phasesFor(spec.configurations[c], spec.options);
    const auto indexOf = [&](const std::string& phase) {
        return static_cast<std::size_t>(std::find(phases.begin(), phases.end(), phase) -
                                        phases.begin());
    };
    std::pair<std::size_t, std::size_t> position{0, 0}; // (phase index, cell)
    std::set<std::string> arrays;
    for (const auto& event : state.events) {
        if (event.configuration != c) continue;
        const std::size_t phase = indexOf(event.phase);
        std::pair<std::size_t, std::size_t> after = position;
        if (event.kind == "phase_done" && phase < phases.size()) after = {phase + 1, 0};
        if (event.kind == "cell_done" && phase < phases.size() && event.cell)
            after = *event.cell + 1 < cell_count ? std::pair{phase, *event.cell + 1}
                                                 : std::pair{phase + 1, std::size_t{0}};
        position = std::max(position, after);
        if (event.kind == "array_created") arrays.insert(event.detail.value("array", ""));
    }
    if (position.first < phases.size()) {
        point.phase = phases[position.first];
        point.cell = position.second;
    }
    for (const auto& array : state.arrays_present)
        point.array_exists_per_journal |= arrays.count(array) > 0;
    return point;
}

CleanupTargets cleanupTargets(const JournalState& state)
{
    CleanupTargets targets;
    std::vector<std::string> containers;
    for (auto it = state.arrays_present.rbegin(); it != state.arrays_present.rend(); ++it) {
        targets.arrays_to_stop.push_back(*it);
        if (const auto c = state.container_of.find(*it); c != state.container_of.end())
            containers.push_back(c->second);
    }
    for (const auto& container : containers)
        if (std::find(targets.arrays_to_stop.begin(), targets.arrays_to_stop.end(), container) ==
            targets.arrays_to_stop.end())
            targets.arrays_to_stop.push_back(container);
    const auto found = drivesFound(state.drives_found);
    for (const auto& drive : state.spec.drives)
        if (std::find(found.begin(), found.end(), drive) != found.end())
            targets.drives_to_wipe.push_back(drive);
    return targets;
}

std::map<FinishedCellKey, std::vector<JournalEvent>> finishedCells(const JournalState& state)
{
    std::map<FinishedCellKey, std::vector<JournalEvent>> cells;
    for (const auto& event : state.events) {
        if (event.kind != "cell_done" || !event.cell) continue;
        auto& list = cells[{event.configuration, event.phase}];
        std::erase_if(list, [&](const JournalEvent& earlier) {
            return earlier.cell == event.cell && earlier.drive == event.drive;
        });
        list.push_back(event);
    }
    return cells;
}

} // namespace am::campaign
