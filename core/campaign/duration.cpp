#include "core/campaign/duration.h"

#include <algorithm>

#include <fmt/format.h>

#include "core/estimate/member_profile.h"
#include "core/estimate/rebuild.h"
#include "core/estimate/reference_profiles.h"

namespace am::campaign {

namespace {
constexpr double kSataLinkBytesPerS = 550e6; // 6 Gb/s after 8b/10b and protocol overhead
}

double cellsSeconds(const std::vector<bench::Job>& cells)
{
    double seconds = 0;
    for (const auto& cell : cells) seconds += cell.runtime_s + cell.ramp_s;
    return seconds;
}

DriveRates referenceRates(const drives::BlockDevice& device)
{
    const estimate::Parameters parameters;
    const estimate::MemberModel model(
        estimate::referenceProfile(device.rotational ? "sata-hdd" : "single-nvme"),
        parameters.assumed_outstanding_ios);
    DriveRates rates{model.seqReadBytesPerSecond(), model.seqWriteBytesPerSecond()};
    if (!device.rotational && device.transport == drives::Transport::Sata) {
        rates.read_bytes_per_s = std::min(rates.read_bytes_per_s, kSataLinkBytesPerS);
        rates.write_bytes_per_s = std::min(rates.write_bytes_per_s, kSataLinkBytesPerS);
    }
    return rates;
}

double rebuildSeconds(raid::Level level, const std::vector<const drives::BlockDevice*>& members)
{
    if (level == raid::Level::Raid0 || members.empty()) return 0;
    std::uint64_t smallest = UINT64_MAX;
    double read = 0, write = 0;
    bool first = true;
    for (const auto* device : members) {
        smallest = std::min(smallest, device->size_bytes);
        const DriveRates rates = referenceRates(*device);
        read = first ? rates.read_bytes_per_s : std::min(read, rates.read_bytes_per_s);
        write = first ? rates.write_bytes_per_s : std::min(write, rates.write_bytes_per_s);
        first = false;
    }
    if (smallest == 0) return 0;
    estimate::ArrayPlan plan;
    plan.level = level;
    plan.members = static_cast<int>(members.size());
    estimate::Parameters parameters;
    parameters.md_speed_limit_min_bytes_per_s = kRaisedSpeedLimitKibPerS * 1024.0;
    parameters.md_speed_limit_max_bytes_per_s = kRaisedSpeedLimitKibPerS * 1024.0;
    // With both limits raised md does not yield to the cells: the idle rate holds.
    return estimate::estimateRebuild(plan, smallest, read, write, {}, parameters).idle_seconds;
}

double fillSeconds(std::uint64_t bytes, double bytes_per_s)
{
    return bytes_per_s > 0 ? static_cast<double>(bytes) / bytes_per_s : 0;
}

} // namespace am::campaign
