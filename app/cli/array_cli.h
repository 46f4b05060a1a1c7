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

// Prints what ran, step by step (text) to stdout.
void printExecution(const raid::ExecutionReport& report);
void printStatus(const raid::ArrayStatus& status);

// Registered by array_plan_command.cpp and array_manage_command.cpp.
void addPlanCommands(CLI::App& array);
void addManageCommands(CLI::App& array);

} // namespace am::cli::array
