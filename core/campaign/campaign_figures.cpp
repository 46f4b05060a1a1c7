#include "core/campaign/campaign_figures.h"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "core/fleet/fleet_summary.h"

namespace am::campaign {

using nlohmann::json;

std::string workloadName(const CellKey& key) { return bench::cellKeyName(key); }

bool wasMeasured(const bench::CellResult& cell) { return cell.iops > 0 && !cell.cancelled; }

std::string notMeasuredReason(const bench::CellResult& cell)
{
    if (cell.cancelled) return "cancelled";
    if (!cell.first_error.empty()) return "failed: " + cell.first_error;
    if (cell.errors > 0) return fmt::format("failed: {} errors", cell.errors);
    return "no I/O completed";
}

const bench::CellResult* findCell(const std::vector<bench::CellResult>& cells, const CellKey& key)
{
    const bench::CellResult* found = nullptr;
    for (const auto& cell : cells)
        if (keyOf(cell.job) == key) found = &cell;
    return found;
}

std::optional<BaselineFigure> baselineFor(const CampaignDocument& document, const CellKey& key)
{
    std::vector<double> iops;
    for (const auto& drive : document.baseline)
        if (const auto* cell = findCell(drive.cells, key); cell && wasMeasured(*cell))
            iops.push_back(cell->iops);
    if (iops.empty()) return std::nullopt;
    return BaselineFigure{fleet::spreadOf(iops).median, iops.size()};
}

namespace {

double numberOr(const json& object, const char* key, double fallback)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_number() ? it->get<double>() : fallback;
}

// The estimate's rw/bs/read_share/qd as a pattern match for the key.
bool estimateMatches(const json& job, const CellKey& key)
{
    if (!job.is_object()) return false;
    bench::Job parsed;
    try {
        bench::applyRwName(parsed, job.value("rw", ""), key.read_share);
    } catch (const std::invalid_argument&) {
        return false;
    }
    if (parsed.pattern != key.pattern) return false;
    if (numberOr(job, "bs", -1) != static_cast<double>(key.block_size)) return false;
    if (numberOr(job, "read_share", -1) != static_cast<double>(key.read_share)) return false;
    const double in_flight = numberOr(job, "qd", 0) * numberOr(job, "jobs", 1);
    return in_flight <= 0 || in_flight == static_cast<double>(key.queue_depth * key.workers);
}

} // namespace

EstimateMatch estimatedFor(const json& estimate, const CellKey& key)
{
    if (!estimate.is_object()) return {std::nullopt, "no estimate for this configuration"};
    if (const auto cells = estimate.find("cells"); cells != estimate.end() && cells->is_array())
        for (const auto& cell : *cells)
            if (estimateMatches(cell.value("job", json()), key)) {
                const json info = cell.value("estimate", json::object());
                return {EstimatedCell{numberOr(cell, "iops", 0), numberOr(cell, "bw_bytes", 0),
                                      info.is_object() ? info.value("limit", "") : "",
                                      info.is_object() && info.value("extrapolated", false)},
                        {}};
            }
    if (const auto gaps = estimate.find("unpredicted"); gaps != estimate.end() && gaps->is_array())
        for (const auto& gap : *gaps) {
            json job = gap;
            job.erase("qd");
            if (estimateMatches(job, key))
                return {std::nullopt, "not predicted: " + gap.value("reason", "no reason given")};
        }
    return {std::nullopt, "not in the estimate"};
}

std::vector<RankEntry> rankConfigurations(const CampaignDocument& document, const CellKey& key)
{
    std::vector<RankEntry> entries;
    for (std::size_t i = 0; i < document.configurations.size(); ++i) {
        RankEntry entry;
        entry.configuration = i;
        const PhaseResult* phase = document.configurations[i].phaseNamed(kPhaseMeasure);
        const bench::CellResult* cell = phase ? findCell(phase->cells, key) : nullptr;
        if (!phase)
            entry.missing = "not measured (" + document.configurations[i].outcome + ")";
        else if (!cell)
            entry.missing = "cell not run";
        else if (!wasMeasured(*cell))
            entry.missing = notMeasuredReason(*cell);
        else {
            entry.iops = cell->iops;
            entry.bw_bytes = cell->bw_bytes;
        }
        entries.push_back(entry);
    }
    // Stable: equal IOPS keep the campaign's order; missing ones go last.
    std::stable_sort(entries.begin(), entries.end(), [](const RankEntry& a, const RankEntry& b) {
        return a.iops.value_or(-1) > b.iops.value_or(-1);
    });
    return entries;
}

std::vector<CellKey> measuredWorkloads(const CampaignDocument& document)
{
    std::vector<CellKey> keys;
    for (const auto& configuration : document.configurations)
        if (const PhaseResult* phase = configuration.phaseNamed(kPhaseMeasure))
            for (const auto& cell : phase->cells)
                if (const CellKey key = keyOf(cell.job);
                    std::find(keys.begin(), keys.end(), key) == keys.end())
                    keys.push_back(key);
    return keys;
}

} // namespace am::campaign
