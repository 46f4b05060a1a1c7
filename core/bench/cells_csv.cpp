#include "core/bench/cells_csv.h"

#include <fmt/format.h>

#include "core/util/csv_field.h"

namespace am::bench {

namespace {
double us(double ns) { return ns / 1000.0; }

// mean, min, p50, p90, p99, p99.9, p99.99, max in microseconds.
std::string latencyColumns(const LatencySummary& l)
{
    return fmt::format("{:.2f},{:.2f},{:.2f},{:.2f},{:.2f},{:.2f},{:.2f},{:.2f}", us(l.mean_ns),
                       us(static_cast<double>(l.min_ns)), us(static_cast<double>(l.p50_ns)),
                       us(static_cast<double>(l.p90_ns)), us(static_cast<double>(l.p99_ns)),
                       us(static_cast<double>(l.p999_ns)), us(static_cast<double>(l.p9999_ns)),
                       us(static_cast<double>(l.max_ns)));
}
} // namespace

std::string cellsCsv(const std::vector<CellResult>& cells)
{
    // lat_* is completion latency (fio's clat), as in every file so far;
    // total_lat_* (fio's lat) came later, so it goes last.
    std::string out =
        "name,pattern,block_size_bytes,read_share_percent,queue_depth,workers,runtime_s,iops,read_iops,write_iops,"
        "bw_MB_per_s(10^6 B/s),bw_MiB_per_s(2^20 B/s),lat_mean_us,lat_min_us,lat_p50_us,lat_p90_us,lat_p99_us,"
        "lat_p99.9_us,lat_p99.99_us,lat_max_us,cpu_user_s,cpu_system_s,errors,backend,cancelled,"
        "total_lat_mean_us,total_lat_min_us,total_lat_p50_us,total_lat_p90_us,total_lat_p99_us,total_lat_p99.9_us,"
        "total_lat_p99.99_us,total_lat_max_us\n";
    for (const auto& c : cells) {
        const std::string name = c.job.name.empty() ? defaultJobName(c.job) : c.job.name;
        out += fmt::format(
            "{},{},{},{},{},{},{:g},{:.1f},{:.1f},{:.1f},{:.3f},{:.3f},{},{:.3f},{:.3f},{},{},{},{}\n",
            util::csvField(name), c.job.pattern == Pattern::Random ? "random" : "sequential",
            c.job.block_size, c.job.read_share, c.job.queue_depth, c.job.workers, c.job.runtime_s,
            c.iops, c.read_iops, c.write_iops, c.bw_bytes / 1e6, c.bw_bytes / 1048576.0,
            latencyColumns(c.lat), c.cpu.user_s, c.cpu.system_s, c.errors, toString(c.backend),
            c.cancelled ? "yes" : "no", latencyColumns(c.total_lat));
    }
    return out;
}

} // namespace am::bench
