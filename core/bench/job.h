#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace am::bench {

enum class Pattern { Random, Sequential };

// What the user asked for; `Auto` probes the target (see backend_probe.h).
enum class BackendChoice { Auto, IoUring, Sync };
enum class Backend { IoUring, Sync };

// Where each of a job's threads runs (--cpus).
enum class CpuPolicy {
    NumaNode, // spread over the CPUs of the target device's NUMA node (all CPUs when unknown)
    List,     // spread over Job::cpus
    None,     // left to the scheduler
};

// What written blocks contain. Random is the default because compressing or
// deduplicating devices (zram, some SSDs) would otherwise be flattered.
enum class BufferFill { Random, Zero, Compressible };

// One measurement: what to run against which target, for how long. Every
// size is in bytes, every duration in seconds.
struct Job {
    std::string name;   // "RND4K Q32T1 read"; generated from the fields when empty
    std::string target; // block device, md array or regular file
    Pattern pattern = Pattern::Random;
    std::uint64_t block_size = 4096; // 512 B .. 64 MiB
    std::uint32_t read_share = 100;  // percent of I/Os that read, 0..100
    std::uint32_t queue_depth = 1;   // in flight per worker
    std::uint32_t workers = 1;       // threads
    double runtime_s = 5.0;          // measured time, after the ramp
    double ramp_s = 0.0;             // run but not counted
    std::uint64_t offset = 0;        // start of the range used
    std::uint64_t size = 0;          // length of the range; 0 = to the end of the target
    bool direct = true;              // O_DIRECT; buffered is flagged in the result
    BufferFill fill = BufferFill::Random;
    std::uint32_t compressible_percent = 0; // for BufferFill::Compressible
    std::uint64_t seed = 0x41524d4b;        // "ARMK"
    BackendChoice backend = BackendChoice::Auto;
    bool verify = false;        // stamp written blocks, check read blocks
    bool stop_on_error = false; // else the cell counts errors and goes on
    double sample_interval_s = 0.25;

    // Engine modes, io_uring only (job_validation.h says which combine and why).
    bool hipri = false;       // polled completions (IORING_SETUP_IOPOLL), fio's hipri
    bool sqpoll = false;      // a kernel thread submits (IORING_SETUP_SQPOLL), fio's sqthread_poll
    int sqpoll_cpu = -1;      // that thread's CPU; -1: the CPU after its job thread's
    bool passthrough = false; // NVMe commands on /dev/ngXnY (IORING_OP_URING_CMD), io_uring_cmd
    std::uint64_t rate_iops = 0; // per thread, evenly spaced (fio's rate_iops); 0: unpaced
    // Latency under load (a preset's "load_ladder"): the ladder's first job measures the peak
    // unpaced (load_peak); each later one is paced at load_percent of that peak's IOPS, the rate
    // set by the sweep once the peak is known (load_ladder.h).
    bool load_peak = false;
    std::uint32_t load_percent = 0; // 1..100; 0: not on a ladder
    // The cache cliff (a preset cell's "fill"): a sequential write that ends once it has written
    // its whole range, runtime_s being only a cap; fill_curve.h finds where the rate fell.
    bool fill_once = false;
    CpuPolicy cpu_policy = CpuPolicy::NumaNode;
    std::vector<unsigned> cpus; // for CpuPolicy::List; thread i runs on cpus[i % size]

    bool writes() const { return read_share < 100; }
    bool reads() const { return read_share > 0; }
};

// fio's names: randread, randwrite, randrw, read, write, rw.
std::string rwName(const Job& job);
// Sets pattern and read share from an fio-style name; `mixed_read_share` is
// used for randrw/rw. Throws std::invalid_argument naming the value.
void applyRwName(Job& job, const std::string& rw, std::uint32_t mixed_read_share);
// "RND4K Q32T1 read", "SEQ1M Q8T1 write", "RND4K Q1T1 70/30".
std::string defaultJobName(const Job& job);

std::string toString(Backend backend);
std::string toString(BackendChoice choice);
BackendChoice parseBackendChoice(const std::string& text);
std::string toString(BufferFill fill);

} // namespace am::bench
