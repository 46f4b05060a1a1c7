#pragma once

#include <QString>

#include "core/drives/block_device.h"
#include "core/util/units.h"

namespace am::ui {

// Everything the scan knows about one device, as HTML for the details pane.
QString deviceDetailsHtml(const drives::BlockDevice& device, const drives::ScanResult& scan,
                          util::SizeUnits units);

} // namespace am::ui
