#pragma once

#include <chrono>
#include <string>
#include <vector>

struct CliRun {
    int exit_code = -1;
    std::string out;
    std::string err;
};

// Runs arraymark-cli with the arguments (no shell) and captures both streams.
CliRun runCli(const std::vector<std::string>& args);

// What runCliInterrupted saw.
struct InterruptedRun {
    bool signalled = false; // the marker line came and the signal was sent
    bool exited = false;    // ended by exit(), not killed by a signal
    int exit_status = -1;   // exit()'s status when exited
    std::chrono::steady_clock::duration after_signal{}; // from the signal to the exit
};

// Runs arraymark-cli (stderr to /dev/null), sends `signal_number` once a line
// of its stdout contains `marker`, as a person pressing Ctrl-C mid-run would,
// and reads stdout to its end.
InterruptedRun runCliInterrupted(const std::vector<std::string>& args, const std::string& marker,
                                 int signal_number);
