#pragma once

#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/bench/engine_modes.h"
#include "core/bench/job.h"

namespace am::bench {

// fio's steadystate idea: stop when the least-squares line through the last
// `window_s` of samples changes by less than `slope_percent` of their mean
// over that window.
struct SteadyStateRule {
    double window_s = 10;
    double slope_percent = 1;
};

struct Preset {
    std::string name;
    std::string description;
    std::string source;                          // file it came from, or "built in"
    std::vector<Job> jobs;                       // target left empty; filled by the caller
    std::optional<SteadyStateRule> steady_state; // sustained presets
    std::vector<std::string> report;             // columns the preset is about ("p99"), for display
    // "defaults": {"modes": {...}} (engineModesJson's keys): in every job already; the CLI's
    // mode options go on top of them.
    EngineModes modes;
};

class PresetError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

// A preset document (see resources/presets/*.json): defaults, then cells
// whose rw, bs, read_share and qd may be lists, expanded in that order.
// Throws PresetError naming the field.
Preset parsePreset(const nlohmann::json& doc, const std::string& source);

// Presets found as *.json in `dirs` (first directory wins for a name), then
// the ones compiled into the binary for names not found on disk. Only
// regular files of at most kMaxPresetFileBytes are read; a file that is not
// one, or does not parse, is skipped with a sentence in `warnings` (when
// given): one bad file must not stop every run, nor a FIFO hang it.
std::vector<Preset> loadPresets(const std::vector<std::filesystem::path>& dirs,
                                std::vector<std::string>* warnings = nullptr);
inline constexpr std::uintmax_t kMaxPresetFileBytes = 1 << 20;

// The directories searched by default: $ARRAYMARK_PRESETS, the user's
// ($XDG_CONFIG_HOME or ~/.config)/ArrayMark/presets, the installed
// ../share/arraymark/presets beside the binary, and the source tree only
// when `executable` lies in this build tree: an installed binary (the one
// the root helper runs) never reads a build machine's paths.
std::vector<std::filesystem::path> defaultPresetDirs(const std::filesystem::path& executable);

const Preset* findPreset(const std::vector<Preset>& presets, const std::string& name);

} // namespace am::bench
