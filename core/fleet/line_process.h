#pragma once

// A child process whose stdout is handed over line by line as it arrives
// (util::SpawnRunner only returns output at the end). Each fleet host runs
// one of these on its own thread, so a slow host never holds up another.

#include <atomic>
#include <chrono>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace am::fleet {

struct LineProcessResult {
    int exit_code = -1;      // exit status; 128+signal when killed; -1 when it never started
    std::string start_error; // why it could not be started
    std::string err;         // stderr (the last 64 KiB)
    bool timed_out = false;
    bool cancelled = false;
    bool ok() const { return start_error.empty() && !timed_out && !cancelled && exit_code == 0; }
};

struct LineProcessOptions {
    std::chrono::milliseconds timeout{std::chrono::hours(24)};
    const std::atomic<bool>* cancel =
        nullptr; // checked every 100 ms; set: SIGTERM, then SIGKILL after 2 s
};

// Runs argv (no shell; stdin from /dev/null; LC_ALL=C as util::SpawnRunner
// does) in its own process group and calls on_line for every stdout line,
// without its newline, on the calling thread. A last line without a newline
// is delivered too.
LineProcessResult runLineProcess(const std::vector<std::string>& argv,
                                 const std::function<void(std::string_view)>& on_line,
                                 const LineProcessOptions& options = {});

} // namespace am::fleet
