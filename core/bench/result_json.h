#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/bench/host_info.h"
#include "core/bench/result.h"
#include "core/bench/target.h"

namespace am::bench {

// What a result document says about the run as a whole.
struct RunInfo {
    std::string preset;  // empty for a single job
    std::string created; // utcTimestamp()
    HostInfo host;
    TargetInfo target;
    nlohmann::json target_device; // the drives scan's entry (drives::toJson), or null for files
    BackendChoice requested = BackendChoice::Auto;
    bool cancelled = false;
    RunTemperatures temperatures; // interval_s 0: not sampled, no "temperature" key
    nlohmann::json precondition;  // preconditionToJson (precondition.h); null: not recorded
    unsigned repeat = 1;          // --repeat: runs of each cell ("repeat" in the document if > 1)
    double settle_s = 0;          // --settle: the pause between two runs of a cell
};

// {"hostname", "cpu", "cpus", "memory_bytes"}: the host as result files carry it.
nlohmann::json hostToJson(const HostInfo& host);
nlohmann::json latencyToJson(const LatencySummary& lat);
nlohmann::json sampleToJson(const Sample& sample);
// One cell: "job" {rw, bs, read_share, qd, jobs, runtime, ...}, iops,
// read_iops, write_iops, bw_bytes, lat_ns {mean, min, max, p50, p90, p99,
// p99.9, p99.99} (completion latency, fio's clat, as in every file so far),
// total_lat_ns {the same keys} (total latency, fio's lat), the read_ and
// write_ forms of both, cpu, samples, errors, verify, backend, temperature
// (temperature_json.h).
nlohmann::json cellToJson(const CellResult& cell);
// The whole document, "schema": "arraymark.result/1".
nlohmann::json resultDocument(const RunInfo& run, const std::vector<CellResult>& cells);

} // namespace am::bench
