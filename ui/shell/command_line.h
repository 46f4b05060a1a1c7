#pragma once

#include "core/drives/system_roots.h"

#include <QString>
#include <QStringList>

class QApplication;

namespace am::ui {

// What to show first: --page bench, result or fio JSON files to open, --run PRESET.
struct StartupOptions {
    QString page;
    QStringList files;
    QString run_preset; // --run: start this preset on the default test file
    QString array;      // --array: the Arrays page with this array selected
};

// Parses the GUI's command line (--help, --version, --sysfs/--procfs/--devfs
// to show a recorded machine instead of this one). Exits on --help/--version.
drives::SystemRoots parseCommandLine(const QApplication& app, StartupOptions* startup = nullptr);

} // namespace am::ui
