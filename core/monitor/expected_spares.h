#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>

#include "core/drives/system_roots.h"

namespace am::monitor {

// The spares= promises of mdadm.conf's ARRAY lines, by kernel array name
// ("ARRAY /dev/md/data ... spares=1" -> {"md127", 1} through <devfs>/md/data).
// Lines whose device does not resolve (array not running) are left out.
std::map<std::string, std::uint32_t> expectedSpares(std::string_view mdadm_conf,
                                                    const drives::SystemRoots& roots);

} // namespace am::monitor
