#include "core/monitor/smart_source.h"

#include <algorithm>
#include <filesystem>
#include <optional>

#include "core/drives/health/drive_health.h"
#include "core/drives/health/scan_health.h"
#include "core/drives/sysfs_device.h"

namespace am::monitor {

namespace {

std::map<std::string, DriveHealth> readAll(const drives::SystemRoots& roots, util::Runner& runner)
{
    std::map<std::string, DriveHealth> healths;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(roots.sysfs / "block", error)) {
        const std::string name = entry.path().filename().string();
        const drives::BlockDevice device = drives::readSysfsDevice(roots, name);
        if (!drives::hasSmart(device)) continue;
        const drives::DriveHealth health = drives::readDriveHealth(runner, "/dev/" + name);
        healths[name] = {health.verdict, health.reasons};
    }
    return healths;
}

} // namespace

DriveHealthSource smartHealthSource(const drives::SystemRoots& roots,
                                    std::shared_ptr<util::Runner> runner,
                                    std::chrono::steady_clock::duration period)
{
    struct State {
        std::optional<std::chrono::steady_clock::time_point> read_at;
        std::map<std::string, DriveHealth> last;
    };
    auto state = std::make_shared<State>();
    return [roots, runner, period, state] {
        const auto now = std::chrono::steady_clock::now();
        if (!state->read_at || now - *state->read_at >= period) {
            state->last = readAll(roots, *runner);
            state->read_at = now;
        }
        return state->last;
    };
}

} // namespace am::monitor
