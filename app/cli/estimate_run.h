#pragma once

// estimate --run: the run's cells read, and printed beside their estimate.

#include <string>
#include <vector>

#include "core/bench/result_reader.h"
#include "core/estimate/estimator.h"

namespace am::cli {

// The run's cells; throws UsageError naming the file and the rule when it is
// not a result (or fio's JSON) with finished cells.
bench::RunDocument readRun(const std::string& path);

// Each of the run's finished cells beside its estimate at the same depth,
// with measured / estimated; "~" marks an extrapolated estimate.
void printRunComparison(const estimate::Estimate& e, const std::string& path,
                        const std::vector<bench::CellResult>& cells);

} // namespace am::cli
