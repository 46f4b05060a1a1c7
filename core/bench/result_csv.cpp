#include "core/bench/result_csv.h"

#include <algorithm>

#include <fmt/format.h>

#include "core/bench/repeats.h"
#include "core/util/csv_field.h"

namespace am::bench {

namespace {
// mean, min, max, p50, p90, p99, p99.9, p99.99 in nanoseconds.
std::string latencyColumns(const LatencySummary& l)
{
    return fmt::format("{:.0f},{},{},{},{},{},{},{}", l.mean_ns, l.min_ns, l.max_ns, l.p50_ns,
                       l.p90_ns, l.p99_ns, l.p999_ns, l.p9999_ns);
}
} // namespace

std::string resultCsv(const std::vector<CellResult>& cells)
{
    // lat_* is completion latency (fio's clat), as in every file so far;
    // total_lat_* (fio's lat) came later, so it goes last.
    std::string out =
        "name,rw,bs,read_share,qd,jobs,runtime_s,measured_s,backend,iops,read_iops,write_iops,bw_bytes,"
        "read_bw_bytes,write_bw_bytes,lat_mean_ns,lat_min_ns,lat_max_ns,lat_p50_ns,lat_p90_ns,lat_p99_ns,"
        "lat_p99.9_ns,lat_p99.99_ns,cpu_user_s,cpu_system_s,errors,verify_mismatched,cancelled,"
        "total_lat_mean_ns,total_lat_min_ns,total_lat_max_ns,total_lat_p50_ns,total_lat_p90_ns,total_lat_p99_ns,"
        "total_lat_p99.9_ns,total_lat_p99.99_ns,repeats,iops_min,iops_max\n";
    for (const auto& c : cells) {
        const Job& j = c.job;
        // Repeated cells (--repeat): the rates are medians; the range is the repeats' IOPS.
        const Spread iops = spreadOf(c, RepeatMetric::Iops);
        out += fmt::format(
            "{},{},{},{},{},{},{},{:.3f},{},{:.1f},{:.1f},{:.1f},{:.0f},{:.0f},{:.0f},{},{:.3f},{:.3f},{},{},{},{},{},{:.1f},{:.1f}\n",
            util::csvField(j.name.empty() ? defaultJobName(j) : j.name), rwName(j), j.block_size,
            j.read_share, j.queue_depth, j.workers, j.runtime_s, c.measured_s, toString(c.backend),
            c.iops, c.read_iops, c.write_iops, c.bw_bytes, c.read_bw_bytes, c.write_bw_bytes,
            latencyColumns(c.lat), c.cpu.user_s, c.cpu.system_s, c.errors, c.verify.mismatched,
            c.cancelled ? "true" : "false", latencyColumns(c.total_lat),
            std::max<std::size_t>(1, c.repeats.size()), iops.min, iops.max);
    }
    return out;
}

} // namespace am::bench
