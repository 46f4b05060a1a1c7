#pragma once

#include <string_view>

#include <nlohmann/json.hpp>

#include "core/estimate/estimator.h"

namespace am::estimate {

inline constexpr std::string_view kEstimateSchema = "arraymark.estimate/1";

// The estimate as a document whose cells have the result document's shape
// (job.rw, job.bs, job.read_share, iops, read_iops, write_iops, bw_bytes,
// lat_ns.mean), so charts and comparisons read estimates and measurements
// alike. job.runtime is null: nothing was run; job.qd and job.jobs are the
// --qd the random cells were predicted at (qd = it, jobs = 1), else null. Adds
// "estimate": {"limit": ..., "extrapolated": ...} per cell, the plan, caps and
// every parameter used at the top, and "queue_curve" (4k random IOPS against
// I/Os in flight, peak, and the count reaching 90 % of it).
nlohmann::json toJson(const Estimate& estimate);

} // namespace am::estimate
