#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace am::helper {

// Requests are flat (an object of strings, numbers and lists of strings), so
// anything nested deeper is refused before it is parsed: copying or printing
// a deeply nested value recurses once per level.
inline constexpr std::size_t kMaxNestingDepth = 16;

// Checks a request line before it is parsed: it must be UTF-8 (rule
// "not_utf8") and nest at most kMaxNestingDepth brackets (rule "too_deep").
// Throws Refused naming the byte offset and the rule.
void checkRequestText(std::string_view line);

// At most `max_bytes` of `text`, cut at a character boundary and marked
// with "..." when cut, so an echoed value stays valid UTF-8.
std::string clipped(std::string_view text, std::size_t max_bytes = 64);

} // namespace am::helper
