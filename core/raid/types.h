#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace am::raid {

enum class Level { Raid0, Raid1, Raid5, Raid6, Raid10 };
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

// Drives the level needs at least (native md).
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
