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
    std::vector<std::string> phases;
    for (const auto& row : kPhases) {
        if (row.needs_redundancy && !isRedundant(configuration.level)) continue;
        if (row.name == "sync" && options.sync == SyncHandling::AssumeClean) continue;
        if (row.name == "precondition" && !options.precondition) continue;
        if (row.name == "degraded" && !options.degraded) continue;
        if (row.name == "rebuild" && !options.rebuild) continue;
        phases.emplace_back(row.name);
    }
    return phases;
}

} // namespace am::campaign
