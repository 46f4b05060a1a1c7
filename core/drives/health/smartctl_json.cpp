#include "core/drives/health/smartctl_json.h"

#include <algorithm>
#include <array>
#include <string_view>

#include "core/drives/health/health_rules.h"

namespace am::drives {

using nlohmann::json;

namespace {

// The value at a path of keys when it has type T; nullopt for anything else (smartctl omits what
// a drive does not report, and a figure of the wrong type is no figure).
template <typename T>
std::optional<T> at(const json& document, std::initializer_list<const char*> keys)
{
    const json* node = &document;
    for (const char* key : keys) {
        if (!node->is_object()) return std::nullopt;
        const auto it = node->find(key);
        if (it == node->end()) return std::nullopt;
        node = &*it;
    }
    if constexpr (std::is_same_v<T, bool>) {
        if (!node->is_boolean()) return std::nullopt;
    } else if constexpr (std::is_same_v<T, std::string>) {
        if (!node->is_string()) return std::nullopt;
    } else if constexpr (std::is_unsigned_v<T>) {
        if (!node->is_number_unsigned()) return std::nullopt;
    } else if constexpr (std::is_arithmetic_v<T>) {
        if (!node->is_number()) return std::nullopt;
    }
    return node->get<T>();
}

// ATA SSD attributes whose normalized value is the life left in percent (smartctl's drivedb
// names them per model): Samsung 177, Intel 233, Crucial/Micron 202, Kingston/SandForce 231, ...
constexpr std::array<std::string_view, 6> kLifeLeftAttributes = {
    "Wear_Leveling_Count", "Media_Wearout_Indicator", "Percent_Lifetime_Remain",
    "SSD_Life_Left",       "Remaining_Lifetime_Perc", "Percent_Life_Remaining",
};

void readAtaAttributes(const json& document, DriveHealth& health)
{
    const auto table = document.find("ata_smart_attributes");
    if (table == document.end() || !table->is_object() || !table->contains("table")) return;
    for (const json& attribute : table->at("table")) {
        const auto id = at<int>(attribute, {"id"});
        const auto raw = at<std::uint64_t>(attribute, {"raw", "value"});
        const auto name = at<std::string>(attribute, {"name"}).value_or("");
        if (!id) continue;
        if (at<std::string>(attribute, {"when_failed"}).value_or("") == "now")
            health.failed_attributes.push_back(std::to_string(*id) + " " + name);
        switch (*id) {
        case 5:
            health.reallocated_sectors = raw;
            break;
        case 197:
            health.pending_sectors = raw;
            break;
        case 198:
            health.offline_uncorrectable = raw;
            break;
        case 199:
            health.crc_errors = raw;
            break;
        default:
            break;
        }
        const auto value = at<int>(attribute, {"value"});
        if (value && std::find(kLifeLeftAttributes.begin(), kLifeLeftAttributes.end(), name) !=
                         kLifeLeftAttributes.end())
            health.percentage_used = std::clamp(100 - *value, 0, 100);
    }
}

// ATA device statistics (page 7 "Percentage Used Endurance Indicator"), present with -x: the
// drive's own figure, preferred over a life-left attribute.
void readAtaDeviceStatistics(const json& document, DriveHealth& health)
{
    const auto pages = document.find("ata_device_statistics");
    if (pages == document.end() || !pages->is_object() || !pages->contains("pages")) return;
    for (const json& page : pages->at("pages"))
        for (const json& entry : page.value("table", json::array()))
            if (at<std::string>(entry, {"name"}).value_or("") ==
                "Percentage Used Endurance Indicator")
                if (const auto used = at<int>(entry, {"value"})) health.percentage_used = *used;
}

void readNvmeLog(const json& document, DriveHealth& health)
{
    const auto log = document.find("nvme_smart_health_information_log");
    if (log == document.end() || !log->is_object()) return;
    health.critical_warning = at<std::uint32_t>(*log, {"critical_warning"});
    health.percentage_used = at<int>(*log, {"percentage_used"});
    health.media_errors = at<std::uint64_t>(*log, {"media_errors"});
    health.error_log_entries = at<std::uint64_t>(*log, {"num_err_log_entries"});
    health.available_spare = at<int>(*log, {"available_spare"});
    health.available_spare_threshold = at<int>(*log, {"available_spare_threshold"});
    if (!health.power_on_hours) health.power_on_hours = at<std::uint64_t>(*log, {"power_on_hours"});
    // The log's temperature is in kelvin in the spec; smartctl prints it in degrees Celsius.
    if (!health.temperature_celsius) health.temperature_celsius = at<int>(*log, {"temperature"});
}

} // namespace

std::vector<std::string> smartctlErrors(const json& document)
{
    std::vector<std::string> errors;
    const auto messages = document.find("smartctl");
    if (messages == document.end() || !messages->is_object() || !messages->contains("messages"))
        return errors;
    for (const json& message : messages->at("messages"))
        if (at<std::string>(message, {"severity"}).value_or("") == "error")
            if (auto text = at<std::string>(message, {"string"})) errors.push_back(*text);
    return errors;
}

DriveHealth healthFromSmartctl(const json& document, int exit_status)
{
    DriveHealth health;
    health.smartctl = document;
    health.smartctl_exit_status = exit_status;
    health.protocol = at<std::string>(document, {"device", "protocol"}).value_or("");
    health.smart_passed = at<bool>(document, {"smart_status", "passed"});
    health.temperature_celsius = at<int>(document, {"temperature", "current"});
    health.power_on_hours = at<std::uint64_t>(document, {"power_on_time", "hours"});
    readAtaAttributes(document, health);
    readAtaDeviceStatistics(document, health);
    readNvmeLog(document, health);
    judgeHealth(health);
    return health;
}

} // namespace am::drives
