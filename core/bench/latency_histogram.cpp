#include "core/bench/latency_histogram.h"

#include <algorithm>
#include <cmath>

namespace am::bench {

std::uint64_t HistogramLayout::value(std::size_t index)
{
    if (index < 2 * kValues) return index;
    const unsigned error_bits = static_cast<unsigned>(index >> kBits) - 1;
    const std::uint64_t base = std::uint64_t{1} << (error_bits + kBits);
    const std::uint64_t k = index % kValues;
    // base + (k + 0.5) * 2^error_bits, in integers
    return base + (k << error_bits) + ((std::uint64_t{1} << error_bits) >> 1);
}

std::uint64_t HistogramLayout::lower(std::size_t index)
{
    if (index < 2 * kValues) return index;
    const unsigned error_bits = static_cast<unsigned>(index >> kBits) - 1;
    return (std::uint64_t{1} << (error_bits + kBits)) + ((index % kValues) << error_bits);
}

std::uint64_t HistogramLayout::upper(std::size_t index)
{
    if (index < 2 * kValues) return index + 1;
    const unsigned error_bits = static_cast<unsigned>(index >> kBits) - 1;
    return lower(index) + (std::uint64_t{1} << error_bits);
}

void LatencyHistogram::merge(const LatencyHistogram& other)
{
    for (std::size_t i = 0; i < counts_.size(); ++i) counts_[i] += other.counts_[i];
}

LatencyHistogram LatencyHistogram::minus(const LatencyHistogram& earlier) const
{
    LatencyHistogram out;
    for (std::size_t i = 0; i < counts_.size(); ++i)
        out.counts_[i] = counts_[i] >= earlier.counts_[i] ? counts_[i] - earlier.counts_[i] : 0;
    return out;
}

std::uint64_t LatencyHistogram::count() const
{
    std::uint64_t n = 0;
    for (const auto c : counts_) n += c;
    return n;
}

std::uint64_t LatencyHistogram::percentile(double p) const
{
    const std::uint64_t n = count();
    if (n == 0) return 0;
    auto rank = static_cast<std::uint64_t>(std::ceil(p / 100.0 * static_cast<double>(n)));
    rank = std::clamp<std::uint64_t>(rank, 1, n);
    std::uint64_t seen = 0;
    for (std::size_t i = 0; i < counts_.size(); ++i) {
        seen += counts_[i];
        if (seen >= rank) return HistogramLayout::value(i);
    }
    return HistogramLayout::value(counts_.size() - 1);
}

void fillPercentiles(LatencySummary& summary, const LatencyHistogram& histogram)
{
    auto clamp = [&](std::uint64_t v) {
        return summary.count == 0 ? 0 : std::clamp(v, summary.min_ns, summary.max_ns);
    };
    summary.p50_ns = clamp(histogram.percentile(50));
    summary.p90_ns = clamp(histogram.percentile(90));
    summary.p99_ns = clamp(histogram.percentile(99));
    summary.p999_ns = clamp(histogram.percentile(99.9));
    summary.p9999_ns = clamp(histogram.percentile(99.99));
}

} // namespace am::bench
