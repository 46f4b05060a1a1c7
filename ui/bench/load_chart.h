#pragma once

#include <vector>

#include "core/bench/result.h"

class QChart;

namespace am::ui {

// True when the cells hold a load ladder (the latency-load preset: core/bench/load_ladder.h).
bool hasLoadLadder(const std::vector<bench::CellResult>& cells);

// Fills `chart` (emptied first): p50, p99 and p99.9 latency (µs, log axis) against offered IOPS
// for each ladder, the knee (where p99 stayed doubled from light load) marked with a ring and
// named in its series. The page shows it in place of the read-share chart.
void fillLoadChart(QChart* chart, const std::vector<bench::CellResult>& cells);

} // namespace am::ui
