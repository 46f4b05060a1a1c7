#include <fmt/format.h>

#include "core/campaign/campaign_figures.h"
#include "core/campaign/report_parts.h"
#include "core/campaign/report_text.h"
#include "core/fleet/transport_argv.h"

namespace am::campaign::parts {

std::vector<Block> ratioToOneDrive(const CampaignDocument& document,
                                   const std::vector<bench::CellResult>& cells)
{
    if (cells.empty()) return {Paragraph{"No ratio to one drive: no cell was measured."}};
    if (document.baseline.empty())
        return {Paragraph{"No baseline was run, so there is no ratio to one drive."}};
    Table table;
    table.caption = "Ratio to one drive";
    table.header = {"Cell", "This array (IOPS)", "One drive (IOPS, median)", "Ratio"};
    table.note = fmt::format("One drive: the median over the {} drives measured alone, per cell.",
                             document.baseline.size());
    for (const auto& cell : cells) {
        const auto one = baselineFor(document, keyOf(cell.job));
        std::vector<std::string> row{cellName(cell), iopsOrReason(cell)};
        if (!one) {
            row.insert(row.end(), {"not measured alone", "no ratio"});
        } else {
            row.push_back(fmt::format("{} (of {})", iopsText(one->median_iops), one->drives));
            row.push_back(wasMeasured(cell) ? ratioText(cell.iops / one->median_iops) : "no ratio");
        }
        table.rows.push_back(std::move(row));
    }
    return {table};
}

std::vector<Block> againstEstimate(const ConfigurationResult& configuration,
                                   const std::vector<bench::CellResult>& cells)
{
    if (cells.empty())
        return {Paragraph{"Nothing to compare with the estimate: no cell was measured."}};
    if (!configuration.estimate.is_object())
        return {Paragraph{
            "No estimate was made for this configuration, so nothing is compared with one."}};
    Table table;
    table.caption = "Measured against estimated";
    table.header = {"Cell", "Measured (IOPS)", "Estimated (IOPS)", "Measured / estimated",
                    "Estimate bound by"};
    table.note =
        "Estimated: ArrayMark's estimator, from the members' profile, before the array was built.";
    for (const auto& cell : cells) {
        const EstimateMatch match = estimatedFor(configuration.estimate, keyOf(cell.job));
        std::vector<std::string> row{cellName(cell), iopsOrReason(cell)};
        if (!match.cell) {
            row.insert(row.end(), {match.missing, "no comparison", "no estimate"});
        } else {
            row.push_back(iopsText(match.cell->iops));
            row.push_back(wasMeasured(cell) && match.cell->iops > 0
                              ? percentText(cell.iops / match.cell->iops)
                              : "no comparison");
            row.push_back(
                (match.cell->limit.empty() ? std::string("not stated") : match.cell->limit) +
                (match.cell->extrapolated ? " (extrapolated)" : ""));
        }
        table.rows.push_back(std::move(row));
    }
    return {table};
}

std::vector<Block> latencyPercentiles(const std::vector<bench::CellResult>& cells)
{
    if (cells.empty()) return {Paragraph{"No latency: no cell was measured."}};
    Table table;
    table.caption = "Latency percentiles";
    table.header = {"Cell", "p50", "p99", "p99.9"};
    table.note = "Total latency, from submission to completion (like fio's lat); completion "
                 "latency (fio's clat) for cells that have no total latency.";
    for (const auto& cell : cells) {
        if (!wasMeasured(cell)) {
            const std::string reason = notMeasuredReason(cell);
            table.rows.push_back({cellName(cell), reason, reason, reason});
            continue;
        }
        const auto& lat = bench::shownLatency(cell);
        table.rows.push_back({cellName(cell), latencyText(static_cast<double>(lat.p50_ns)),
                              latencyText(static_cast<double>(lat.p99_ns)),
                              latencyText(static_cast<double>(lat.p999_ns))});
    }
    return {table};
}

namespace {

std::string againstHealthy(const PhaseResult* phase, const bench::CellResult* healthy,
                           const CellKey& key, bool as_share)
{
    if (!phase) return "not run";
    const bench::CellResult* cell = findCell(phase->cells, key);
    if (!cell) return "cell not run";
    if (!wasMeasured(*cell)) return notMeasuredReason(*cell);
    if (!as_share) return iopsText(cell->iops);
    if (!healthy || !wasMeasured(*healthy)) return "no healthy figure";
    return percentText(cell->iops / healthy->iops);
}

Table rebuildTable(const ConfigurationResult& c, const PhaseResult* rebuilding)
{
    Table table;
    table.caption = "Rebuild";
    table.header = {"Member rebuilt", "Bytes rebuilt", "Rebuild time", "Minutes per TB",
                    "Measured during the rebuild"};
    table.note = "TB: 10^12 bytes.";
    const std::string measured = rebuilding ? "yes, " + durationText(rebuilding->seconds) : "no";
    if (!c.rebuild) {
        table.rows.push_back(
            {"not recorded", "not recorded", "not recorded", "not recorded", measured});
        return table;
    }
    const RebuildFigures& r = *c.rebuild;
    table.rows.push_back(
        {r.member.empty() ? "not recorded" : r.member, r.bytes ? sizeText(r.bytes) : "not recorded",
         durationText(r.seconds),
         r.bytes ? fmt::format("{:.1f}", r.minutes_per_tb()) : "unknown (no byte count)",
         measured});
    return table;
}

} // namespace

std::vector<Block> degradedAndRebuilding(const ConfigurationResult& c)
{
    const PhaseResult* healthy = c.phaseNamed(kPhaseMeasure);
    const PhaseResult* degraded = c.phaseNamed(kPhaseDegraded);
    const PhaseResult* rebuilding = c.phaseNamed(kPhaseRebuild);
    std::vector<Block> blocks;
    if (!degraded && !rebuilding) {
        blocks.emplace_back(Paragraph{"No degraded or rebuilding run for this configuration."});
    } else {
        Table table;
        table.caption = "Healthy, degraded and rebuilding (IOPS)";
        table.header = {"Cell",       "Healthy",
                        "Degraded",   "Degraded / healthy",
                        "Rebuilding", "Rebuilding / healthy"};
        table.note = "Degraded: one member failed and removed. Rebuilding: measured while md "
                     "rebuilt the member onto its replacement.";
        std::vector<CellKey> keys;
        for (const PhaseResult* phase : {degraded, rebuilding})
            if (phase)
                for (const auto& cell : phase->cells)
                    if (std::find(keys.begin(), keys.end(), keyOf(cell.job)) == keys.end())
                        keys.push_back(keyOf(cell.job));
        for (const auto& key : keys) {
            const bench::CellResult* base = healthy ? findCell(healthy->cells, key) : nullptr;
            table.rows.push_back({workloadName(key),
                                  base ? iopsOrReason(*base) : "not measured healthy",
                                  againstHealthy(degraded, base, key, false),
                                  againstHealthy(degraded, base, key, true),
                                  againstHealthy(rebuilding, base, key, false),
                                  againstHealthy(rebuilding, base, key, true)});
        }
        blocks.emplace_back(std::move(table));
    }
    if (c.rebuild || rebuilding)
        blocks.emplace_back(rebuildTable(c, rebuilding));
    else
        blocks.emplace_back(Paragraph{"No rebuild was run for this configuration."});
    return blocks;
}

std::vector<Block> commandsRun(const ConfigurationResult& c)
{
    if (c.commands.empty()) return {Paragraph{"No command was recorded for this configuration."}};
    CodeBlock code;
    for (const auto& argv : c.commands) {
        std::string line;
        for (const auto& word : argv) line += (line.empty() ? "" : " ") + fleet::shellQuote(word);
        code.lines.push_back(std::move(line));
    }
    return {Paragraph{"Every command that ran, in order:"}, code};
}

} // namespace am::campaign::parts
