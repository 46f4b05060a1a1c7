#include "core/helper/line_protocol.h"

#include <algorithm>

#include "core/util/json_text.h"

namespace am::helper {

std::string requestLine(const nlohmann::json& request) { return util::jsonText(request) + "\n"; }

namespace {
HelperLine sorted(std::string text)
{
    HelperLine line;
    line.json = nlohmann::json::parse(text, nullptr, false);
    if (line.json.is_discarded()) {
        line.json = nullptr;
        line.kind = HelperLine::Kind::NotJson;
    } else if (!line.json.is_object()) {
        line.kind = HelperLine::Kind::NotObject;
    } else {
        line.kind = line.json.contains("ok") ? HelperLine::Kind::Answer : HelperLine::Kind::Stream;
    }
    line.text = std::move(text);
    return line;
}

bool blank(std::string_view text)
{
    return std::all_of(text.begin(), text.end(),
                       [](char c) { return c == ' ' || c == '\t' || c == '\r'; });
}
} // namespace

std::vector<HelperLine> HelperLineReader::feed(std::string_view bytes)
{
    buffer_.append(bytes);
    std::vector<HelperLine> lines;
    std::size_t start = 0;
    for (std::size_t newline; (newline = buffer_.find('\n', start)) != std::string::npos;
         start = newline + 1) {
        std::string text = buffer_.substr(start, newline - start);
        if (!blank(text)) lines.push_back(sorted(std::move(text)));
    }
    buffer_.erase(0, start);
    return lines;
}

std::int64_t PendingRequests::add()
{
    ids_.push_back(next_);
    return next_++;
}

std::int64_t PendingRequests::current() const { return ids_.empty() ? 0 : ids_.front(); }

std::int64_t PendingRequests::settle(const nlohmann::json& answer)
{
    std::int64_t id = current();
    if (const auto echoed = answer.find("id");
        echoed != answer.end() && echoed->is_number_integer())
        id = echoed->get<std::int64_t>();
    ids_.erase(std::remove(ids_.begin(), ids_.end(), id), ids_.end());
    return id;
}

} // namespace am::helper
