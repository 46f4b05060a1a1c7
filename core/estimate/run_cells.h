#pragma once

// A run's own cells, each predicted at its shape and depth (estimate --run,
// the workspace's overlay): part of estimate() (estimator.h).

#include <vector>

#include "core/estimate/estimator.h"
#include "core/estimate/member_profile.h"

namespace am::estimate {

// Fills result.run_cells (in the order of `run`), profile_qd and
// run_unmeasured_qd, and a note when some depth was not measured; a cell is
// extrapolated off a member's measured curve or at a count the profiles lack.
// Throws InputError for a query outside the rules.
void predictRun(Estimate& result, const std::vector<MemberModel>& models,
                const std::vector<MemberProfile>& profiles, const std::vector<CellQuery>& run,
                bool degraded);

} // namespace am::estimate
