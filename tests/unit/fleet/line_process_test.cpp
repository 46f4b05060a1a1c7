#include <atomic>
#include <chrono>
#include <thread>

#include <gtest/gtest.h>

#include "core/fleet/line_process.h"

using namespace am::fleet;

TEST(LineProcess, DeliversEveryLineIncludingAnUnterminatedLast)
{
    std::vector<std::string> lines;
    const auto result =
        runLineProcess({"sh", "-c", "printf 'one\\ntwo\\n'; echo oops >&2; printf three; exit 3"},
                       [&](std::string_view line) { lines.emplace_back(line); });
    EXPECT_EQ(lines, (std::vector<std::string>{"one", "two", "three"}));
    EXPECT_EQ(result.exit_code, 3);
    EXPECT_EQ(result.err, "oops\n");
    EXPECT_FALSE(result.ok());
}

TEST(LineProcess, LinesArriveWhileTheProcessStillRuns)
{
    using Clock = std::chrono::steady_clock;
    const auto started = Clock::now();
    double first_at = -1;
    runLineProcess({"sh", "-c", "echo early; sleep 1; echo late"}, [&](std::string_view line) {
        if (line == "early")
            first_at = std::chrono::duration<double>(Clock::now() - started).count();
    });
    ASSERT_GE(first_at, 0);
    EXPECT_LT(first_at, 0.8); // not held back until the end
}

TEST(LineProcess, CancelStopsTheWholeGroup)
{
    std::atomic<bool> cancel{false};
    std::jthread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        cancel = true;
    });
    LineProcessOptions options;
    options.cancel = &cancel;
    const auto started = std::chrono::steady_clock::now();
    const auto result = runLineProcess(
        {"sh", "-c", "sleep 30 & sleep 30; wait"}, [](std::string_view) {}, options);
    EXPECT_TRUE(result.cancelled);
    EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(5));
}

TEST(LineProcess, TimeoutAndMissingProgram)
{
    LineProcessOptions options;
    options.timeout = std::chrono::milliseconds(200);
    const auto late = runLineProcess(
        {"sleep", "30"}, [](std::string_view) {}, options);
    EXPECT_TRUE(late.timed_out);
    const auto missing = runLineProcess({"/nonexistent/program"}, [](std::string_view) {});
    EXPECT_FALSE(missing.start_error.empty());
    EXPECT_NE(missing.start_error.find("/nonexistent/program"), std::string::npos);
}

TEST(LineProcess, AChildLeftBehindDoesNotHoldTheRunOpen)
{
    // As ssh's ControlPersist master does: a background process keeps stderr.
    std::vector<std::string> lines;
    const auto started = std::chrono::steady_clock::now();
    const auto result = runLineProcess({"sh", "-c", "sleep 4 >&2 & echo hi"},
                                       [&](std::string_view line) { lines.emplace_back(line); });
    EXPECT_LT(std::chrono::steady_clock::now() - started,
              std::chrono::milliseconds(2500)); // not the 4 s sleep
    EXPECT_EQ(result.exit_code, 0);
    EXPECT_EQ(lines, std::vector<std::string>{"hi"});
}
