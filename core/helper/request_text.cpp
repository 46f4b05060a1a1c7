#include "core/helper/request_text.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/helper/protocol.h"

namespace am::helper {

namespace {

void checkUtf8(std::string_view line)
{
    // nlohmann's strict dump validates UTF-8 and names the first bad byte and its index.
    try {
        (void)nlohmann::json(std::string(line)).dump();
    } catch (const nlohmann::json::type_error& error) {
        throw Refused("not_utf8",
                      fmt::format("the request is not UTF-8 ({}): send UTF-8 JSON", error.what()));
    }
}

void checkDepth(std::string_view line)
{
    std::size_t depth = 0;
    bool in_string = false;
    bool escaped = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (in_string) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                in_string = false;
            continue;
        }
        if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxNestingDepth)
                throw Refused(
                    "too_deep",
                    fmt::format("the request nests more than {} levels of [ and {{ (at byte {}); "
                                "requests need at most 2",
                                kMaxNestingDepth, i));
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
}

} // namespace

void checkRequestText(std::string_view line)
{
    checkUtf8(line);
    checkDepth(line);
}

std::string clipped(std::string_view text, std::size_t max_bytes)
{
    if (text.size() <= max_bytes) return std::string(text);
    std::size_t end = max_bytes;
    // Back off continuation bytes (10xxxxxx) so no character is split.
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
    return std::string(text.substr(0, end)) + "...";
}

} // namespace am::helper
