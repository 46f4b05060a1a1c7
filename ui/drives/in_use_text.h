#pragma once

#include <QString>
#include <QStringList>

#include "core/drives/block_device.h"

namespace am::ui {

// A reason as a translated sentence ("mounted at /boot"). Partition reasons
// name the partition and what holds it, looked up in the scan.
QString describeReason(const drives::InUseReason& reason, const drives::BlockDevice& device);
QStringList describeReasons(const drives::BlockDevice& device);

// "Free", "Empty", "In use" or "Not checked" (needs administrator rights), translated.
QString statusText(const drives::BlockDevice& device);

} // namespace am::ui
