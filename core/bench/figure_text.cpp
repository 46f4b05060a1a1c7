#include "core/bench/figure_text.h"

#include <fmt/format.h>

namespace am::bench {

std::string iopsText(double iops)
{
    if (iops >= 1e6) return fmt::format("{:.2f}M", iops / 1e6);
    if (iops >= 1e4) return fmt::format("{:.1f}k", iops / 1e3);
    return fmt::format("{:.0f}", iops);
}

std::string rateText(double bytes_per_s)
{
    return bytes_per_s >= 1e9 ? fmt::format("{:.2f} GB/s", bytes_per_s / 1e9)
                              : fmt::format("{:.0f} MB/s", bytes_per_s / 1e6);
}

std::string latencyText(double ns, const char* none)
{
    if (ns <= 0) return none;
    if (ns < 1e3) return fmt::format("{:.0f} ns", ns);
    if (ns < 1e6) return fmt::format("{:.{}f} µs", ns / 1e3, ns < 1e4 ? 2 : ns < 1e5 ? 1 : 0);
    if (ns < 1e9) return fmt::format("{:.{}f} ms", ns / 1e6, ns < 1e7 ? 2 : ns < 1e8 ? 1 : 0);
    return fmt::format("{:.2f} s", ns / 1e9);
}

} // namespace am::bench
