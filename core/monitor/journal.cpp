#include <string>

#include <systemd/sd-journal.h>

#include "core/monitor/journal.h"

namespace am::monitor {

namespace {
int priority(Severity severity)
{
    switch (severity) {
    case Severity::Critical:
        return 2; // LOG_CRIT
    case Severity::Warning:
        return 4; // LOG_WARNING
    case Severity::Info:
        return 6; // LOG_INFO
    }
    return 6;
}
} // namespace

bool sendToJournal(const Event& event)
{
    const std::string severity(toString(event.severity));
    return sd_journal_send("MESSAGE=%s", event.message.c_str(), "PRIORITY=%d",
                           priority(event.severity), "SYSLOG_IDENTIFIER=arraymark",
                           "ARRAYMARK_EVENT=%s", event.name.c_str(), "ARRAYMARK_ARRAY=%s",
                           event.array.c_str(), "ARRAYMARK_DEVICE=%s", event.device.c_str(),
                           "ARRAYMARK_SEVERITY=%s", severity.c_str(), "ARRAYMARK_SOURCE=%s",
                           event.source.c_str(), "ARRAYMARK_TIME=%s", event.time.c_str(),
                           nullptr) == 0;
}

} // namespace am::monitor
