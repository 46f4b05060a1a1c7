#pragma once

#include <string>
#include <string_view>

#include "core/monitor/event.h"

namespace am::monitor {

// One event as one JSON line (no newline): {"time","event","array","device",
// "severity","message","source"}; the event log and `monitor`'s stdout hold these.
std::string toJsonLine(const Event& event);

// Reads a line toJsonLine wrote. Throws std::runtime_error naming the field and
// the rule when the line is not such an event.
Event parseJsonLine(std::string_view line);

} // namespace am::monitor
