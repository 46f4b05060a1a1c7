#include "core/bench/run_compare.h"

#include <cmath>
#include <map>

namespace am::bench {

const std::vector<CompareFigure>& compareFigures()
{
    static const std::vector<CompareFigure> figures{
        {Metric::Iops, "iops", "IOPS"},          {Metric::MBps, "mb_s", "MB/s"},
        {Metric::LatP50Us, "p50_us", "p50"},     {Metric::LatP99Us, "p99_us", "p99"},
        {Metric::LatP999Us, "p999_us", "p99.9"},
    };
    return figures;
}

const CompareFigure* findCompareFigure(std::string_view id)
{
    for (const auto& figure : compareFigures())
        if (id == figure.id) return &figure;
    return nullptr;
}

const CompareFigure* findCompareFigure(Metric metric)
{
    for (const auto& figure : compareFigures())
        if (figure.metric == metric) return &figure;
    return nullptr;
}

const char* toString(ChangeVerdict verdict)
{
    switch (verdict) {
    case ChangeVerdict::Unchanged:
        return "unchanged";
    case ChangeVerdict::Better:
        return "better";
    case ChangeVerdict::Worse:
        return "worse";
    case ChangeVerdict::NotComparable:
        return "not_comparable";
    }
    return "unchanged";
}

namespace {

// The cell's range of the figure in the metric's unit; a cell measured once is its own value.
Spread spreadIn(const CellResult& cell, const CompareFigure& figure, double value)
{
    return spreadOf(cell, figure.metric).value_or(Spread{value, value, value});
}

} // namespace

FigureChange figureChange(const CellResult& a, const CellResult& b, const CompareFigure& figure)
{
    FigureChange change;
    change.metric = figure.metric;
    change.a = metricValue(a, figure.metric);
    change.b = metricValue(b, figure.metric);
    change.a_spread = spreadIn(a, figure, change.a);
    change.b_spread = spreadIn(b, figure, change.b);
    change.repeated = !a.repeats.empty() || !b.repeats.empty();
    if (change.a != 0) change.percent = (change.b - change.a) / change.a * 100.0;
    if (change.a == 0 || change.b == 0) {
        change.verdict = ChangeVerdict::NotComparable;
        return change;
    }
    change.significant = change.repeated ? change.b_spread.min > change.a_spread.max ||
                                               change.b_spread.max < change.a_spread.min
                                         : std::abs(*change.percent) > kUnrepeatedChangePercent;
    if (change.significant)
        change.verdict = (change.b > change.a) != lowerIsBetter(figure.metric)
                             ? ChangeVerdict::Better
                             : ChangeVerdict::Worse;
    return change;
}

const FigureChange* CellComparison::figure(Metric metric) const
{
    for (const auto& change : figures)
        if (change.metric == metric) return &change;
    return nullptr;
}

std::vector<CellComparison> compareRuns(const std::vector<CellResult>& a,
                                        const std::vector<CellResult>& b)
{
    std::map<CellKey, std::vector<std::size_t>> b_by_key;
    for (std::size_t j = 0; j < b.size(); ++j) b_by_key[keyOf(b[j].job)].push_back(j);
    std::map<CellKey, std::size_t> seen; // cells of each key in A so far
    std::vector<bool> paired(b.size(), false);
    std::vector<CellComparison> out;
    for (std::size_t i = 0; i < a.size(); ++i) {
        CellComparison cell;
        cell.key = keyOf(a[i].job);
        cell.name = cellKeyName(cell.key);
        cell.a = i;
        const std::size_t n = seen[cell.key]++;
        if (const auto it = b_by_key.find(cell.key);
            it != b_by_key.end() && n < it->second.size()) {
            cell.b = it->second[n];
            paired[*cell.b] = true;
            for (const auto& figure : compareFigures())
                cell.figures.push_back(figureChange(a[i], b[*cell.b], figure));
        }
        out.push_back(std::move(cell));
    }
    for (std::size_t j = 0; j < b.size(); ++j) {
        if (paired[j]) continue;
        CellComparison cell;
        cell.key = keyOf(b[j].job);
        cell.name = cellKeyName(cell.key);
        cell.b = j;
        out.push_back(std::move(cell));
    }
    return out;
}

CompareCounts countChanges(const std::vector<CellComparison>& cells, Metric metric)
{
    CompareCounts counts;
    for (const auto& cell : cells) {
        if (!cell.b) ++counts.only_a;
        if (!cell.a) ++counts.only_b;
        const FigureChange* change = cell.figure(metric);
        if (!change) continue;
        switch (change->verdict) {
        case ChangeVerdict::Better:
            ++counts.better;
            break;
        case ChangeVerdict::Worse:
            ++counts.worse;
            break;
        case ChangeVerdict::Unchanged:
            ++counts.unchanged;
            break;
        case ChangeVerdict::NotComparable:
            ++counts.not_comparable;
            break;
        }
    }
    return counts;
}

} // namespace am::bench
