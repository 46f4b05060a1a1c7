#include "core/campaign/journal_document.h"

#include <algorithm>
#include <map>

#include "core/bench/host_info.h"
#include "core/bench/result_json.h"
#include "core/bench/result_reader.h"
#include "core/campaign/campaign_estimate.h"
#include "core/campaign/campaign_plan.h"
#include "core/campaign/configuration.h"
#include "core/campaign/phases.h"
#include "core/util/version.h"

namespace am::campaign {

namespace {

using json = nlohmann::json;

// The last event of `kind` for (configuration, phase, drive); null when none.
const JournalEvent* lastEvent(const JournalState& state, std::string_view kind,
                              std::optional<std::size_t> configuration, std::string_view phase,
                              std::optional<std::size_t> drive = std::nullopt)
{
    const JournalEvent* found = nullptr;
    for (const auto& event : state.events)
        if (event.kind == kind && event.configuration == configuration &&
            (phase.empty() || event.phase == phase) && (!drive || event.drive == drive))
            found = &event;
    return found;
}

// The cells of one phase by cell index: a cell measured twice keeps the later.
std::vector<bench::CellResult> cellsOf(const JournalState& state,
                                       std::optional<std::size_t> configuration,
                                       std::string_view phase,
                                       std::optional<std::size_t> drive = std::nullopt)
{
    std::map<std::size_t, const JournalEvent*> by_cell;
    for (const auto& event : state.events)
        if (event.kind == "cell_done" && event.cell && event.configuration == configuration &&
            event.phase == phase && (!drive || event.drive == drive))
            by_cell[*event.cell] = &event;
    std::vector<bench::CellResult> cells;
    for (const auto& [index, event] : by_cell)
        cells.push_back(bench::cellFromJson(event->detail.at("cell")));
    return cells;
}

double secondsOf(const JournalEvent* event)
{
    return event ? event->detail.value("seconds", 0.0) : 0.0;
}

json driveSummary(const json& drive)
{
    return {{"path", drive.value("path", "")},
            {"model", drive.value("model", "")},
            {"size_bytes", drive.value("size_bytes", std::uint64_t{0})},
            {"transport", drive.value("transport", "")}};
}

ConfigurationResult configurationResult(const JournalState& state, std::size_t index,
                                        const std::vector<PhaseResult>& baseline)
{
    const Configuration& configuration = state.spec.configurations[index];
    ConfigurationResult result;
    result.id = configurationId(configuration);
    result.label = configurationLabel(configuration);
    result.configuration = toJson(state.spec).at("configurations").at(index);
    result.array = raid::plannedPath(raidPlanFor(configuration, {}, arrayNameFor(configuration)));
    // raid0 and btrfs: nothing to sync
    const bool synced =
        isRedundant(configuration.level) && backendOf(configuration) != raid::Backend::Btrfs;
    result.sync_handling = synced ? toString(state.spec.options.sync) : "none";
    const JournalEvent* done = lastEvent(state, "configuration_done", index, "");
    const JournalEvent* created = lastEvent(state, "array_created", index, "");
    const JournalEvent* with_commands = done ? done : created;
    if (with_commands)
        for (const auto& argv : with_commands->detail.value("commands", json::array()))
            result.commands.push_back(argv.get<std::vector<std::string>>());
    result.sync_seconds = secondsOf(lastEvent(state, "phase_done", index, "sync"));
    result.preconditioned = lastEvent(state, "phase_done", index, "precondition") != nullptr;
    for (const std::string_view phase : {kPhaseMeasure, kPhaseDegraded, kPhaseRebuild}) {
        const JournalEvent* phase_done = lastEvent(state, "phase_done", index, phase);
        auto cells = cellsOf(state, index, phase);
        if (cells.empty() && !phase_done) continue;
        std::string target = created ? created->detail.value("array", "") : result.array;
        // A filesystem's array is measured through a file in it: the report names that file.
        if (raid::backendInfo(backendOf(configuration)).measured_through_file && phase_done)
            target = phase_done->detail.value("target", target);
        result.phases.push_back(
            {std::string(phase), std::move(target), std::move(cells), secondsOf(phase_done)});
    }
    if (const JournalEvent* rebuilt = lastEvent(state, "phase_done", index, kPhaseRebuild);
        rebuilt && rebuilt->detail.contains("bytes")) {
        RebuildFigures figures;
        figures.seconds = rebuilt->detail.value("seconds", 0.0);
        figures.bytes = rebuilt->detail.value("bytes", std::uint64_t{0});
        figures.member = rebuilt->detail.value("member", "");
        result.rebuild = figures;
    }
    result.estimate = configurationEstimate(state, configuration, baseline);
    if (done)
        result.outcome = done->detail.value("outcome", "done");
    else if (lastEvent(state, "configuration_started", index, ""))
        result.outcome = "stopped";
    else
        result.outcome = "not run";
    return result;
}

} // namespace

CampaignDocument documentFromJournal(const JournalState& state)
{
    CampaignDocument document;
    document.created = state.events.empty() ? bench::utcTimestamp() : state.events.front().at;
    const auto host = bench::currentHost();
    document.host = bench::hostToJson(host);
    document.host["kernel"] = host.kernel + " " + host.kernel_version;
    document.drives = json::array();
    for (const auto& drive : state.drives_found) document.drives.push_back(driveSummary(drive));
    document.spec = toJson(state.spec);
    document.arraymark_version = std::string(util::kVersion);
    if (state.spec.options.baseline)
        for (std::size_t d = 0; d < state.spec.drives.size(); ++d) {
            auto cells = cellsOf(state, std::nullopt, kPhaseBaseline, d);
            const JournalEvent* done =
                lastEvent(state, "phase_done", std::nullopt, kPhaseBaseline, d);
            if (cells.empty() && !done) continue;
            document.baseline.push_back({std::string(kPhaseBaseline), state.spec.drives[d],
                                         std::move(cells), secondsOf(done)});
        }
    for (std::size_t i = 0; i < state.spec.configurations.size(); ++i)
        document.configurations.push_back(configurationResult(state, i, document.baseline));
    document.journal_timing = json::array();
    for (const auto& event : state.events)
        document.journal_timing.push_back(
            {{"kind", event.kind},
             {"configuration", event.configuration ? json(*event.configuration) : json(nullptr)},
             {"phase", event.phase},
             {"at", event.at}});
    return document;
}

} // namespace am::campaign
