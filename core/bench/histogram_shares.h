#pragma once

// A cell's latency histogram as a person reads it: the share of the I/Os in each latency bin,
// bins of equal width on a log axis (fio's 64 buckets to a power of two gathered into fewer).

#include <cstdint>
#include <vector>

#include "core/bench/cell_histogram.h"
#include "core/bench/result.h"

namespace am::bench {

// One bin: the latencies [lower_ns, upper_ns), their geometric middle (where a chart puts the
// point), how many I/Os landed there and their share of the direction's I/Os (percent).
struct HistogramShare {
    double lower_ns = 0;
    double upper_ns = 0;
    double middle_ns = 0;
    std::uint64_t count = 0;
    double percent = 0;
};

// Bins to a power of two: 8 gives bins 9 % wide, smooth enough to read a shape from a few
// thousand I/Os and fine enough to show two modes (a cache hit and a miss).
inline constexpr unsigned kShareBinsPerOctave = 8;

// fio's log-linear buckets gathered into `per_octave` bins to a power of two (a power of two,
// 1..64; below 2 * per_octave ns a bin holds one nanosecond value), from the first non-empty bin
// to the last, the empty bins between them included at 0 %, so a line through the points falls
// to zero where nothing landed. The percents add up to 100; empty buckets give no bins.
std::vector<HistogramShare> histogramShares(const SparseHistogram& buckets,
                                            unsigned per_octave = kShareBinsPerOctave);

// The cell of `cells` measured with the same job as `job`: pattern, block size, read share,
// queue depth, threads, load step and fill (the name and the target may differ between runs);
// nullptr when none. An overlaid run's counterpart of a chosen cell.
const CellResult* sameJobCell(const std::vector<CellResult>& cells, const Job& job);

} // namespace am::bench
