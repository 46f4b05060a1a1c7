#pragma once

#include <string>
#include <vector>

#include "core/bench/result.h"

namespace am::bench {

// Each cell's latency histograms, one row per non-empty bucket, in fio's log-linear layout:
//   cell,name,direction,latency,bucket,low_ns,high_ns,fio_value_ns,count,cumulative_percent
// A bucket holds latencies in [low_ns, high_ns); fio_value_ns is the value fio gives the same
// bucket (plat_idx_to_val, the keys of its json+ "bins"), so the rows line up with fio's.
// cumulative_percent is the share of the cell's I/Os in that direction up to this bucket.
std::string histogramCsv(const std::vector<CellResult>& cells);

} // namespace am::bench
