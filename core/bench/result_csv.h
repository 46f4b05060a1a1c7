#pragma once

#include <string>
#include <vector>

#include "core/bench/result.h"

namespace am::bench {

// One header line, then one row per cell. Sizes in bytes, rates in bytes/s,
// latencies in ns, CPU in seconds (no unit guessing in a spreadsheet).
std::string resultCsv(const std::vector<CellResult>& cells);

} // namespace am::bench
