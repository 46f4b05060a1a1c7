#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/drives/system_roots.h"
#include "core/raid/execute.h"
#include "core/raid/plan.h"
#include "core/raid/rollback.h"
#include "core/raid/validation.h"
#include "core/util/process_runner.h"

namespace am::raid {

// md's last checks before mdadm --create: the driver is loaded, /dev/md/NAME
// (and the imsm container, the second volume) do not exist yet.
std::vector<Finding> mdCreateRefusals(const Plan& plan, const drives::SystemRoots& roots);

// md's undo of a create that failed half way: the array the steps left, stopped and wiped.
std::optional<Rollback> mdRollBack(const Plan& plan, const ExecutionReport& report,
                                   const drives::SystemRoots& roots, util::Runner& runner);

} // namespace am::raid
