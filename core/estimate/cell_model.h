#pragma once

// One cell of an array's estimate (docs/estimator.md, "The model"): a random
// cell from one member's model, a sequential stream, and the slowest member
// governing. The estimator (estimator.cpp) and a run's cells (run_cells.cpp)
// are made of these.

#include <cstdint>
#include <vector>

#include "core/estimate/estimator.h"
#include "core/estimate/member_profile.h"

namespace am::estimate {

// I/Os in flight at which every member is past its deepest measured depth: the saturated rate.
inline constexpr int kSaturatedInFlight = 1 << 20;

// The random cell of `bs` at `share` % reads for one member's model; at
// params.array_outstanding_ios in flight when set. not_predicted says why when
// the profile lacks what the cell needs.
EstimateCell randomCell(const MemberModel& model, const ArrayPlan& plan, const Caps& caps,
                        const Parameters& params, bool degraded, std::uint64_t bs, int share);

// The sequential read or write stream at the profile's sequential block size.
EstimateCell sequentialCell(const MemberModel& model, const ArrayPlan& plan, const Caps& caps,
                            const Parameters& params, bool degraded, bool read);

// The slowest member governs; a cell one member cannot predict is not
// predicted (with several profiles the reason names that member's profile).
EstimateCell slowest(const std::vector<EstimateCell>& candidates,
                     const std::vector<MemberModel>& models);

// The array's random cell at `in_flight` requests outstanding: the slowest member governs.
EstimateCell cellInFlight(const std::vector<MemberModel>& models, const ArrayPlan& plan,
                          const Caps& caps, Parameters params, bool degraded, std::uint64_t bs,
                          int share, int in_flight);

} // namespace am::estimate
