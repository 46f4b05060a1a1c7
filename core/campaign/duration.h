#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/bench/job.h"
#include "core/campaign/spec.h"
#include "core/drives/block_device.h"

namespace am::campaign {

// Seconds every cell runs, ramps included (the runtime is an upper bound for
// presets that stop at a steady state).
double cellsSeconds(const std::vector<bench::Job>& cells);

// Sequential rates of a drive, bytes/s, from the estimator's reference
// profile for its kind: an HDD, else an NVMe SSD (capped at SATA's link for a
// SATA SSD). A planning figure, not a measurement.
struct DriveRates {
    double read_bytes_per_s = 0;
    double write_bytes_per_s = 0;
};
DriveRates referenceRates(const drives::BlockDevice& device);

// One member rebuilt (or the initial sync) with md's limits raised to
// kRaisedSpeedLimitKibPerS: estimate::estimateRebuild over the members'
// sizes and rates. 0 for raid0 or without members.
double rebuildSeconds(raid::Level level, const std::vector<const drives::BlockDevice*>& members);

// A sequential fill of `bytes` written at `bytes_per_s`.
double fillSeconds(std::uint64_t bytes, double bytes_per_s);

} // namespace am::campaign
