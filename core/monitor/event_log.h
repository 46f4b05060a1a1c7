#pragma once

#include <filesystem>
#include <string>

#include "core/monitor/event.h"

namespace am::monitor {

// Where events are logged: /var/lib/arraymark/events.jsonl for root (mdadm's
// PROGRAM and the system service run as root; users' notifiers read it), else
// $XDG_STATE_HOME/arraymark/events.jsonl (~/.local/state/... without it).
std::filesystem::path defaultEventLog();

inline constexpr const char* kSystemEventLog = "/var/lib/arraymark/events.jsonl";

// Appends the event as one JSON line (O_APPEND, one write, so lines of
// concurrent writers do not interleave); creates the file 0644 and its
// directory 0755. Throws std::runtime_error naming the file on failure.
void appendEvent(const std::filesystem::path& log, const Event& event);

} // namespace am::monitor
