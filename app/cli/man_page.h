#pragma once

#include <string>

#include <CLI/CLI.hpp>

namespace am::cli {

// The arraymark-cli(1) man page in roff (man macros), built from the same
// CLI11 descriptions `--help` prints, so the two cannot drift apart.
std::string renderManPage(const CLI::App& app, const std::string& version);

// Checks the leading words of the command line against the subcommand tree
// before CLI11 parses it: CLI11 answers `--help` before it notices an unknown
// subcommand, so `arraymark-cli nosuch --help` would print help and exit 0.
// Returns the message for an unknown subcommand, or an empty string.
std::string unknownSubcommand(const CLI::App& app, int argc, const char* const* argv);

} // namespace am::cli
