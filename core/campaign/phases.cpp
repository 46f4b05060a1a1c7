#include "core/campaign/phases.h"

namespace am::campaign {

const PhaseRow* findPhase(std::string_view name)
{
    for (const auto& row : kPhases)
        if (row.name == name) return &row;
    return nullptr;
}

bool isRedundant(raid::Level level) { return level != raid::Level::Raid0; }

std::vector<std::string> phasesFor(const Configuration& configuration,
                                   const CampaignOptions& options)
{
    const raid::Backend backend = backendOf(configuration);
    const bool md = backend == raid::Backend::Md || backend == raid::Backend::Imsm;
    std::vector<std::string> phases;
    for (const auto& row : kPhases) {
        if (row.needs_redundancy && !isRedundant(configuration.level)) continue;
        // The degraded and rebuild runs fail, remove and re-add md members.
        if ((row.name == "degraded" || row.name == "rebuild") && !md) continue;
        // btrfs writes its copies as data arrives: no initial sync.
        if (row.name == "sync" && backend == raid::Backend::Btrfs) continue;
        if (row.name == "sync" && options.sync == SyncHandling::AssumeClean) continue;
        if (row.name == "precondition" && !options.precondition) continue;
        if (row.name == "degraded" && !options.degraded) continue;
        if (row.name == "rebuild" && !options.rebuild) continue;
        phases.emplace_back(row.name);
    }
    return phases;
}

} // namespace am::campaign
