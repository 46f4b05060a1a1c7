#pragma once

#include <optional>

#include "core/estimate/estimator.h"

namespace am::estimate {

// How much faster an array must read than one of its drives, at the same
// number of I/Os in flight, to count as paying off: 20 %, well beyond the
// estimator's error on the published figures (docs/estimator.md).
inline constexpr double kPayoffMargin = 1.2;

// The fewest I/Os in flight, among the curve's points, from which the array's
// random reads stay at least `margin` times one member's at that depth, up to
// the deepest point. Below it the array reads no faster than a single drive
// (one request lands on one member). Empty when no point qualifies.
std::optional<int> readPayoffInFlight(const QueueCurve& curve, double margin = kPayoffMargin);

} // namespace am::estimate
