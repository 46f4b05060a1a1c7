#pragma once

#include <QString>

#include "core/bench/fill_curve.h"

class QChart;

namespace am::ui {

// Fills `chart` (emptied first) with a fill's curve (the fill preset, core/bench/fill_curve.h):
// MB/s (10^6 bytes/s) against GiB written, a vertical line where the write cache ran out and a
// horizontal one at the rate after it (the median over the whole fill when there is no cliff).
// `live`: the fill is still running. Long fills are drawn thinned (thinnedFillPoints).
void fillFillChart(QChart* chart, const QString& name, const bench::FillCurve& curve, bool live);

} // namespace am::ui
