#include "core/campaign/suggestion.h"

#include <algorithm>

namespace am::campaign {

std::vector<Configuration> candidateConfigurations(raid::Metadata metadata)
{
    std::vector<Configuration> all;
    for (const auto level : {raid::Level::Raid0, raid::Level::Raid1, raid::Level::Raid5,
                             raid::Level::Raid6, raid::Level::Raid10}) {
        if (level == raid::Level::Raid1) {
            all.push_back({level, std::nullopt, std::nullopt, metadata, raid::Backend::Md,
                           std::nullopt, false});
            continue;
        }
        for (const std::uint64_t chunk : kCandidateChunks)
            all.push_back(
                {level, chunk, std::nullopt, metadata, raid::Backend::Md, std::nullopt, false});
    }
    return all;
}

std::vector<Configuration> suggestedConfigurations(const std::vector<estimate::LevelRow>& rows,
                                                   std::size_t count)
{
    std::vector<const estimate::LevelRow*> possible;
    for (const auto& row : rows)
        if (row.possible) possible.push_back(&row);
    // Stable: equal figures keep the estimator's level order.
    std::stable_sort(possible.begin(), possible.end(), [](const auto* a, const auto* b) {
        return a->random_read_iops + a->random_write_iops >
               b->random_read_iops + b->random_write_iops;
    });
    std::vector<Configuration> best;
    for (const auto* row : possible) {
        if (best.size() >= count) break;
        Configuration configuration;
        configuration.level = row->level;
        if (row->level != raid::Level::Raid1) configuration.chunk_bytes = raid::kDefaultNativeChunk;
        best.push_back(configuration);
    }
    return best;
}

} // namespace am::campaign
