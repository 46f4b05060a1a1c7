#pragma once

#include <QString>

#include "core/bench/fill_curve.h"

namespace am::ui {

// What a fill found (core/bench/fill_curve.h's fillText) in the user's language: what was
// written in how long, the first minute's rate, and where the write cache ran out and the rate
// after it, or that it held. `live`: the fill is still running (no "stopped" remark, no verdict
// on a cliff yet to be confirmed).
QString fillCurveText(const bench::FillCurve& curve, bool live = false);

} // namespace am::ui
