#pragma once

#include <QString>
#include <cstddef>
#include <optional>

namespace am::ui {

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
};

struct RunEta {
    std::size_t total_cells = 0;
    double fraction = 0;    // 0..1, for the progress bar
    double remaining_s = 0; // never negative
};

// Before the first cell finishes, the preset's times; after, the measured pace
// (it includes the child's setup). A running cell counts by its samples, at most 99 %.
RunEta estimateRun(const RunClock& clock);

// "4:05", "1:02:03".
QString formatDuration(double seconds);

} // namespace am::ui
