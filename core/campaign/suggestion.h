#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/campaign/configuration.h"
#include "core/estimate/level_comparison.h"

namespace am::campaign {

// The chunk sizes a comparison offers for each striped level: the common
// small and mid stripes and mdadm's default (raid::kDefaultNativeChunk).
inline constexpr std::uint64_t kCandidateChunks[] = {64 * 1024, 128 * 1024, 512 * 1024};

// Every configuration the GUI offers to tick for `metadata`: each level at
// each candidate chunk (raid1, which has none, once), in level order.
std::vector<Configuration> candidateConfigurations(raid::Metadata metadata);

// The estimator's best candidates among the levels the drives can make:
// ranked by estimated 4k random read plus write IOPS (the workloads the
// comparison is about), at the default chunk; at most `count`.
std::vector<Configuration> suggestedConfigurations(const std::vector<estimate::LevelRow>& rows,
                                                   std::size_t count);

} // namespace am::campaign
