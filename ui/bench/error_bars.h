#pragma once

#include <vector>

#include "core/bench/repeats.h"

class QChart;
class QXYSeries;

namespace am::ui {

// A repeated cell's spread (its slowest to its fastest run) at its point on a chart.
struct ErrorBar {
    double x = 0;
    bench::Spread spread;
};

// Draws each bar as a capped vertical line in `of`'s colour, on `of`'s axes (add `of` to the
// chart first). The bars show and hide with `of`, and no legend or series list names them.
// `cap_half_width` is in x-axis units.
void addErrorBars(QChart* chart, QXYSeries* of, const std::vector<ErrorBar>& bars,
                  double cap_half_width);

// Whether a chart's series is one of those bars (not a measured line).
bool isErrorBar(const QXYSeries* series);

} // namespace am::ui
