#include "core/bench/cell_histogram.h"

#include <algorithm>

#include "core/bench/latency_histogram.h"

namespace am::bench {

SparseHistogram sparseOf(const LatencyHistogram& histogram)
{
    SparseHistogram out;
    const auto& counts = histogram.counts();
    for (std::size_t i = 0; i < counts.size(); ++i)
        if (counts[i] != 0) out.push_back({static_cast<std::uint32_t>(i), counts[i]});
    return out;
}

void addTo(LatencyHistogram& into, const SparseHistogram& buckets)
{
    auto& counts = into.counts();
    for (const auto& bucket : buckets)
        counts[std::min<std::size_t>(bucket.index, counts.size() - 1)] += bucket.count;
}

SparseHistogram merged(const SparseHistogram& a, const SparseHistogram& b)
{
    LatencyHistogram both;
    addTo(both, a);
    addTo(both, b);
    return sparseOf(both);
}

const char* histogramLatencyId(HistogramLatency latency)
{
    return latency == HistogramLatency::Total ? "total" : "completion";
}

} // namespace am::bench
