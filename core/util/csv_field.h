#pragma once

#include <string>

namespace am::util {

// One CSV field (RFC 4180): left bare unless it holds a comma, a quote or a line break; then
// quoted, with its quotes doubled.
inline std::string csvField(const std::string& text)
{
    if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + '"';
}

} // namespace am::util
