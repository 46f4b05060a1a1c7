#include "core/raid/prepare.h"

#include "core/raid/array_backend.h"
#include "core/raid/backend_geometry.h"

#include "core/drives/scan.h"
#include "core/raid/validation_imsm.h"

namespace am::raid {

PreparedPlan preparePlan(Plan plan, const drives::SystemRoots& roots,
                         const std::function<Platform()>& platform)
{
    PreparedPlan prepared;
    prepared.plan = std::move(plan);
    const drives::ScanResult scan = drives::scan(roots);
    canonicalizeDevices(prepared.plan, scan);
    Platform loaded;
    ValidationContext context;
    context.scan = &scan;
    if (backendOf(prepared.plan) == Backend::Imsm) {
        loaded = platform();
        context.platform = &loaded;
        for (const auto* device : resolveDevices(prepared.plan, scan))
            context.controllers[device->name] = controllerOf(roots, device->name);
    }
    prepared.validation = validate(prepared.plan, context);
    std::vector<std::uint64_t> sizes;
    for (const auto& member : prepared.plan.members)
        if (const auto* device = scan.find(member)) sizes.push_back(device->size_bytes);
    if (sizes.size() == prepared.plan.members.size())
        prepared.geometry = planGeometry(prepared.plan, sizes);
    try {
        prepared.steps = arrayBackend(backendOf(prepared.plan)).createSteps(prepared.plan);
    } catch (const std::exception&) {
        // A plan the backend cannot express (a level it lacks) has problems that say why.
        if (prepared.validation.valid()) throw;
    }
    return prepared;
}

} // namespace am::raid
