#pragma once

// The arraymark.fleet/1 document: every host's own arraymark.result/1 kept
// whole, plus the per-cell summary across hosts. See docs/fleet.md.
//
//   {"schema":"arraymark.fleet/1", "created":"...Z", "controller":"hostname",
//    "job_args":[...], "serial":false, "succeeded":2, "failed":1,
//    "hosts":[{"name","destination","via","target","ok","error","exit_code",
//              "elapsed_s","cells_completed","result":{arraymark.result/1}|null}],
//    "summary":[{"name","job":{rw,bs,read_share,qd,jobs},"hosts":[...],"iops":[...],
//                "iops_stats":{min,median,max,spread}, "bw_bytes_stats", "lat_mean_ns_stats",
//                "lat_p99_ns_stats"}]}

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/fleet/fleet_summary.h"
#include "core/fleet/host_run.h"

namespace am::fleet {

inline constexpr const char* kFleetSchema = "arraymark.fleet/1";

struct FleetInfo {
    std::string created;               // bench::utcTimestamp()
    std::string controller;            // the host that ran the fleet command
    std::vector<std::string> job_args; // the bench options every host got
    bool serial = false;
};

nlohmann::json fleetDocument(const FleetInfo& info, const std::vector<HostOutcome>& outcomes,
                             const std::vector<CellSummary>& summary);

// Reads a fleet document back into outcomes (the GUI and tests); throws
// std::runtime_error naming the missing key or wrong schema.
std::vector<HostOutcome> readFleetDocument(const nlohmann::json& document);

} // namespace am::fleet
