#include "core/raid/types.h"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

namespace am::raid {

namespace {
std::string lower(std::string_view text)
{
    std::string result(text);
    std::transform(result.begin(), result.end(), result.begin(),
                   [](unsigned char c) { return std::tolower(c); });
    return result;
}
} // namespace

const LevelInfo& levelInfo(Level level)
{
    for (const LevelInfo& row : kLevels)
        if (row.level == level) return row;
    return kLevels.front(); // unreachable: every Level has a row (types_test checks)
}

std::string toString(Level level) { return std::string(levelInfo(level).name); }

std::string toString(Metadata metadata)
{
    switch (metadata) {
    case Metadata::V1_2:
        return "1.2";
    case Metadata::V1_0:
        return "1.0";
    case Metadata::Imsm:
        return "imsm";
    }
    return "?";
}

std::string toString(Bitmap bitmap) { return bitmap == Bitmap::Internal ? "internal" : "none"; }

std::string toString(Raid10Layout layout)
{
    switch (layout) {
    case Raid10Layout::Near2:
        return "n2";
    case Raid10Layout::Far2:
        return "f2";
    case Raid10Layout::Offset2:
        return "o2";
    }
    return "?";
}

std::optional<Level> parseLevel(std::string_view text)
{
    std::string value = lower(text);
    if (value.starts_with("raid")) value.erase(0, 4);
    if (value == "stripe") return Level::Raid0;
    if (value == "mirror") return Level::Raid1;
    for (const LevelInfo& row : kLevels)
        if (value == row.number) return row.level;
    return std::nullopt;
}

std::optional<Metadata> parseMetadata(std::string_view text)
{
    const std::string value = lower(text);
    if (value == "1.2" || value == "1" || value == "default") return Metadata::V1_2;
    if (value == "1.0") return Metadata::V1_0;
    if (value == "imsm") return Metadata::Imsm;
    return std::nullopt;
}

std::optional<Bitmap> parseBitmap(std::string_view text)
{
    const std::string value = lower(text);
    if (value == "internal") return Bitmap::Internal;
    if (value == "none") return Bitmap::None;
    return std::nullopt;
}

std::optional<Raid10Layout> parseRaid10Layout(std::string_view text)
{
    const std::string value = lower(text);
    if (value == "n2") return Raid10Layout::Near2;
    if (value == "f2") return Raid10Layout::Far2;
    if (value == "o2") return Raid10Layout::Offset2;
    return std::nullopt;
}

std::uint32_t minimumMembers(Level level) { return levelInfo(level).min_members; }

namespace {
// Control characters in the echoed line would garble a terminal; show them escaped.
std::string printable(const std::string& content)
{
    std::string result;
    for (unsigned char c : content.substr(0, 200)) {
        if (c < 0x20 || c == 0x7f)
            result += fmt::format("\\x{:02x}", c);
        else
            result += static_cast<char>(c);
    }
    if (content.size() > 200) result += "...";
    return result;
}
} // namespace

ParseError::ParseError(std::string what_was_parsed, std::size_t line, std::string content,
                       std::string problem)
    : std::runtime_error(fmt::format("{}: line {}: {}: \"{}\"", what_was_parsed, line, problem,
                                     printable(content))),
      line_(line)
{
}

} // namespace am::raid
