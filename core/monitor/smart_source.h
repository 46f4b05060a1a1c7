#pragma once

#include <chrono>
#include <memory>

#include "core/drives/system_roots.h"
#include "core/monitor/snapshot.h"

namespace am::util {
class Runner;
}

namespace am::monitor {

// The watcher's drive health: every whole disk with SMART of its own (drives::hasSmart) read
// through smartctl (drives::readDriveHealth), at most once per `period` (smartctl wakes the
// drive's firmware and costs a process per drive; smartd's default is 30 minutes). Between two
// reads the source answers with the last one. A drive smartctl cannot read is "unknown", which
// raises no event. `runner` is kept for the source's life.
DriveHealthSource smartHealthSource(const drives::SystemRoots& roots,
                                    std::shared_ptr<util::Runner> runner,
                                    std::chrono::steady_clock::duration period);

} // namespace am::monitor
