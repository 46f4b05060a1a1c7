#include "core/util/stop_signals.h"

#include <stdexcept>

namespace am::util {

namespace {

// Lock-free atomics are what a signal handler may touch.
std::atomic<std::atomic<bool>*> g_stop{nullptr};
static_assert(std::atomic<std::atomic<bool>*>::is_always_lock_free &&
              std::atomic<bool>::is_always_lock_free);

extern "C" void onStopSignal(int)
{
    if (std::atomic<bool>* stop = g_stop.load()) stop->store(true);
}

} // namespace

StopOnSignals::StopOnSignals(std::atomic<bool>& stop)
{
    std::atomic<bool>* none = nullptr;
    if (!g_stop.compare_exchange_strong(none, &stop))
        throw std::logic_error("StopOnSignals: a guard is already installed in this process");
    struct sigaction action {};
    action.sa_handler = onStopSignal;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, &old_int_);
    sigaction(SIGTERM, &action, &old_term_);
}

StopOnSignals::~StopOnSignals()
{
    sigaction(SIGINT, &old_int_, nullptr);
    sigaction(SIGTERM, &old_term_, nullptr);
    g_stop.store(nullptr);
}

} // namespace am::util
