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
};

} // namespace am::ui
