#pragma once

#include <optional>
#include <vector>

#include "core/drives/system_roots.h"
#include "core/raid/backend_availability.h"
#include "core/raid/execute.h"
#include "core/raid/plan.h"
#include "core/raid/rollback.h"
#include "core/raid/validation.h"
#include "core/util/process_runner.h"

namespace am::raid {

// The last checks before the create writes: lvm and dm_raid are there ("backend_unavailable"),
// and no volume group NAME exists, active (<devfs>/NAME) or not (`vgs NAME`) ("array_exists").
std::vector<Finding> lvmCreateRefusals(const Plan& plan, const drives::SystemRoots& roots,
                                       const AvailabilityRoots& availability, util::Runner& runner);

// The undo of a create that failed half way, from what the report shows succeeded:
// vgremove --force when vgcreate ran, then pvremove --force and wipefs --all on each
// device pvcreate labelled. Every undo step runs even when one before it failed.
// nullopt when no step of the create changed anything.
std::optional<Rollback> lvmRollBack(const Plan& plan, const ExecutionReport& report,
                                    util::Runner& runner);

} // namespace am::raid
