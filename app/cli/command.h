#pragma once

#include <stdexcept>

#include <CLI/CLI.hpp>

namespace am::cli {

// Wrong input from the person at the terminal: exit status 2, one line naming
// the value and the rule.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Each subcommand adds itself to the app; its callback runs the command and
// throws UsageError (exit 2) or any std::exception (exit 1) on failure.
void addDrivesCommand(CLI::App& app);
void addArrayCommand(CLI::App& app);
void addPlatformCommand(CLI::App& app);
void addEstimateCommand(CLI::App& app);
void addBenchCommand(CLI::App& app);
void addPresetsCommand(CLI::App& app);
void addFleetCommand(CLI::App& app);
void addImportCommand(CLI::App& app);
void addCampaignCommand(CLI::App& app);
void addMonitorCommand(CLI::App& app);

} // namespace am::cli
