#include "core/bench/run_compare_text.h"

#include <fmt/format.h>

#include "core/bench/figure_text.h"

namespace am::bench {

using nlohmann::json;

namespace {

// A Markdown table cell: a pipe would end it, a newline the row.
std::string cellText(std::string text)
{
    std::string out;
    for (const char c : text) {
        if (c == '|')
            out += "\\|";
        else if (c == '\n')
            out += ' ';
        else
            out += c;
    }
    return out;
}

json sideJson(const CompareSide& side)
{
    return json{
        {"file", side.source},        {"hostname", side.hostname},       {"created", side.created},
        {"target", side.target_path}, {"target_kind", side.target_kind}, {"preset", side.preset}};
}

json keyJson(const CellKey& key)
{
    Job job;
    job.pattern = key.pattern;
    job.read_share = key.read_share;
    return json{{"rw", rwName(job)},
                {"bs", key.block_size},
                {"read_share", key.read_share},
                {"qd", key.queue_depth},
                {"jobs", key.workers},
                {"load_peak", key.load_peak},
                {"load_percent", key.load_percent},
                {"fill_once", key.fill_once}};
}

json changeJson(const FigureChange& change)
{
    return json{{"a", change.a},
                {"b", change.b},
                {"change_percent", change.percent ? json(*change.percent) : json()},
                {"significant", change.significant},
                {"verdict", toString(change.verdict)},
                {"repeated", change.repeated},
                {"a_min", change.a_spread.min},
                {"a_max", change.a_spread.max},
                {"b_min", change.b_spread.min},
                {"b_max", change.b_spread.max}};
}

} // namespace

CompareSide compareSideOf(const std::string& source, const RunDocument& run)
{
    return {source, run.hostname, run.created, run.target_path, run.target_kind, run.preset};
}

std::string sideText(const CompareSide& side)
{
    std::string out;
    auto add = [&out](const std::string& part) {
        if (part.empty()) return;
        if (!out.empty()) out += ", ";
        out += part;
    };
    add(side.hostname);
    add(side.created);
    add(side.target_path.empty() || side.target_kind.empty()
            ? side.target_path
            : fmt::format("{} ({})", side.target_path, side.target_kind));
    if (out.empty()) out = side.source;
    return out;
}

std::string figureText(double value, Metric metric)
{
    if (metric == Metric::Iops) return iopsText(value);
    if (isLatency(metric)) return latencyText(value * 1e3);
    return fmt::format("{:.1f}", value);
}

std::string figureText(const FigureChange& change, bool b_side)
{
    const double value = b_side ? change.b : change.a;
    const Spread& spread = b_side ? change.b_spread : change.a_spread;
    const std::string text = figureText(value, change.metric);
    if (spread.min == spread.max) return text;
    return fmt::format("{} [{}-{}]", text, figureText(spread.min, change.metric),
                       figureText(spread.max, change.metric));
}

std::string percentText(const FigureChange& change)
{
    if (!change.percent) return "n/a";
    return fmt::format("{:+.1f} %", *change.percent);
}

std::string verdictText(const FigureChange& change)
{
    const char* arrow = change.b > change.a ? "▲" : "▼";
    switch (change.verdict) {
    case ChangeVerdict::Better:
        return fmt::format("{} better", arrow);
    case ChangeVerdict::Worse:
        return fmt::format("{} worse", arrow);
    case ChangeVerdict::NotComparable:
        return "not comparable";
    case ChangeVerdict::Unchanged:
        break;
    }
    return {};
}

std::string significanceRuleText()
{
    return fmt::format(
        "A change is marked where it exceeds the runs' own spread: with repeats, when the two "
        "cells' min-max ranges do not overlap; without repeats, when it is more than {:g} %. "
        "Higher IOPS and MB/s and lower latency are better.",
        kUnrepeatedChangePercent);
}

json compareJson(const CompareSide& a, const CompareSide& b,
                 const std::vector<CellComparison>& cells)
{
    json list = json::array();
    for (const auto& cell : cells) {
        json entry{{"name", cell.name},
                   {"job", keyJson(cell.key)},
                   {"in", cell.inBoth() ? "both"
                          : cell.a      ? "a"
                                        : "b"},
                   {"a_index", cell.a ? json(*cell.a) : json()},
                   {"b_index", cell.b ? json(*cell.b) : json()}};
        if (cell.inBoth()) {
            json figures = json::object();
            for (const auto& change : cell.figures)
                figures[findCompareFigure(change.metric)->id] = changeJson(change);
            entry["figures"] = std::move(figures);
        }
        list.push_back(std::move(entry));
    }
    json summary = json::object();
    for (const auto& figure : compareFigures()) {
        const CompareCounts counts = countChanges(cells, figure.metric);
        summary[figure.id] = json{{"better", counts.better},
                                  {"worse", counts.worse},
                                  {"unchanged", counts.unchanged},
                                  {"not_comparable", counts.not_comparable}};
    }
    const CompareCounts counts = countChanges(cells, Metric::Iops);
    return json{{"schema", kCompareSchema},
                {"rule",
                 {{"repeated", "min-max ranges do not overlap"},
                  {"unrepeated_percent", kUnrepeatedChangePercent}}},
                {"a", sideJson(a)},
                {"b", sideJson(b)},
                {"cells", std::move(list)},
                {"only_a", counts.only_a},
                {"only_b", counts.only_b},
                {"summary", std::move(summary)}};
}

std::string compareMarkdown(const CompareSide& a, const CompareSide& b,
                            const std::vector<CellComparison>& cells,
                            const std::vector<const CompareFigure*>& figures)
{
    std::string out = "### ArrayMark: run B against run A\n\n| | Run | File |\n|---|---|---|\n";
    out += fmt::format("| A | {} | {} |\n", cellText(sideText(a)), cellText(a.source));
    out += fmt::format("| B | {} | {} |\n", cellText(sideText(b)), cellText(b.source));
    out += "\n| Cell | Figure | A | B | Change |\n|---|---|---:|---:|---|\n";
    std::vector<std::string> only_a, only_b;
    for (const auto& cell : cells) {
        if (!cell.inBoth()) {
            (cell.a ? only_a : only_b).push_back(cell.name);
            continue;
        }
        for (const CompareFigure* figure : figures) {
            const FigureChange* change = cell.figure(figure->metric);
            if (!change) continue;
            std::string text = percentText(*change);
            if (const std::string verdict = verdictText(*change); !verdict.empty())
                text = change->significant ? fmt::format("**{} {}**", text, verdict)
                                           : fmt::format("{} ({})", text, verdict);
            out += fmt::format("| {} | {} | {} | {} | {} |\n", cellText(cell.name), figure->label,
                               figureText(*change, false), figureText(*change, true), text);
        }
    }
    auto list = [&out](const char* title, const std::vector<std::string>& names) {
        if (names.empty()) return;
        out += fmt::format("\n**{}**: ", title);
        for (std::size_t i = 0; i < names.size(); ++i) out += (i ? ", " : "") + cellText(names[i]);
        out += "\n";
    };
    list("Only in A", only_a);
    list("Only in B", only_b);
    out += fmt::format("\n{} MB/s = 10^6 bytes/s; latency is total latency (fio's lat); ranges "
                       "[min-max] are over a cell's repeats.\n",
                       significanceRuleText());
    return out;
}

} // namespace am::bench
