#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace am::helper {

// One request as the helper reads it: compact JSON and a newline.
std::string requestLine(const nlohmann::json& request);

// One line the helper wrote, sorted: an answer has "ok"; an object without it
// is a bench stream line of the request that runs; anything else is noise
// (the helper writes only objects).
struct HelperLine {
    enum class Kind { Answer, Stream, NotObject, NotJson };
    Kind kind = Kind::NotJson;
    nlohmann::json json; // null for NotJson
    std::string text;    // the line as written, without the newline
};

// Splits the helper's stdout into lines as bytes arrive (blank lines are skipped).
// Shared by the blocking helper::Client and the GUI's HelperProcess.
class HelperLineReader {
public:
    // Takes bytes; returns every line they complete, in order.
    std::vector<HelperLine> feed(std::string_view bytes);
    void clear() { buffer_.clear(); }

private:
    std::string buffer_;
};

// The ids of requests sent and not yet answered. The helper answers in the
// order it was asked, echoing each id; a stream line belongs to the oldest.
class PendingRequests {
public:
    std::int64_t add(); // the next id, now pending
    bool empty() const { return ids_.empty(); }
    std::size_t size() const { return ids_.size(); }
    std::int64_t current() const; // the oldest pending id, 0 when none
    // The id an answer settles (its echoed integer id, else the oldest), now no longer pending.
    std::int64_t settle(const nlohmann::json& answer);
    void clear() { ids_.clear(); }

private:
    std::int64_t next_ = 1;
    std::deque<std::int64_t> ids_;
};

} // namespace am::helper
