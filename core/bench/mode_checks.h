#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "core/bench/job.h"
#include "core/bench/target.h"

namespace am::bench {

inline constexpr std::uint64_t kMaxRateIops = 100'000'000; // per thread: 10 ns apart

// The modes a job asks for that only io_uring has ("--hipri, --sqpoll"); empty for none.
std::string uringOnlyModes(const Job& job);

// The modes a cell ran with, for tables: "hipri, sqpoll, 2000 IOPS paced"; empty for none.
std::string engineModesText(const Job& job);

// Checks of the modes that do not need the target: io_uring-only modes with
// --engine sync, --hipri with buffered I/O, an SQPOLL CPU that does not exist,
// a rate of 0 or above kMaxRateIops. Throws JobError naming the value and the rule.
void validateModes(const Job& job);

// Why the target cannot complete polled I/O, or nullopt when it can: the
// block queue's io_poll attribute (1 only where the driver has poll queues:
// NVMe with nvme.poll_queues, null_blk with poll_queues). For a file, the
// queue of the device its filesystem is on; a filesystem on no block device
// (tmpfs) cannot poll.
std::optional<std::string> pollProblem(const TargetInfo& target,
                                       const std::filesystem::path& sysfs = "/sys");

// validateModes plus the target's part: --hipri where pollProblem says no.
void validateModesForTarget(const Job& job, const TargetInfo& target,
                            const std::filesystem::path& sysfs = "/sys");

} // namespace am::bench
