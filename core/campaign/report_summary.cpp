#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "core/bench/job_label.h"
#include "core/campaign/campaign_figures.h"
#include "core/campaign/report_parts.h"
#include "core/campaign/report_text.h"

namespace am::campaign::parts {

namespace {

std::string ordinal(std::size_t n)
{
    static const char* const suffix[] = {"th", "st", "nd", "rd"};
    const std::size_t last = n % 10;
    return fmt::format("{}{}", n, (n % 100) / 10 != 1 && last <= 3 ? suffix[last] : "th");
}

bool large(const CellKey& key) { return key.block_size >= kLargeBlockBytes; }

std::string rankedValue(const RankEntry& entry, const CellKey& key)
{
    if (!entry.iops) return entry.missing;
    return large(key) ? fmt::format("{} MB/s", megabytesPerSecondText(entry.bw_bytes))
                      : fmt::format("{} IOPS", iopsText(*entry.iops));
}

// The workloads the articles lead with, where the campaign ran them: random
// reads and writes at the deepest queue, sequential reads and writes at the
// largest block.
std::vector<CellKey> headlineWorkloads(const std::vector<CellKey>& all)
{
    std::vector<CellKey> chosen;
    const auto best = [&](bench::Pattern pattern, std::uint32_t share, auto better) {
        const CellKey* pick = nullptr;
        for (const auto& key : all)
            if (key.pattern == pattern && key.read_share == share && (!pick || better(key, *pick)))
                pick = &key;
        if (pick) chosen.push_back(*pick);
    };
    const auto deeper = [](const CellKey& a, const CellKey& b) {
        return std::pair(a.block_size == 4096, a.queue_depth * a.workers) >
               std::pair(b.block_size == 4096, b.queue_depth * b.workers);
    };
    const auto larger = [](const CellKey& a, const CellKey& b) {
        return std::pair(a.block_size, a.queue_depth * a.workers) >
               std::pair(b.block_size, b.queue_depth * b.workers);
    };
    best(bench::Pattern::Random, 100, deeper);
    best(bench::Pattern::Random, 0, deeper);
    best(bench::Pattern::Sequential, 100, larger);
    best(bench::Pattern::Sequential, 0, larger);
    return chosen;
}

} // namespace

Section summary(const CampaignDocument& document)
{
    Section section{"summary", "Summary: the configurations ranked", 2, {}};
    const auto workloads = measuredWorkloads(document);
    if (workloads.empty()) {
        section.blocks.emplace_back(
            Paragraph{"No configuration measured any cell, so there is nothing to rank."});
        return section;
    }
    Table table;
    table.kind = "ranking";
    table.numeric = false;
    table.caption = "Ranking per workload, best first (by IOPS)";
    table.header.push_back("Workload");
    for (std::size_t i = 1; i <= document.configurations.size(); ++i)
        table.header.push_back(ordinal(i));
    table.note =
        fmt::format("Healthy arrays. Blocks of {} and larger in MB/s (10^6 bytes per second), "
                    "the others in IOPS; the order is the same either way.",
                    bench::blockSizeLabel(kLargeBlockBytes));
    for (const auto& key : workloads) {
        std::vector<std::string> row{workloadName(key)};
        for (const auto& entry : rankConfigurations(document, key))
            row.push_back(document.configurations[entry.configuration].label + ": " +
                          rankedValue(entry, key));
        table.rows.push_back(std::move(row));
    }
    section.blocks.emplace_back(std::move(table));
    for (const auto& key : headlineWorkloads(workloads)) {
        ChartData chart;
        chart.kind = ChartData::Kind::Bar;
        chart.title = workloadName(key);
        chart.x_label = "Configuration";
        chart.y_label = large(key) ? "MB/s (10^6 B/s)" : "IOPS";
        ChartSeries series{chart.y_label, {}, {}};
        for (const auto& entry : rankConfigurations(document, key)) {
            chart.categories.push_back(document.configurations[entry.configuration].id);
            series.values.push_back(
                entry.iops ? std::optional(large(key) ? entry.bw_bytes / 1e6 : *entry.iops)
                           : std::nullopt);
        }
        chart.series.push_back(std::move(series));
        section.blocks.emplace_back(std::move(chart));
    }
    return section;
}

namespace {

// Runtimes and ramps as the cells ran them: the preset's, or what replaced it.
std::string runtimesText(const CampaignDocument& document)
{
    std::set<std::pair<double, double>> seen;
    const auto collect = [&](const std::vector<PhaseResult>& phases) {
        for (const auto& phase : phases)
            for (const auto& cell : phase.cells) seen.insert({cell.job.runtime_s, cell.job.ramp_s});
    };
    collect(document.baseline);
    for (const auto& c : document.configurations) collect(c.phases);
    if (seen.empty()) return "no cell ran";
    std::string out;
    for (const auto& [runtime, ramp] : seen)
        out += fmt::format("{}{} measured after a {} ramp", out.empty() ? "" : "; ",
                           durationText(runtime), durationText(ramp));
    return out + " per cell";
}

std::string perConfiguration(const CampaignDocument& document, auto text)
{
    std::string out;
    for (const auto& c : document.configurations)
        out += fmt::format("{}{}: {}", out.empty() ? "" : "; ", c.id, text(c));
    return out.empty() ? "no configuration" : out;
}

} // namespace

Section method(const CampaignDocument& document)
{
    Section section{"method", "Method: how to reproduce this", 2, {}};
    const nlohmann::json& spec =
        document.spec.is_object() ? document.spec : nlohmann::json::object();
    Table table;
    table.caption = "How the campaign ran";
    table.header = {"Setting", "Value"};
    table.numeric = false;
    table.rows.push_back({"Preset", jsonValueText(spec.value("preset", nlohmann::json()))});
    table.rows.push_back({"Runtimes", runtimesText(document)});
    table.rows.push_back(
        {"Precondition", perConfiguration(document, [](const ConfigurationResult& c) {
             return std::string(c.preconditioned ? "on (sequential fill)" : "off");
         })});
    table.rows.push_back(
        {"Initial sync", perConfiguration(document, [](const ConfigurationResult& c) {
             return c.sync_handling == "wait"
                        ? fmt::format("waited {}", durationText(c.sync_seconds))
                    : c.sync_handling.empty() ? std::string("not recorded")
                                              : c.sync_handling;
         })});
    table.rows.push_back({"ArrayMark", document.arraymark_version.empty()
                                           ? "version not recorded"
                                           : document.arraymark_version});
    table.rows.push_back({"Started", document.created.empty() ? "not recorded" : document.created});
    if (document.host.is_object())
        for (auto it = document.host.begin(); it != document.host.end(); ++it)
            table.rows.push_back({"Host " + it.key(), jsonValueText(*it, it.key())});
    else
        table.rows.push_back({"Host", "not recorded"});
    for (auto it = spec.begin(); it != spec.end(); ++it)
        if (it.key() != "preset")
            table.rows.push_back({"Spec " + it.key(), jsonValueText(*it, it.key())});
    section.blocks.emplace_back(std::move(table));

    if (!document.drives.is_array() || document.drives.empty()) {
        section.blocks.emplace_back(Paragraph{"The drives were not recorded."});
        return section;
    }
    Table drives;
    drives.caption = "Drives";
    drives.header = {"Path", "Model", "Size", "Transport"};
    drives.numeric = false;
    for (const auto& d : document.drives)
        drives.rows.push_back({jsonValueText(d.value("path", nlohmann::json())),
                               jsonValueText(d.value("model", nlohmann::json())),
                               d.contains("size_bytes") && d["size_bytes"].is_number_unsigned()
                                   ? sizeText(d["size_bytes"].get<std::uint64_t>())
                                   : "not recorded",
                               jsonValueText(d.value("transport", nlohmann::json()))});
    drives.note = "Sizes in decimal units (1 TB = 10^12 bytes).";
    section.blocks.emplace_back(std::move(drives));
    return section;
}

Section baseline(const CampaignDocument& document)
{
    Section section{"baseline", "Baseline: each drive alone", 2, {}};
    if (document.baseline.empty()) {
        section.blocks.emplace_back(
            Paragraph{"No baseline was run: the drives were not measured alone."});
        return section;
    }
    Table table;
    table.caption = "IOPS of each drive alone";
    table.header.push_back("Cell");
    for (const auto& drive : document.baseline)
        table.header.push_back(drive.target.empty() ? "drive (path not recorded)" : drive.target);
    table.header.push_back("Median");
    std::vector<CellKey> keys;
    for (const auto& drive : document.baseline)
        for (const auto& cell : drive.cells)
            if (std::find(keys.begin(), keys.end(), keyOf(cell.job)) == keys.end())
                keys.push_back(keyOf(cell.job));
    if (keys.empty()) {
        section.blocks.emplace_back(Paragraph{"The baseline ran, but no drive returned a cell."});
        return section;
    }
    for (const auto& key : keys) {
        std::vector<std::string> row{workloadName(key)};
        for (const auto& drive : document.baseline) {
            const bench::CellResult* cell = findCell(drive.cells, key);
            row.push_back(cell ? iopsOrReason(*cell) : "not run");
        }
        const auto median = baselineFor(document, key);
        row.push_back(median ? iopsText(median->median_iops) : "no drive measured it");
        table.rows.push_back(std::move(row));
    }
    section.blocks.emplace_back(std::move(table));
    return section;
}

Section timing(const CampaignDocument& document)
{
    Section section{"timing", "Timing from the journal", 2, {}};
    if (!document.journal_timing.is_array() || document.journal_timing.empty()) {
        section.blocks.emplace_back(Paragraph{"The journal recorded no timing."});
        return section;
    }
    Table table;
    table.caption = "Journal";
    table.header = {"At", "Event", "Configuration", "Phase"};
    table.numeric = false;
    for (const auto& e : document.journal_timing) {
        const auto field = [&](const char* key) {
            const auto it = e.find(key);
            return it == e.end() || it->is_null() ||
                           (it->is_string() && it->get<std::string>().empty())
                       ? std::string("none")
                       : jsonValueText(*it);
        };
        table.rows.push_back({field("at"), field("kind"), field("configuration"), field("phase")});
    }
    section.blocks.emplace_back(std::move(table));
    return section;
}

} // namespace am::campaign::parts
