#include "core/bench/result_matrix.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

namespace am::bench {

namespace {
ShapeKey shapeOf(const Job& job) { return ShapeKey{job.pattern, job.queue_depth, job.workers}; }
double us(double ns) { return ns / 1000.0; }

} // namespace

bool isLatency(Metric metric)
{
    return metric != Metric::Iops && metric != Metric::MBps && metric != Metric::MiBps;
}

bool isCompletionLatency(Metric metric)
{
    return metric == Metric::ClatMeanUs || metric == Metric::ClatP50Us ||
           metric == Metric::ClatP99Us || metric == Metric::ClatP999Us;
}

double metricValue(const CellResult& cell, Metric metric)
{
    switch (metric) {
    case Metric::Iops:
        return cell.iops;
    case Metric::MBps:
        return cell.bw_bytes / 1e6;
    case Metric::MiBps:
        return cell.bw_bytes / (1024.0 * 1024.0);
    case Metric::LatMeanUs:
        return us(shownLatency(cell).mean_ns);
    case Metric::LatP50Us:
        return us(static_cast<double>(shownLatency(cell).p50_ns));
    case Metric::LatP99Us:
        return us(static_cast<double>(shownLatency(cell).p99_ns));
    case Metric::LatP999Us:
        return us(static_cast<double>(shownLatency(cell).p999_ns));
    case Metric::ClatMeanUs:
        return us(cell.lat.mean_ns);
    case Metric::ClatP50Us:
        return us(static_cast<double>(cell.lat.p50_ns));
    case Metric::ClatP99Us:
        return us(static_cast<double>(cell.lat.p99_ns));
    case Metric::ClatP999Us:
        return us(static_cast<double>(cell.lat.p999_ns));
    }
    return 0;
}

bool lowerIsBetter(Metric metric) { return isLatency(metric); }

ResultMatrix pivot(const std::vector<CellResult>& cells, Metric metric)
{
    ResultMatrix matrix;
    std::set<std::uint32_t> shares;
    // Row order: pattern, block size, queue depth, workers.
    using RowKey = std::tuple<Pattern, std::uint64_t, std::uint32_t, std::uint32_t>;
    std::map<RowKey, std::map<std::uint32_t, int>> slots;
    std::set<ShapeKey> shapes;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const Job& job = cells[i].job;
        shares.insert(job.read_share);
        shapes.insert(shapeOf(job));
        slots[{job.pattern, job.block_size, job.queue_depth, job.workers}][job.read_share] =
            static_cast<int>(i);
    }
    matrix.read_shares.assign(shares.begin(), shares.end());
    matrix.uniform_shape = shapes.size() <= 1;
    for (const auto& [key, by_share] : slots) {
        MatrixRow row;
        row.shape = ShapeKey{std::get<0>(key), std::get<2>(key), std::get<3>(key)};
        row.block_size = std::get<1>(key);
        for (const auto share : matrix.read_shares) {
            const auto it = by_share.find(share);
            if (it == by_share.end()) {
                row.values.emplace_back();
                row.cell_index.push_back(-1);
            } else {
                row.values.emplace_back(
                    metricValue(cells[static_cast<std::size_t>(it->second)], metric));
                row.cell_index.push_back(it->second);
            }
        }
        matrix.rows.push_back(std::move(row));
    }
    return matrix;
}

namespace {
// Groups cells by (shape, fixed value) and sorts each group's points by x.
template <typename Fixed, typename X>
std::vector<ChartSeries> group(const std::vector<CellResult>& cells, Metric metric, Fixed fixed,
                               X x_of, bool fixed_is_bs)
{
    std::map<std::pair<ShapeKey, std::uint64_t>, std::map<double, SeriesPoint>> groups;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const Job& job = cells[i].job;
        const double x = x_of(job);
        groups[{shapeOf(job), fixed(job)}][x] =
            SeriesPoint{x, metricValue(cells[i], metric), static_cast<int>(i)};
    }
    std::vector<ChartSeries> out;
    for (const auto& [key, points] : groups) {
        ChartSeries series;
        series.shape = key.first;
        if (fixed_is_bs)
            series.block_size = key.second;
        else
            series.read_share = static_cast<std::uint32_t>(key.second);
        for (const auto& [x, point] : points) series.points.push_back(point);
        out.push_back(std::move(series));
    }
    return out;
}
} // namespace

std::vector<ChartSeries> seriesByBlockSize(const std::vector<CellResult>& cells, Metric metric)
{
    auto out = group(
        cells, metric, [](const Job& job) { return std::uint64_t{job.read_share}; },
        [](const Job& job) { return static_cast<double>(job.block_size); }, false);
    // Most reads first: the legend then reads like the reference table, right to left.
    std::stable_sort(out.begin(), out.end(), [](const ChartSeries& a, const ChartSeries& b) {
        return std::tie(a.shape, b.read_share) < std::tie(b.shape, a.read_share);
    });
    return out;
}

std::vector<ChartSeries> seriesByReadShare(const std::vector<CellResult>& cells, Metric metric)
{
    return group(
        cells, metric, [](const Job& job) { return job.block_size; },
        [](const Job& job) { return static_cast<double>(job.read_share); }, true);
}

std::string shapeLabel(const ShapeKey& shape, std::uint64_t block_size, bool include_shape)
{
    if (!include_shape) return blockSizeLabel(block_size);
    return jobShapeLabel(shape.pattern, block_size, shape.queue_depth, shape.workers);
}

} // namespace am::bench
