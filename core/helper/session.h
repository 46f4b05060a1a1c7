#pragma once

#include <cstddef>
#include <deque>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/helper/dispatcher.h"

namespace am::helper {

// One answer as the helper writes it: compact JSON and "\n". Bytes that are
// not UTF-8 (a loop device's backing file, say) become U+FFFD instead of
// aborting the dump.
std::string answerLine(const nlohmann::json& answer);

// The request lines of one input descriptor, split as they arrive. A line
// longer than kMaxRequestBytes is kept only as "oversized", never in memory;
// blank lines are dropped.
class RequestLines {
public:
    struct Line {
        std::string text;
        bool oversized = false;
        std::optional<nlohmann::json> answer; // set for a cancel that already stopped a run
    };

    explicit RequestLines(int fd) : fd_(fd) {}

    int fd() const { return fd_; }
    // The next line, reading (blocking) as needed; nothing at the end of input.
    std::optional<Line> next();
    // Reads what has arrived once the descriptor is readable; false at the end of input.
    bool readAvailable();
    bool ended() const { return ended_; }
    // Lines read ahead while a bench runs are held at most this many at a
    // time; past that the helper stops reading until the run ends (memory
    // stays bounded, 256 x 64 KiB at worst).
    static constexpr std::size_t kMaxWaiting = 256;
    bool full() const { return waiting_.size() >= kMaxWaiting; }
    // The first waiting cancel request not yet answered: given its answer
    // (it stopped a run) and true; false when no line waiting is one.
    bool answerWaitingCancel();

private:
    void add(const char* data, std::size_t size);
    void endLine();

    int fd_;
    std::string partial_;
    bool partial_oversized_ = false;
    bool ended_ = false;
    std::deque<Line> waiting_;
    std::size_t checked_for_cancel_ = 0; // waiting lines already looked at
};

// The helper's loop: every line read from `in_fd` gets exactly one answer
// on `out_fd`, in order; a bench's stream lines go to `out_fd` before its
// answer. While a bench runs, the end of input or a {"op":"cancel"} line
// stops it (SIGTERM, SIGKILL after `grace`); that cancel is answered after
// the bench. Returns 0 at the end of input, 1 when `out_fd` could not be written.
int runSession(int in_fd, int out_fd, Dispatcher& dispatcher,
               std::chrono::milliseconds grace = std::chrono::seconds(5));

} // namespace am::helper
