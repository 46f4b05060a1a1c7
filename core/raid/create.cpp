#include "core/raid/create.h"

#include <filesystem>

#include <fmt/format.h>

#include "core/drives/scan.h"
#include "core/raid/array_backend.h"
#include "core/raid/create_checks.h"
#include "core/raid/md_sysfs.h"
#include "core/raid/member_guard.h"
#include "core/raid/steps.h"
#include "core/util/text_file.h"

namespace am::raid {

namespace {

// /dev/md/NAME names a running array. Without udev (initramfs, containers)
// the link and node of a stopped array stay behind; the kernel's sysfs says
// whether the array behind them still runs.
bool mdNameInUse(const drives::SystemRoots& roots, const std::string& name)
{
    namespace fs = std::filesystem;
    std::error_code error;
    const fs::path link = roots.devfs / "md" / name;
    if (!fs::exists(link, error)) return false;
    const fs::path node = fs::canonical(link, error);
    if (error) return true; // cannot tell: assume taken
    const fs::path md = roots.sysfs / "block" / node.filename() / "md";
    if (!fs::is_directory(md, error)) return false;
    const auto state = util::readAttribute(md / "array_state").value_or("");
    return state != "clear";
}

} // namespace

std::vector<Finding> mdCreateRefusals(const Plan& plan, const drives::SystemRoots& roots)
{
    std::vector<Finding> refused;
    if (!mdDriverLoaded(roots)) {
        refused.push_back({"md_driver", "md_mod", kMdDriverMissing});
        return refused;
    }
    std::vector<std::string> names{plan.name};
    if (backendOf(plan) == Backend::Imsm) names.push_back(plan.container_name);
    if (plan.second_volume) names.push_back(plan.second_volume->name);
    for (const auto& name : names)
        if (mdNameInUse(roots, name))
            refused.push_back(
                {"array_exists", arrayPath(name),
                 fmt::format("{} already exists: pick another name", arrayPath(name))});
    return refused;
}

std::optional<Rollback> mdRollBack(const Plan& plan, const ExecutionReport& report,
                                   const drives::SystemRoots& roots, util::Runner& runner)
{
    auto target = rollbackTarget(report, plan);
    // A --create that failed half way may still have left its array (inactive):
    // the name was free before, so whatever holds it now came from this create.
    if (!target && !report.outcomes.empty()) {
        const auto& argv = report.outcomes.back().step.argv;
        if (argv.size() >= 3 && argv[1] == "--create" && argv[2].starts_with("/dev/md/") &&
            mdNameInUse(roots, argv[2].substr(8)))
            target = argv[2];
    }
    if (!target) return std::nullopt;
    return rollBack(*target, roots, runner);
}

CreateResult createArray(const Plan& plan, const drives::SystemRoots& roots, util::Runner& runner)
{
    CreateResult result;
    const ArrayBackend& backend = arrayBackend(backendOf(plan));
    result.refused = backend.createRefusals(plan, roots, runner);
    if (!result.refused.empty()) return result;
    std::vector<std::string> devices = plan.members;
    devices.insert(devices.end(), plan.spares.begin(), plan.spares.end());
    if (plan.write_journal) devices.push_back(*plan.write_journal);
    // Held first, then the last scan: nothing can claim a member between the
    // check and the tool, and the scan does not count this hold against us.
    ExclusiveHold hold;
    const auto held = hold.acquire(devices, roots);
    result.refused.insert(result.refused.end(), held.begin(), held.end());
    try {
        drives::ScanOptions options;
        options.held_exclusively_by_caller = devices;
        const auto busy = checkVerdictsFree(devices, drives::scan(roots, options));
        result.refused.insert(result.refused.end(), busy.begin(), busy.end());
    } catch (const drives::ScanError& error) {
        result.refused.push_back({"scan", "drives", error.what()});
    }
    if (!result.refused.empty()) return result;
    // mdadm, pvcreate and mkfs.btrfs open every member with O_EXCL themselves: the hold ends as
    // they start.
    hold.release();
    result.report = execute(backend.createSteps(plan), runner);
    if (result.report.ok) return result;
    result.rollback = backend.rollBack(plan, result.report, roots, runner);
    return result;
}

} // namespace am::raid
