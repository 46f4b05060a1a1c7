#pragma once

#include <string>
#include <vector>

#include "core/raid/array_status.h"

namespace am::raid {

// The one lvs command the backend reads arrays with: every LV (hidden images too), one row
// per segment, sizes in bytes without a suffix. parseLvsReport() reads exactly these fields.
std::vector<std::string> lvsReportArgv();

// One ArrayStatus per top-level raid LV (segtype raid0, raid0_meta, raid1, raid4, raid5*,
// raid6*, raid10) in the output of lvsReportArgv(); other LVs are skipped. Throws ParseError
// naming the line and what is wrong for a document that is not that report.
std::vector<ArrayStatus> parseLvsReport(const std::string& json);

} // namespace am::raid
