#pragma once

#include <string>
#include <vector>

#include "core/raid/steps.h"
#include "core/util/process_runner.h"

namespace am::raid {

struct StepOutcome {
    Step step;
    util::ProcessResult result; // for WriteAttribute: exit_code 0 on success, err holds the reason
    bool ok = false;
    std::string message; // why it failed, for people ("mdadm exited with 1: ...")
};

struct ExecutionReport {
    std::vector<StepOutcome>
        outcomes; // the steps that ran, in order; stops after the first failure
    bool ok = false;
};

// Runs the steps in order through the runner (WriteAttribute steps write the
// file directly) and stops at the first one that fails.
ExecutionReport execute(const std::vector<Step>& steps, util::Runner& runner,
                        const util::RunOptions& options = {});

} // namespace am::raid
