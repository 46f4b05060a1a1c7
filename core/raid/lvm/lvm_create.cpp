// The LVM backend's last checks before a create, and its undo of a create that failed.
#include "core/raid/lvm/lvm_create.h"

#include <filesystem>

#include <fmt/format.h>

namespace am::raid {

namespace {

Step undoStep(std::vector<std::string> argv, std::string purpose)
{
    return runStep(std::move(argv), std::move(purpose));
}

} // namespace

std::vector<Finding> lvmCreateRefusals(const Plan& plan, const drives::SystemRoots& roots,
                                       const AvailabilityRoots& availability, util::Runner& runner)
{
    std::vector<Finding> refused;
    const BackendAvailability usable = checkBackendAvailable(Backend::Lvm, availability);
    if (!usable.available) {
        refused.push_back({"backend_unavailable", "lvm", usable.reason});
        return refused; // without lvm there is nothing to ask about the name
    }
    const std::filesystem::path group = roots.devfs / plan.name;
    std::error_code error;
    if (std::filesystem::exists(group, error)) {
        refused.push_back({"array_exists", group.string(),
                           fmt::format("{} already exists: a volume group (or another device) "
                                       "has the name \"{}\"; choose another name",
                                       group.string(), plan.name)});
        return refused;
    }
    // An inactive group has no /dev entry; vgs exits 0 only when the group exists.
    if (runner.run({"vgs", "--noheadings", "--options", "vg_name", plan.name}).ok())
        refused.push_back({"array_exists", plan.name,
                           fmt::format("volume group \"{}\" already exists (inactive): choose "
                                       "another name or remove it",
                                       plan.name)});
    return refused;
}

std::optional<Rollback> lvmRollBack(const Plan& plan, const ExecutionReport& report,
                                    util::Runner& runner)
{
    bool group_created = false;
    std::vector<std::string> labelled;
    for (const auto& outcome : report.outcomes) {
        const auto& argv = outcome.step.argv;
        if (!outcome.ok || argv.size() < 2) continue;
        if (argv[0] == "vgcreate" && argv[1] == plan.name) group_created = true;
        if (argv[0] == "pvcreate") labelled.insert(labelled.end(), argv.begin() + 1, argv.end());
    }
    if (!group_created && labelled.empty()) return std::nullopt;

    std::vector<Step> undo;
    if (group_created)
        undo.push_back(
            undoStep({"vgremove", "--yes", "--force", plan.name},
                     fmt::format("remove volume group {} and any volume in it", plan.name)));
    for (const auto& device : labelled)
        undo.push_back(undoStep({"pvremove", "--yes", "--force", device},
                                fmt::format("erase the PV label the create wrote on {}", device)));
    for (const auto& device : labelled)
        undo.push_back(undoStep({"wipefs", "--all", device},
                                fmt::format("erase any signature left on {}", device)));

    Rollback rollback;
    rollback.target = plan.name;
    if (group_created) rollback.stopped.push_back(plan.name);
    rollback.wiped = labelled;
    rollback.report.ok = true;
    for (const auto& step : undo) { // each on its own: one failing must not skip the rest
        const ExecutionReport one = execute({step}, runner);
        rollback.report.outcomes.insert(rollback.report.outcomes.end(), one.outcomes.begin(),
                                        one.outcomes.end());
        if (one.ok) continue;
        rollback.report.ok = false;
        const std::string why = one.outcomes.empty() ? "did not run" : one.outcomes.back().message;
        rollback.error += (rollback.error.empty() ? "" : "; ") + why;
    }
    return rollback;
}

} // namespace am::raid
