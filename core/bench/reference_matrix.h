#pragma once

// The published reference tables (../shared/reference/*.csv): "#" lines name
// the source, then block_size,read_0,read_5,... rows of IOPS. Read as cells
// so that the charts overlay them like any run.

#include <string>
#include <vector>

#include "core/bench/result.h"

namespace am::bench {

struct ReferenceMatrix {
    std::vector<std::string> source; // the "#" lines, without "# "
    std::vector<CellResult> cells;   // random I/O; iops and bw_bytes set, no latency
};

// Throws std::invalid_argument naming the line and the value that is wrong.
ReferenceMatrix parseReferenceMatrix(const std::string& csv);

} // namespace am::bench
