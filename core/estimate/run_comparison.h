#pragma once

// A run's measurements beside the estimate of exactly its cells (estimate
// --run, the workspace's overlay): the run's cells as the estimator's
// questions, and measured / estimated per cell.

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/bench/result.h"
#include "core/estimate/estimator.h"

namespace am::estimate {

// One question per finished cell of the run (cancelled cells are no result):
// its rw, block size, read share, queue depth and jobs.
std::vector<CellQuery> cellQueries(const std::vector<bench::CellResult>& cells);

// The run's finished cells, in the order cellQueries asks them.
std::vector<const bench::CellResult*> finishedCells(const std::vector<bench::CellResult>& cells);

// Measured over estimated IOPS; nullopt when the cell was not predicted.
std::optional<double> measuredOverEstimated(const bench::CellResult& measured,
                                            const EstimateCell& estimated);

// {"source": source, "cells": [{"name", "job", "measured_iops", "estimated_iops",
// "ratio", "extrapolated", "not_predicted"}]}: the run's finished cells beside
// estimate.run_cells (asked with cellQueries(cells)).
nlohmann::json runComparisonJson(const std::string& source,
                                 const std::vector<bench::CellResult>& cells,
                                 const Estimate& estimate);

} // namespace am::estimate
