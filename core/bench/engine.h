#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/bench/job.h"
#include "core/bench/result.h"
#include "core/bench/run_target.h"
#include "core/drives/scan.h"
#include "core/drives/system_roots.h"

namespace am::bench {

struct RunControl {
    // Set from a signal handler (SIGINT/SIGTERM): the run stops within about
    // 50 ms plus the time the in-flight I/O takes, and keeps what it measured.
    const std::atomic<bool>* cancel = nullptr;
    // Called from the engine's thread once per interval of the measured part;
    // returning false ends the cell early (a sustained run that is steady).
    std::function<bool(const Sample&)> on_sample;
    // Block devices only: writes need this to name the target (see write_safety.h).
    std::string allow_write_device;
    // Existing files ArrayMark did not create: writes need this to name the target.
    std::string allow_write_file;
    // Where the in-use scan reads the machine (tests inject fixtures).
    drives::SystemRoots roots;
    // The target opened once for the whole run (prepareRun). When null,
    // runJob and runSweep prepare it themselves for the jobs they are given.
    const RunTarget* target = nullptr;
};

// A run's target, checked and opened, before its first cell.
struct PreparedRun {
    TargetInfo inspected;    // what the checks saw; target->info() adds what the run created
    drives::ScanResult scan; // block devices: the scan the write check used
    std::unique_ptr<RunTarget> target;
};

// Everything that can be wrong is found before anything is written: inspects
// the jobs' target, validates every job against it, applies the write rules
// for devices (write_safety.h, with a drives scan) and files, then opens the
// target once (run_target.h), creating or growing a test file. Throws
// JobError and WriteRefused for refusals, std::runtime_error when opening or
// filling fails.
PreparedRun prepareRun(const std::vector<Job>& jobs, const RunControl& control);

// Runs one job to the end (or to cancellation) on control.target, or on a
// target prepared for this job alone. Throws JobError for input the job
// cannot run with, WriteRefused for unsafe writes, std::runtime_error when
// the target cannot be opened; errors of single I/Os are counted in the
// result instead.
CellResult runJob(const Job& job, const RunControl& control = {});

} // namespace am::bench
