#include <algorithm>
#include <optional>
#include <set>

#include <fmt/format.h>

#include "core/bench/job_label.h"
#include "core/bench/result_matrix.h"
#include "core/campaign/campaign_figures.h"
#include "core/campaign/report_parts.h"
#include "core/campaign/report_text.h"
#include "core/raid/backend_table.h"

namespace am::campaign::parts {

std::string cellName(const bench::CellResult& cell)
{
    return cell.job.name.empty() ? bench::defaultJobName(cell.job) : cell.job.name;
}

std::string iopsOrReason(const bench::CellResult& cell)
{
    return wasMeasured(cell) ? iopsText(cell.iops) : notMeasuredReason(cell);
}

namespace {

// The backend the document records for the configuration (documents before backends: none).
std::optional<raid::Backend> recordedBackend(const ConfigurationResult& c)
{
    if (!c.configuration.is_object()) return std::nullopt;
    const auto it = c.configuration.find("backend");
    if (it == c.configuration.end() || !it->is_string()) return std::nullopt;
    return raid::parseBackend(it->get<std::string>());
}

} // namespace

std::vector<Block> configurationOverview(const ConfigurationResult& c)
{
    std::string sync;
    if (c.sync_handling == "wait")
        sync = fmt::format("waited for the initial sync ({}) before measuring",
                           durationText(c.sync_seconds));
    else if (c.sync_handling == "none" && recordedBackend(c) == raid::Backend::Btrfs)
        sync = "none (btrfs writes every copy as the data arrives)";
    else if (c.sync_handling == "none")
        sync = "none (no redundancy, nothing to sync)";
    else if (c.sync_handling == "assume-clean")
        sync = "created with --assume-clean: no initial sync ran";
    else
        sync = c.sync_handling.empty() ? "sync handling not recorded"
                                       : "sync handling: " + c.sync_handling;
    std::vector<Block> blocks{
        Paragraph{fmt::format("Array {}; {}. Outcome: {}.",
                              c.array.empty() ? "not created" : c.array,
                              c.configuration.is_null() ? "configuration not recorded"
                                                        : jsonValueText(c.configuration),
                              c.outcome.empty() ? "not recorded" : c.outcome)},
        Paragraph{
            fmt::format("Initial sync: {}. Preconditioned: {}.", sync,
                        c.preconditioned ? "yes, a sequential fill before measuring" : "no")}};
    if (const auto backend = recordedBackend(c)) {
        const raid::BackendInfo& info = raid::backendInfo(*backend);
        std::string text = fmt::format("Backend: {} ({}).", info.name, info.title);
        if (info.measured_through_file) {
            const PhaseResult* measured = c.phaseNamed(kPhaseMeasure);
            text += fmt::format(
                " Measured through a test file on its filesystem{}, not a block device: the "
                "figures include the filesystem's own work (checksums, copy-on-write).",
                measured && !measured->target.empty() ? " (" + measured->target + ")" : "");
        }
        blocks.push_back(Paragraph{text});
    }
    return blocks;
}

namespace {

std::string rowName(const bench::MatrixRow& row, bool include_shape)
{
    return bench::shapeLabel(row.shape, row.block_size, include_shape);
}

// The table of a pivot; slots without a measurement say why.
Table matrixTable(const std::vector<bench::CellResult>& cells, const bench::ResultMatrix& matrix,
                  bench::Metric metric, std::uint64_t smallest_block)
{
    Table table;
    table.header.push_back(matrix.uniform_shape ? "Block size" : "Cell");
    for (const auto share : matrix.read_shares) table.header.push_back(readShareText(share));
    for (const auto& row : matrix.rows) {
        if (row.block_size < smallest_block) continue;
        std::vector<std::string> line{rowName(row, !matrix.uniform_shape)};
        for (std::size_t i = 0; i < row.values.size(); ++i) {
            const int index = row.cell_index[i];
            if (index < 0) {
                line.push_back("not run");
                continue;
            }
            const auto& cell = cells[static_cast<std::size_t>(index)];
            if (!wasMeasured(cell))
                line.push_back(notMeasuredReason(cell));
            else
                line.push_back(metric == bench::Metric::Iops
                                   ? iopsText(cell.iops)
                                   : megabytesPerSecondText(cell.bw_bytes));
        }
        table.rows.push_back(std::move(line));
    }
    return table;
}

std::string shapeCaption(const bench::ResultMatrix& matrix)
{
    if (!matrix.uniform_shape || matrix.rows.empty()) return {};
    const auto& shape = matrix.rows.front().shape;
    return ", " +
           bench::jobShapeLabel(shape.pattern, std::nullopt, shape.queue_depth, shape.workers);
}

} // namespace

std::vector<Block> measuredMatrix(const std::vector<bench::CellResult>& cells)
{
    if (cells.empty()) return {Paragraph{"No cell was measured in the healthy state."}};
    std::vector<Block> blocks;
    const auto iops = bench::pivot(cells, bench::Metric::Iops);
    Table table = matrixTable(cells, iops, bench::Metric::Iops, 0);
    table.kind = "iops";
    table.caption = "IOPS by block size and read share" + shapeCaption(iops);
    table.note =
        "IOPS: I/Os per second, reads and writes together. \"not run\": the preset has no such cell.";
    blocks.emplace_back(std::move(table));
    const auto bandwidth = bench::pivot(cells, bench::Metric::MBps);
    Table large = matrixTable(cells, bandwidth, bench::Metric::MBps, kLargeBlockBytes);
    if (!large.rows.empty()) {
        large.kind = "bandwidth";
        large.caption =
            fmt::format("MB/s by block size and read share, blocks of {} and larger{}",
                        bench::blockSizeLabel(kLargeBlockBytes), shapeCaption(bandwidth));
        large.note = "MB/s: 10^6 bytes per second.";
        blocks.emplace_back(std::move(large));
    }
    return blocks;
}

namespace {

// One line chart from the matrix pivot's series: categories are the x values
// every series shares, a series missing one has a gap there.
ChartData lineChart(const std::vector<bench::CellResult>& cells,
                    const std::vector<bench::ChartSeries>& series, bool by_block_size)
{
    ChartData chart;
    chart.y_label = "IOPS";
    std::set<double> xs;
    std::set<bench::ShapeKey> shapes;
    for (const auto& s : series) {
        shapes.insert(s.shape);
        for (const auto& p : s.points) xs.insert(p.x);
    }
    for (const double x : xs)
        chart.categories.push_back(by_block_size
                                       ? bench::blockSizeLabel(static_cast<std::uint64_t>(x))
                                       : fmt::format("{} %", x));
    const std::vector<double> order(xs.begin(), xs.end());
    if (!by_block_size) chart.positions = order; // read shares on a linear axis
    for (const auto& s : series) {
        ChartSeries line;
        const std::string shape = shapes.size() > 1
                                      ? bench::jobShapeLabel(s.shape.pattern, std::nullopt,
                                                             s.shape.queue_depth, s.shape.workers)
                                      : std::string();
        line.name = by_block_size
                        ? readShareText(s.read_share) + (shape.empty() ? "" : ", " + shape)
                        : bench::shapeLabel(s.shape, s.block_size, shapes.size() > 1);
        line.values.assign(order.size(), std::nullopt);
        line.breaks.assign(order.size(), false);
        for (const auto& p : s.points) {
            const auto at = static_cast<std::size_t>(std::find(order.begin(), order.end(), p.x) -
                                                     order.begin());
            if (p.cell_index >= 0 && wasMeasured(cells[static_cast<std::size_t>(p.cell_index)]))
                line.values[at] = p.y;
            else
                line.breaks[at] = true; // a failed cell: the line stops there
        }
        chart.series.push_back(std::move(line));
    }
    return chart;
}

// A line of one point shows no trend and squeezes the others: such series
// stay in the tables and the text names them.
std::vector<Block> chartBlocks(const std::vector<bench::CellResult>& cells,
                               const std::vector<bench::ChartSeries>& series, bool by_block_size,
                               const std::string& title, const std::string& x_label,
                               const std::string& no_chart)
{
    std::vector<bench::ChartSeries> kept;
    std::string alone;
    for (const auto& s : series) {
        if (s.points.size() >= 2) {
            kept.push_back(s);
            continue;
        }
        for (const auto& p : s.points) {
            const auto block = by_block_size ? static_cast<std::uint64_t>(p.x) : s.block_size;
            const auto share = by_block_size ? s.read_share : static_cast<std::uint32_t>(p.x);
            alone += (alone.empty() ? "" : ", ") + bench::shapeLabel(s.shape, block, true) +
                     " at " + readShareText(share);
        }
    }
    if (kept.empty()) return {Paragraph{no_chart}};
    ChartData chart = lineChart(cells, kept, by_block_size);
    chart.title = title;
    chart.x_label = x_label;
    std::vector<Block> blocks{std::move(chart)};
    if (!alone.empty())
        blocks.emplace_back(Paragraph{fmt::format(
            "Not in the chart \"{}\", as the only point of its line (see the tables): {}.", title,
            alone)});
    return blocks;
}

} // namespace

std::vector<Block> measuredCharts(const std::vector<bench::CellResult>& cells)
{
    std::vector<Block> blocks = chartBlocks(
        cells, bench::seriesByBlockSize(cells, bench::Metric::Iops), true,
        "IOPS against block size", "Block size",
        "No chart against block size: no read share was measured at more than one block size.");
    for (auto& block :
         chartBlocks(cells, bench::seriesByReadShare(cells, bench::Metric::Iops), false,
                     "IOPS against read share", "Read share (percent of I/Os that read)",
                     "No chart against read share: no block size was measured at more than one "
                     "read share."))
        blocks.push_back(std::move(block));
    return blocks;
}

} // namespace am::campaign::parts
