#include "app/cli/cli_presets.h"

#include <cstdio>
#include <string>

#include <fmt/format.h>

namespace am::cli {

std::filesystem::path executablePath()
{
    std::error_code ec;
    auto path = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? std::filesystem::path("arraymark-cli") : path;
}

std::vector<bench::Preset> loadCliPresets()
{
    std::vector<std::string> warnings;
    auto presets = bench::loadPresets(bench::defaultPresetDirs(executablePath()), &warnings);
    for (const auto& warning : warnings) fmt::print(stderr, "warning: {}\n", warning);
    return presets;
}

} // namespace am::cli
