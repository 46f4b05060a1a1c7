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
    const auto start = Clock::now();
    SyncWait wait;
    for (;;) {
        if (const auto status = lookUp(roots, runner, path, backend)) {
            wait.last_action = status->sync_action;
            if (status->state == raid::ArrayState::Clean) {
                wait.finished = true;
                break;
            }
        }
        if (cancel && cancel->load()) {
            wait.cancelled = true;
            break;
        }
        if (Clock::now() - start > limit) break;
        // Each look runs the backend's tool (lvs): once a second is plenty.
        std::this_thread::sleep_for(std::chrono::seconds(1));
    }
    wait.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return wait;
}

} // namespace am::campaign
