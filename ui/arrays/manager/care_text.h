#pragma once

#include <QString>
#include <string>

#include "core/raid/array_care.h"

namespace am::ui {

// core/raid/array_care's fixed sentences (why the last run is unknown, how mdadm's monitor runs,
// the hint after a change) in the user's language; any other text, such as one naming a pid or
// a systemctl error, as the core wrote it.
QString careCoreText(const std::string& core_text);

// "cron (checkarray)", "systemd timer (mdcheck)": a way the machine schedules md's check.
QString checkMechanismTitle(raid::CheckMechanism mechanism);

} // namespace am::ui
