#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "core/bench/job.h"
#include "core/bench/target.h"

namespace am::bench {

// "0-3,8" -> {0, 1, 2, 3, 8}, sorted, without repeats. Throws JobError naming
// the text and the rule (numbers and ranges joined by commas, low-high with
// low <= high, below 4096).
std::vector<unsigned> parseCpuList(std::string_view text);
// The kernel's list form: {0, 1, 2, 3, 8} -> "0-3,8".
std::string formatCpuList(const std::vector<unsigned>& cpus);

// The job's placement as --cpus and the result write it: "numa" (the
// default), "none", or a list ("0-3,8").
std::string cpuPolicyText(const Job& job);
// Sets cpu_policy and cpus from that text. Throws JobError naming the text.
void applyCpuPolicyText(Job& job, std::string_view text);

// The CPUs this process may run on (sched_getaffinity).
std::vector<unsigned> allowedCpus();

// Where a job's threads run: one entry per thread (-1: left to the
// scheduler), and why, for the result.
struct CpuPlan {
    std::vector<int> cpus;
    std::vector<unsigned> pool; // the CPUs the plan spreads over (empty: unpinned)
    std::string source; // "numa node 1", "cpus 0-3", "scheduler", "numa node unknown: all allowed"
};

// Thread i gets the i-th CPU of the list, round robin: the job's list
// (CpuPolicy::List, each CPU must be allowed), or the CPUs of the target
// device's NUMA node (sysfs/block/DEV/device/numa_node and
// sysfs/devices/system/node/nodeN/cpulist) that this process may use; all
// the allowed CPUs when the device has no node (numa_node -1, a file, a
// virtual device) or none of its node's CPUs are allowed. Throws JobError
// for a listed CPU the process may not use.
CpuPlan planCpus(const Job& job, std::size_t threads, const TargetInfo& target,
                 const std::filesystem::path& sysfs, const std::vector<unsigned>& allowed);

// The SQPOLL thread's CPU for job thread `thread`: the job's sqpoll_cpu when
// set, else the CPU after the thread's in the plan's pool (its own when the
// pool has one), else -1 (unpinned).
int sqpollCpuFor(const Job& job, const CpuPlan& plan, std::size_t thread);

// Throws JobError, before any I/O, for a listed CPU the process may not use.
void checkCpusAllowed(const Job& job, const std::vector<unsigned>& allowed);

// Pins the calling thread to one CPU; returns the error text, empty on success.
std::string pinCurrentThread(int cpu);

} // namespace am::bench
