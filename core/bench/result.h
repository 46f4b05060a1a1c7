#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/bench/cell_histogram.h"
#include "core/bench/error_kind.h"
#include "core/bench/job.h"
#include "core/bench/run_warning.h"
#include "core/bench/temperature.h"

namespace am::bench {

// The "schema" of every result document ArrayMark writes and reads.
inline constexpr const char* kResultSchema = "arraymark.result/1";

// One kind of latency, nanoseconds. Percentiles come from the log-linear
// histogram (<= 1 % relative error). A cell carries two kinds:
//   completion (fio's clat): from the return of the submit call to the reap;
//     an I/O that the submit call already finished reads as ~0.1 µs.
//   total (fio's lat): from just before the engine prepared the I/O's batch to
//     the reap, so it holds the submit call too; what a user waits for.
//     total >= completion.
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
    double sqpoll_s = 0;     // of that, io_uring's SQPOLL threads (iou-sqp-*)
    double io_workers_s = 0; // of that, io_uring's workers for blocking I/O (iou-wrk-*)
};

// Where one of a job's threads ran.
struct ThreadPlacement {
    int cpu = -1;        // pinned to; -1: left to the scheduler
    int ran_on = -1;     // the CPU it was on when it finished
    double cpu_s = 0;    // its CPU time in the measured part
    int sqpoll_cpu = -1; // its SQPOLL thread's CPU (--sqpoll), -1: none or unpinned
};

// A cell whose engine threads used nearly all of their cores measured the host,
// not the drive. Polled runs (--hipri) spin by design: never marked.
inline constexpr double kCpuBoundShare = 0.9;

// One interval (default 250 ms) of the measured part of a run.
struct Sample {
    double time_s = 0; // end of the interval, seconds since measuring began
    double interval_s = 0;
    double iops = 0;
    double read_iops = 0;
    double write_iops = 0;
    double bw_bytes = 0;      // bytes per second, both directions
    std::uint64_t p99_ns = 0; // completion latency of the I/Os completed in this interval
    std::uint64_t total_p99_ns =
        0; // total latency of the same I/Os (0 in files written before it existed)
};

struct VerifyReport {
    bool enabled = false;
    std::uint64_t blocks_checked = 0; // read and compared with their header
    std::uint64_t unwritten = 0; // read blocks that carry no header (never written by a verify run)
    std::uint64_t mismatched = 0;                 // header or checksum wrong
    std::uint64_t unreadable = 0;                 // the read failed
    std::vector<std::uint64_t> first_bad_offsets; // up to 16, in the order found
    bool ok() const { return mismatched == 0 && unreadable == 0; }
};

// One run of a repeated cell (--repeat N): its headline figures, latency as shown
// (shownLatency). The cell's own figures are then the medians of its repeats (repeats.h).
struct RepeatFigures {
    double measured_s = 0;
    double iops = 0;
    double read_iops = 0;
    double write_iops = 0;
    double bw_bytes = 0;
    double read_bw_bytes = 0;
    double write_bw_bytes = 0;
    std::uint64_t p50_ns = 0;
    std::uint64_t p99_ns = 0;
    std::uint64_t p999_ns = 0;
    std::uint64_t errors = 0;
    bool cpu_bound = false;
};

// What one job measured.
struct CellResult {
    Job job;
    Backend backend = Backend::IoUring;
    std::string backend_reason;             // why this backend ran
    std::vector<std::string> ring_features; // io_uring setup flags and registrations that took
    double measured_s = 0;                  // wall time of the measured part
    std::uint64_t read_ios = 0;
    std::uint64_t write_ios = 0;
    std::uint64_t read_bytes = 0;
    std::uint64_t write_bytes = 0;
    double iops = 0;
    double read_iops = 0;
    double write_iops = 0;
    double bw_bytes = 0; // bytes per second
    double read_bw_bytes = 0;
    double write_bw_bytes = 0;
    // Completion latency (fio's clat); the names predate total latency.
    LatencySummary lat;
    LatencySummary read_lat;
    LatencySummary write_lat;
    // Total latency (fio's lat); count == 0 in files written before it existed.
    LatencySummary total_lat;
    LatencySummary read_total_lat;
    LatencySummary write_total_lat;
    CpuTime cpu;
    std::vector<ThreadPlacement> threads;
    std::string placement; // how the CPUs were chosen: "numa node 0", "cpus 0-3", "scheduler"
    // The job threads' and io_uring workers' CPU time over (measured time x
    // the cores they had): 1.0 is every core busy all the time.
    double engine_busy = 0;
    unsigned engine_cores = 0; // the cores engine_busy is a share of
    bool cpu_bound = false;    // engine_busy >= kCpuBoundShare, not polled
    // Paced cells (job.rate_iops): total latency counts from each I/O's due
    // time, not its submission (coordinated omission corrected).
    bool latency_from_due = false;
    std::vector<Sample> samples;
    std::uint64_t errors = 0;
    std::string first_error;
    ErrorKind first_error_kind =
        ErrorKind::Internal; // of first_error; io_error, short_transfer, submit_failed
    int first_errno = 0;     // io_error: the errno; else 0
    VerifyReport verify;
    bool cancelled = false;
    bool steady_state = false; // sustained cells: the steady-state rule was met before the time cap
    CellTemperature temperature; // the drives' hottest readings while it measured (temperature.h)
    // Total latency of every measured I/O, by direction (the percentiles above come from the
    // same counts). Empty in files written before histograms were kept.
    CellHistograms histograms;
    // Every run of a repeated cell, in the order run; empty when it ran once.
    std::vector<RepeatFigures> repeats;
    // Why a figure of this cell may not mean what it seems (run_warnings.h); empty when none.
    std::vector<RunWarning> warnings;
};

// What "latency" shows by default: total latency where the cell has it with
// percentiles, else completion latency (files from before total latency,
// estimates, fio output without lat_percentiles).
inline const LatencySummary& shownLatency(const CellResult& cell)
{
    return cell.total_lat.count > 0 && cell.total_lat.p50_ns > 0 ? cell.total_lat : cell.lat;
}

// The same for one interval sample.
inline std::uint64_t shownP99(const Sample& sample)
{
    return sample.total_p99_ns > 0 ? sample.total_p99_ns : sample.p99_ns;
}

} // namespace am::bench
