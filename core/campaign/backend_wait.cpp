#include "core/campaign/backend_wait.h"

#include <thread>

#include "core/raid/array_lookup.h"

namespace am::campaign {

namespace {

using Clock = std::chrono::steady_clock;

std::optional<raid::ArrayStatus> lookUp(const drives::SystemRoots& roots, util::Runner& runner,
                                        const std::string& path, raid::Backend backend)
{
    try {
        return raid::findArray(roots, runner, path, backend).array;
    } catch (const std::exception&) {
        return std::nullopt; // not there (yet), or its reader failed this time
    }
}

} // namespace

std::optional<raid::ArrayStatus> waitForBackendArray(const drives::SystemRoots& roots,
                                                     util::Runner& runner, const std::string& path,
                                                     raid::Backend backend,
                                                     std::chrono::milliseconds patience)
{
    const auto deadline = Clock::now() + patience;
    for (;;) {
        if (auto found = lookUp(roots, runner, path, backend)) return found;
        if (Clock::now() >= deadline) return std::nullopt;
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
    }
}

SyncWait waitForBackendSync(const drives::SystemRoots& roots, util::Runner& runner,
                            const std::string& path, raid::Backend backend,
                            const std::atomic<bool>* cancel, std::chrono::seconds limit)
{
    const auto look = [&]() -> std::optional<SyncLook> {
        const auto status = lookUp(roots, runner, path, backend);
        if (!status) return std::nullopt;
        return SyncLook{status->sync_action, status->state == raid::ArrayState::Clean};
    };
    // Each look runs the backend's tool (lvs): once a second is plenty.
    return pollUntilInSync(look, cancel, limit, std::chrono::seconds(1));
}

} // namespace am::campaign
