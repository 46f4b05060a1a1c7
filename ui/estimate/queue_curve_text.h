#pragma once

#include <QString>

#include "core/estimate/estimator.h"

namespace am::ui {

// What an array's queue-depth curve means, in two sentences: below how many
// I/Os in flight `level` (a title, "RAID 0 (stripe)") reads no faster than
// one drive, and from how many it reaches 90 % of its peak. Shown where an
// estimate is: the wizard's estimate page and the workspace's overlay.
// Empty when the curve's reads could not be predicted.
QString queueCurveSentence(const QString& level, const estimate::QueueCurve& curve);

} // namespace am::ui
