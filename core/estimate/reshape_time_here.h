#pragma once

#include <optional>

#include <nlohmann/json.hpp>

#include "core/drives/system_roots.h"
#include "core/estimate/reshape_time.h"
#include "core/raid/reshape_plan.h"

namespace am::estimate {

// The reshape time of a plan on this machine: the slowest member's (old or joining) reference
// rates for its kind of drive (a planning figure, not a measurement) and md's speed limits
// from /proc/sys/dev/raid. nullopt when nothing is read or written.
std::optional<ReshapeTime> reshapeTimeHere(const raid::ReshapePlan& plan,
                                           const drives::SystemRoots& roots);

// The "estimate" object of `array reshape --json` and the helper's reshape answers; null for
// nullopt.
nlohmann::json reshapeTimeJson(const std::optional<ReshapeTime>& time);

} // namespace am::estimate
