#include "core/campaign/sync_wait.h"

#include <filesystem>
#include <fstream>
#include <thread>

#include "core/campaign/spec.h"
#include "core/util/text_file.h"

namespace am::campaign {

namespace {

std::filesystem::path raidSysctl(const drives::SystemRoots& roots, const char* name)
{
    return roots.procfs / "sys/dev/raid" / name;
}

bool writeValue(const std::string& path, const std::string& value)
{
    std::ofstream out(path);
    out << value << '\n';
    return static_cast<bool>(out.flush());
}

} // namespace

SyncSpeedBoost::SyncSpeedBoost(const drives::SystemRoots& roots)
    : min_{raidSysctl(roots, "speed_limit_min").string(), std::nullopt},
      max_{raidSysctl(roots, "speed_limit_max").string(), std::nullopt}
{
    const std::string raised = std::to_string(kRaisedSpeedLimitKibPerS);
    // The ceiling first: the kernel keeps min at or below max.
    for (Limit* limit : {&max_, &min_}) {
        limit->found = util::readAttribute(limit->path);
        if (limit->found && !writeValue(limit->path, raised)) limit->found.reset();
    }
}

SyncSpeedBoost::~SyncSpeedBoost()
{
    for (Limit* limit : {&min_, &max_})
        if (limit->found) writeValue(limit->path, *limit->found);
}

bool inSync(const drives::SystemRoots& roots, const std::string& md_name)
{
    const auto status = raid::readArrayStatus(roots, md_name);
    if (status.sync_pending || status.degraded > 0) return false;
    if (!status.sync_action.empty() && status.sync_action != "idle") return false;
    // A redundant array whose first resync has not begun yet still says
    // "idle" for a moment; resync_start tells it apart ("none" once in sync).
    const auto start = util::readAttribute(roots.sysfs / "block" / md_name / "md/resync_start");
    return !start || *start == "none";
}

SyncWait pollUntilInSync(const std::function<std::optional<SyncLook>()>& look,
                         const std::atomic<bool>* cancel, std::chrono::seconds limit,
                         std::chrono::milliseconds interval)
{
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    SyncWait wait;
    for (;;) {
        if (const auto seen = look()) {
            wait.last_action = seen->action;
            if (seen->in_sync) {
                wait.finished = true;
                break;
            }
        }
        if (cancel && cancel->load()) {
            wait.cancelled = true;
            break;
        }
        if (Clock::now() - start > limit) break;
        std::this_thread::sleep_for(interval);
    }
    wait.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return wait;
}

SyncWait waitForSync(const drives::SystemRoots& roots, const std::string& md_name,
                     const std::atomic<bool>* cancel, std::chrono::seconds limit,
                     const std::function<void(const raid::ArrayStatus&)>& progress)
{
    const auto look = [&]() -> std::optional<SyncLook> {
        const auto status = raid::readArrayStatus(roots, md_name);
        if (progress) progress(status);
        return SyncLook{status.sync_action, inSync(roots, md_name)};
    };
    return pollUntilInSync(look, cancel, limit, std::chrono::milliseconds(200));
}

bool waitForArrayGone(const drives::SystemRoots& roots, const std::string& md_name,
                      std::chrono::milliseconds limit)
{
    const auto deadline = std::chrono::steady_clock::now() + limit;
    std::error_code ec;
    while (std::filesystem::exists(roots.sysfs / "block" / md_name, ec)) {
        if (std::chrono::steady_clock::now() > deadline) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return true;
}

} // namespace am::campaign
