#include "ui/arrays/wizard/estimate_source.h"

#include <algorithm>
#include <exception>

#include "core/bench/result_store.h"
#include "core/estimate/member_profile.h"
#include "core/estimate/parameters.h"
#include "core/estimate/profile_merge.h"
#include "core/estimate/reference_profiles.h"
#include "core/estimate/result_profile.h"

namespace am::ui {

bool EstimateTable::anyMeasured() const
{
    return std::any_of(sources.begin(), sources.end(), [](const auto& s) { return s.measured; });
}

bool EstimateTable::allMeasured() const
{
    return !sources.empty() &&
           std::all_of(sources.begin(), sources.end(), [](const auto& s) { return s.measured; });
}

EstimateTable buildEstimateTable(const std::vector<estimate::MemberDrive>& members,
                                 const std::string& history_directory, std::uint64_t chunk_bytes)
{
    EstimateTable table;
    if (members.empty()) {
        table.error = "no member drives picked";
        return table;
    }
    std::vector<bench::StoredRun> runs;
    try {
        if (!history_directory.empty()) runs = bench::ResultStore(history_directory).list();
    } catch (const std::exception&) {
        // No readable history: every member falls back to the reference below.
    }
    estimate::LevelComparisonInput input;
    input.chunk_bytes = chunk_bytes;
    const estimate::ArrayMembers array = estimate::arrayMembers(members);
    table.topology = array.topology;
    input.caps = table.topology.caps;
    for (std::size_t i = 0; i < members.size(); ++i) {
        const auto& member = members[i];
        input.member_sizes.push_back(member.size_bytes);
        MemberSource source;
        source.path = member.path;
        source.caps = array.caps[i];
        source.reference = source.caps.reference;
        const auto reference = estimate::cappedReference(source.caps);
        for (const auto& run : runs) { // newest first
            if (run.target_path != member.path || run.cancelled) continue;
            try {
                auto profile = estimate::profileFromResultFile(run.path.string());
                // The estimator needs pure-read and pure-write cells: a run of
                // another preset (e.g. sequential only) does not qualify; a
                // reads-only run does, with the reference's writes.
                try {
                    estimate::MemberModel check(profile,
                                                estimate::Parameters{}.assumed_outstanding_ios);
                } catch (const std::exception&) {
                    profile = estimate::readsOverReference(profile, reference);
                    estimate::MemberModel check(profile,
                                                estimate::Parameters{}.assumed_outstanding_ios);
                    source.reads_only = true;
                }
                input.profiles.push_back(estimate::withCaps(std::move(profile), source.caps));
                source.measured = true;
                source.file = run.path.string();
                break;
            } catch (const std::exception&) {
                source.reads_only = false;
                continue;
            }
        }
        if (!source.measured) input.profiles.push_back(reference);
        table.sources.push_back(std::move(source));
    }
    try {
        table.rows = estimate::compareLevels(input);
    } catch (const std::exception& error) {
        table.error = error.what();
    }
    return table;
}

} // namespace am::ui
