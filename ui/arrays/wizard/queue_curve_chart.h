#pragma once

#include <QString>
#include <vector>

#include "core/estimate/level_comparison.h"

class QChart;

namespace am::ui {

// Fills `chart` (emptied first): each possible level's predicted 4k random
// read IOPS against I/Os in flight on log axes, the chosen level drawn
// thicker, and one member's own curve dashed, so a reader sees where an
// array leaves a single drive behind.
void fillQueueCurveChart(QChart* chart, const std::vector<estimate::LevelRow>& rows,
                         raid::Level chosen);

// ui/estimate/queue_curve_text's sentences for a level of the table; empty
// when the level is not possible.
QString queueCurveSentence(const estimate::LevelRow& row);

} // namespace am::ui
