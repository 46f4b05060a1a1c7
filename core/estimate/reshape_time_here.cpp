#include "core/estimate/reshape_time_here.h"

#include <algorithm>
#include <string>

#include "core/campaign/duration.h"
#include "core/drives/scan.h"
#include "core/raid/array_status.h"
#include "core/util/text_file.h"

namespace am::estimate {

namespace {

// md's resync speed limits (KiB/s in /proc/sys/dev/raid), as the estimator takes them.
Parameters speedLimits(const drives::SystemRoots& roots)
{
    Parameters parameters;
    const auto read = [&](const char* name) -> std::optional<double> {
        const auto text = util::readAttribute(roots.procfs / "sys" / "dev" / "raid" / name);
        if (!text) return std::nullopt;
        try {
            return std::stod(*text) * 1024.0;
        } catch (const std::exception&) {
            return std::nullopt;
        }
    };
    if (const auto max = read("speed_limit_max")) parameters.md_speed_limit_max_bytes_per_s = *max;
    if (const auto min = read("speed_limit_min")) parameters.md_speed_limit_min_bytes_per_s = *min;
    return parameters;
}

} // namespace

std::optional<ReshapeTime> reshapeTimeHere(const raid::ReshapePlan& plan,
                                           const drives::SystemRoots& roots)
{
    const auto scan = drives::scan(roots);
    const auto status = raid::readArrayStatus(roots, plan.md_name);
    double read = 0, write = 0;
    bool first = true;
    std::vector<std::string> devices = plan.added;
    for (const auto& member : status.members) devices.push_back(member.path);
    for (const auto& name : devices) {
        const auto* device = scan.find(name);
        if (!device) continue;
        const auto rates = campaign::referenceRates(*device);
        read = first ? rates.read_bytes_per_s : std::min(read, rates.read_bytes_per_s);
        write = first ? rates.write_bytes_per_s : std::min(write, rates.write_bytes_per_s);
        first = false;
    }
    return estimateReshapeTime(plan, read, write, speedLimits(roots));
}

nlohmann::json reshapeTimeJson(const std::optional<ReshapeTime>& time)
{
    if (!time) return nullptr;
    return {{"idle_seconds", time->idle_seconds},
            {"loaded_seconds", time->loaded_seconds},
            {"member_bytes_per_s", time->idle_bytes_per_s},
            {"limit", time->limit},
            {"through_backup", time->through_backup},
            {"basis", "reference rates of the members' kind"}};
}

} // namespace am::estimate
