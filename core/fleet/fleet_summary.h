#pragma once

// The per-cell comparison across hosts: for each job that ran on more than
// nothing, the lowest, median and highest value over the hosts that returned
// it, and how far apart they are.

#include <cstdint>
#include <string>
#include <vector>

#include "core/bench/job.h"
#include "core/fleet/host_run.h"

namespace am::fleet {

struct Spread {
    double min = 0;
    double median = 0; // of an even count: the mean of the two middle values
    double max = 0;
    double spread = 0; // (max - min) / median; 0 when the median is 0
};

Spread spreadOf(std::vector<double> values); // values must not be empty

// Cells are matched across hosts by what they measured (pattern, block size,
// read share, queue depth, workers), not by name: fio-imported cells carry
// fio's section names.
struct CellSummary {
    std::string name;               // the first host's name for the cell
    bench::Job job;                 // its shape (target and runtime are the first host's)
    std::vector<std::string> hosts; // hosts that returned the cell, in plan order
    std::vector<double> iops;       // per host, in the order of `hosts`
    Spread iops_spread;
    Spread bw_bytes_spread;    // bytes per second
    Spread lat_mean_ns_spread; // completion latency
    Spread lat_p99_ns_spread;
};

// Over the hosts that succeeded; cells in the order the first host ran them,
// then cells only later hosts had.
std::vector<CellSummary> summarizeCells(const std::vector<HostOutcome>& outcomes);

} // namespace am::fleet
