#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/bench/job.h"

namespace am::bench {

// The "schema" of every result document ArrayMark writes and reads.
inline constexpr const char* kResultSchema = "arraymark.result/1";

// Completion latency (fio's "clat": submission to reap), nanoseconds.
// Percentiles come from the log-linear histogram (<= 1 % relative error).
struct LatencySummary {
    std::uint64_t count = 0;
    double mean_ns = 0;
    std::uint64_t min_ns = 0;
    std::uint64_t max_ns = 0;
    std::uint64_t p50_ns = 0;
    std::uint64_t p90_ns = 0;
    std::uint64_t p99_ns = 0;
    std::uint64_t p999_ns = 0;
    std::uint64_t p9999_ns = 0;
};

// CPU time of the whole process (all threads, io_uring workers included)
// during the measured part of the run.
struct CpuTime {
    double user_s = 0;
    double system_s = 0;
};

// One interval (default 250 ms) of the measured part of a run.
struct Sample {
    double time_s = 0;      // end of the interval, seconds since measuring began
    double interval_s = 0;
    double iops = 0;
    double read_iops = 0;
    double write_iops = 0;
    double bw_bytes = 0;    // bytes per second, both directions
    std::uint64_t p99_ns = 0; // of the I/Os completed in this interval
};

struct VerifyReport {
    bool enabled = false;
    std::uint64_t blocks_checked = 0; // read and compared with their header
    std::uint64_t unwritten = 0;      // read blocks that carry no header (never written by a verify run)
    std::uint64_t mismatched = 0;     // header or checksum wrong
    std::uint64_t unreadable = 0;     // the read failed
    std::vector<std::uint64_t> first_bad_offsets; // up to 16, in the order found
    bool ok() const { return mismatched == 0 && unreadable == 0; }
};

// What one job measured.
struct CellResult {
    Job job;
    Backend backend = Backend::IoUring;
    std::string backend_reason;     // why this backend ran
    std::vector<std::string> ring_features; // io_uring setup flags and registrations that took
    double measured_s = 0;          // wall time of the measured part
    std::uint64_t read_ios = 0;
    std::uint64_t write_ios = 0;
    std::uint64_t read_bytes = 0;
    std::uint64_t write_bytes = 0;
    double iops = 0;
    double read_iops = 0;
    double write_iops = 0;
    double bw_bytes = 0;       // bytes per second
    double read_bw_bytes = 0;
    double write_bw_bytes = 0;
    LatencySummary lat;
    LatencySummary read_lat;
    LatencySummary write_lat;
    CpuTime cpu;
    std::vector<Sample> samples;
    std::uint64_t errors = 0;
    std::string first_error;
    VerifyReport verify;
    bool cancelled = false;
    bool steady_state = false; // sustained cells: the steady-state rule was met before the time cap
};

} // namespace am::bench
