#include "core/estimate/quantity_text.h"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <string>

#include <fmt/format.h>

#include "core/estimate/errors.h"

namespace am::estimate {

namespace {

// Splits "3.5GB/s" into 3.5 and "gb/s"; std::nullopt-like failure via ok.
struct Split {
    bool ok = false;
    double number = 0;
    std::string unit; // lower case, spaces removed
};

Split split(std::string_view text)
{
    const std::string owned(text);
    const char* begin = owned.c_str();
    char* end = nullptr;
    Split result;
    result.number = std::strtod(begin, &end);
    if (end == begin || !std::isfinite(result.number) || result.number < 0) return result;
    for (const char* p = end; *p; ++p)
        if (!std::isspace(static_cast<unsigned char>(*p)))
            result.unit += static_cast<char>(std::tolower(static_cast<unsigned char>(*p)));
    result.ok = true;
    return result;
}

// Multiplier for "k", "kb", "kib", ... ; single letters binary when
// bare_is_binary, else decimal. Returns 0 for an unknown unit.
double multiplier(const std::string& unit, bool bare_is_binary)
{
    if (unit.empty() || unit == "b") return 1;
    static constexpr char kPrefixes[] = "kmgtp";
    for (int i = 0; kPrefixes[i]; ++i) {
        const std::string p(1, kPrefixes[i]);
        const double dec = std::pow(1000.0, i + 1);
        const double bin = std::pow(1024.0, i + 1);
        if (unit == p) return bare_is_binary ? bin : dec;
        if (unit == p + "b") return dec;
        if (unit == p + "ib") return bin;
    }
    return 0;
}

} // namespace

double parseByteRate(std::string_view text)
{
    Split s = split(text);
    if (s.ok && s.unit.size() >= 2 && s.unit.ends_with("/s")) s.unit.resize(s.unit.size() - 2);
    const double m = s.ok ? multiplier(s.unit, false) : 0;
    if (m == 0 || s.number <= 0)
        throw InputError(fmt::format(
            "rate '{}': expected a positive number of bytes per second such as 3.5GB/s, "
            "3500MB/s or 400MiB/s (GB = 10^9 bytes, GiB = 2^30)",
            text));
    return s.number * m;
}

std::uint64_t parseByteCount(std::string_view text)
{
    const Split s = split(text);
    const double m = s.ok ? multiplier(s.unit, true) : 0;
    const double bytes = s.number * m;
    if (m == 0 || bytes < 1 || bytes > 9e18)
        throw InputError(fmt::format(
            "size '{}': expected a size such as 800GB (10^9), 745GiB (2^30) or 64K (binary)",
            text));
    return static_cast<std::uint64_t>(std::llround(bytes));
}

} // namespace am::estimate
