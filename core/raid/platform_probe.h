#pragma once

#include "core/raid/platform.h"
#include "core/util/process_runner.h"

namespace am::raid {

// True when the environment has IMSM_NO_PLATFORM=1, mdadm's switch for imsm
// without Intel firmware (its own tests and ours use it with loop devices).
bool imsmNoPlatformFromEnvironment();

// Runs `mdadm --detail-platform --export` and parses it. No Intel platform
// (mdadm exits 2 and prints nothing) gives an empty Platform; a missing mdadm
// gives an empty Platform with a note saying so. `no_platform_override` is
// copied into the result.
Platform probePlatform(util::Runner& runner, bool no_platform_override);

} // namespace am::raid
