#include "core/bench/result_json.h"

#include "core/bench/cpu_placement.h"
#include "core/bench/repeats.h"
#include "core/bench/temperature_json.h"
#include "core/util/version.h"

namespace am::bench {

using nlohmann::json;

json hostToJson(const HostInfo& host)
{
    return {{"hostname", host.hostname}, {"os", host.os},     {"machine", host.machine},
            {"cpu", host.cpu_model},     {"cpus", host.cpus}, {"memory_bytes", host.memory_bytes}};
}

json latencyToJson(const LatencySummary& lat)
{
    return json{{"count", lat.count}, {"mean", lat.mean_ns},  {"min", lat.min_ns},
                {"max", lat.max_ns},  {"p50", lat.p50_ns},    {"p90", lat.p90_ns},
                {"p99", lat.p99_ns},  {"p99.9", lat.p999_ns}, {"p99.99", lat.p9999_ns}};
}

json sampleToJson(const Sample& s)
{
    return json{{"t", s.time_s},
                {"interval", s.interval_s},
                {"iops", s.iops},
                {"read_iops", s.read_iops},
                {"write_iops", s.write_iops},
                {"bw_bytes", s.bw_bytes},
                {"p99_ns", s.p99_ns},
                {"total_p99_ns", s.total_p99_ns}};
}

namespace {
json jobToJson(const Job& job)
{
    return json{{"name", job.name.empty() ? defaultJobName(job) : job.name},
                {"rw", rwName(job)},
                {"bs", job.block_size},
                {"read_share", job.read_share},
                {"qd", job.queue_depth},
                {"jobs", job.workers},
                {"runtime", job.runtime_s},
                {"ramp", job.ramp_s},
                {"offset", job.offset},
                {"size", job.size},
                {"direct", job.direct},
                {"buffer", toString(job.fill)},
                {"compressible_percent", job.compressible_percent},
                {"seed", job.seed},
                {"engine", toString(job.backend)},
                {"verify", job.verify},
                {"hipri", job.hipri},
                {"sqpoll", job.sqpoll},
                {"sqpoll_cpu", job.sqpoll_cpu >= 0 ? json(job.sqpoll_cpu) : json()},
                {"passthrough", job.passthrough},
                {"rate_iops", job.rate_iops},
                {"load_peak", job.load_peak},
                {"load_percent", job.load_percent},
                {"fill_once", job.fill_once},
                {"cpus", cpuPolicyText(job)}};
}

json placementToJson(const CellResult& cell)
{
    json threads = json::array();
    auto cpuOrNull = [](int cpu) { return cpu >= 0 ? json(cpu) : json(); };
    for (const auto& t : cell.threads)
        threads.push_back({{"cpu", cpuOrNull(t.cpu)},
                           {"ran_on", cpuOrNull(t.ran_on)},
                           {"cpu_s", t.cpu_s},
                           {"sqpoll_cpu", cpuOrNull(t.sqpoll_cpu)}});
    return json{{"source", cell.placement}, {"threads", threads}};
}

json bucketsToJson(const SparseHistogram& buckets)
{
    json out = json::array();
    for (const auto& bucket : buckets) out.push_back(json::array({bucket.index, bucket.count}));
    return out;
}

// [[bucket index, count], ...] of HistogramLayout, non-empty buckets only.
json histogramsToJson(const CellHistograms& histograms)
{
    return json{{"layout", kHistogramLayoutId},
                {"latency", histogramLatencyId(histograms.latency)},
                {"read", bucketsToJson(histograms.read)},
                {"write", bucketsToJson(histograms.write)}};
}

// The honest-number warnings: the id and figures a program reads, and the English sentence.
json warningsToJson(const std::vector<RunWarning>& warnings)
{
    json out = json::array();
    for (const RunWarning& w : warnings)
        out.push_back({{"id", std::string(warningId(w.kind))},
                       {"subject", w.subject},
                       {"detail", w.detail},
                       {"measured", w.measured},
                       {"limit", w.limit},
                       {"text", warningText(w)}});
    return out;
}

// Each repeat's figures, and (for a reader's convenience; readers recompute it) the spread.
void addRepeats(json& out, const CellResult& cell)
{
    json repeats = json::array();
    for (const auto& repeat : cell.repeats) {
        json row{{"measured_s", repeat.measured_s},
                 {"errors", repeat.errors},
                 {"cpu_bound", repeat.cpu_bound}};
        for (const auto& metric : repeatMetrics())
            row[metric.id] =
                metric.rate ? json(repeat.*metric.rate) : json(repeat.*metric.latency_ns);
        repeats.push_back(row);
    }
    json spread = json::object();
    for (const auto& metric : repeatMetrics()) {
        const Spread range = spreadOf(cell, metric.metric);
        spread[metric.id] = {{"min", range.min}, {"median", range.median}, {"max", range.max}};
    }
    out["repeats"] = repeats;
    out["spread"] = spread;
}

json verifyToJson(const VerifyReport& v)
{
    return json{{"enabled", v.enabled},       {"blocks_checked", v.blocks_checked},
                {"unwritten", v.unwritten},   {"mismatched", v.mismatched},
                {"unreadable", v.unreadable}, {"first_bad_offsets", v.first_bad_offsets}};
}
} // namespace

json cellToJson(const CellResult& cell)
{
    json samples = json::array();
    for (const auto& s : cell.samples) samples.push_back(sampleToJson(s));
    json out{{"name", cell.job.name.empty() ? defaultJobName(cell.job) : cell.job.name},
             {"job", jobToJson(cell.job)},
             {"backend", toString(cell.backend)},
             {"backend_reason", cell.backend_reason},
             {"ring_features", cell.ring_features},
             {"measured_s", cell.measured_s},
             {"iops", cell.iops},
             {"read_iops", cell.read_iops},
             {"write_iops", cell.write_iops},
             {"bw_bytes", cell.bw_bytes},
             {"read_bw_bytes", cell.read_bw_bytes},
             {"write_bw_bytes", cell.write_bw_bytes},
             {"read_ios", cell.read_ios},
             {"write_ios", cell.write_ios},
             {"lat_ns", latencyToJson(cell.lat)},
             {"read_lat_ns", latencyToJson(cell.read_lat)},
             {"write_lat_ns", latencyToJson(cell.write_lat)},
             {"total_lat_ns", latencyToJson(cell.total_lat)},
             {"read_total_lat_ns", latencyToJson(cell.read_total_lat)},
             {"write_total_lat_ns", latencyToJson(cell.write_total_lat)},
             {"cpu",
              {{"user_s", cell.cpu.user_s},
               {"system_s", cell.cpu.system_s},
               {"sqpoll_s", cell.cpu.sqpoll_s},
               {"io_workers_s", cell.cpu.io_workers_s},
               {"engine_busy", cell.engine_busy},
               {"engine_cores", cell.engine_cores},
               {"bound", cell.cpu_bound}}},
             {"placement", placementToJson(cell)},
             {"latency_from", cell.latency_from_due ? "due" : "submit"},
             {"errors",
              {{"count", cell.errors},
               {"first", cell.first_error},
               {"first_kind",
                cell.first_error.empty() ? json() : json(errorKindId(cell.first_error_kind))},
               {"first_errno", cell.first_errno}}},
             {"verify", verifyToJson(cell.verify)},
             {"cancelled", cell.cancelled},
             {"steady_state", cell.steady_state},
             {"warnings", warningsToJson(cell.warnings)},
             {"samples", samples}};
    if (cell.temperature.start_s) out["temperature"] = cellTemperatureToJson(cell.temperature);
    if (!cell.histograms.empty()) out["histogram"] = histogramsToJson(cell.histograms);
    if (!cell.repeats.empty()) addRepeats(out, cell);
    return out;
}

json resultDocument(const RunInfo& run, const std::vector<CellResult>& cells)
{
    json cell_list = json::array();
    std::string backend;
    for (const auto& cell : cells) {
        cell_list.push_back(cellToJson(cell));
        const std::string name = toString(cell.backend);
        backend = backend.empty() || backend == name ? name : "mixed";
    }
    json document{{"schema", kResultSchema},
                  {"created", run.created},
                  {"preset", run.preset.empty() ? json() : json(run.preset)},
                  {"host", hostToJson(run.host)},
                  {"kernel", run.host.kernel + " " + run.host.kernel_version},
                  {"target",
                   {{"path", run.target.path},
                    {"kind", run.target.kind == TargetKind::BlockDevice ? "block_device" : "file"},
                    {"size_bytes", run.target.size_bytes},
                    {"logical_block_size", run.target.logical_block_size},
                    {"device", run.target_device}}},
                  {"engine",
                   {{"name", "arraymark"},
                    {"version", std::string(util::kVersion)},
                    {"requested", toString(run.requested)}}},
                  {"backend", backend.empty() ? json() : json(backend)},
                  {"cancelled", run.cancelled},
                  {"cells", cell_list}};
    if (!run.precondition.is_null()) document["precondition"] = run.precondition;
    if (run.repeat > 1) document["repeat"] = {{"count", run.repeat}, {"settle_s", run.settle_s}};
    if (run.temperatures.interval_s > 0)
        document["temperature"] = runTemperaturesToJson(run.temperatures);
    return document;
}

} // namespace am::bench
