#pragma once

#include <string>

#include "core/drives/system_roots.h"
#include "core/monitor/event.h"

namespace am::monitor {

// The event mdadm --monitor hands its PROGRAM as (EVENT, MD device, [component]):
// "Fail", "/dev/md/data", "/dev/sdb1" -> {Fail, array "md127", device "sdb1",
// source "mdadm"}. The array is resolved through <devfs>/md/ when it can be
// (it is gone after DeviceDisappeared: then the name as given, without /dev/).
// Names ArrayMark does not know are kept (a newer mdadm may add some) with
// severity warning. Throws std::invalid_argument naming the value when EVENT
// is not a word of letters and digits or MD is empty.
Event mdadmEvent(const std::string& name, const std::string& md, const std::string& component,
                 const drives::SystemRoots& roots, const std::string& time);

} // namespace am::monitor
