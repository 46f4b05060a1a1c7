#include "core/bench/worker_stats.h"

#include <algorithm>
#include <utility>

namespace am::bench {

namespace {
void addLatency(LatencySnapshot& into, const WorkerStats::Latency& from, LatencyHistogram& scratch)
{
    into.sum += from.sum.load(std::memory_order_relaxed);
    into.min = std::min(into.min, from.min.load(std::memory_order_relaxed));
    into.max = std::max(into.max, from.max.load(std::memory_order_relaxed));
    from.histogram.snapshot(scratch);
    into.histogram.merge(scratch);
}

void addDirection(DirectionSnapshot& into, const WorkerStats::Direction& from, bool total_is_clat,
                  LatencyHistogram& scratch)
{
    // A direction with no I/O yet (the writes of a read job) has empty
    // histograms: 2 x 2304 buckets not copied and merged four times a second.
    const std::uint64_t ios = from.ios.load(std::memory_order_relaxed);
    if (ios == 0) return;
    into.ios += ios;
    into.bytes += from.bytes.load(std::memory_order_relaxed);
    addLatency(into.clat, from.clat, scratch);
    addLatency(into.total, total_is_clat ? from.clat : from.total, scratch);
}

LatencySnapshot minusLatency(const LatencySnapshot& now, const LatencySnapshot& earlier)
{
    LatencySnapshot out;
    out.sum = now.sum - std::min(now.sum, earlier.sum);
    out.min = now.min;
    out.max = now.max;
    out.histogram = now.histogram.minus(earlier.histogram);
    return out;
}

DirectionSnapshot minusDirection(const DirectionSnapshot& now, const DirectionSnapshot& earlier)
{
    DirectionSnapshot out;
    out.ios = now.ios - std::min(now.ios, earlier.ios);
    out.bytes = now.bytes - std::min(now.bytes, earlier.bytes);
    // No I/O in this direction during the interval (the writes of a read job):
    // empty histograms, not 2 x 2304 buckets subtracted four times a second.
    if (out.ios == 0) {
        for (auto [into, from] :
             {std::pair{&out.clat, &now.clat}, std::pair{&out.total, &now.total}}) {
            into->min = from->min;
            into->max = from->max;
        }
        return out;
    }
    out.clat = minusLatency(now.clat, earlier.clat);
    out.total = minusLatency(now.total, earlier.total);
    return out;
}
} // namespace

void LatencySnapshot::merge(const LatencySnapshot& other)
{
    sum += other.sum;
    min = std::min(min, other.min);
    max = std::max(max, other.max);
    histogram.merge(other.histogram);
}

void StatsSnapshot::add(const WorkerStats& stats)
{
    LatencyHistogram scratch;
    addDirection(read, stats.read, stats.total_is_clat, scratch);
    addDirection(write, stats.write, stats.total_is_clat, scratch);
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
