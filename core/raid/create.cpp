#include "core/raid/create.h"

#include <filesystem>

#include <fmt/format.h>

#include "core/drives/scan.h"
#include "core/raid/md_sysfs.h"
#include "core/raid/member_guard.h"
#include "core/raid/steps.h"

namespace am::raid {

CreateResult createArray(const Plan& plan, const drives::SystemRoots& roots, util::Runner& runner)
{
    CreateResult result;
    if (!mdDriverLoaded(roots)) {
        result.refused.push_back({"md_driver", "md_mod", kMdDriverMissing});
        return result;
    }
    std::vector<std::string> names{plan.name};
    if (plan.metadata == Metadata::Imsm) names.push_back(plan.container_name);
    if (plan.second_volume) names.push_back(plan.second_volume->name);
    for (const auto& name : names)
        if (std::error_code error; std::filesystem::exists(roots.devfs / "md" / name, error))
            result.refused.push_back({"array_exists", arrayPath(name),
                                      fmt::format("{} already exists: pick another name", arrayPath(name))});
    std::vector<std::string> devices = plan.members;
    devices.insert(devices.end(), plan.spares.begin(), plan.spares.end());
    try {
        const auto busy = checkDevicesFree(devices, drives::scan(roots), roots);
        result.refused.insert(result.refused.end(), busy.begin(), busy.end());
    } catch (const drives::ScanError& error) {
        result.refused.push_back({"scan", "drives", error.what()});
    }
    if (!result.refused.empty()) return result;
    result.report = execute(createSteps(plan), runner);
    return result;
}

} // namespace am::raid
