#pragma once

#include <string>
#include <vector>

struct CliRun {
    int exit_code = -1;
    std::string out;
    std::string err;
};

// Runs arraymark-cli with the arguments (no shell) and captures both streams.
CliRun runCli(const std::vector<std::string>& args);
