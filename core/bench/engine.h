#pragma once

#include <atomic>
#include <functional>
#include <string>

#include "core/bench/job.h"
#include "core/bench/result.h"
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
    // Where the in-use scan reads the machine (tests inject fixtures).
    drives::SystemRoots roots;
};

// Runs one job to the end (or to cancellation). Throws JobError for input the
// job cannot run with, WriteRefused for unsafe writes, std::runtime_error when
// the target cannot be opened; errors of single I/Os are counted in the
// result instead.
CellResult runJob(const Job& job, const RunControl& control = {});

} // namespace am::bench
