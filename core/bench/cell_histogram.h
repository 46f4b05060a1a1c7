#pragma once

#include <cstdint>
#include <vector>

namespace am::bench {

class LatencyHistogram;

// One non-empty bucket of HistogramLayout (fio's log-linear layout).
struct HistogramBucket {
    std::uint32_t index = 0;
    std::uint64_t count = 0;
    bool operator==(const HistogramBucket&) const = default;
};

// A histogram as a result keeps it: only its non-empty buckets, by index.
using SparseHistogram = std::vector<HistogramBucket>;

// Which latency a cell's histograms count: the engine keeps total latency (what
// the table shows); fio's json+ bins, when a result was imported, are completion latency.
enum class HistogramLatency { Total, Completion };

// A cell's latency histograms, one per direction.
struct CellHistograms {
    HistogramLatency latency = HistogramLatency::Total;
    SparseHistogram read;
    SparseHistogram write;
    bool empty() const { return read.empty() && write.empty(); }
};

SparseHistogram sparseOf(const LatencyHistogram& histogram);
// Adds the buckets to `into`; an index beyond the layout lands in its last bucket.
void addTo(LatencyHistogram& into, const SparseHistogram& buckets);
// The union of two sparse histograms, bucket counts added.
SparseHistogram merged(const SparseHistogram& a, const SparseHistogram& b);

const char* histogramLatencyId(HistogramLatency latency); // "total", "completion"

// The layout's name in result files: a reader refuses bins of another layout.
inline constexpr const char* kHistogramLayoutId = "log-linear-6";

} // namespace am::bench
