#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace am::util {
class Runner;
}

namespace am::drives {

// What a person reads first about a drive's health. Only Failing and Worn are findings; Unknown
// says SMART could not be read (the reasons say why), never "fine".
enum class HealthVerdict { Unknown, Healthy, Worn, Failing };
std::string toString(HealthVerdict verdict); // "unknown", "healthy", "worn", "failing"
std::optional<HealthVerdict> healthVerdictFromString(const std::string& text);

// A drive's SMART figures as smartctl reported them (ATA attributes or the NVMe health log), and
// the verdict health_rules.h gives them. Absent figures were not reported by the drive.
struct DriveHealth {
    HealthVerdict verdict = HealthVerdict::Unknown;
    std::vector<std::string> reasons; // why the verdict, in words; empty only for Healthy

    std::string protocol;               // smartctl's device.protocol: "ATA", "NVMe", "SCSI"
    std::optional<bool> smart_passed;   // smart_status.passed
    std::optional<int> percentage_used; // NVMe percentage_used; ATA: 100 - the life-left attribute
    std::optional<std::uint64_t> media_errors;          // NVMe media_errors
    std::optional<std::uint64_t> error_log_entries;     // NVMe num_err_log_entries
    std::optional<std::uint64_t> crc_errors;            // ATA 199 UDMA_CRC_Error_Count (raw)
    std::optional<std::uint64_t> reallocated_sectors;   // ATA 5 Reallocated_Sector_Ct (raw)
    std::optional<std::uint64_t> pending_sectors;       // ATA 197 Current_Pending_Sector (raw)
    std::optional<std::uint64_t> offline_uncorrectable; // ATA 198 Offline_Uncorrectable (raw)
    std::optional<std::uint32_t> critical_warning;      // NVMe critical_warning bit field
    std::optional<int> available_spare;                 // NVMe, percent
    std::optional<int> available_spare_threshold;       // NVMe, percent
    std::optional<int> temperature_celsius;             // temperature.current
    std::optional<std::uint64_t> power_on_hours;        // power_on_time.hours
    std::vector<std::string> failed_attributes;         // ATA attributes at or below threshold now

    int smartctl_exit_status = -1; // smartctl's bit mask (smartctl_exit.h); -1: it did not run
    nlohmann::json smartctl;       // smartctl's own JSON, as it printed it (null when none)

    bool operator==(const DriveHealth&) const = default;
};

// The figures and verdict in the `health` object of `arraymark-cli drives --json --health`
// (without the raw smartctl document, which the drive carries under "smartctl").
nlohmann::json toJson(const DriveHealth& health);
// The inverse; throws DriveJsonError naming the key of a value of the wrong type.
DriveHealth healthFromJson(const nlohmann::json& health, const nlohmann::json& smartctl);

// The argv that reads one drive: JSON, every SMART section, and no spin-up of a sleeping HDD.
std::vector<std::string> smartctlArgv(const std::string& device_path);

// Runs smartctl on `device_path` ("/dev/nvme0n1") through `runner` and judges what it printed.
// Never throws for a drive that cannot be read: the verdict is Unknown with the reason.
DriveHealth readDriveHealth(util::Runner& runner, const std::string& device_path);

} // namespace am::drives
