#include <filesystem>
#include <system_error>

#include "core/monitor/alert_program.h"

namespace am::monitor {

std::string mdadmAlertProgram()
{
    namespace fs = std::filesystem;
    std::error_code error;
    // Both the CLI and the GUI live in bindir; the wrapper's path relative to it.
    const fs::path self = fs::read_symlink("/proc/self/exe", error);
    if (!error) {
        const fs::path beside =
            (self.parent_path() / ARRAYMARK_ALERT_FROM_BINDIR).lexically_normal();
        if (fs::exists(beside, error)) return beside.string();
    }
    return ARRAYMARK_ALERT_PROGRAM;
}

} // namespace am::monitor
