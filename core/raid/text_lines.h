#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace am::raid {

// One line of a tool's output with its 1-based number, for error messages.
struct Line {
    std::size_t number = 0;
    std::string_view text;
};

// Splits on '\n' (a trailing '\r' is dropped); views point into `text`.
std::vector<Line> splitLines(std::string_view text);
std::string_view trimView(std::string_view text);
// Words separated by blanks (spaces, tabs).
std::vector<std::string_view> splitWords(std::string_view text);

} // namespace am::raid
