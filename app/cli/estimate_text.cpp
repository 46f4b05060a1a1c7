#include "app/cli/estimate_text.h"

#include <fmt/format.h>

namespace am::cli {

std::string compact(double value)
{
    const auto three = [](double v, const char* unit) {
        return fmt::format("{:.{}f}{}", v, v < 10 ? 2 : v < 100 ? 1 : 0, unit);
    };
    if (value >= 1e6) return three(value / 1e6, "M");
    if (value >= 1e4) return three(value / 1e3, "k");
    if (value >= 1000) return fmt::format("{:.0f}", value);
    return fmt::format("{:.{}f}", value, value < 1 ? 3 : value < 10 ? 2 : value < 100 ? 1 : 0);
}

std::string sizeText(std::uint64_t bytes)
{
    if (bytes >= (1U << 20) && bytes % (1U << 20) == 0) return fmt::format("{}M", bytes >> 20);
    if (bytes >= 1024 && bytes % 1024 == 0) return fmt::format("{}K", bytes >> 10);
    return fmt::format("{}", bytes);
}

} // namespace am::cli
