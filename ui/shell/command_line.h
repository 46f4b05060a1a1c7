#pragma once

#include "core/drives/system_roots.h"

class QApplication;

namespace am::ui {

// Parses the GUI's command line (--help, --version, --sysfs/--procfs/--devfs
// to show a recorded machine instead of this one). Exits on --help/--version.
drives::SystemRoots parseCommandLine(const QApplication& app);

} // namespace am::ui
