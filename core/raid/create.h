#pragma once

#include <string>
#include <vector>

#include "core/drives/system_roots.h"
#include "core/raid/execute.h"
#include "core/raid/plan.h"
#include "core/raid/validation.h"
#include "core/util/process_runner.h"

namespace am::raid {

struct CreateResult {
    std::vector<Finding> refused; // why nothing ran (empty when the steps ran)
    ExecutionReport report;       // the steps that ran
    bool ok() const { return refused.empty() && report.ok; }
};

// Runs the create steps of a validated plan, after the core's own last
// checks, because `mdadm --run` asks no questions: the md driver is loaded,
// /dev/md/NAME (and the imsm container) do not exist yet, and a fresh scan
// plus an O_EXCL open find every member and spare free. Anything found
// refuses the whole create; nothing is run then.
CreateResult createArray(const Plan& plan, const drives::SystemRoots& roots, util::Runner& runner);

} // namespace am::raid
