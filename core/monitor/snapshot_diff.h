#pragma once

#include <string>
#include <vector>

#include "core/monitor/event.h"
#include "core/monitor/snapshot.h"

namespace am::monitor {

// What changed from `before` to `after`, in mdadm's terms where mdadm has one:
// Fail, FailSpare, SpareActive, DegradedArray, RebuildStarted, RebuildNN (each
// 20% passed), RebuildFinished, SparesMissing, NewArray, DeviceDisappeared;
// and ArrayMark's CheckFinished (with the mismatch count) and DriveFailing,
// DriveWorn, DriveHealthy. Every event carries `time`.
std::vector<Event> diffSnapshots(const Snapshot& before, const Snapshot& after,
                                 const std::string& time);

// What is wrong already when watching starts (as mdadm reports at startup and
// with --oneshot): DegradedArray, SparesMissing, DriveFailing, DriveWorn.
std::vector<Event> initialEvents(const Snapshot& first, const std::string& time);

// An event of a kind from kEventKinds (its usual severity), or of a name mdadm
// knows and ArrayMark does not (warning).
Event makeEvent(const std::string& name, const std::string& time, const std::string& array,
                const std::string& device, const std::string& message);

} // namespace am::monitor
