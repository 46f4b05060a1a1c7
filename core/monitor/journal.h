#pragma once

#include "core/monitor/event.h"

namespace am::monitor {

// Sends the event to the systemd journal (sd_journal_send) with MESSAGE=,
// PRIORITY= (critical 2, warning 4, info 6), SYSLOG_IDENTIFIER=arraymark and
// ARRAYMARK_EVENT=, ARRAYMARK_ARRAY=, ARRAYMARK_DEVICE=, ARRAYMARK_SEVERITY=,
// ARRAYMARK_SOURCE=. False when no journal listens (no systemd, a container):
// the event log still has the event, so that is not an error.
bool sendToJournal(const Event& event);

} // namespace am::monitor
