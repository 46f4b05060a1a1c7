#pragma once

#include <atomic>
#include <cstdint>
#include <limits>
#include <mutex>
#include <string>
#include <vector>

#include "core/bench/error_kind.h"
#include "core/bench/latency_histogram.h"

namespace am::bench {

// Counters of one thread. One writer (the worker), read by the sampler, so
// every field is a relaxed atomic written with load + store, never a locked
// read-modify-write.
class WorkerStats {
public:
    // One kind of latency: completion (fio's clat) or total (fio's lat).
    struct Latency {
        std::atomic<std::uint64_t> sum{0};
        std::atomic<std::uint64_t> min{std::numeric_limits<std::uint64_t>::max()};
        std::atomic<std::uint64_t> max{0};
        LiveHistogram histogram;

        // `n` I/Os with the same latency (one batch submitted and reaped together).
        void add(std::uint64_t ns, std::uint64_t n = 1)
        {
            bump(sum, ns * n);
            if (ns < min.load(std::memory_order_relaxed)) min.store(ns, std::memory_order_relaxed);
            if (ns > max.load(std::memory_order_relaxed)) max.store(ns, std::memory_order_relaxed);
            histogram.add(ns, n);
        }
    };

    struct Direction {
        std::atomic<std::uint64_t> ios{0};
        std::atomic<std::uint64_t> bytes{0};
        Latency clat;  // from the return of the submit call to the reap
        Latency total; // from just before its batch was prepared to the reap
    };

    static void bump(std::atomic<std::uint64_t>& counter, std::uint64_t n)
    {
        counter.store(counter.load(std::memory_order_relaxed) + n, std::memory_order_relaxed);
    }

    // total_ns >= clat_ns: the total also holds the submit call.
    void record(bool is_read, std::uint64_t bytes, std::uint64_t clat_ns, std::uint64_t total_ns)
    {
        Direction& d = is_read ? read : write;
        bump(d.ios, 1);
        bump(d.bytes, bytes);
        d.clat.add(clat_ns);
        d.total.add(total_ns);
    }

    // `n` I/Os of `bytes` each that share both latencies.
    void recordRun(bool is_read, std::uint64_t bytes, std::uint64_t clat_ns, std::uint64_t total_ns,
                   std::uint64_t n)
    {
        Direction& d = is_read ? read : write;
        bump(d.ios, n);
        bump(d.bytes, bytes * n);
        d.clat.add(clat_ns, n);
        d.total.add(total_ns, n);
    }

    // error_number: the errno of a failed I/O, else 0.
    // One call both submits and completes (the sync backend): the total is the
    // completion latency, so it is counted once and read for both.
    void recordSameTotal(bool is_read, std::uint64_t bytes, std::uint64_t lat_ns)
    {
        Direction& d = is_read ? read : write;
        bump(d.ios, 1);
        bump(d.bytes, bytes);
        d.clat.add(lat_ns);
    }

    void recordError(ErrorKind kind, int error_number, std::string message)
    {
        bump(errors, 1);
        std::lock_guard lock(error_mutex_);
        if (!first_error_.empty()) return;
        first_error_ = std::move(message);
        first_kind_ = kind;
        first_errno_ = error_number;
    }
    std::string firstError() const
    {
        std::lock_guard lock(error_mutex_);
        return first_error_;
    }
    ErrorKind firstErrorKind() const
    {
        std::lock_guard lock(error_mutex_);
        return first_kind_;
    }
    int firstErrno() const
    {
        std::lock_guard lock(error_mutex_);
        return first_errno_;
    }

    Direction read;
    Direction write;
    std::atomic<std::uint64_t> errors{0};
    // Set by the worker before it starts I/O; read after join.
    std::vector<std::string> features;
    bool total_is_clat = false; // set before I/O by a worker that uses recordSameTotal
    int last_cpu = -1;          // the CPU the worker was on when it finished (sched_getcpu)
    std::string setup_error;
    ErrorKind setup_kind = ErrorKind::Internal;

private:
    mutable std::mutex error_mutex_;
    std::string first_error_;
    ErrorKind first_kind_ = ErrorKind::Internal;
    int first_errno_ = 0;
};

struct LatencySnapshot {
    std::uint64_t sum = 0;
    std::uint64_t min = std::numeric_limits<std::uint64_t>::max();
    std::uint64_t max = 0;
    LatencyHistogram histogram;

    void merge(const LatencySnapshot& other);
};

struct DirectionSnapshot {
    std::uint64_t ios = 0;
    std::uint64_t bytes = 0;
    LatencySnapshot clat;
    LatencySnapshot total;
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
