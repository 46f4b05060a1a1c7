#pragma once

#include <string>
#include <vector>

#include "core/bench/job.h"

namespace am::bench {

// An fio job file that runs the same jobs (io_uring, fixed buffers,
// registered files, norandommap, same block size, mix, depth, threads,
// runtime, ramp, range), one stonewalled section per job, so a user can
// cross-check with the tool they trust.
std::string fioJobFile(const std::vector<Job>& jobs);

} // namespace am::bench
