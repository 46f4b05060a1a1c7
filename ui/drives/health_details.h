#pragma once

#include <QString>

#include "core/drives/block_device.h"

namespace am::ui {

// The details pane's health section for a drive: verdict, reasons and the SMART figures it
// reported; for a drive with SMART that was not read, how to read it. Empty for devices
// without SMART (partitions, md, loop).
QString healthDetailsHtml(const drives::BlockDevice& device);

} // namespace am::ui
