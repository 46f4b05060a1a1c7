#pragma once

#include <atomic>
#include <cstdint>
#include <ctime>

#include "core/bench/job.h"
#include "core/bench/worker_stats.h"

namespace am::bench {

class VerifyState;
struct NvmeNamespace;

// The part of the target one thread drives, with its own seed.
struct Lane {
    std::uint64_t start = 0;  // byte offset of block 0
    std::uint64_t blocks = 0; // number of block_size blocks
    std::uint64_t seed = 0;
    std::uint32_t id = 0;
};

struct WorkerContext {
    const Job* job = nullptr;
    int fd = -1;
    Lane lane;
    std::uint32_t depth = 1; // I/Os in flight in this thread
    WorkerStats* stats = nullptr;
    const std::atomic<bool>* stop = nullptr; // set by the engine: finish in-flight I/O and return
    const std::atomic<bool>* recording = nullptr; // set for the measured part: count I/Os only then
    VerifyState* verify = nullptr;                // null unless job->verify
    std::atomic<std::uint32_t>* ready = nullptr;  // counted up once set up, before the first I/O
    const NvmeNamespace* nvme = nullptr;          // --passthrough: fd is its generic device
    int cpu = -1;        // pinned to this CPU before set-up; -1: left to the scheduler
    int sqpoll_cpu = -1; // io_uring with job->sqpoll: the SQPOLL thread's CPU, -1 unpinned
    // Paced runs (job->rate_iops): this thread's I/O k is due at
    // start + pace_phase_ns + k * pace_period_ns; 0 = unpaced.
    double pace_period_ns = 0;
    double pace_phase_ns = 0;
    // A fill (job->fill_once): submit this many I/Os, then finish; 0 = no limit.
    std::uint64_t io_limit = 0;
};

inline std::uint64_t monotonicNs()
{
    timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return static_cast<std::uint64_t>(ts.tv_sec) * 1000000000ULL +
           static_cast<std::uint64_t>(ts.tv_nsec);
}

// io_uring: `depth` I/Os in flight from one thread. Errors go to ctx.stats.
void runUringWorker(const WorkerContext& ctx);
// pread/pwrite: one I/O at a time (the engine starts depth threads).
void runSyncWorker(const WorkerContext& ctx);

} // namespace am::bench
