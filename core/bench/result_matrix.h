#pragma once

// Pivots a run's cells into the shapes the workspace shows: a table of
// block size (rows) x read share (columns), the reference matrix's shape, and
// chart series (IOPS vs block size per read share, vs read share per block
// size). Cells that differ in pattern, queue depth or workers are never mixed
// into one row or one series: the quick preset's SEQ1M Q8T1 and SEQ1M Q1T1
// stay apart.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/bench/job_label.h" // blockSizeLabel, for the row and series names
#include "core/bench/result.h"

namespace am::bench {

enum class Metric {
    Iops,  // I/Os per second, both directions
    MBps,  // 10^6 bytes per second
    MiBps, // 2^20 bytes per second
    // Total latency (fio's lat), microseconds: shownLatency(), so completion
    // latency where a cell has no total one.
    LatMeanUs,
    LatP50Us,
    LatP99Us,
    LatP999Us,
    // Completion latency (fio's clat), microseconds.
    ClatMeanUs,
    ClatP50Us,
    ClatP99Us,
    ClatP999Us,
};

// Whether the metric is a latency, and of which kind.
bool isLatency(Metric metric);
bool isCompletionLatency(Metric metric);

double metricValue(const CellResult& cell, Metric metric);
bool lowerIsBetter(Metric metric);

// What a row or series holds fixed besides its own axis.
struct ShapeKey {
    Pattern pattern = Pattern::Random;
    std::uint32_t queue_depth = 1;
    std::uint32_t workers = 1;
    auto operator<=>(const ShapeKey&) const = default;
};

struct MatrixRow {
    ShapeKey shape;
    std::uint64_t block_size = 0;
    std::vector<std::optional<double>> values; // one per column; empty where no cell ran
    std::vector<int> cell_index;               // index into the cells, -1 where none
};

struct ResultMatrix {
    std::vector<std::uint32_t> read_shares; // columns, ascending
    std::vector<MatrixRow> rows;            // by pattern, block size, queue depth, workers
    bool uniform_shape = true; // every row has the same ShapeKey: label rows by block size only
};

// When two cells land on one slot (a repeated job), the later one wins.
ResultMatrix pivot(const std::vector<CellResult>& cells, Metric metric);

struct SeriesPoint {
    double x = 0; // block size in bytes, or read share in percent
    double y = 0;
    int cell_index = -1;
};

struct ChartSeries {
    ShapeKey shape;
    std::uint64_t block_size = 0;    // series of byReadShare charts: the fixed block size
    std::uint32_t read_share = 0;    // series of byBlockSize charts: the fixed read share
    std::vector<SeriesPoint> points; // ascending x
};

// IOPS (or another metric) against block size, one series per read share
// (and shape).
std::vector<ChartSeries> seriesByBlockSize(const std::vector<CellResult>& cells, Metric metric);
// Against read share, one series per block size (and shape).
std::vector<ChartSeries> seriesByReadShare(const std::vector<CellResult>& cells, Metric metric);

// "RND4K Q32T1", or "4K" when the shape is implied; used for row and series names.
std::string shapeLabel(const ShapeKey& shape, std::uint64_t block_size, bool include_shape);

} // namespace am::bench
