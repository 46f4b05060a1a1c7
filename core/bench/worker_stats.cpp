#include "core/bench/worker_stats.h"

#include <algorithm>

namespace am::bench {

namespace {
void addDirection(DirectionSnapshot& into, const WorkerStats::Direction& from, LatencyHistogram& scratch)
{
    into.ios += from.ios.load(std::memory_order_relaxed);
    into.bytes += from.bytes.load(std::memory_order_relaxed);
    into.lat_sum += from.lat_sum.load(std::memory_order_relaxed);
    into.lat_min = std::min(into.lat_min, from.lat_min.load(std::memory_order_relaxed));
    into.lat_max = std::max(into.lat_max, from.lat_max.load(std::memory_order_relaxed));
    from.histogram.snapshot(scratch);
    into.histogram.merge(scratch);
}

DirectionSnapshot minusDirection(const DirectionSnapshot& now, const DirectionSnapshot& earlier)
{
    DirectionSnapshot out;
    out.ios = now.ios - std::min(now.ios, earlier.ios);
    out.bytes = now.bytes - std::min(now.bytes, earlier.bytes);
    out.lat_sum = now.lat_sum - std::min(now.lat_sum, earlier.lat_sum);
    out.lat_min = now.lat_min;
    out.lat_max = now.lat_max;
    out.histogram = now.histogram.minus(earlier.histogram);
    return out;
}
} // namespace

void StatsSnapshot::add(const WorkerStats& stats)
{
    LatencyHistogram scratch;
    addDirection(read, stats.read, scratch);
    addDirection(write, stats.write, scratch);
    errors += stats.errors.load(std::memory_order_relaxed);
}

StatsSnapshot StatsSnapshot::minus(const StatsSnapshot& earlier) const
{
    StatsSnapshot out;
    out.read = minusDirection(read, earlier.read);
    out.write = minusDirection(write, earlier.write);
    out.errors = errors - std::min(errors, earlier.errors);
    return out;
}

} // namespace am::bench
