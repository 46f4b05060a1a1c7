#include "core/estimate/reshape_time.h"

#include <cmath>

#include <fmt/format.h>

#include "core/estimate/rebuild.h"

namespace am::estimate {

namespace {
std::string duration(double seconds)
{
    const auto whole = static_cast<long long>(std::ceil(seconds));
    if (whole < 60) return fmt::format("{} s", whole);
    if (whole < 3600) return fmt::format("{} min", (whole + 59) / 60);
    return fmt::format("{} h {} min", whole / 3600, (whole % 3600 + 59) / 60);
}
} // namespace

std::optional<ReshapeTime> estimateReshapeTime(const raid::ReshapePlan& plan,
                                               double member_read_bytes_per_s,
                                               double member_write_bytes_per_s,
                                               const Parameters& parameters)
{
    if (plan.reshape_member_bytes == 0 || member_read_bytes_per_s <= 0 ||
        member_write_bytes_per_s <= 0)
        return std::nullopt;
    double read = member_read_bytes_per_s;
    double write = member_write_bytes_per_s;
    if (plan.restripes) {
        // The same member reads the old stripes and writes the new ones.
        const double shared = 1.0 / (1.0 / read + 1.0 / write);
        read = shared;
        write = shared;
    }
    ArrayPlan array;
    array.level = plan.after.level;
    array.members = static_cast<int>(plan.after.raid_devices);
    array.chunk_bytes = plan.after.chunk_bytes ? plan.after.chunk_bytes : 512 * 1024;
    const RebuildEstimate rebuild =
        estimateRebuild(array, plan.reshape_member_bytes, read, write, {}, parameters);
    ReshapeTime time;
    time.through_backup = plan.restripes && plan.backup_file.has_value();
    const double factor = time.through_backup ? 2.0 : 1.0;
    time.idle_seconds = rebuild.idle_seconds * factor;
    time.loaded_seconds = rebuild.loaded_seconds * factor;
    time.idle_bytes_per_s = rebuild.idle_bytes_per_s / factor;
    time.limit = rebuild.idle_limit;
    return time;
}

std::string reshapeTimeText(const ReshapeTime& time)
{
    return fmt::format("about {} on an idle array ({:.0f} MB/s per member, bound by {}{}); "
                       "{} while the array is busy",
                       duration(time.idle_seconds), time.idle_bytes_per_s / 1e6, time.limit,
                       time.through_backup ? ", every stripe copied twice through the backup file"
                                           : "",
                       duration(time.loaded_seconds));
}

} // namespace am::estimate
