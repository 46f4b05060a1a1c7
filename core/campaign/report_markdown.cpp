#include "core/campaign/report_markdown.h"

#include <string>

#include "core/campaign/markup_escape.h"
#include "core/campaign/report_tables.h"

namespace am::campaign {

namespace {

std::string row(const std::vector<std::string>& cells)
{
    std::string out = "|";
    for (const auto& cell : cells) out += " " + escapeMarkdown(cell) + " |";
    return out + "\n";
}

struct MarkdownBlock {
    std::string& out;
    void operator()(const Paragraph& p) const { out += escapeMarkdown(p.text) + "\n\n"; }
    void operator()(const Table& t) const
    {
        if (!t.caption.empty()) out += "**" + escapeMarkdown(t.caption) + "**\n\n";
        out += row(t.header);
        out += "|";
        for (std::size_t i = 0; i < t.header.size(); ++i)
            out += i == 0 || !t.numeric ? " --- |" : " ---: |";
        out += "\n";
        for (const auto& r : t.rows) out += row(r);
        out += "\n";
        if (!t.note.empty()) out += "_" + escapeMarkdown(t.note) + "_\n\n";
    }
    void operator()(const ChartData& c) const
    {
        out += "_Chart \"" + escapeMarkdown(c.title) +
               "\" left out of the Markdown: see the HTML report._\n\n";
    }
    void operator()(const CodeBlock& c) const
    {
        // A fence longer than any run of backticks in the commands.
        std::string fence = "```";
        for (const auto& line : c.lines)
            while (line.find(fence) != std::string::npos) fence += '`';
        out += fence + "\n";
        for (const auto& line : c.lines) out += line + "\n";
        out += fence + "\n\n";
    }
};

} // namespace

std::string markdownReport(const CampaignDocument& document)
{
    const Report report = buildReport(document);
    std::string out = "# " + escapeMarkdown(report.title) + "\n\n";
    for (const auto& p : report.intro) MarkdownBlock{out}(p);
    out += "Charts are in the HTML report only; this text holds every table.\n\n";
    for (const auto& s : report.sections) {
        out += std::string(static_cast<std::size_t>(s.level), '#') + " " + escapeMarkdown(s.title) +
               "\n\n";
        for (const auto& block : s.blocks) std::visit(MarkdownBlock{out}, block);
    }
    return out;
}

} // namespace am::campaign
