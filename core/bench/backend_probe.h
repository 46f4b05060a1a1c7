#pragma once

#include <string>

#include "core/bench/job.h"

namespace am::bench {

struct BackendDecision {
    Backend backend = Backend::IoUring;
    std::string reason;
};

// `auto`: io_uring when the kernel has it and the target takes non-blocking
// submission (a preadv2(RWF_NOWAIT) of one block succeeds); otherwise io_uring
// would hand every I/O to a kernel worker thread (zram, some md and loop
// setups), and plain threads are faster. `fd` is the target, opened as the
// job will use it.
BackendDecision chooseBackend(BackendChoice choice, int fd, const Job& job);

// Whether io_uring_setup works here (kernel, seccomp, io_uring_disabled).
bool ioUringAvailable(std::string* why = nullptr);

} // namespace am::bench
