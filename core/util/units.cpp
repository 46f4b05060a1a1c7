#include "core/util/units.h"

#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <limits>
#include <stdexcept>

#include <fmt/format.h>

namespace am::util {

ScaledSize scaleSize(std::uint64_t bytes, SizeUnits units)
{
    static constexpr std::array<std::string_view, 7> decimal{"B",  "kB", "MB", "GB",
                                                             "TB", "PB", "EB"};
    static constexpr std::array<std::string_view, 7> binary{"B",   "KiB", "MiB", "GiB",
                                                            "TiB", "PiB", "EiB"};
    const double step = units == SizeUnits::Decimal ? 1000.0 : 1024.0;
    const auto& names = units == SizeUnits::Decimal ? decimal : binary;

    double value = static_cast<double>(bytes);
    std::size_t index = 0;
    while (value >= step && index + 1 < names.size()) {
        value /= step;
        ++index;
    }
    if (index == 0) return {value, 0, names[0]};
    return {value, value < 10 ? 2 : value < 100 ? 1 : 0, names[index]};
}

std::string formatSize(std::uint64_t bytes, SizeUnits units)
{
    const ScaledSize size = scaleSize(bytes, units);
    return fmt::format("{:.{}f} {}", size.value, size.decimals, size.unit);
}

std::uint64_t parseSize(std::string_view text)
{
    const auto fail = [&] {
        return std::invalid_argument(
            fmt::format("invalid size '{}': expected a whole number of bytes with an optional unit "
                        "(512, 4k, 4KiB, 1M, 1MiB, 2G)",
                        text));
    };
    std::uint64_t number = 0;
    const char* begin = text.data();
    const char* end = text.data() + text.size();
    const auto [rest, error] = std::from_chars(begin, end, number);
    if (error != std::errc{} || rest == begin) throw fail();

    std::string suffix(rest, end);
    for (char& c : suffix) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    int shift = 0;
    if (suffix.empty() || suffix == "b")
        shift = 0;
    else if (suffix == "k" || suffix == "kb" || suffix == "kib")
        shift = 10;
    else if (suffix == "m" || suffix == "mb" || suffix == "mib")
        shift = 20;
    else if (suffix == "g" || suffix == "gb" || suffix == "gib")
        shift = 30;
    else if (suffix == "t" || suffix == "tb" || suffix == "tib")
        shift = 40;
    else
        throw fail();

    if (shift > 0 && number > (std::numeric_limits<std::uint64_t>::max() >> shift)) throw fail();
    return number << shift;
}

} // namespace am::util
