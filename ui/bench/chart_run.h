#pragma once

#include <QString>
#include <vector>

#include "core/bench/result.h"

namespace am::ui {

// One run as the charts draw it: the run being measured or reopened (solid),
// other runs overlaid for comparison, the published reference (dashed), and
// the estimator's prediction for an array (long dashes). Widget-free, so the
// benchmark session can hold runs without the charts.
struct ChartRun {
    enum class Kind { Primary, Overlay, Reference, Estimate };
    QString label;
    Kind kind = Kind::Primary;
    std::vector<bench::CellResult> cells;
    // Kind::Estimate: the shown run's own cells predicted at their queue depths
    // and jobs (drawn on the queue-depth chart), and, parallel to them, which
    // are extrapolated (a depth the member profile did not measure).
    std::vector<bench::CellResult> at_run_depths = {};
    std::vector<bool> extrapolated = {};
};

} // namespace am::ui
