#include "core/drives/health/drive_health.h"

#include <array>

#include <unistd.h>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/drives/drive_json_read.h"
#include "core/drives/health/smartctl_exit.h"
#include "core/drives/health/smartctl_json.h"
#include "core/util/json_field.h"
#include "core/util/process_runner.h"

namespace am::drives {

using nlohmann::json;

namespace {

constexpr std::array kVerdictNames = {
    std::pair{HealthVerdict::Unknown, "unknown"},
    std::pair{HealthVerdict::Healthy, "healthy"},
    std::pair{HealthVerdict::Worn, "worn"},
    std::pair{HealthVerdict::Failing, "failing"},
};

DriveHealth unknown(std::string reason, int exit_status = -1, json smartctl = nullptr)
{
    DriveHealth health;
    health.reasons = {std::move(reason)};
    health.smartctl_exit_status = exit_status;
    health.smartctl = std::move(smartctl);
    return health;
}

bool mentionsDenied(const std::string& text)
{
    return text.find("Permission denied") != std::string::npos ||
           text.find("Operation not permitted") != std::string::npos;
}

// Why smartctl could not read the drive (exit bit 0 or 1), from its own messages.
std::string unreadableReason(const std::string& device_path, const json& document,
                             const std::string& stderr_text)
{
    std::vector<std::string> errors = smartctlErrors(document);
    if (errors.empty() && !stderr_text.empty()) errors.push_back(stderr_text);
    const std::string said =
        errors.empty() ? "no message" : fmt::format("{}", fmt::join(errors, "; "));
    for (const auto& error : errors)
        if (error.find("STANDBY") != std::string::npos)
            return "the drive is in standby; not woken up to read SMART";
    if (::geteuid() != 0 || mentionsDenied(said))
        return fmt::format("reading SMART needs root (smartctl: {})", said);
    return fmt::format("smartctl could not read {}: {}", device_path, said);
}

template <typename T> std::optional<T> optionalOf(const json& object, const char* key)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null()) return std::nullopt;
    return util::jsonValueOr<DriveJsonError, T>(object, key, T{}, "drives document health");
}

template <typename T> void putOptional(json& out, const char* key, const std::optional<T>& value)
{
    out[key] = value ? json(*value) : json(nullptr);
}

} // namespace

std::string toString(HealthVerdict verdict)
{
    for (const auto& [value, name] : kVerdictNames)
        if (value == verdict) return name;
    return "unknown";
}

std::optional<HealthVerdict> healthVerdictFromString(const std::string& text)
{
    for (const auto& [value, name] : kVerdictNames)
        if (text == name) return value;
    return std::nullopt;
}

std::vector<std::string> smartctlArgv(const std::string& device_path)
{
    return {"smartctl", "--json", "-a", "-n", "standby", device_path};
}

DriveHealth readDriveHealth(util::Runner& runner, const std::string& device_path)
{
    util::RunOptions options;
    options.timeout = std::chrono::seconds(30);
    const util::ProcessResult result = runner.run(smartctlArgv(device_path), options);
    if (!result.start_error.empty())
        return unknown("smartctl is not installed (apt-get install smartmontools)");
    if (result.timed_out)
        return unknown(fmt::format("smartctl on {} did not answer within 30 s", device_path));
    json document = json::parse(result.out, nullptr, false);
    if (document.is_discarded() || !document.is_object())
        return unknown(
            fmt::format("smartctl printed no JSON for {} (it needs smartmontools 7.0 or later)",
                        device_path),
            result.exit_code);
    if (smartctlCouldNotRead(result.exit_code)) {
        std::string reason = unreadableReason(device_path, document, result.err);
        return unknown(std::move(reason), result.exit_code, std::move(document));
    }
    return healthFromSmartctl(document, result.exit_code);
}

json toJson(const DriveHealth& health)
{
    json out = {{"verdict", toString(health.verdict)},
                {"reasons", health.reasons},
                {"protocol", health.protocol}};
    out["smart_passed"] = health.smart_passed ? json(*health.smart_passed) : json(nullptr);
    putOptional(out, "percentage_used", health.percentage_used);
    putOptional(out, "media_errors", health.media_errors);
    putOptional(out, "error_log_entries", health.error_log_entries);
    putOptional(out, "crc_errors", health.crc_errors);
    putOptional(out, "reallocated_sectors", health.reallocated_sectors);
    putOptional(out, "pending_sectors", health.pending_sectors);
    putOptional(out, "offline_uncorrectable", health.offline_uncorrectable);
    putOptional(out, "critical_warning", health.critical_warning);
    putOptional(out, "available_spare", health.available_spare);
    putOptional(out, "available_spare_threshold", health.available_spare_threshold);
    putOptional(out, "temperature_celsius", health.temperature_celsius);
    putOptional(out, "power_on_hours", health.power_on_hours);
    out["failed_attributes"] = health.failed_attributes;
    out["smartctl_exit_status"] = health.smartctl_exit_status;
    out["smartctl_exit_bits"] = smartctlExitBits(health.smartctl_exit_status);
    return out;
}

DriveHealth healthFromJson(const json& in, const json& smartctl)
{
    if (!in.is_object()) throw DriveJsonError("drives document: \"health\" is not an object");
    DriveHealth health;
    const auto verdict = util::jsonValueOr<DriveJsonError, std::string>(in, "verdict", "unknown",
                                                                        "drives document health");
    // A verdict this reader does not know is no verdict: unknown, never healthy.
    health.verdict = healthVerdictFromString(verdict).value_or(HealthVerdict::Unknown);
    health.reasons = util::jsonValueOr<DriveJsonError, std::vector<std::string>>(
        in, "reasons", {}, "drives document health");
    health.protocol = util::jsonValueOr<DriveJsonError, std::string>(in, "protocol", "",
                                                                     "drives document health");
    health.smart_passed = optionalOf<bool>(in, "smart_passed");
    health.percentage_used = optionalOf<int>(in, "percentage_used");
    health.media_errors = optionalOf<std::uint64_t>(in, "media_errors");
    health.error_log_entries = optionalOf<std::uint64_t>(in, "error_log_entries");
    health.crc_errors = optionalOf<std::uint64_t>(in, "crc_errors");
    health.reallocated_sectors = optionalOf<std::uint64_t>(in, "reallocated_sectors");
    health.pending_sectors = optionalOf<std::uint64_t>(in, "pending_sectors");
    health.offline_uncorrectable = optionalOf<std::uint64_t>(in, "offline_uncorrectable");
    health.critical_warning = optionalOf<std::uint32_t>(in, "critical_warning");
    health.available_spare = optionalOf<int>(in, "available_spare");
    health.available_spare_threshold = optionalOf<int>(in, "available_spare_threshold");
    health.temperature_celsius = optionalOf<int>(in, "temperature_celsius");
    health.power_on_hours = optionalOf<std::uint64_t>(in, "power_on_hours");
    health.failed_attributes = util::jsonValueOr<DriveJsonError, std::vector<std::string>>(
        in, "failed_attributes", {}, "drives document health");
    health.smartctl_exit_status = util::jsonValueOr<DriveJsonError, int>(
        in, "smartctl_exit_status", -1, "drives document health");
    health.smartctl = smartctl;
    return health;
}

} // namespace am::drives
