#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/bench/engine.h"
#include "core/bench/preset.h"
#include "core/bench/repeats.h"
#include "core/bench/result.h"

namespace am::bench {

struct SweepEvents {
    std::function<void(std::size_t cell, const Job&)> cell_started;
    // Repeated cells (SweepOptions::repeat > 1): before each run of the cell, 0-based.
    std::function<void(std::size_t cell, unsigned repeat, unsigned repeats)> repeat_started;
    std::function<void(std::size_t cell, const Sample&)> sample;
    // Before cell_done: adds what the caller measured beside the engine (drive temperatures).
    std::function<void(std::size_t cell, CellResult&)> finish_cell;
    std::function<void(std::size_t cell, const CellResult&)> cell_done;
    std::function<void(std::size_t cell, ErrorKind kind, const std::string& message)> error;
};

struct SweepOptions {
    std::optional<SteadyStateRule> steady_state; // sustained: end each cell once steady
    bool stop_on_error = false;                  // a failed cell ends the sweep
    // Runs of each cell (--repeat): the cell reports their medians (repeats.h), with a pause of
    // settle_s between them for the device to finish what the last run left it (caches, queues).
    unsigned repeat = 1;
    double settle_s = kDefaultSettleS;
    // The scan of a device target (PreparedRun::scan): its link for the faster_than_link check.
    const drives::ScanResult* scan = nullptr;
};

struct SweepResult {
    std::vector<CellResult> cells;
    bool cancelled = false;
    std::size_t failed_cells = 0;
};

// Runs the jobs one after another on control.target, or on a target it
// prepares for all of them (prepareRun: its refusals are thrown). A cell that cannot run (I/O setup
// error) is reported through `error` and skipped, or ends the sweep with stop_on_error.
// Cancellation ends the sweep after the current cell, which is kept and marked cancelled
// (with the repeats it finished). Each cell carries the honest-number warnings of its runs
// (run_warnings.h).
SweepResult runSweep(const std::vector<Job>& jobs, const SweepOptions& options,
                     const RunControl& control, const SweepEvents& events);

// True when the last window of samples is steady under the rule.
bool isSteady(const std::vector<Sample>& samples, const SteadyStateRule& rule);

} // namespace am::bench
