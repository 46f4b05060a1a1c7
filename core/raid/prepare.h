#pragma once

#include <functional>
#include <vector>

#include "core/drives/system_roots.h"
#include "core/raid/geometry.h"
#include "core/raid/plan.h"
#include "core/raid/platform.h"
#include "core/raid/steps.h"
#include "core/raid/validation.h"

namespace am::raid {

// A plan checked against a fresh scan, with its geometry and the exact steps.
struct PreparedPlan {
    Plan plan; // devices rewritten to canonical /dev paths
    Validation validation;
    Geometry geometry;       // zero when a member is unknown
    std::vector<Step> steps; // built even for an invalid plan, so a person sees what would run
};

// Scans now (throws drives::ScanError when the roots are unusable),
// canonicalizes the devices, validates and builds the steps. `platform` is
// asked only for imsm plans (mdadm --detail-platform or a file).
PreparedPlan preparePlan(Plan plan, const drives::SystemRoots& roots,
                         const std::function<Platform()>& platform);

} // namespace am::raid
