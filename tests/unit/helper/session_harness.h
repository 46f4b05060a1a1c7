#pragma once

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <chrono>
#include <optional>
#include <string>
#include <thread>

#include <nlohmann/json.hpp>

#include "core/helper/session.h"

namespace am::test {

// Runs am::helper::runSession on a thread between two pipes, as the helper's
// main does on stdin/stdout: the test writes request lines and reads answers.
class SessionHarness {
public:
    SessionHarness(helper::Dispatcher& dispatcher,
                   std::chrono::milliseconds grace = std::chrono::seconds(5))
    {
        // Close-on-exec: a bench child must not hold the input open (that would hide its end).
        if (::pipe2(input_, O_CLOEXEC) != 0 || ::pipe2(output_, O_CLOEXEC) != 0) return;
        thread_ = std::thread([this, &dispatcher, grace] {
            exit_code_ = helper::runSession(input_[0], output_[1], dispatcher, grace);
            ::close(output_[1]);
            output_[1] = -1;
        });
    }
    ~SessionHarness()
    {
        closeInput();
        if (thread_.joinable()) thread_.join();
        for (int fd : {input_[0], output_[0]})
            if (fd >= 0) ::close(fd);
    }
    SessionHarness(const SessionHarness&) = delete;
    SessionHarness& operator=(const SessionHarness&) = delete;

    void send(const std::string& text)
    {
        std::size_t written = 0;
        while (written < text.size()) {
            const ssize_t wrote = ::write(input_[1], text.data() + written, text.size() - written);
            if (wrote <= 0) return;
            written += static_cast<std::size_t>(wrote);
        }
    }
    void closeInput()
    {
        if (input_[1] >= 0) ::close(input_[1]);
        input_[1] = -1;
    }
    // The next output line, or nothing when none came within `patience` (or the output ended).
    std::optional<std::string> line(std::chrono::milliseconds patience = std::chrono::seconds(10))
    {
        const auto deadline = std::chrono::steady_clock::now() + patience;
        while (true) {
            if (const auto newline = buffer_.find('\n'); newline != std::string::npos) {
                std::string text = buffer_.substr(0, newline);
                buffer_.erase(0, newline + 1);
                return text;
            }
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                deadline - std::chrono::steady_clock::now());
            pollfd ready{output_[0], POLLIN, 0};
            if (left.count() <= 0 || ::poll(&ready, 1, static_cast<int>(left.count())) <= 0)
                return std::nullopt;
            char chunk[4096];
            const ssize_t got = ::read(output_[0], chunk, sizeof chunk);
            if (got <= 0) return std::nullopt;
            buffer_.append(chunk, static_cast<std::size_t>(got));
        }
    }
    // The next line as JSON (discarded: null when it is not JSON; a test then fails on its
    // content).
    nlohmann::json json(std::chrono::milliseconds patience = std::chrono::seconds(10))
    {
        const auto text = line(patience);
        return text ? nlohmann::json::parse(*text, nullptr, false) : nlohmann::json();
    }
    // Waits for the session to end (the input must be closed) and returns its exit code.
    int finish()
    {
        closeInput();
        if (thread_.joinable()) thread_.join();
        return exit_code_;
    }

private:
    int input_[2] = {-1, -1};
    int output_[2] = {-1, -1};
    std::thread thread_;
    int exit_code_ = -1;
    std::string buffer_;
};

} // namespace am::test
