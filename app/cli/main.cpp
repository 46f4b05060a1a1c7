#include <cstdio>
#include <exception>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "app/cli/command.h"
#include "app/cli/man_page.h"
#include "core/util/version.h"

namespace am::cli {
// compare_command.cpp (declared here, not in command.h, which every subcommand includes).
void addCompareCommand(CLI::App& app);
} // namespace am::cli

int main(int argc, char** argv)
{
    CLI::App app{"ArrayMark: lists drives, builds md arrays and measures them (headless)",
                 "arraymark-cli"};
    app.set_version_flag("--version", std::string(am::util::kVersion));
    app.require_subcommand(1);
    app.fallthrough(false);
    am::cli::addDrivesCommand(app);
    am::cli::addArrayCommand(app);
    am::cli::addPlatformCommand(app);
    am::cli::addEstimateCommand(app);
    am::cli::addBenchCommand(app);
    am::cli::addPresetsCommand(app);
    am::cli::addFleetCommand(app);
    am::cli::addImportCommand(app);
    am::cli::addCompareCommand(app);
    am::cli::addCampaignCommand(app);
    am::cli::addMonitorCommand(app);

    // The build runs `--help-man` to write arraymark-cli.1 (not listed in --help).
    if (argc == 2 && std::string_view(argv[1]) == "--help-man") {
        fmt::print("{}", am::cli::renderManPage(app, std::string(am::util::kVersion)));
        return 0;
    }
    if (const std::string unknown = am::cli::unknownSubcommand(app, argc, argv); !unknown.empty()) {
        fmt::print(stderr, "arraymark-cli: {} (see --help)\n", unknown);
        return 2;
    }

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& help) {
        return app.exit(help);
    } catch (const CLI::CallForAllHelp& help) {
        return app.exit(help);
    } catch (const CLI::CallForVersion& version) {
        return app.exit(version);
    } catch (const CLI::ParseError& error) {
        fmt::print(stderr, "arraymark-cli: {} (see --help)\n", error.what());
        return 2;
    } catch (const am::cli::UsageError& error) {
        fmt::print(stderr, "arraymark-cli: {}\n", error.what());
        return 2;
    } catch (const std::exception& error) {
        fmt::print(stderr, "arraymark-cli: error: {}\n", error.what());
        return 1;
    }
    return 0;
}
