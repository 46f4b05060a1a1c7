#include "core/bench/preset.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/bench/embedded_presets.h"
#include "core/bench/job_validation.h"
#include "core/util/units.h"

namespace am::bench {

namespace {

using nlohmann::json;

std::vector<json> asList(const json& cell, const char* key, const json& fallback)
{
    const json& value = cell.contains(key) ? cell.at(key) : fallback;
    if (value.is_null()) return {json()};
    if (value.is_array()) {
        if (value.empty()) throw PresetError(fmt::format("'{}' is an empty list", key));
        return std::vector<json>(value.begin(), value.end());
    }
    return {value};
}

std::uint64_t sizeValue(const json& value, const char* key)
{
    try {
        if (value.is_number_unsigned()) return value.get<std::uint64_t>();
        if (value.is_string()) return util::parseSize(value.get<std::string>());
    } catch (const std::exception& e) {
        throw PresetError(fmt::format("'{}': {}", key, e.what()));
    }
    throw PresetError(fmt::format("'{}' must be a size such as \"4k\" or 4096", key));
}

double secondsValue(const json& value, const char* key)
{
    if (!value.is_number() || value.get<double>() < 0)
        throw PresetError(fmt::format("'{}' must be a number of seconds", key));
    return value.get<double>();
}

std::uint32_t countValue(const json& value, const char* key)
{
    if (!value.is_number_unsigned())
        throw PresetError(fmt::format("'{}' must be a whole number", key));
    return value.get<std::uint32_t>();
}

// "load_ladder": [10, 20, ..., 100]: the job measured unpaced first (its peak), then paced at
// each percent of that peak.
std::vector<std::uint32_t> loadLadder(const json& cell)
{
    std::vector<std::uint32_t> percents;
    if (!cell.contains("load_ladder")) return percents;
    const json& ladder = cell.at("load_ladder");
    if (!ladder.is_array() || ladder.empty())
        throw PresetError("'load_ladder' must be a list of percents such as [10, 50, 100]");
    for (const json& step : ladder) {
        const std::uint32_t percent = countValue(step, "load_ladder");
        if (percent < 1 || percent > 100)
            throw PresetError(
                fmt::format("'load_ladder' {}: a percent of the peak, 1 to 100", percent));
        percents.push_back(percent);
    }
    return percents;
}

// One point of a cell's lists (rw, bs, read_share, qd, jobs) as a job.
Job shapedJob(const json& cell, const Job& base, const json& rw, const json& bs, const json& share,
              const json& qd, const json& workers)
{
    Job job = base;
    if (!rw.is_string()) throw PresetError("'rw' must be a string such as \"randread\"");
    const std::uint32_t mixed = share.is_null() ? 50 : countValue(share, "read_share");
    try {
        applyRwName(job, rw.get<std::string>(), mixed);
    } catch (const std::invalid_argument& e) {
        throw PresetError(e.what());
    }
    if (!share.is_null()) job.read_share = mixed; // an explicit share wins over the rw name
    job.block_size = sizeValue(bs, "bs");
    job.queue_depth = countValue(qd, "qd");
    job.workers = countValue(workers, "jobs");
    if (cell.contains("runtime")) job.runtime_s = secondsValue(cell.at("runtime"), "runtime");
    if (cell.contains("fill")) {
        if (!cell.at("fill").is_boolean()) throw PresetError("'fill' must be true or false");
        job.fill_once = cell.at("fill").get<bool>();
    }
    return job;
}

// The job, then (with a load ladder) the job as the ladder's peak and each of its steps.
void addWithLadder(const json& cell, Job job, const std::vector<std::uint32_t>& ladder,
                   std::vector<Job>& out)
{
    const bool named = cell.contains("name") && cell.at("name").is_string();
    job.load_peak = !ladder.empty();
    job.name = named ? cell.at("name").get<std::string>() : defaultJobName(job);
    out.push_back(job);
    for (const std::uint32_t percent : ladder) {
        Job paced = job;
        paced.load_peak = false;
        paced.load_percent = percent;
        paced.name = named ? fmt::format("{} {}%", job.name, percent) : defaultJobName(paced);
        out.push_back(paced);
    }
}

void expandCell(const json& cell, const Job& base, std::vector<Job>& out)
{
    const std::vector<std::uint32_t> ladder = loadLadder(cell);
    for (const json& rw : asList(cell, "rw", "randread"))
        for (const json& bs : asList(cell, "bs", "4k"))
            for (const json& share : asList(cell, "read_share", json()))
                for (const json& qd : asList(cell, "qd", 1U))
                    for (const json& workers : asList(cell, "jobs", 1U))
                        addWithLadder(cell, shapedJob(cell, base, rw, bs, share, qd, workers),
                                      ladder, out);
}

} // namespace

Preset parsePreset(const json& doc, const std::string& source)
{
    Preset preset;
    preset.source = source;
    try {
        preset.name = doc.at("name").get<std::string>();
        preset.description = doc.value("description", "");
        Job base;
        if (doc.contains("defaults")) {
            const json& d = doc.at("defaults");
            if (d.contains("runtime")) base.runtime_s = secondsValue(d.at("runtime"), "runtime");
            if (d.contains("ramp")) base.ramp_s = secondsValue(d.at("ramp"), "ramp");
            if (d.contains("size")) base.size = sizeValue(d.at("size"), "size");
            if (d.contains("modes")) {
                try {
                    preset.modes = engineModesFromJson(d.at("modes"));
                    applyEngineModes(base, preset.modes);
                } catch (const JobError& e) {
                    throw PresetError(fmt::format("'modes': {}", e.what()));
                }
            }
        }
        if (doc.contains("steady_state")) {
            const json& s = doc.at("steady_state");
            preset.steady_state =
                SteadyStateRule{secondsValue(s.value("window", json(10)), "window"),
                                secondsValue(s.value("slope_percent", json(1)), "slope_percent")};
        }
        if (doc.contains("report"))
            preset.report = doc.at("report").get<std::vector<std::string>>();
        for (const json& cell : doc.at("cells")) expandCell(cell, base, preset.jobs);
    } catch (const json::exception& e) {
        throw PresetError(fmt::format("preset {}: {}", source, e.what()));
    } catch (const PresetError& e) {
        throw PresetError(fmt::format("preset {}: {}", source, e.what()));
    }
    if (preset.jobs.empty()) throw PresetError(fmt::format("preset {}: no cells", source));
    return preset;
}

namespace {

// The text of a preset file, or why it is not read. O_NONBLOCK: opening a
// FIFO must not wait for a writer; fstat then says what it is.
std::string readPresetFile(const std::filesystem::path& file, std::string& problem)
{
    const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0) {
        problem = std::strerror(errno);
        return {};
    }
    struct stat st {};
    std::string text;
    if (::fstat(fd, &st) != 0)
        problem = std::strerror(errno);
    else if (!S_ISREG(st.st_mode))
        problem = "not a regular file";
    else if (static_cast<std::uintmax_t>(st.st_size) > kMaxPresetFileBytes)
        problem = fmt::format("{} bytes, more than the {} a preset may have", st.st_size,
                              kMaxPresetFileBytes);
    else {
        text.resize(static_cast<std::size_t>(st.st_size));
        std::size_t done = 0;
        while (done < text.size()) {
            const ssize_t got = ::read(fd, text.data() + done, text.size() - done);
            if (got < 0 && errno == EINTR) continue;
            if (got <= 0) break;
            done += static_cast<std::size_t>(got);
        }
        text.resize(done);
    }
    ::close(fd);
    return text;
}

} // namespace

