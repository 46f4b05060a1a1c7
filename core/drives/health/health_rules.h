#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/drives/health/drive_health.h"

namespace am::drives {

// The thresholds, in one place (docs/drive-health.md repeats this table for people).
inline constexpr int kWornPercentageUsed = 90; // NVMe percentage_used / ATA life used, %
inline constexpr std::uint64_t kFailingPendingSectors = 1;       // ATA 197 raw
inline constexpr std::uint64_t kFailingOfflineUncorrectable = 1; // ATA 198 raw
inline constexpr std::uint64_t kWornReallocatedSectors = 1;      // ATA 5 raw
inline constexpr std::uint64_t kWornMediaErrors = 1;             // NVMe media_errors

// One finding about a drive: the verdict it gives and the sentence that says why. `previous` is an
// earlier reading of the same drive (the monitor's), or null: rules about a trend need it.
struct HealthRule {
    std::string_view id;        // "pending_sectors": stable, for tests and the monitor
    HealthVerdict verdict;      // Failing or Worn
    std::string_view threshold; // the rule in words, for the documentation
    std::optional<std::string> (*finding)(const DriveHealth& now, const DriveHealth* previous);
};

std::span<const HealthRule> healthRules();

// Sets health.verdict and health.reasons from its figures (and the previous reading): Failing
// when any Failing rule holds, else Worn when any Worn rule does, else Healthy when smartctl
// reported anything to judge, else Unknown. Reasons: every finding, the failing ones first.
void judgeHealth(DriveHealth& health, const DriveHealth* previous = nullptr);

} // namespace am::drives
