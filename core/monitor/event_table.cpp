#include <cctype>
#include <chrono>
#include <ctime>

#include <fmt/format.h>

#include "core/monitor/event.h"

namespace am::monitor {

std::string_view toString(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return "info";
    case Severity::Warning:
        return "warning";
    case Severity::Critical:
        return "critical";
    }
    return "info";
}

std::optional<Severity> parseSeverity(std::string_view text)
{
    for (const Severity severity : {Severity::Info, Severity::Warning, Severity::Critical})
        if (toString(severity) == text) return severity;
    return std::nullopt;
}

const std::vector<EventKind> kEventKinds = {
    {"Fail", Severity::Critical, true, "Array member failed"},
    {"FailSpare", Severity::Critical, true, "Spare failed while rebuilding"},
    {"DegradedArray", Severity::Critical, true, "Array degraded"},
    {"SparesMissing", Severity::Warning, true, "Spares missing"},
    {"SpareActive", Severity::Info, true, "Spare now active"},
    {"MoveSpare", Severity::Info, true, "Spare moved"},
    {"RebuildStarted", Severity::Info, true, "Sync started"},
    {"RebuildNN", Severity::Info, true, "Sync progress"},
    {"RebuildFinished", Severity::Info, true, "Sync finished"},
    {"NewArray", Severity::Info, true, "New array"},
    {"DeviceDisappeared", Severity::Warning, true, "Array disappeared"},
    {"TestMessage", Severity::Info, true, "Test alert"},
    {"CheckFinished", Severity::Info, false, "Check finished"},
    {"DriveFailing", Severity::Critical, false, "Drive failing"},
    {"DriveWorn", Severity::Warning, false, "Drive worn"},
    {"DriveHealthy", Severity::Info, false, "Drive healthy again"},
};

const EventKind* findEventKind(std::string_view name)
{
    std::string_view key = name;
    if (name.size() == 9 && name.starts_with("Rebuild") &&
        std::isdigit(static_cast<unsigned char>(name[7])) &&
        std::isdigit(static_cast<unsigned char>(name[8])))
        key = "RebuildNN";
    for (const auto& kind : kEventKinds)
        if (kind.name == key) return &kind;
    return nullptr;
}

std::string rebuildProgressName(unsigned percent) { return fmt::format("Rebuild{:02}", percent); }

std::string nowUtc()
{
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    gmtime_r(&now, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return text;
}

} // namespace am::monitor
