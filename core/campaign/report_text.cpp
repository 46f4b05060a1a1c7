#include "core/campaign/report_text.h"

#include <cmath>

#include <fmt/format.h>

#include "core/bench/figure_text.h"
#include "core/util/units.h"

namespace am::campaign {

std::string iopsText(double iops) { return bench::iopsText(iops); }

std::string megabytesPerSecondText(double bytes_per_s)
{
    return fmt::format("{:.1f}", bytes_per_s / 1e6);
}

std::string latencyText(double ns) { return bench::latencyText(ns, "not measured"); }

std::string ratioText(double ratio) { return fmt::format("{:.2f}x", ratio); }

std::string percentText(double fraction) { return fmt::format("{:.0f} %", fraction * 100); }

std::string durationText(double seconds)
{
    if (seconds < 60) return fmt::format("{:.1f} s", seconds);
    const auto whole = static_cast<long long>(std::llround(seconds));
    if (whole < 3600) return fmt::format("{} min {:02} s", whole / 60, whole % 60);
    return fmt::format("{} h {:02} min", whole / 3600, (whole % 3600) / 60);
}

std::string sizeText(std::uint64_t bytes)
{
    return util::formatSize(bytes, util::SizeUnits::Decimal);
}

std::string readShareText(std::uint32_t percent)
{
    if (percent == 0) return "0 % read (write)";
    return fmt::format("{} % read", percent);
}

std::string jsonValueText(const nlohmann::json& value, const std::string& key)
{
    if (value.is_null()) return "not recorded";
    if (value.is_boolean()) return value.get<bool>() ? "yes" : "no";
    if (value.is_string())
        return value.get<std::string>().empty() ? "none" : value.get<std::string>();
    if (value.is_number()) {
        const bool is_size = key.size() > 6 && key.ends_with("_bytes");
        if (is_size && value.is_number_integer() && value.get<std::int64_t>() >= 0) {
            // Chunks and memory come in binary steps; say them so.
            const auto bytes = value.get<std::uint64_t>();
            const auto units =
                bytes % 1024 == 0 && bytes > 0 ? util::SizeUnits::Binary : util::SizeUnits::Decimal;
            return fmt::format("{} ({} bytes)", util::formatSize(bytes, units), bytes);
        }
        return fmt::format("{:g}", value.get<double>());
    }
    std::string out;
    for (auto it = value.begin(); it != value.end(); ++it) {
        if (!out.empty()) out += value.is_array() ? ", " : "; ";
        out +=
            value.is_object() ? it.key() + ": " + jsonValueText(*it, it.key()) : jsonValueText(*it);
    }
    return out.empty() ? "none" : out;
}

} // namespace am::campaign
