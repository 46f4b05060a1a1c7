#include <cstdio>
#include <exception>

#include <fmt/format.h>

#include "app/cli/command.h"
#include "core/util/version.h"

int main(int argc, char** argv)
{
    CLI::App app{"ArrayMark: lists drives, builds md arrays and measures them (headless)", "arraymark-cli"};
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
