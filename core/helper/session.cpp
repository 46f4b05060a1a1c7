#include "core/helper/session.h"

#include <poll.h>
#include <unistd.h>

#include <cerrno>

#include "core/helper/request.h"
#include "core/util/json_text.h"

namespace am::helper {

using nlohmann::json;

namespace {

constexpr std::size_t kReadChunk = 8192;

bool writeAll(int fd, const std::string& text)
{
    std::size_t written = 0;
    while (written < text.size()) {
        const ssize_t wrote = ::write(fd, text.data() + written, text.size() - written);
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote <= 0) return false;
        written += static_cast<std::size_t>(wrote);
    }
    return true;
}

bool readableNow(int fd)
{
    pollfd ready{fd, POLLIN, 0};
    return ::poll(&ready, 1, 0) > 0 && (ready.revents & (POLLIN | POLLHUP | POLLERR));
}

bool isCancel(const std::string& text)
{
    if (text.find("cancel") == std::string::npos) return false; // most lines: no parse
    try {
        return std::holds_alternative<CancelRequest>(parseRequest(text).body);
    } catch (const std::exception&) {
        return false; // refused later, in its turn
    }
}

} // namespace

std::string answerLine(const json& answer) { return util::jsonText(answer) + "\n"; }

void RequestLines::endLine()
{
    if (partial_oversized_ || partial_.find_first_not_of(" \t\r") != std::string::npos)
        waiting_.push_back({partial_oversized_ ? std::string() : std::move(partial_),
                            partial_oversized_, std::nullopt});
    partial_.clear();
    partial_oversized_ = false;
}

void RequestLines::add(const char* data, std::size_t size)
{
    for (std::size_t i = 0; i < size; ++i) {
        const char c = data[i];
        if (c == '\n') {
            endLine();
        } else if (partial_.size() >= kMaxRequestBytes + 1) {
            // One byte past the limit is kept, so the parser still says "oversized" by its size.
            partial_oversized_ = true;
            partial_.clear();
        } else if (!partial_oversized_) {
            partial_.push_back(c);
        }
    }
}

bool RequestLines::readAvailable()
{
    if (ended_) return false;
    char chunk[kReadChunk];
    ssize_t got = 0;
    while ((got = ::read(fd_, chunk, sizeof chunk)) < 0 && errno == EINTR) {
    }
    if (got <= 0) {
        ended_ = true;
        endLine(); // a last line without "\n" is still a request
        return false;
    }
    add(chunk, static_cast<std::size_t>(got));
    return true;
}

std::optional<RequestLines::Line> RequestLines::next()
{
    while (waiting_.empty() && readAvailable()) {
    }
    if (waiting_.empty()) return std::nullopt;
    Line line = std::move(waiting_.front());
    waiting_.pop_front();
    if (checked_for_cancel_ > 0) --checked_for_cancel_;
    return line;
}

bool RequestLines::answerWaitingCancel()
{
    for (; checked_for_cancel_ < waiting_.size(); ++checked_for_cancel_) {
        Line& line = waiting_[checked_for_cancel_];
        if (line.oversized || line.answer || !isCancel(line.text)) continue;
        line.answer = cancelAnswer(parseRequest(line.text));
        ++checked_for_cancel_;
        return true;
    }
    return false;
}

int runSession(int in_fd, int out_fd, Dispatcher& dispatcher, std::chrono::milliseconds grace)
{
    RequestLines lines(in_fd);
    RunLink link;
    link.output_fd = out_fd;
    link.watch_fd = in_fd;
    link.grace = grace;
    link.stop_reason = [&lines]() -> std::optional<std::string> {
        if (lines.answerWaitingCancel()) return "a cancel request";
        // One read per call: the run's poll calls again while more waits.
        if (!lines.ended() && !lines.full() && readableNow(lines.fd()) && lines.readAvailable() &&
            lines.answerWaitingCancel())
            return "a cancel request";
        if (lines.ended()) return "stdin closed";
        return std::nullopt;
    };
    while (auto line = lines.next()) {
        json answer;
        try {
            if (line->answer)
                answer = std::move(*line->answer);
            else if (line->oversized)
                answer = refusal(nullptr, "", "oversized",
                                 "the request is longer than " + std::to_string(kMaxRequestBytes) +
                                     " bytes; it was not read");
            else
                answer = dispatcher.handleLine(line->text, link);
        } catch (const std::exception& error) {
            // handleLine does not throw; should memory run out, the line is still answered.
            answer = refusal(nullptr, "", "internal_error", error.what());
        }
        if (!writeAll(out_fd, answerLine(answer))) return 1;
    }
    return 0;
}

} // namespace am::helper
