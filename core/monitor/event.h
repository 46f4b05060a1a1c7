#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace am::monitor {

enum class Severity { Info, Warning, Critical };
std::string_view toString(Severity severity); // "info", "warning", "critical"
std::optional<Severity> parseSeverity(std::string_view text);

// Who noticed: ArrayMark's own watcher, or mdadm --monitor through its PROGRAM hook.
inline constexpr std::string_view kSourceArrayMark = "arraymark";
inline constexpr std::string_view kSourceMdadm = "mdadm";

// One thing that happened to an array or a drive, as logged, journalled and notified.
struct Event {
    std::string time;   // UTC, "2026-12-02T08:05:00Z"
    std::string name;   // "Fail", "Rebuild40", "DriveFailing" (see kEventKinds)
    std::string array;  // "md0"; empty for a drive event
    std::string device; // "sdb1", "nvme0n1"; empty when the event is the array's
    Severity severity = Severity::Info;
    std::string message; // one sentence a person reads
    std::string source = std::string(kSourceArrayMark);

    bool operator==(const Event&) const = default;
};

// The event vocabulary: mdadm's MONITOR MODE names where mdadm has one, and
// ArrayMark's own for what mdadm does not report (checks, drive health).
struct EventKind {
    std::string_view name;
    Severity severity;      // the usual one; CheckFinished is a warning only with mismatches
    bool from_mdadm;        // mdadm --monitor reports it too
    std::string_view title; // short, for a notification's summary
};
extern const std::vector<EventKind> kEventKinds;

// The kind named `name`; Rebuild20..Rebuild80 (any RebuildNN) is one kind. nullptr: unknown.
const EventKind* findEventKind(std::string_view name);

// mdadm's progress event for a sync that passed `percent` (20, 40, 60, 80): "Rebuild40".
std::string rebuildProgressName(unsigned percent);

// The current time as Event::time writes it.
std::string nowUtc();

} // namespace am::monitor
