#pragma once

#include <string>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "core/drives/system_roots.h"
#include "core/raid/array_status.h"
#include "core/raid/execute.h"

// Pieces shared by the `array` subcommands (internal to arraymark-cli).
namespace am::cli::array {

// --sysfs/--procfs/--devfs, as `drives` has them, so tests can point a
// command at a fixture tree.
void addRootOptions(CLI::App* command, drives::SystemRoots& roots);

// Commands that write check a recorded tree but would run mdadm on this
// machine's devices: with any root moved, the steps are printed and not run
// (UsageError, exit 2). Call it right before a runner is made.
void requireLiveRoots(const drives::SystemRoots& roots, const std::vector<raid::Step>& steps);

// Prints what ran, step by step (text) to stdout.
void printExecution(const raid::ExecutionReport& report);
// Runs the steps (after requireLiveRoots) and prints what ran: text, or with `json` the `extra`
// document with "ok" and "execution" added. Exit 1 (by exception) when a step failed.
void runAndReport(const std::vector<raid::Step>& steps, bool json,
                  nlohmann::json extra = nlohmann::json::object());
void printStatus(const raid::ArrayStatus& status);

// Registered by array_plan_command.cpp and array_manage_command.cpp.
void addPlanCommands(CLI::App& array);
void addManageCommands(CLI::App& array);
void addBackendsCommand(CLI::App& array); // array_backends_command.cpp
void addSettingsCommand(CLI::App& array); // array_settings_command.cpp
void addCareCommand(CLI::App& array);     // array_care_command.cpp
void addReshapeCommand(CLI::App& array);  // array_reshape_command.cpp
void addGrowFsCommand(CLI::App& array);   // array_grow_fs_command.cpp

} // namespace am::cli::array
