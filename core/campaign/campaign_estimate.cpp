#include "core/campaign/campaign_estimate.h"

#include <algorithm>

#include "core/bench/result_json.h"
#include "core/estimate/estimate_json.h"
#include "core/estimate/estimator.h"
#include "core/estimate/reference_profiles.h"
#include "core/estimate/result_profile.h"

namespace am::campaign {

namespace {

estimate::Raid10Layout estimateLayout(std::optional<raid::Raid10Layout> layout)
{
    switch (layout.value_or(raid::Raid10Layout::Near2)) {
    case raid::Raid10Layout::Near2:
        return estimate::Raid10Layout::Near;
    case raid::Raid10Layout::Far2:
        return estimate::Raid10Layout::Far;
    case raid::Raid10Layout::Offset2:
        return estimate::Raid10Layout::Offset;
    }
    return estimate::Raid10Layout::Near;
}

std::vector<estimate::MemberProfile> profilesFor(const JournalState& state,
                                                 const std::vector<PhaseResult>& baseline)
{
    std::vector<estimate::MemberProfile> profiles;
    if (!baseline.empty()) {
        for (const auto& drive : baseline) {
            bench::RunInfo run;
            run.target.path = drive.target;
            profiles.push_back(estimate::profileFromResult(bench::resultDocument(run, drive.cells),
                                                           drive.target + " (baseline)"));
        }
        return profiles;
    }
    for (const auto& drive : state.drives_found)
        profiles.push_back(estimate::referenceProfile(
            drive.value("rotational", false) ? "sata-hdd" : "single-nvme"));
    return profiles;
}

} // namespace

nlohmann::json configurationEstimate(const JournalState& state, const Configuration& configuration,
                                     const std::vector<PhaseResult>& baseline)
{
    estimate::ArrayPlan plan;
    plan.backend = backendOf(configuration); // lvm as md, btrfs's profiles as md levels
    plan.level = configuration.level;
    plan.members = static_cast<int>(state.spec.drives.size());
    plan.chunk_bytes = effectiveChunk(configuration);
    if (plan.chunk_bytes == 0) plan.chunk_bytes = 512 * 1024; // raid1: unused
    plan.raid10_layout = estimateLayout(configuration.layout);
    std::uint64_t smallest = 0;
    for (const auto& drive : state.drives_found) {
        const auto size = drive.value("size_bytes", std::uint64_t{0});
        smallest = smallest == 0 ? size : std::min(smallest, size);
    }
    if (smallest) plan.member_size_bytes = smallest;
    try {
        const auto profiles = profilesFor(state, baseline);
        if (profiles.empty()) return nullptr;
        return estimate::toJson(
            estimate::estimate(plan, profiles, {}, {}, estimate::Mode::Healthy));
    } catch (const std::exception&) {
        return nullptr; // the report says there is no estimate; it never shows a made-up one
    }
}

} // namespace am::campaign
