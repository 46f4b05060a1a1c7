#pragma once

#include <string>
#include <vector>

#include "core/bench/result.h"

namespace am::bench {

// The workspace's CSV export: a header naming every unit, then one row per
// cell with every metric. Rates in both MB/s (10^6 B/s) and MiB/s (2^20 B/s),
// latencies in microseconds, as a person compares them.
std::string cellsCsv(const std::vector<CellResult>& cells);

} // namespace am::bench
