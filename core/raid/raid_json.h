#pragma once

#include <nlohmann/json.hpp>

#include "core/raid/array_status.h"
#include "core/raid/execute.h"
#include "core/raid/geometry.h"
#include "core/raid/plan.h"
#include "core/raid/platform.h"
#include "core/raid/rollback.h"
#include "core/raid/steps.h"
#include "core/raid/validation.h"

namespace am::raid {

// The shape of `arraymark-cli array plan --json`: "valid", "problems",
// "warnings", "capacity_bytes", "fault_tolerance", "stripe_width_bytes",
// "plan" (the effective values) and "commands": [[argv...], ...].
nlohmann::json planJson(const Plan& plan, const Validation& validation, const Geometry& geometry,
                        const std::vector<Step>& steps);
nlohmann::json toJson(const Finding& finding);
nlohmann::json toJson(const ArrayStatus& status);
nlohmann::json toJson(const ExecutionReport& report); // {"ok", "steps": [{"argv", "exit_code",
                                                      // "stdout", "stderr", "ok", "message"}]}
nlohmann::json toJson(const Platform& platform);
// {"target", "ok", "stopped", "wiped", "steps", "error"}: what undid a partial create.
nlohmann::json toJson(const Rollback& rollback);

} // namespace am::raid
