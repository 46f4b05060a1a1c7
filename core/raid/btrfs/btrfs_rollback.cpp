#include "core/raid/btrfs/btrfs_rollback.h"

#include <algorithm>

#include <fmt/format.h>

#include "core/raid/btrfs/btrfs_steps.h"

namespace am::raid {

namespace {

bool succeeded(const ExecutionReport& report, std::string_view program)
{
    return std::any_of(report.outcomes.begin(), report.outcomes.end(), [&](const auto& outcome) {
        return outcome.ok && !outcome.step.argv.empty() && outcome.step.argv.front() == program;
    });
}

Step run(std::vector<std::string> argv, std::string purpose)
{
    return runStep(std::move(argv), std::move(purpose));
}

} // namespace

std::vector<Step> btrfsUndoSteps(const Plan& plan, const ExecutionReport& report)
{
    const std::string folder = btrfsMountFolder(plan.name).string();
    std::vector<Step> steps;
    if (succeeded(report, "mount"))
        steps.push_back(run({"umount", folder}, "unmount what the failed create mounted"));
    if (succeeded(report, "mkfs.btrfs"))
        for (const auto& member : plan.members)
            steps.push_back(run({"wipefs", "--all", member},
                                fmt::format("erase the btrfs signature the failed create wrote on "
                                            "{}",
                                            member)));
    if (succeeded(report, "mkdir"))
        steps.push_back(run({"rmdir", folder}, "remove the folder the failed create made"));
    return steps;
}

std::optional<Rollback> btrfsRollBack(const Plan& plan, const ExecutionReport& report,
                                      util::Runner& runner)
{
    const auto steps = btrfsUndoSteps(plan, report);
    if (steps.empty()) return std::nullopt;
    Rollback rollback;
    rollback.target = plan.name;
    rollback.report.ok = true;
    for (const Step& step : steps) {
        // One at a time: execute() stops at a failure, and each undo is worth trying alone.
        const auto ran = execute({step}, runner);
        for (const auto& outcome : ran.outcomes) rollback.report.outcomes.push_back(outcome);
        if (!ran.ok) {
            rollback.report.ok = false;
            if (rollback.error.empty() && !ran.outcomes.empty())
                rollback.error = ran.outcomes.back().message;
            continue;
        }
        if (step.argv.front() == "umount") rollback.stopped.push_back(step.argv.back());
        if (step.argv.front() == "wipefs") rollback.wiped.push_back(step.argv.back());
    }
    return rollback;
}

} // namespace am::raid
