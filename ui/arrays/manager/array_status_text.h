#pragma once

#include <QColor>
#include <QIcon>
#include <QString>

#include "core/raid/array_status.h"

namespace am::ui {

// How the manager words and marks an array's state. Attention (degraded,
// failed) is told three ways at once: words, an icon and a colour, so that
// nobody has to tell red from green.
enum class ArrayHealth { Good, Busy, Attention, Broken };
ArrayHealth arrayHealth(const raid::ArrayStatus& array);

QString arrayStateText(const raid::ArrayStatus& array); // "Degraded: 1 of 2 members missing"
QString syncText(const raid::ArrayStatus& array); // "Rebuild 50.0 % at 107 MB/s", empty when idle
QString etaText(const raid::ArrayStatus& array);  // "1:05:09", empty when unknown
QString memberRoleText(const raid::MemberStatus& member); // "Active (slot 0)", "Failed"
QString durationText(double seconds);                     // "1:05:09", "0:42"
QIcon healthIcon(ArrayHealth health);
// Red for attention; empty (the palette's) otherwise.
QColor healthColor(ArrayHealth health);

} // namespace am::ui
