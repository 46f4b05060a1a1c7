#pragma once

#include <unistd.h>

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace am::helper {

// How a passed-through run reaches its caller, and what stops it.
struct RunLink {
    int output_fd =
        STDOUT_FILENO; // the child's stdout: its lines reach the caller as they are written
    int watch_fd = -1; // polled while the child runs; -1: nothing stops it
    // Called once the child runs and whenever watch_fd is readable or hung up;
    // a reason ("stdin closed", "a cancel request") stops the run. Must not block.
    std::function<std::optional<std::string>()> stop_reason;
    std::chrono::milliseconds grace{std::chrono::seconds(5)}; // SIGTERM, then SIGKILL after this
};

struct PassedThrough {
    int exit_code = -1; // the exit status; 128+signal when killed; -1 when it did not start
    std::string error;  // why it did not start (or could not be waited for)
    std::optional<std::string> stopped_because; // set when stop_reason stopped the run
    bool killed = false; // it outlived the grace period after SIGTERM and got SIGKILL
};

// Runs argv[0] (an absolute path; never a shell) in a process group of its
// own, stdin from /dev/null, stdout on link.output_fd and stderr inherited;
// the environment is the runner's (LC_ALL=C). While it runs, link.stop_reason
// is asked whenever link.watch_fd stirs: once it gives a reason the group gets
// SIGTERM (the bench ends its cell and writes its last lines), and SIGKILL
// when it is still alive link.grace later. Returns when the child has ended.
PassedThrough runPassingOutput(const std::vector<std::string>& argv, const RunLink& link);

using Passthrough =
    std::function<PassedThrough(const std::vector<std::string>& argv, const RunLink& link)>;

} // namespace am::helper
