#pragma once

#include <vector>

#include "core/bench/result.h"
#include "ui/bench/chart_run.h"

class QChart;

namespace am::ui {

// True when some job shape was measured at three or more queue depths (the
// qd-sweep preset): then IOPS and p99 against queue depth say more than the
// read-share chart, which has one point per series.
bool hasQueueDepthSweep(const std::vector<bench::CellResult>& cells);
// The same for a run's planned jobs (before they are measured).
bool hasQueueDepthSweep(const std::vector<bench::Job>& jobs);

// Fills `chart` (emptied first): IOPS (left axis, solid) and p99 latency
// (right axis, µs, dashed) against queue depth on a log2 axis, one pair of
// series per block size, read share, pattern and worker count. With an
// estimate (its at_run_depths), each measured IOPS series gets the estimate at
// the same depths beside it, long-dashed, its extrapolated points hollow and
// labelled "≈".
void fillQueueDepthChart(QChart* chart, const std::vector<bench::CellResult>& cells,
                         const ChartRun* estimate = nullptr);

} // namespace am::ui