std::vector<Preset> loadPresets(const std::vector<std::filesystem::path>& dirs,
                                std::vector<std::string>* warnings)
{
    std::vector<Preset> presets;
    auto known = [&](const std::string& name) { return findPreset(presets, name) != nullptr; };
    auto skip = [&](const std::filesystem::path& file, const std::string& why) {
        if (warnings) warnings->push_back(fmt::format("preset {} skipped: {}", file.string(), why));
    };
    for (const auto& dir : dirs) {
        std::error_code ec;
        if (!std::filesystem::is_directory(dir, ec)) continue;
        std::vector<std::filesystem::path> files;
        for (const auto& entry : std::filesystem::directory_iterator(dir, ec))
            if (entry.path().extension() == ".json") files.push_back(entry.path());
        std::sort(files.begin(), files.end());
        for (const auto& file : files) {
            std::string problem;
            const std::string text = readPresetFile(file, problem);
            if (!problem.empty()) {
                skip(file, problem);
                continue;
            }
            const json doc = json::parse(text, nullptr, false);
            if (doc.is_discarded()) {
                skip(file, "not valid JSON");
                continue;
            }
            try {
                Preset preset = parsePreset(doc, file.string());
                if (!known(preset.name)) presets.push_back(std::move(preset));
            } catch (const PresetError& error) {
                skip(file, error.what());
            }
        }
    }
    for (const auto& embedded : kEmbeddedPresets) {
        Preset preset = parsePreset(json::parse(embedded.text), "built in");
        if (!known(preset.name)) presets.push_back(std::move(preset));
    }
    return presets;
}

std::vector<std::filesystem::path> defaultPresetDirs(const std::filesystem::path& executable)
{
    std::vector<std::filesystem::path> dirs;
    if (const char* env = std::getenv("ARRAYMARK_PRESETS"); env && *env) dirs.emplace_back(env);
    if (const char* config = std::getenv("XDG_CONFIG_HOME"); config && *config)
        dirs.push_back(std::filesystem::path(config) / "ArrayMark" / "presets");
    else if (const char* home = std::getenv("HOME"); home && *home)
        dirs.push_back(std::filesystem::path(home) / ".config" / "ArrayMark" / "presets");
    const auto bin = executable.parent_path();
    dirs.push_back(bin / ".." / "share" / "arraymark" / "presets");
    const auto build_tree = std::filesystem::path(ARRAYMARK_BUILD_TREE);
    const auto [tree_end, exe_end] =
        std::mismatch(build_tree.begin(), build_tree.end(), bin.begin(), bin.end());
    if (tree_end == build_tree.end()) dirs.emplace_back(ARRAYMARK_SOURCE_PRESETS);
    return dirs;
}

const Preset* findPreset(const std::vector<Preset>& presets, const std::string& name)
{
    for (const auto& preset : presets)
        if (preset.name == name) return &preset;
    return nullptr;
}

} // namespace am::bench
