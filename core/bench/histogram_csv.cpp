#include "core/bench/histogram_csv.h"

#include <fmt/format.h>

#include "core/bench/latency_histogram.h"
#include "core/util/csv_field.h"

namespace am::bench {

namespace {

void addRows(std::string& out, std::size_t cell, const std::string& name, const char* direction,
             HistogramLatency latency, const SparseHistogram& buckets)
{
    std::uint64_t total = 0;
    for (const auto& bucket : buckets) total += bucket.count;
    std::uint64_t below = 0;
    for (const auto& bucket : buckets) {
        below += bucket.count;
        out += fmt::format(
            "{},{},{},{},{},{},{},{},{},{:.4f}\n", cell, name, direction,
            histogramLatencyId(latency), bucket.index, HistogramLayout::lower(bucket.index),
            HistogramLayout::upper(bucket.index), HistogramLayout::value(bucket.index),
            bucket.count, 100.0 * static_cast<double>(below) / static_cast<double>(total));
    }
}

} // namespace

std::string histogramCsv(const std::vector<CellResult>& cells)
{
    std::string out = "cell,name,direction,latency,bucket,low_ns,high_ns,fio_value_ns,count,"
                      "cumulative_percent\n";
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const CellResult& c = cells[i];
        const std::string name =
            util::csvField(c.job.name.empty() ? defaultJobName(c.job) : c.job.name);
        addRows(out, i, name, "read", c.histograms.latency, c.histograms.read);
        addRows(out, i, name, "write", c.histograms.latency, c.histograms.write);
    }
    return out;
}

} // namespace am::bench
