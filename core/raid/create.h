#pragma once

#include <string>
#include <vector>

#include "core/drives/system_roots.h"
#include "core/raid/execute.h"
#include "core/raid/plan.h"
#include "core/raid/rollback.h"
#include "core/raid/validation.h"
#include "core/util/process_runner.h"

namespace am::raid {

struct CreateResult {
    std::vector<Finding> refused;     // why nothing ran (empty when the steps ran)
    ExecutionReport report;           // the steps that ran
    std::optional<Rollback> rollback; // a failed create that left an array behind: what undid it
    bool ok() const { return refused.empty() && report.ok; }
};

// Runs the create steps of a validated plan, after the core's own last
// checks, because `mdadm --run` asks no questions: the md driver is loaded,
// /dev/md/NAME (and the imsm container) do not exist yet, and a fresh scan
// plus an O_EXCL open find every member and spare free. Anything found
// refuses the whole create; nothing is run then. The members are held
// open with O_EXCL from that check until the steps start, so nothing can
// claim them in between. A create that fails after it made an array (the
// container, a volume) is rolled back here, for every caller: stopped,
// superblocks zeroed, signatures wiped (see `rollback`).
CreateResult createArray(const Plan& plan, const drives::SystemRoots& roots, util::Runner& runner);

} // namespace am::raid
