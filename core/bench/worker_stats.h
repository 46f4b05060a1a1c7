#pragma once

#include <atomic>
#include <cstdint>
#include <limits>
#include <mutex>
#include <string>
#include <vector>

#include "core/bench/latency_histogram.h"

namespace am::bench {

// Counters of one thread. One writer (the worker), read by the sampler, so
// every field is a relaxed atomic written with load + store, never a locked
// read-modify-write.
class WorkerStats {
public:
    struct Direction {
        std::atomic<std::uint64_t> ios{0};
        std::atomic<std::uint64_t> bytes{0};
        std::atomic<std::uint64_t> lat_sum{0};
        std::atomic<std::uint64_t> lat_min{std::numeric_limits<std::uint64_t>::max()};
        std::atomic<std::uint64_t> lat_max{0};
        LiveHistogram histogram;
    };

    static void bump(std::atomic<std::uint64_t>& counter, std::uint64_t n)
    {
        counter.store(counter.load(std::memory_order_relaxed) + n, std::memory_order_relaxed);
    }

    void record(bool is_read, std::uint64_t bytes, std::uint64_t lat_ns)
    {
        Direction& d = is_read ? read : write;
        bump(d.ios, 1);
        bump(d.bytes, bytes);
        bump(d.lat_sum, lat_ns);
        if (lat_ns < d.lat_min.load(std::memory_order_relaxed)) d.lat_min.store(lat_ns, std::memory_order_relaxed);
        if (lat_ns > d.lat_max.load(std::memory_order_relaxed)) d.lat_max.store(lat_ns, std::memory_order_relaxed);
        d.histogram.add(lat_ns);
    }

    // Called by the worker when the engine's epoch moves (end of the ramp):
    // min and max cannot be subtracted like the counts can.
    void resetMinMax()
    {
        for (Direction* d : {&read, &write}) {
            d->lat_min.store(std::numeric_limits<std::uint64_t>::max(), std::memory_order_relaxed);
            d->lat_max.store(0, std::memory_order_relaxed);
        }
    }

    void recordError(std::string message)
    {
        bump(errors, 1);
        std::lock_guard lock(error_mutex_);
        if (first_error_.empty()) first_error_ = std::move(message);
    }
    std::string firstError() const
    {
        std::lock_guard lock(error_mutex_);
        return first_error_;
    }

    Direction read;
    Direction write;
    std::atomic<std::uint64_t> errors{0};
    // Set by the worker before it starts I/O; read after join.
    std::vector<std::string> features;
    std::string setup_error;

private:
    mutable std::mutex error_mutex_;
    std::string first_error_;
};

struct DirectionSnapshot {
    std::uint64_t ios = 0;
    std::uint64_t bytes = 0;
    std::uint64_t lat_sum = 0;
    std::uint64_t lat_min = std::numeric_limits<std::uint64_t>::max();
    std::uint64_t lat_max = 0;
    LatencyHistogram histogram;
};

// Sum over workers at one moment.
struct StatsSnapshot {
    DirectionSnapshot read;
    DirectionSnapshot write;
    std::uint64_t errors = 0;

    void add(const WorkerStats& stats);
    StatsSnapshot minus(const StatsSnapshot& earlier) const; // min/max kept from this
};

} // namespace am::bench
