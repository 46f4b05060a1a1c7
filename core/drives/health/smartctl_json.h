#pragma once

#include <nlohmann/json.hpp>

#include "core/drives/health/drive_health.h"

namespace am::drives {

// Reads the figures out of smartctl's JSON (`smartctl --json -a`, json_format_version 1, as
// smartmontools 7.x prints it) for ATA/SATA and NVMe drives, keeps the document, and judges it
// (health_rules.h). `exit_status` is smartctl's bit mask. Does not look at bits 0-1: the caller
// decides first whether smartctl could read the drive at all (readDriveHealth).
DriveHealth healthFromSmartctl(const nlohmann::json& document, int exit_status);

// smartctl's own messages (smartctl.messages[].string) of severity "error", in order.
std::vector<std::string> smartctlErrors(const nlohmann::json& document);

} // namespace am::drives
