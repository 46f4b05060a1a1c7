#pragma once

#include <string>

namespace am::monitor {

// The wrapper mdadm.conf's PROGRAM line should name (mdadm runs it with
// EVENT MD [DEVICE] and no options; it execs `arraymark-cli monitor --event`).
// The installed path: beside the running executable's prefix when the package
// was relocated (a .deb installs under /usr whatever the build's prefix),
// else the configured ${CMAKE_INSTALL_FULL_LIBEXECDIR}/arraymark/mdadm-alert.
std::string mdadmAlertProgram();

} // namespace am::monitor
