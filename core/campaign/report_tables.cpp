#include "core/campaign/report_tables.h"

#include <fmt/format.h>

#include "core/campaign/report_parts.h"

namespace am::campaign {

namespace {

void append(std::vector<Block>& to, std::vector<Block> blocks)
{
    for (auto& block : blocks) to.push_back(std::move(block));
}

std::vector<Section> configurationSections(const CampaignDocument& document,
                                           const ConfigurationResult& c)
{
    const std::string anchor = "cfg-" + c.id;
    std::vector<Section> sections;
    Section head{anchor, "Configuration " + c.label, 2, parts::configurationOverview(c)};
    const PhaseResult* measured = c.phaseNamed(kPhaseMeasure);
    if (!measured) {
        head.blocks.emplace_back(Paragraph{fmt::format(
            "The healthy array was not measured ({}): no table, chart or comparison for it.",
            c.outcome.empty() ? "outcome not recorded" : c.outcome)});
        sections.push_back(std::move(head));
    } else {
        append(head.blocks, parts::measuredMatrix(measured->cells));
        sections.push_back(std::move(head));
        const auto& cells = measured->cells;
        sections.push_back({anchor + "-charts", "Charts", 3, parts::measuredCharts(cells)});
        sections.push_back(
            {anchor + "-ratio", "Against one drive", 3, parts::ratioToOneDrive(document, cells)});
        sections.push_back(
            {anchor + "-estimate", "Against the estimate", 3, parts::againstEstimate(c, cells)});
        sections.push_back({anchor + "-latency", "Latency", 3, parts::latencyPercentiles(cells)});
    }
    sections.push_back(
        {anchor + "-degraded", "Degraded and rebuilding", 3, parts::degradedAndRebuilding(c)});
    sections.push_back({anchor + "-commands", "Commands", 3, parts::commandsRun(c)});
    return sections;
}

} // namespace

Report buildReport(const CampaignDocument& document)
{
    Report report;
    report.title = "ArrayMark campaign report";
    std::string host = "host not recorded";
    if (document.host.is_object() && document.host.contains("hostname") &&
        document.host["hostname"].is_string())
        host = document.host["hostname"].get<std::string>();
    report.intro.push_back(Paragraph{
        fmt::format("{} configuration{} measured on {} with {} drive{}, started {}.",
                    document.configurations.size(), document.configurations.size() == 1 ? "" : "s",
                    host, document.drives.is_array() ? document.drives.size() : 0,
                    document.drives.is_array() && document.drives.size() == 1 ? "" : "s",
                    document.created.empty() ? "at a time not recorded" : document.created)});
    report.sections.push_back(parts::summary(document));
    if (document.configurations.empty())
        report.sections.push_back({"configurations",
                                   "Configurations",
                                   2,
                                   {Paragraph{"The campaign holds no configuration."}}});
    for (const auto& c : document.configurations)
        for (auto& section : configurationSections(document, c))
            report.sections.push_back(std::move(section));
    report.sections.push_back(parts::baseline(document));
    report.sections.push_back(parts::method(document));
    report.sections.push_back(parts::timing(document));
    return report;
}

} // namespace am::campaign
