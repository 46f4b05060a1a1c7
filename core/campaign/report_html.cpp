#include "core/campaign/report_html.h"

#include <fmt/format.h>

#include "core/campaign/markup_escape.h"
#include "core/campaign/report_tables.h"

namespace am::campaign {

namespace {

constexpr const char* kStyle = R"(
body { font-family: sans-serif; max-width: 1100px; margin: 2em auto; padding: 0 1em; color: #222; }
h1 { border-bottom: 2px solid #444; }
h2 { margin-top: 2em; border-bottom: 1px solid #aaa; }
table { border-collapse: collapse; margin: 1em 0 0.3em; }
caption { text-align: left; font-weight: bold; padding-bottom: 0.3em; }
th, td { border: 1px solid #bbb; padding: 0.25em 0.6em; text-align: right; }
th:first-child, td:first-child { text-align: left; white-space: nowrap; }
th { background: #eee; }
tr:nth-child(even) td { background: #f7f7f7; }
table.text td, table.text th { text-align: left; }
p.note { font-size: 0.85em; color: #555; margin-top: 0; }
pre { background: #f4f4f4; padding: 0.6em; overflow-x: auto; }
svg.chart { display: block; margin: 1em 0; }
nav li { margin: 0.1em 0; }
)";

struct HtmlBlock {
    std::string& out;
    void operator()(const Paragraph& p) const { out += "<p>" + escapeMarkup(p.text) + "</p>\n"; }
    void operator()(const Table& t) const
    {
        const std::string classes = t.kind + (t.numeric ? "" : t.kind.empty() ? "text" : " text");
        out += classes.empty() ? "<table>" : "<table class=\"" + escapeMarkup(classes) + "\">";
        if (!t.caption.empty()) out += "<caption>" + escapeMarkup(t.caption) + "</caption>";
        out += "\n<thead><tr>";
        for (const auto& h : t.header) out += "<th>" + escapeMarkup(h) + "</th>";
        out += "</tr></thead>\n<tbody>\n";
        for (const auto& row : t.rows) {
            out += "<tr>";
            for (const auto& cell : row) out += "<td>" + escapeMarkup(cell) + "</td>";
            out += "</tr>\n";
        }
        out += "</tbody></table>\n";
        if (!t.note.empty()) out += "<p class=\"note\">" + escapeMarkup(t.note) + "</p>\n";
    }
    void operator()(const ChartData& c) const { out += svgChart(c) + "\n"; }
    void operator()(const CodeBlock& c) const
    {
        out += "<pre><code>";
        for (const auto& line : c.lines) out += escapeMarkup(line) + "\n";
        out += "</code></pre>\n";
    }
};

} // namespace

std::string htmlReport(const CampaignDocument& document)
{
    const Report report = buildReport(document);
    std::string out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
    out += "<title>" + escapeMarkup(report.title) + "</title>\n<style>" + kStyle + "</style>\n";
    out += "</head>\n<body>\n<h1>" + escapeMarkup(report.title) + "</h1>\n";
    for (const auto& p : report.intro) HtmlBlock{out}(p);
    out += "<nav><ul>\n";
    for (const auto& s : report.sections)
        if (s.level == 2)
            out += fmt::format("<li><a href=\"#{}\">{}</a></li>\n", escapeMarkup(s.anchor),
                               escapeMarkup(s.title));
    out += "</ul></nav>\n";
    for (const auto& s : report.sections) {
        out += fmt::format("<section id=\"{}\">\n<h{}>{}</h{}>\n", escapeMarkup(s.anchor), s.level,
                           escapeMarkup(s.title), s.level);
        for (const auto& block : s.blocks) std::visit(HtmlBlock{out}, block);
        out += "</section>\n";
    }
    out += "</body>\n</html>\n";
    return out;
}

} // namespace am::campaign
