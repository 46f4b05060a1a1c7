#pragma once

#include <filesystem>
#include <vector>

#include "core/bench/preset.h"

namespace am::cli {

// This program's own path (for the presets installed beside it).
std::filesystem::path executablePath();

// The presets the CLI knows: built in, installed, the user's; a preset file
// that cannot be read is skipped with a warning on stderr.
std::vector<bench::Preset> loadCliPresets();

} // namespace am::cli
