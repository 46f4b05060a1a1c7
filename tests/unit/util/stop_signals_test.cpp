// StopOnSignals: SIGINT and SIGTERM raised in this process set the flag and
// nothing else while the guard lives; afterwards the handler from before is
// back (here a counting one, so a signal never ends the test program).

#include "core/util/stop_signals.h"

#include <signal.h>

#include <atomic>
#include <stdexcept>

#include <gtest/gtest.h>

using am::util::StopOnSignals;

namespace {

volatile sig_atomic_t g_previous_calls = 0;
extern "C" void countingHandler(int) { g_previous_calls = g_previous_calls + 1; }

// Installs countingHandler for SIGINT and SIGTERM for one test, then puts back what was there.
class PreviousHandlers {
public:
    PreviousHandlers()
    {
        g_previous_calls = 0;
        struct sigaction counting {};
        counting.sa_handler = countingHandler;
        sigemptyset(&counting.sa_mask);
        sigaction(SIGINT, &counting, &saved_int_);
        sigaction(SIGTERM, &counting, &saved_term_);
    }
    ~PreviousHandlers()
    {
        sigaction(SIGINT, &saved_int_, nullptr);
        sigaction(SIGTERM, &saved_term_, nullptr);
    }

private:
    struct sigaction saved_int_ {};
    struct sigaction saved_term_ {};
};

} // namespace

TEST(StopOnSignals, SigintAndSigtermSetTheFlagWhileTheGuardLives)
{
    const PreviousHandlers previous;
    for (const int signal_number : {SIGINT, SIGTERM}) {
        std::atomic<bool> stop{false};
        {
            const StopOnSignals guard(stop);
            EXPECT_FALSE(stop.load());
            ASSERT_EQ(::raise(signal_number), 0);
            EXPECT_TRUE(stop.load()) << strsignal(signal_number);
        }
        EXPECT_EQ(g_previous_calls, 0)
            << "the handler from before ran while the guard was installed";
    }
}

TEST(StopOnSignals, TheHandlerFromBeforeIsBackAfterTheGuard)
{
    const PreviousHandlers previous;
    std::atomic<bool> stop{false};
    {
        const StopOnSignals guard(stop);
    }
    ASSERT_EQ(::raise(SIGINT), 0);
    ASSERT_EQ(::raise(SIGTERM), 0);
    EXPECT_EQ(g_previous_calls, 2);
    EXPECT_FALSE(stop.load()) << "a signal after the guard still reached its flag";
}

TEST(StopOnSignals, ASecondGuardAtTheSameTimeIsRefused)
{
    const PreviousHandlers previous;
    std::atomic<bool> first{false}, second{false};
    const StopOnSignals guard(first);
    EXPECT_THROW(StopOnSignals{second}, std::logic_error);
    ASSERT_EQ(::raise(SIGINT), 0);
    EXPECT_TRUE(first.load()) << "the refused guard took the signals away from the first";
    EXPECT_FALSE(second.load());
}
