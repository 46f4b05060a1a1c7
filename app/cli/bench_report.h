#pragma once

#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

#include "core/bench/result.h"

namespace am::cli {

// The terminal side of `bench`: a one-line progress display (on stderr, so
// stdout stays the table) and the final table.
class BenchProgress {
public:
    BenchProgress(std::FILE* out, bool interactive, std::size_t cells, double seconds_per_cell);
    void cellStarted(std::size_t cell, const bench::Job& job);
    void repeatStarted(unsigned repeat, unsigned repeats); // 0-based, of a repeated cell
    void sample(std::size_t cell, const bench::Sample& sample);
    void cellDone(std::size_t cell, const bench::CellResult& result);
    void error(std::size_t cell, const std::string& message);

private:
    void clearLine();
    std::FILE* out_;
    bool interactive_;
    std::size_t cells_;
    double seconds_per_cell_;
    std::string name_;
    double cell_length_ = 0;
    double runtime_ = 0;      // of the running cell, one run
    std::string repeat_text_; // " (2/3)" while a repeated cell runs
    bool line_open_ = false;
};

// IOPS, MB/s (10^6 B/s), latency percentiles and CPU per cell; repeated cells show their
// medians and an IOPS range column.
std::string benchTable(const std::vector<bench::CellResult>& cells);

// After the table, for each load ladder (latency-load): offered and achieved IOPS and latency
// per step, and the knee. Empty when the run has none.
std::string loadCurveReport(const std::vector<bench::CellResult>& cells);

// "warning: <cell>: <sentence> [<id>]" for each honest-number warning (run_warnings.h); empty
// when there are none.
std::string warningReport(const std::vector<bench::CellResult>& cells);

// IOPS by threads (rows) and queue depth (columns) for a QD x jobs grid (qd_jobs_grid.h); empty
// when the cells are not one.
std::string gridReport(const std::vector<bench::CellResult>& cells);

// "Fill, <cell>: <fillText>" for each fill cell (fill_curve.h), with the target's size for the
// range a cell without --size wrote.
std::string fillReport(const std::vector<bench::CellResult>& cells, std::uint64_t target_size);

// After the table: each drive's hottest reading during the run, "reached the
// warning threshold" when it did, and the drives not sampled with the reason.
std::string temperatureReport(const bench::RunTemperatures& temperatures);

// "812 µs", "1.20 ms", "95 ns"
std::string latencyText(double ns);

} // namespace am::cli
