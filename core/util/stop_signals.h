#pragma once

#include <atomic>
#include <signal.h>

namespace am::util {

// While alive, SIGINT and SIGTERM only set `stop` (the caller's cancel flag,
// polled by the work), so a run that is interrupted ends by itself and keeps
// what it measured. The handlers found on construction are restored on
// destruction. One guard at a time per process: a second one throws
// std::logic_error.
class StopOnSignals {
public:
    explicit StopOnSignals(std::atomic<bool>& stop);
    ~StopOnSignals();
    StopOnSignals(const StopOnSignals&) = delete;
    StopOnSignals& operator=(const StopOnSignals&) = delete;

private:
    struct sigaction old_int_ {};
    struct sigaction old_term_ {};
};

} // namespace am::util
