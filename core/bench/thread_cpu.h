#pragma once

#include <pthread.h>

#include <vector>

namespace am::bench {

// CPU seconds of the threads io_uring starts inside this process: its SQPOLL
// submission threads (iou-sqp-*) and the workers it hands blocking I/O to
// (iou-wrk-*). They belong to the process, so getrusage counts them in the
// cell's total too; this says how much was theirs. Read from
// /proc/self/task/*/stat at a 10 ms tick; a worker that exited in between is
// not counted.
struct IoThreadCpu {
    double sqpoll_s = 0;
    double workers_s = 0;
};
IoThreadCpu ioThreadCpuNow();

// CPU seconds each of these threads has used so far (pthread_getcpuclockid),
// 0 for one that cannot be read.
std::vector<double> threadCpuNow(const std::vector<pthread_t>& threads);

} // namespace am::bench
