#pragma once

#include <string_view>

#include <nlohmann/json.hpp>

#include "core/estimate/estimator.h"

namespace am::estimate {

inline constexpr std::string_view kEstimateSchema = "arraymark.estimate/1";

// The estimate as a document whose cells have the result document's shape
// (job.rw, job.bs, job.read_share, iops, read_iops, write_iops, bw_bytes,
// lat_ns.mean), so charts and comparisons read estimates and measurements
// alike. job.qd, job.jobs and job.runtime are null: nothing was run. Adds
// "estimate": {"limit": ...} per cell, and the plan, caps and every
// parameter used at the top.
nlohmann::json toJson(const Estimate& estimate);

} // namespace am::estimate
