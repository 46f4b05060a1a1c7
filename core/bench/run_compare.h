#pragma once

// Two runs side by side (`arraymark-cli compare`, the workspace's comparison view): the cells of a
// "before" run A and an "after" run B paired by what they measured (cell_key.h), and for each
// pair and figure the change from A to B in percent, marked significant only where it is larger
// than the runs' own noise:
//
//   - with repeats (--repeat N) in either cell: when the two cells' ranges of the figure over
//     their repeats (min to max) do not overlap: B's lowest above A's highest, or B's highest
//     below A's lowest. A cell measured once has a range of its one value.
//   - without repeats in both cells: when the change is more than 5 % either way.
//   - a figure that is 0 in either cell (nothing measured: a failed cell, a latency percentile the
//     file lacks) is never marked, and with A at 0 there is no percent.
//
// Better or worse follows the figure: more IOPS or MB/s is better, lower latency is better.
// (core/estimate/run_comparison.h is another thing: a run beside its estimate.)

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/bench/cell_key.h"
#include "core/bench/repeats.h"
#include "core/bench/result.h"
#include "core/bench/result_matrix.h"

namespace am::bench {

// The change a pair of cells measured once must exceed to be marked, in percent.
inline constexpr double kUnrepeatedChangePercent = 5.0;

// The figures a comparison shows: workspace metrics whose repeats keep a spread (repeats.h's
// spreadOf).
struct CompareFigure {
    Metric metric;
    const char* id;    // JSON key and `compare --metric` value: "iops", "mb_s", "p99_us", ...
    const char* label; // in English text (CLI, Markdown): "IOPS", "MB/s", "p99"
};
const std::vector<CompareFigure>& compareFigures();
// The figure of that id or metric; null when there is none.
const CompareFigure* findCompareFigure(std::string_view id);
const CompareFigure* findCompareFigure(Metric metric);

enum class ChangeVerdict {
    Unchanged,     // not significant
    Better,        // significant, the way the figure calls better
    Worse,         // significant, the other way
    NotComparable, // the figure is 0 in one of the cells
};
const char* toString(ChangeVerdict verdict); // "unchanged", "better", "worse", "not_comparable"

struct FigureChange {
    Metric metric = Metric::Iops;
    double a = 0; // the cells' figures in the metric's unit (as the workspace shows them)
    double b = 0;
    Spread a_spread; // over each cell's repeats, same unit; min = median = max when measured once
    Spread b_spread;
    bool repeated = false;         // either cell has repeats: the range rule applied
    std::optional<double> percent; // (b - a) / a x 100; none when a is 0
    bool significant = false;
    ChangeVerdict verdict = ChangeVerdict::Unchanged;
};

FigureChange figureChange(const CellResult& a, const CellResult& b, const CompareFigure& figure);

struct CellComparison {
    CellKey key;
    std::string name;             // cellKeyName(key): "RND4K Q32T1 read"
    std::optional<std::size_t> a; // index into A's cells; none: only B measured it
    std::optional<std::size_t> b; // index into B's cells; none: only A measured it
    // One per compareFigures(), in its order, when both runs have the cell; else empty.
    std::vector<FigureChange> figures;
    bool inBoth() const { return a && b; }
    const FigureChange* figure(Metric metric) const;
};

// Every cell of A in A's order, then B's cells A lacks in B's. The n-th cell of a key in A is
// paired with the n-th of that key in B (a run that holds a job twice).
std::vector<CellComparison> compareRuns(const std::vector<CellResult>& a,
                                        const std::vector<CellResult>& b);

// How many pairs of one figure are better, worse, unchanged, not comparable, and the cells in
// only one run.
struct CompareCounts {
    std::size_t better = 0, worse = 0, unchanged = 0, not_comparable = 0, only_a = 0, only_b = 0;
};
CompareCounts countChanges(const std::vector<CellComparison>& cells, Metric metric);

} // namespace am::bench
