#include "ui/arrays/wizard/backend_rules.h"

#include "core/raid/array_backend.h"

namespace am::ui {

namespace {
raid::Validation checked(const WizardState& state, const raid::Plan& plan,
                         const raid::Platform* platform)
{
    raid::ValidationContext context;
    context.scan = &state.scan;
    context.platform = platform;
    raid::Validation result;
    raid::arrayBackend(raid::backendOf(plan)).checkPlan(plan, context, result);
    return result;
}
} // namespace

std::string levelRefusal(const WizardState& state, raid::Level level,
                         const raid::Platform* platform)
{
    // The level with the backend's defaults: a refusal of a chosen option is not the level's.
    raid::Plan probe;
    probe.backend = state.backend;
    probe.metadata = state.plan().metadata;
    probe.level = level;
    probe.members = state.members();
    probe.name = "probe";
    const std::string subject = raid::toString(level);
    for (const auto& problem : checked(state, probe, platform).problems)
        if (problem.subject == subject) return problem.message;
    return {};
}

std::vector<raid::Finding> backendProblems(const WizardState& state, const raid::Platform* platform)
{
    return checked(state, state.plan(), platform).problems;
}

} // namespace am::ui
