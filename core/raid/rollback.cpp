#include "core/raid/rollback.h"

#include <stdexcept>
#include <thread>

#include "core/raid/array_status.h"
#include "core/raid/manage.h"
#include "core/raid/steps.h"

namespace am::raid {

std::optional<std::string> rollbackTarget(const ExecutionReport& report, const Plan& plan)
{
    const std::string volume = arrayPath(plan.name);
    const std::string container =
        backendOf(plan) == Backend::Imsm ? arrayPath(plan.container_name) : std::string();
    bool container_created = false;
    for (const auto& outcome : report.outcomes) {
        const auto& argv = outcome.step.argv;
        if (!outcome.ok || argv.size() < 3 || argv[1] != "--create") continue;
        if (argv[2] == volume) return volume; // delete stops a volume's container too
        if (!container.empty() && argv[2] == container) container_created = true;
    }
    if (container_created) return container;
    return std::nullopt;
}

Rollback rollBack(const std::string& target, const drives::SystemRoots& roots, util::Runner& runner,
                  std::chrono::milliseconds patience)
{
    Rollback rollback;
    rollback.target = target;
    // mdadm (or udev) makes the /dev/md/NAME link a moment after --create returns.
    const auto deadline = std::chrono::steady_clock::now() + patience;
    std::string name;
    while (name.empty()) {
        try {
            name = resolveArrayName(roots, target);
        } catch (const std::exception& error) {
            if (std::chrono::steady_clock::now() >= deadline) {
                rollback.error = error.what();
                return rollback;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
        }
    }
    try {
        const auto what = deleteTargetFor(readAllArrayStatus(roots), name);
        rollback.stopped = what.stop;
        rollback.wiped = what.members;
        rollback.report = execute(deleteSteps(what.stop, what.members), runner);
        if (!rollback.report.ok && !rollback.report.outcomes.empty())
            rollback.error = rollback.report.outcomes.back().message;
    } catch (const std::exception& error) {
        rollback.error = error.what();
    }
    return rollback;
}

} // namespace am::raid
