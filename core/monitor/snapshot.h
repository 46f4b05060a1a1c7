#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "core/drives/health/drive_health.h"
#include "core/drives/system_roots.h"
#include "core/raid/array_status.h"

namespace am::monitor {

// A drive's health as the SMART reader judges it: its verdict and why, nothing more.
struct DriveHealth {
    drives::HealthVerdict verdict = drives::HealthVerdict::Unknown;
    std::vector<std::string> reasons;

    bool operator==(const DriveHealth&) const = default;
};

// Device name ("sda", "nvme0n1") -> health. Empty source: no drive events.
using DriveHealthSource = std::function<std::map<std::string, DriveHealth>()>;

// Everything the watcher compares: each md array, the spares mdadm.conf
// promises them, and each drive's health.
struct Snapshot {
    bool md_loaded = false;
    std::vector<raid::ArrayStatus> arrays;                // sorted by name (readAllArrayStatus)
    std::map<std::string, std::uint32_t> spares_expected; // "md0" -> spares= of its ARRAY line
    std::map<std::string, DriveHealth> drives;

    const raid::ArrayStatus* find(const std::string& array) const;
};

struct SnapshotSources {
    drives::SystemRoots roots;
    // mdadm.conf files; the first that exists is read for spares=.
    std::vector<std::filesystem::path> mdadm_conf = {"/etc/mdadm/mdadm.conf", "/etc/mdadm.conf"};
    DriveHealthSource drive_health;
};

// Reads the arrays now (none when md is not loaded), the spare counts and,
// when a source is plugged in, drive health.
Snapshot takeSnapshot(const SnapshotSources& sources);

// Members of `status` in `role` ("spare", "faulty", ...).
std::uint32_t countRole(const raid::ArrayStatus& status, const std::string& role);

} // namespace am::monitor
