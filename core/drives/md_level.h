#pragma once

#include <string>

namespace am::drives {

// md/level as people say it: "container" for an imsm/ddf container, whose
// sysfs level is empty. Shared by the drives scan and the RAID monitor.
std::string mdLevel(std::string level, const std::string& metadata_version);

} // namespace am::drives
