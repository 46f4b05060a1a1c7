// arraymark-cli compare A.json B.json: two runs side by side, the change per cell in percent,
// marked where it exceeds the runs' own spread (core/bench/run_compare.h).

#include <filesystem>
#include <memory>

#include <fmt/format.h>

#include "app/cli/command.h"
#include "app/cli/table.h"
#include "core/bench/result_reader.h"
#include "core/bench/run_compare_text.h"
#include "core/util/json_text.h"

namespace am::cli {

namespace {

struct CompareOptions {
    std::string a, b;
    std::vector<std::string> metrics;
    std::string format = "table";
    bool json = false;
};

bench::RunDocument readRun(const std::string& path, const char* which)
{
    std::error_code ec;
    if (!std::filesystem::exists(path, ec))
        throw UsageError(fmt::format("run {}: {}: no such file", which, path));
    try {
        return bench::readResultFile(path);
    } catch (const bench::ResultFormatError& error) {
        throw UsageError(fmt::format("run {}: {}", which, error.what()));
    }
}

std::vector<const bench::CompareFigure*> chosenFigures(const std::vector<std::string>& ids)
{
    std::vector<const bench::CompareFigure*> figures;
    if (ids.empty()) {
        for (const auto& figure : bench::compareFigures()) figures.push_back(&figure);
        return figures;
    }
    for (const auto& id : ids) {
        const bench::CompareFigure* figure = bench::findCompareFigure(id);
        if (!figure) {
            std::string known;
            for (const auto& f : bench::compareFigures())
                known += (known.empty() ? "" : ", ") + std::string(f.id);
            throw UsageError(fmt::format("--metric {}: must be one of {}", id, known));
        }
        figures.push_back(figure);
    }
    return figures;
}

std::string names(const std::vector<bench::CellComparison>& cells, bool in_a)
{
    std::string out;
    for (const auto& cell : cells)
        if (!cell.inBoth() && cell.a.has_value() == in_a)
            out += (out.empty() ? "" : ", ") + cell.name;
    return out;
}

void printTable(const bench::CompareSide& a, const bench::CompareSide& b,
                const std::vector<bench::CellComparison>& cells,
                const std::vector<const bench::CompareFigure*>& figures)
{
    fmt::print("A: {} ({})\nB: {} ({})\n\n", bench::sideText(a), a.source, bench::sideText(b),
               b.source);
    TextTable table({"CELL", "FIGURE", "A", "B", "CHANGE", ""});
    for (const auto& cell : cells) {
        if (!cell.inBoth()) continue;
        bool first = true;
        for (const bench::CompareFigure* figure : figures) {
            const bench::FigureChange* change = cell.figure(figure->metric);
            if (!change) continue;
            table.addRow({first ? cell.name : std::string(), figure->label,
                          bench::figureText(*change, false), bench::figureText(*change, true),
                          bench::percentText(*change), bench::verdictText(*change)});
            first = false;
        }
    }
    fmt::print("{}", table.render());
    if (const std::string only = names(cells, true); !only.empty())
        fmt::print("only in A: {}\n", only);
    if (const std::string only = names(cells, false); !only.empty())
        fmt::print("only in B: {}\n", only);
    for (const bench::CompareFigure* figure : figures) {
        const bench::CompareCounts counts = bench::countChanges(cells, figure->metric);
        fmt::print("{}: {} better, {} worse, {} within the noise{}\n", figure->label, counts.better,
                   counts.worse, counts.unchanged,
                   counts.not_comparable
                       ? fmt::format(", {} not comparable (0 in a run)", counts.not_comparable)
                       : std::string());
    }
    fmt::print("{}\nMB/s = 10^6 bytes/s; latency is total latency (fio's lat); [min-max] over "
               "a cell's repeats.\n",
               bench::significanceRuleText());
}

void run(const CompareOptions& o)
{
    if (o.format != "table" && o.format != "markdown")
        throw UsageError(fmt::format("--format {}: must be table or markdown", o.format));
    if (o.json && o.format != "table")
        throw UsageError("--json and --format markdown: give one or the other");
    const auto figures = chosenFigures(o.metrics);
    const bench::RunDocument a = readRun(o.a, "A");
    const bench::RunDocument b = readRun(o.b, "B");
    const auto cells = bench::compareRuns(a.cells, b.cells);
    const bench::CompareSide side_a = bench::compareSideOf(o.a, a);
    const bench::CompareSide side_b = bench::compareSideOf(o.b, b);
    if (o.json)
        fmt::print("{}\n", util::jsonText(bench::compareJson(side_a, side_b, cells), 1));
    else if (o.format == "markdown")
        fmt::print("{}", bench::compareMarkdown(side_a, side_b, cells, figures));
    else
        printTable(side_a, side_b, cells, figures);
}

} // namespace

void addCompareCommand(CLI::App& app)
{
    auto o = std::make_shared<CompareOptions>();
    CLI::App* command = app.add_subcommand(
        "compare", "Two result files side by side: the change per cell, marked beyond the noise");
    command->add_option("a", o->a, "Run A, the baseline: a result file or fio JSON output")
        ->required();
    command->add_option("b", o->b, "Run B, compared with A")->required();
    command
        ->add_option("--metric", o->metrics,
                     "Figures shown: iops, mb_s, p50_us, p99_us, p999_us (default all)")
        ->delimiter(',');
    command->add_option("--format", o->format, "table (default) or markdown");
    command->add_flag("--json", o->json, "Print the arraymark.compare/1 document");
    command->callback([o] { run(*o); });
}

} // namespace am::cli
