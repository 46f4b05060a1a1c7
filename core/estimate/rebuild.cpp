#include "core/estimate/rebuild.h"

#include <algorithm>

namespace am::estimate {

RebuildEstimate estimateRebuild(const ArrayPlan& plan, std::uint64_t member_size_bytes,
                                double member_read_bytes_per_s, double member_write_bytes_per_s,
                                const Caps& caps, const Parameters& parameters)
{
    RebuildEstimate rebuild;
    rebuild.bytes = member_size_bytes;
    const bool parity = parityMembers(plan.level) > 0;
    const double n = plan.members;

    double rate = member_write_bytes_per_s;
    rebuild.idle_limit = "member write";
    const auto consider = [&](double candidate, const char* name) {
        if (candidate < rate) {
            rate = candidate;
            rebuild.idle_limit = name;
        }
    };
    consider(member_read_bytes_per_s, "member read");
    if (caps.link_bytes_per_s) consider(*caps.link_bytes_per_s, "link");
    // Every rebuilt byte moves over the bus once per member involved: the
    // write plus one read (mirror) or a read of every survivor (parity).
    if (caps.bus_bytes_per_s) consider(*caps.bus_bytes_per_s / (parity ? n : 2.0), "bus");
    // Reconstruction runs the parity code over a stripe's data per chunk rebuilt.
    if (parity && caps.parity_bytes_per_s)
        consider(*caps.parity_bytes_per_s / (n - parityMembers(plan.level)), "parity");
    consider(parameters.md_speed_limit_max_bytes_per_s, "md speed_limit_max");

    rebuild.idle_bytes_per_s = rate;
    rebuild.idle_seconds = static_cast<double>(member_size_bytes) / rate;
    rebuild.loaded_bytes_per_s = std::min(rate, parameters.md_speed_limit_min_bytes_per_s);
    rebuild.loaded_seconds = static_cast<double>(member_size_bytes) / rebuild.loaded_bytes_per_s;
    return rebuild;
}

} // namespace am::estimate
