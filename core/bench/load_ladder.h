#pragma once

// Latency under load: a job measured unpaced (its peak), then paced at a ladder of percents of
// that peak (a preset cell's "load_ladder"). The number a database owner needs is the knee: the
// offered load at which p99 has doubled from its light-load value.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/bench/result.h"

namespace am::bench {

// The per-thread rate (rate_iops) of a ladder job at its percent of `peak_iops` (the whole
// job's IOPS, all threads): at least 1.
std::uint64_t ladderRateIops(const Job& paced, double peak_iops);

// A ladder job with its rate set from the peak; the job itself when it is not a ladder step.
// Throws JobError when it is a step and no peak was measured before it.
Job resolveLadderJob(const Job& job, std::optional<double> peak_iops);

struct LoadPoint {
    std::size_t cell = 0; // index into the cells
    std::uint32_t percent = 0;
    double offered_iops = 0;  // rate_iops x threads
    double achieved_iops = 0; // what the cell measured
    std::uint64_t p50_ns = 0; // shown latency (total, from the due time when paced)
    std::uint64_t p99_ns = 0;
    std::uint64_t p999_ns = 0;
};

struct LoadCurve {
    std::size_t peak_cell = 0;
    std::string name; // the peak cell's name without " peak"
    double peak_iops = 0;
    std::vector<LoadPoint> points; // by percent, ascending
    // The first point (after the lightest) from which p99 stays at least kKneeFactor x the
    // light-load p99.
    std::optional<std::size_t> knee; // index into points
};

inline constexpr double kKneeFactor = 2.0;
// The light-load p99: the median of the lightest steps' p99, so that one slow step (a paced
// run's first wake-ups late) does not set it.
inline constexpr std::size_t kLightSteps = 3;
double lightLoadP99(const LoadCurve& curve);

// Every ladder in `cells`: a peak cell and the steps that follow it.
std::vector<LoadCurve> loadCurves(const std::vector<CellResult>& cells);

// "p99 doubled at 60 % of the peak (69.2k IOPS offered): 120 µs at light load, 260 µs there", or
// that it did not up to the last step (English; the GUI says it in the user's language).
std::string kneeText(const LoadCurve& curve);

} // namespace am::bench
