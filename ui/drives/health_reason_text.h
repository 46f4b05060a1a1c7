#pragma once

#include <QStringList>

#include "core/drives/health/drive_health.h"

namespace am::ui {

// A drive's health reasons, translated. Core words them in English (for the CLI, JSON and the
// monitor); each reason one of core's health rules gives (health_rules.h) is worded again here
// from the same figures, and any other (smartctl's own messages) is kept as core gave it.
QStringList healthReasons(const drives::DriveHealth& health);

} // namespace am::ui
