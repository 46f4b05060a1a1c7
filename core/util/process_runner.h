#pragma once

#include <chrono>
#include <string>
#include <vector>

namespace am::util {

// What a finished (or killed) process left behind.
struct ProcessResult {
    std::vector<std::string> argv;
    int exit_code =
        -1; // the exit status; 128+signal when killed by a signal; -1 when it never started
    std::string out;         // captured stdout
    std::string err;         // captured stderr
    bool timed_out = false;  // killed because it ran past the timeout
    std::string start_error; // why it could not be started (empty when it was)
    std::chrono::milliseconds elapsed{0};

    bool ok() const { return start_error.empty() && !timed_out && exit_code == 0; }
};

struct RunOptions {
    std::chrono::milliseconds timeout{std::chrono::minutes(5)};
    // The program leaves a process running that keeps its output (mdadm --grow or --assemble
    // with a backup file fork the process that moves the reshape): its output goes to memory
    // files read when it exits, not to pipes, so a later write by that process never meets a
    // closed reader (SIGPIPE would kill it mid-reshape).
    bool output_to_files = false;
};

// Runs one argv. Never a shell: the first element is the program (looked up
// in PATH), the rest are its arguments, passed as they are.
class Runner {
public:
    virtual ~Runner() = default;
    virtual ProcessResult run(const std::vector<std::string>& argv,
                              const RunOptions& options = {}) = 0;
};

// The real runner: posix_spawnp, stdin from /dev/null, stdout/stderr captured
// through pipes, the caller's environment with every locale variable replaced
// by LC_ALL=C (so tool output has one spelling to parse) and everything else,
// such as IMSM_NO_PLATFORM, passed through. Past the timeout the child gets
// SIGKILL.
class SpawnRunner final : public Runner {
public:
    ProcessResult run(const std::vector<std::string>& argv,
                      const RunOptions& options = {}) override;
};

// The environment a child gets: `environment` minus LANG/LANGUAGE/LC_*, plus LC_ALL=C.
std::vector<std::string> childEnvironment(const std::vector<std::string>& environment);

// Starts argv (found on PATH) with childEnvironment(), stdin from /dev/null,
// stdout and stderr to the given descriptors and no other descriptor open, in a process group of
// its own (so a timeout or a cancel can signal whatever it starts). pid -1 and `error` ("cannot run
// X: why") when it could not start.
struct SpawnedChild {
    int pid = -1;
    std::string error;
};
SpawnedChild spawnInOwnGroup(const std::vector<std::string>& argv, int stdout_fd, int stderr_fd);

// argv as one line for people and logs, quoting what a shell would split.
// For display only: nothing ever hands this string to a shell.
std::string displayCommand(const std::vector<std::string>& argv);

} // namespace am::util
