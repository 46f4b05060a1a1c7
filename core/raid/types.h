#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace am::raid {

// Every level any backend builds; which backend builds which is in backend_table.h.
enum class Level { Raid0, Raid1, Raid5, Raid6, Raid10, Raid1c3 };

// The level vocabulary: one row per level, read by the parser, the
// validation, the CLI's help and the GUI's lists.
struct LevelInfo {
    Level level;
    std::string_view name;     // "raid5": what the CLI, the JSON and the helper say
    std::string_view number;   // "5": what people also type ("1c3" for raid1c3)
    std::uint32_t min_members; // drives the level needs at least
    bool uses_chunk;           // a stripe/chunk size applies
};
inline constexpr std::array<LevelInfo, 6> kLevels{{
    {Level::Raid0, "raid0", "0", 2, true},
    {Level::Raid1, "raid1", "1", 2, false},
    {Level::Raid5, "raid5", "5", 3, true},
    {Level::Raid6, "raid6", "6", 4, true},
    {Level::Raid10, "raid10", "10", 2, true},
    {Level::Raid1c3, "raid1c3", "1c3", 3, false},
}};
const LevelInfo& levelInfo(Level level);
enum class Metadata { V1_2, V1_0, Imsm };
enum class Bitmap { Internal, None };
// md raid10 layouts with two copies: near, far, offset.
enum class Raid10Layout { Near2, Far2, Offset2 };

std::string toString(Level level);         // "raid5"
std::string toString(Metadata metadata);   // "1.2", "imsm"
std::string toString(Bitmap bitmap);       // "internal", "none"
std::string toString(Raid10Layout layout); // "n2"

// Accept what people type ("5", "raid5", "RAID5"); nullopt when unknown.
std::optional<Level> parseLevel(std::string_view text);
std::optional<Metadata> parseMetadata(std::string_view text);
std::optional<Bitmap> parseBitmap(std::string_view text);
std::optional<Raid10Layout> parseRaid10Layout(std::string_view text);

// Drives the level needs at least (levelInfo(level).min_members).
std::uint32_t minimumMembers(Level level);

// A parser met text it cannot read. Names the line (1-based) and its content.
class ParseError : public std::runtime_error {
public:
    ParseError(std::string what_was_parsed, std::size_t line, std::string content,
               std::string problem);
    std::size_t line() const { return line_; }

private:
    std::size_t line_;
};

} // namespace am::raid
