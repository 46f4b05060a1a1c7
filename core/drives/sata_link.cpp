#include "core/drives/sata_link.h"

#include <charconv>
#include <regex>
#include <string_view>

#include "core/util/text_file.h"

namespace am::drives {

namespace fs = std::filesystem;

namespace {
constexpr double kLineCode = 8.0 / 10.0;
constexpr double kAlignShare = 254.0 / 256.0;
constexpr double kDataFisShare = 2048.0 / 2052.0;
} // namespace

double sataLineBytesPerSecond(double gigabits) { return gigabits * 1e9 * kLineCode / 8.0; }

double sataLinkBytesPerSecond(double gigabits)
{
    return sataLineBytesPerSecond(gigabits) * kAlignShare * kDataFisShare;
}

std::optional<double> parseSataSpeed(const std::string& text)
{
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || !(value > 0) ||
        std::string_view(end).find("Gbps") == std::string_view::npos)
        return std::nullopt;
    return value;
}

std::optional<double> sataLinkGigabits(const fs::path& resolved_block_dir)
{
    static const std::regex port_name("ata([0-9]+)");
    fs::path port;
    std::string number;
    fs::path walked;
    for (const auto& part : resolved_block_dir) {
        walked /= part;
        std::smatch match;
        const std::string name = part.string();
        if (std::regex_match(name, match, port_name)) {
            port = walked;
            number = match[1];
        }
    }
    if (port.empty()) return std::nullopt;
    const std::string link = "link" + number;
    return parseSataSpeed(
        util::readAttribute(port / link / "ata_link" / link / "sata_spd").value_or(""));
}

} // namespace am::drives
