#pragma once

#include <QString>
#include <cstddef>
#include <optional>
#include <vector>

#include "core/bench/result.h"

namespace am::ui {

// A fill cell (Job::fill_once) while it runs: its runtime is only a cap (the fill preset's is a
// day), so its time left comes from the bytes left and the recent rate.
struct FillProgress {
    double range_bytes = 0;   // what the fill is to write; 0 = unknown
    double written_bytes = 0; // so far
    double rate = 0;          // bytes/s over the last kFillRateWindowS of samples
};
inline constexpr double kFillRateWindowS = 30;

// The running fill's progress from its samples so far.
FillProgress fillProgress(const std::vector<bench::Sample>& samples, double range_bytes);

// What the progress bar and the "about 2:10 left" of a run are computed from.
struct RunClock {
    std::size_t reported_cells = 0; // the stream's cell count; 0 before its first line
    int preset_cells = 0;           // the preset's own count, until the stream says
    double preset_runtime_s = 5;    // the preset's own per-cell time and ramp
    double preset_ramp_s = 1;
    double requested_runtime_s = 0; // the page's; 0 = the preset's own
    double requested_ramp_s = -1;   // the page's; < 0 = the preset's own
    unsigned repeat = 1;            // runs of each cell (--repeat)
    double settle_s = 0;            // the pause between two of them
    std::size_t finished_cells = 0;
    std::optional<double> running_cell_s; // the running cell's last sample time, if it sent one
    double elapsed_s = 0;
    // The running cell is a fill with samples: its time left is its bytes left at its rate.
    std::optional<FillProgress> running_fill;
};

struct RunEta {
    std::size_t total_cells = 0;
    double fraction = 0;    // 0..1, for the progress bar
    double remaining_s = 0; // never negative
};

// Before the first cell finishes, the preset's times; after, the measured pace
// (it includes the child's setup). A running cell counts by its samples, at most 99 %; a running
// fill with a known range and rate by its bytes.
RunEta estimateRun(const RunClock& clock);

// "4:05", "1:02:03".
QString formatDuration(double seconds);

} // namespace am::ui
