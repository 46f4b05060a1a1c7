#include "core/drives/health/health_rules.h"

#include <array>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/drives/health/smartctl_exit.h"

namespace am::drives {

namespace {

using Finding = std::optional<std::string>;

bool hasBit(const DriveHealth& health, int bit)
{
    return health.smartctl_exit_status >= 0 && (health.smartctl_exit_status & bit) != 0;
}

// NVMe critical_warning bits (NVMe base specification, SMART / Health Information log).
constexpr std::array<const char*, 6> kCriticalWarningBits = {
    "available spare below its threshold",
    "temperature outside its thresholds",
    "reliability degraded by media or internal errors",
    "media placed in read-only mode",
    "volatile memory backup failed",
    "persistent memory region read-only",
};

Finding smartFailed(const DriveHealth& now, const DriveHealth*)
{
    if (now.smart_passed == false || hasBit(now, kSmartctlDiskFailing))
        return "SMART overall-health failed";
    return std::nullopt;
}

Finding attributeFailingNow(const DriveHealth& now, const DriveHealth*)
{
    if (!now.failed_attributes.empty())
        return fmt::format("attribute {} at or below its failure threshold now",
                           fmt::join(now.failed_attributes, ", "));
    if (hasBit(now, kSmartctlPrefailNow)) return "a prefail attribute is at or below its threshold";
    return std::nullopt;
}

Finding criticalWarning(const DriveHealth& now, const DriveHealth*)
{
    if (!now.critical_warning || *now.critical_warning == 0) return std::nullopt;
    std::vector<std::string> words;
    for (std::size_t bit = 0; bit < kCriticalWarningBits.size(); ++bit)
        if ((*now.critical_warning >> bit) & 1U) words.emplace_back(kCriticalWarningBits[bit]);
    if (words.empty()) words.push_back(fmt::format("bits 0x{:02x}", *now.critical_warning));
    return fmt::format("NVMe critical warning: {}", fmt::join(words, ", "));
}

Finding pendingSectors(const DriveHealth& now, const DriveHealth*)
{
    if (now.pending_sectors.value_or(0) < kFailingPendingSectors) return std::nullopt;
    return fmt::format("{} sectors pending reallocation (attribute 197)", *now.pending_sectors);
}

Finding offlineUncorrectable(const DriveHealth& now, const DriveHealth*)
{
    if (now.offline_uncorrectable.value_or(0) < kFailingOfflineUncorrectable) return std::nullopt;
    return fmt::format("{} offline uncorrectable sectors (attribute 198)",
                       *now.offline_uncorrectable);
}

Finding mediaErrorsRising(const DriveHealth& now, const DriveHealth* previous)
{
    if (!previous || !previous->media_errors || !now.media_errors) return std::nullopt;
    if (*now.media_errors <= *previous->media_errors) return std::nullopt;
    return fmt::format("media errors rose from {} to {}", *previous->media_errors,
                       *now.media_errors);
}

Finding percentageUsed(const DriveHealth& now, const DriveHealth*)
{
    if (now.percentage_used.value_or(0) < kWornPercentageUsed) return std::nullopt;
    return fmt::format("{}% of its rated endurance used", *now.percentage_used);
}

Finding reallocatedSectors(const DriveHealth& now, const DriveHealth*)
{
    if (now.reallocated_sectors.value_or(0) < kWornReallocatedSectors) return std::nullopt;
    return fmt::format("{} reallocated sectors (attribute 5)", *now.reallocated_sectors);
}

Finding mediaErrors(const DriveHealth& now, const DriveHealth*)
{
    if (now.media_errors.value_or(0) < kWornMediaErrors) return std::nullopt;
    return fmt::format("{} unrecovered media errors", *now.media_errors);
}

Finding thresholdInPast(const DriveHealth& now, const DriveHealth*)
{
    if (!hasBit(now, kSmartctlThresholdPast)) return std::nullopt;
    return "an attribute was at or below its threshold in the past";
}

Finding selfTestErrors(const DriveHealth& now, const DriveHealth*)
{
    if (!hasBit(now, kSmartctlSelfTestErrors)) return std::nullopt;
    return "the self-test log records a failed test";
}

using V = HealthVerdict;
const std::array kRules = {
    HealthRule{"smart_failed", V::Failing, "smart_status.passed is false (smartctl exit bit 3)",
               smartFailed},
    HealthRule{"attribute_failing_now", V::Failing,
               "an ATA attribute's value is at or below its threshold now (exit bit 4)",
               attributeFailingNow},
    HealthRule{"nvme_critical_warning", V::Failing, "NVMe critical_warning is not 0",
               criticalWarning},
    HealthRule{"pending_sectors", V::Failing, "ATA 197 Current_Pending_Sector raw >= 1",
               pendingSectors},
    HealthRule{"offline_uncorrectable", V::Failing, "ATA 198 Offline_Uncorrectable raw >= 1",
               offlineUncorrectable},
    HealthRule{"media_errors_rising", V::Failing,
               "NVMe media_errors higher than in the previous reading", mediaErrorsRising},
    HealthRule{"percentage_used", V::Worn,
               "NVMe percentage_used, or 100 - an ATA SSD life-left attribute, >= 90",
               percentageUsed},
    HealthRule{"reallocated_sectors", V::Worn, "ATA 5 Reallocated_Sector_Ct raw >= 1",
               reallocatedSectors},
    HealthRule{"media_errors", V::Worn, "NVMe media_errors >= 1", mediaErrors},
    HealthRule{"threshold_in_past", V::Worn,
               "an attribute was at or below its threshold in the past (exit bit 5)",
               thresholdInPast},
    HealthRule{"self_test_errors", V::Worn, "the self-test log records a failed test (exit bit 7)",
               selfTestErrors},
};

// Anything smartctl reported that a verdict can rest on.
bool hasFigures(const DriveHealth& h)
{
    return h.smart_passed || h.percentage_used || h.media_errors || h.reallocated_sectors ||
           h.pending_sectors || h.critical_warning || h.temperature_celsius || h.power_on_hours;
}

} // namespace

std::span<const HealthRule> healthRules() { return kRules; }

void judgeHealth(DriveHealth& health, const DriveHealth* previous)
{
    std::vector<std::string> failing, worn;
    for (const auto& rule : kRules)
        if (auto finding = rule.finding(health, previous))
            (rule.verdict == V::Failing ? failing : worn).push_back(std::move(*finding));
    health.reasons = failing;
    health.reasons.insert(health.reasons.end(), worn.begin(), worn.end());
    if (!failing.empty())
        health.verdict = V::Failing;
    else if (!worn.empty())
        health.verdict = V::Worn;
    else if (hasFigures(health))
        health.verdict = V::Healthy;
    else {
        health.verdict = V::Unknown;
        health.reasons = {"smartctl reported no SMART data for this device"};
    }
}

} // namespace am::drives
