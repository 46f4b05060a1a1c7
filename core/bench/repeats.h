#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/bench/result.h"
#include "core/bench/result_matrix.h"

namespace am::bench {

// --repeat's limit, and --settle's default: the pause between two runs of a cell.
inline constexpr unsigned kMaxRepeat = 100;
inline constexpr double kDefaultSettleS = 1.0;

// What a repeated cell reports for one figure: the median of its repeats, with their range.
struct Spread {
    double min = 0;
    double median = 0;
    double max = 0;
    // (max - min) / median, 0 when the median is 0.
    double relativeRange() const { return median > 0 ? (max - min) / median : 0; }
};

// The figures a repeat keeps: one row each, read by the JSON writer and reader, the table and
// the charts alike.
enum class RepeatMetric {
    Iops,
    ReadIops,
    WriteIops,
    BwBytes,
    ReadBwBytes,
    WriteBwBytes,
    P50,
    P99,
    P999
};

struct RepeatMetricRow {
    RepeatMetric metric;
    const char* id; // JSON key in "repeats" and "spread"
    double RepeatFigures::*rate = nullptr;
    std::uint64_t RepeatFigures::*latency_ns = nullptr;
};
const std::vector<RepeatMetricRow>& repeatMetrics();
double metricValue(const RepeatFigures& figures, RepeatMetric metric);

// The median of `values` (the mean of the middle two for an even count); 0 when empty.
double median(std::vector<double> values);

RepeatFigures figuresOf(const CellResult& run);

// The spread of one figure over the cell's repeats; a cell measured once has
// min = median = max = its own figure.
Spread spreadOf(const CellResult& cell, RepeatMetric metric);

// The spread of a workspace metric (result_matrix.h: IOPS, MB/s, MiB/s, latency in µs) over a
// repeated cell's runs; nullopt for a cell measured once, and for the figures its repeats do not
// keep (mean latency, completion latency).
std::optional<Spread> spreadOf(const CellResult& cell, Metric metric);

// One cell from its repeats, in the order run (at least one). Rates and latency
// percentiles are the medians of the repeats; counts, times and CPU are their sums;
// min and max latency the extremes; the histograms and verify counts are merged; the
// samples follow one another on one time axis (each repeat's start where the last ended).
// Placement, backend and ring features are the first repeat's. `repeats` holds each
// repeat's figures. A single run is returned as it is.
CellResult combineRepeats(std::vector<CellResult> runs);

} // namespace am::bench
