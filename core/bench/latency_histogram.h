#pragma once

#include <array>
#include <atomic>
#include <bit>
#include <cstdint>
#include <vector>

#include "core/bench/result.h"

namespace am::bench {

// fio's log-linear layout (stat.h, FIO_IO_U_PLAT_BITS = 6): values below 128
// have a bucket each; above, every power of two is split into 64 equal
// buckets. A bucket's midpoint is within 1/128 (0.78 %) of any value in it.
// 36 groups reach 2^41 ns (36 minutes); larger values land in the last bucket.
struct HistogramLayout {
    static constexpr unsigned kBits = 6;
    static constexpr std::uint64_t kValues = 1U << kBits;
    static constexpr unsigned kGroups = 36;
    static constexpr std::size_t kBuckets = kGroups * kValues;

    static std::size_t index(std::uint64_t value)
    {
        const unsigned msb = value == 0 ? 0 : 63U - static_cast<unsigned>(std::countl_zero(value));
        if (msb <= kBits) return static_cast<std::size_t>(value);
        const unsigned error_bits = msb - kBits;
        const std::size_t base = static_cast<std::size_t>(error_bits + 1) << kBits;
        const std::size_t offset = static_cast<std::size_t>((kValues - 1) & (value >> error_bits));
        const std::size_t i = base + offset;
        return i < kBuckets ? i : kBuckets - 1;
    }
    // Midpoint of the bucket (exact below 128): fio's plat_idx_to_val, the key of its json+ bins.
    static std::uint64_t value(std::size_t index);
    // The values the bucket holds: [lower, upper). The last bucket also holds everything above.
    static std::uint64_t lower(std::size_t index);
    static std::uint64_t upper(std::size_t index);
};

// Plain counts: merged, subtracted and queried off the hot path.
class LatencyHistogram {
public:
    LatencyHistogram() : counts_(HistogramLayout::kBuckets, 0) {}

    void add(std::uint64_t ns, std::uint64_t n = 1) { counts_[HistogramLayout::index(ns)] += n; }
    void merge(const LatencyHistogram& other);
    // this - earlier (counts only grow, so each bucket stays >= 0)
    LatencyHistogram minus(const LatencyHistogram& earlier) const;

    std::uint64_t count() const;
    // Nearest-rank percentile (0 < p <= 100): the midpoint of the bucket that
    // holds the ceil(p/100 * n)-th smallest value; 0 when empty.
    std::uint64_t percentile(double p) const;

    std::vector<std::uint64_t>& counts() { return counts_; }
    const std::vector<std::uint64_t>& counts() const { return counts_; }

private:
    std::vector<std::uint64_t> counts_;
};

// Fills the percentile fields of `summary` from `histogram`, clamped to the
// exact min and max, which the caller has set.
void fillPercentiles(LatencySummary& summary, const LatencyHistogram& histogram);

// Written by one worker thread, read by the sampler thread. Single writer, so
// a relaxed load + store (plain moves on x86) replaces a locked add.
class LiveHistogram {
public:
    void add(std::uint64_t ns, std::uint64_t n = 1)
    {
        auto& bucket = counts_[HistogramLayout::index(ns)];
        bucket.store(bucket.load(std::memory_order_relaxed) + n, std::memory_order_relaxed);
    }
    void snapshot(LatencyHistogram& into) const
    {
        auto& out = into.counts();
        for (std::size_t i = 0; i < HistogramLayout::kBuckets; ++i)
            out[i] = counts_[i].load(std::memory_order_relaxed);
    }

private:
    std::array<std::atomic<std::uint64_t>, HistogramLayout::kBuckets> counts_{};
};

} // namespace am::bench
