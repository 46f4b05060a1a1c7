#pragma once

// The cache cliff: a sequential write of a whole range (a preset cell's "fill") charted as
// MB/s against bytes written. Drives with a write cache (SLC on TLC/QLC flash, a DRAM cache, an
// array's cache) write fast until it runs out, then at what the media sustain.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/bench/result.h"

namespace am::bench {

struct FillPoint {
    double time_s = 0;
    double written_bytes = 0; // by the end of the interval
    double bytes_per_s = 0;
};

// The cliff: the rate falls below kCliffShare of the first kFirstMinuteS's median and stays
// below it for kCliffHoldS.
inline constexpr double kFirstMinuteS = 60;
inline constexpr double kCliffShare = 0.5;
inline constexpr double kCliffHoldS = 30;

struct FillCurve {
    std::size_t cell = 0;
    std::string name;
    std::vector<FillPoint> points;
    double range_bytes = 0; // what the fill was to write
    double written_bytes = 0;
    double seconds = 0;
    double first_minute_rate = 0;     // median over the first minute (the whole fill when shorter)
    std::optional<std::size_t> cliff; // index into points: where the rate fell and stayed down
    // Where the rate fell too close to the end to tell whether it stayed down.
    std::optional<std::size_t> late_drop;
    double steady_rate = 0; // median after the cliff; over the whole fill without one
};

// The curve of one fill cell's samples.
FillCurve fillCurve(const std::vector<Sample>& samples, double range_bytes);

// Every fill cell in `cells` (job.fill_once) that has its samples, with its range from the
// target's size.
std::vector<FillCurve> fillCurves(const std::vector<CellResult>& cells,
                                  std::uint64_t target_size_bytes);

// At most `max_points` points for a chart: consecutive points merged, each keeping the last
// one's time and bytes written and the rate over the merged span (bytes over seconds), so the
// curve's area (the bytes) is kept. Fewer points than `max_points`: the points as they are.
std::vector<FillPoint> thinnedFillPoints(const std::vector<FillPoint>& points,
                                         std::size_t max_points);

// "wrote 32.0 GiB in 41 s; 1.95 GB/s in the first minute; the cache ran out after 12.1 GiB
// (6 s): 612 MB/s after it", or that it held (English; the GUI says it in the user's language).
std::string fillText(const FillCurve& curve);

} // namespace am::bench
