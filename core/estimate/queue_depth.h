#pragma once

#include <cstdint>
#include <vector>

#include "core/estimate/member_profile.h"
#include "core/estimate/member_work.h"

namespace am::estimate {

// A rate at some number of I/Os in flight, and whether it lies outside what
// was measured (a depth the profile lacks: docs/estimator.md, "Queue depth").
struct DepthRate {
    double iops = 0;
    bool extrapolated = false;
};

// One member's IOPS for I/Os of `bytes` at `read_percent` with `depth` of
// them outstanding on it. With a measured curve for that block size and read
// share: interpolated in log(depth) between measured depths, flat above the
// deepest, and depth / first depth x IOPS(first depth) below it (constant
// latency, IOPS(0) = 0); outside the measured depths it is extrapolated.
// Without a curve (one depth measured): IOPS(depth) = min(depth / L, peak),
// L the cell's mean latency at the profile (measured, else Little's law) and
// peak its profiled IOPS; always extrapolated. A profile with max_in_flight
// (a SATA member: 32) is taken at min(depth, max_in_flight).
DepthRate memberIopsAtDepth(const MemberModel& model, std::uint64_t bytes, double read_percent,
                            bool pure_columns_only, double depth);

// Array I/Os per second with `in_flight` requests outstanding in total, a
// share `read_fraction` of them reads, on the members' work of one read and
// one write request (member_work.h). Each request's member I/Os land on
// members at random: the number K the busiest member holds is binomial over
// the requests in flight, with the chance that one request occupies it (its
// member I/Os per phase, weighted by the phases' unloaded latencies). The
// member then completes its share of work at its measured rate at depth K:
// IOPS = E[1 / T(K)], T(k) = sum over its member I/Os of count / IOPS_member(k).
// `member_read_percent` is the member's read share (for --mix measured).
DepthRate arrayIopsAtDepth(const MemberModel& model, const ArrayIoWork& reads,
                           const ArrayIoWork& writes, double read_fraction, bool pure_columns_only,
                           double member_read_percent, int in_flight);

// Outstanding I/O counts (job.qd x job.jobs) at which the profile measured a
// random cell, ascending: its curves' depths and the depth it states.
std::vector<double> measuredDepths(const MemberProfile& profile);

// Those of `depths` (a run's qd x jobs per cell, or the counts an estimate is
// asked for) that the profile did not measure: ascending, each once. An
// estimate there is extrapolated (docs/estimator.md, "Queue depth").
std::vector<double> unmeasuredDepths(const MemberProfile& profile,
                                     const std::vector<double>& depths);

} // namespace am::estimate
