#include <cstdio>
#include <memory>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "app/cli/command.h"
#include "core/raid/platform.h"
#include "core/raid/platform_probe.h"
#include "core/raid/raid_json.h"
#include "core/util/json_text.h"
#include "core/util/process_runner.h"
#include "core/util/text_file.h"

namespace am::cli {

namespace {

struct PlatformOptions {
    bool json = false;
    std::string from_file;
};

raid::Platform readPlatform(const PlatformOptions& o)
{
    std::string text;
    std::vector<std::string> notes;
    if (!o.from_file.empty()) {
        const auto content = util::readTextFile(o.from_file);
        if (!content) throw UsageError("--from-file " + o.from_file + " cannot be read");
        text = *content;
    } else {
        // The human form names controllers and attached disks; --export has no such lines.
        util::SpawnRunner runner;
        const auto result = runner.run({"mdadm", "--detail-platform"}, {std::chrono::seconds(30)});
        if (!result.start_error.empty())
            throw std::runtime_error(result.start_error + " (install mdadm)");
        text = result.out;
        if (!util::trim(result.err).empty()) notes.push_back(util::trim(result.err));
    }
    raid::Platform platform = text.find("MD_FIRMWARE_TYPE=") != std::string::npos
                                  ? raid::parsePlatformExport(text)
                                  : raid::parsePlatformHuman(text);
    platform.notes.insert(platform.notes.end(), notes.begin(), notes.end());
    platform.no_platform_override = raid::imsmNoPlatformFromEnvironment();
    return platform;
}

void printPlatform(const raid::Platform& platform)
{
    if (!platform.found()) {
        fmt::print("No Intel RAID platform (VROC/RST) found: imsm metadata needs one.\n");
        if (platform.no_platform_override)
            fmt::print("IMSM_NO_PLATFORM=1 is set: imsm may be created without it (tests only).\n");
    }
    for (const auto& caps : platform.entries) {
        fmt::print("{} {}\n", caps.platform.empty() ? "Intel imsm platform" : caps.platform,
                   caps.version);
        fmt::print("  levels: {}\n", fmt::join(caps.levels, " "));
        std::vector<std::string> chunks;
        for (auto bytes : caps.chunk_sizes) chunks.push_back(fmt::format("{}K", bytes / 1024));
        fmt::print("  chunk sizes: {}\n", fmt::join(chunks, " "));
        fmt::print("  max disks {}, volumes {} per array, {} per controller\n", caps.max_disks,
                   caps.max_volumes_per_array, caps.max_volumes_per_controller);
        for (const auto& controller : caps.controllers) {
            fmt::print("  controller {} ({})\n", controller.path, controller.type);
            for (const auto& device : controller.devices)
                fmt::print("    {} {} {}\n", device.port,
                           device.device.empty() ? device.note : device.device, device.serial);
        }
        for (const auto& [key, value] : caps.other) fmt::print("  {}: {}\n", key, value);
    }
}

} // namespace

void addPlatformCommand(CLI::App& app)
{
    auto options = std::make_shared<PlatformOptions>();
    CLI::App* command =
        app.add_subcommand("platform", "Show the Intel VROC/RST (imsm) capabilities mdadm reports");
    command->add_flag("--json", options->json, "Print JSON");
    command->add_option("--from-file", options->from_file,
                        "Parse saved mdadm --detail-platform [--export] output instead");
    command->callback([options] {
        const auto platform = readPlatform(*options);
        if (options->json)
            fmt::print("{}\n", util::jsonText(raid::toJson(platform), 2));
        else
            printPlatform(platform);
    });
}

} // namespace am::cli
