#include "core/bench/result_reader.h"

#include <algorithm>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "core/bench/cpu_placement.h"
#include "core/bench/latency_histogram.h"
#include "core/bench/repeats.h"
#include "core/bench/result_file.h"
#include "core/bench/temperature_json.h"

namespace am::bench {

using nlohmann::json;

namespace {

// The required keys throw with the key named; optional ones read a default.
const json& required(const json& object, const char* key, const char* where)
{
    if (!object.is_object())
        throw ResultFormatError(fmt::format("{}: expected a JSON object", where));
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        throw ResultFormatError(fmt::format("{}: missing \"{}\"", where, key));
    return *it;
}

template <typename T> T number(const json& object, const char* key, const char* where)
{
    const json& value = required(object, key, where);
    if (!value.is_number())
        throw ResultFormatError(fmt::format("{}: \"{}\" must be a number", where, key));
    return value.get<T>();
}

template <typename T> T optionalValue(const json& object, const char* key, T fallback)
{
    if (!object.is_object()) return fallback;
    const auto it = object.find(key);
    if (it == object.end() || it->is_null()) return fallback;
    try {
        return it->get<T>();
    } catch (const json::exception&) {
        return fallback;
    }
}

std::string text(const json& object, const char* key)
{
    return optionalValue<std::string>(object, key, {});
}

LatencySummary latencyFromJson(const json& lat)
{
    LatencySummary out;
    if (!lat.is_object()) return out;
    out.count = optionalValue<std::uint64_t>(lat, "count", 0);
    out.mean_ns = optionalValue<double>(lat, "mean", 0);
    out.min_ns = optionalValue<std::uint64_t>(lat, "min", 0);
    out.max_ns = optionalValue<std::uint64_t>(lat, "max", 0);
    out.p50_ns = optionalValue<std::uint64_t>(lat, "p50", 0);
    out.p90_ns = optionalValue<std::uint64_t>(lat, "p90", 0);
    out.p99_ns = optionalValue<std::uint64_t>(lat, "p99", 0);
    out.p999_ns = optionalValue<std::uint64_t>(lat, "p99.9", 0);
    out.p9999_ns = optionalValue<std::uint64_t>(lat, "p99.99", 0);
    return out;
}

Sample sampleFromJson(const json& s, const char* where)
{
    Sample out;
    out.time_s = number<double>(s, "t", where);
    out.interval_s = optionalValue<double>(s, "interval", 0);
    out.iops = number<double>(s, "iops", where);
    out.read_iops = optionalValue<double>(s, "read_iops", 0);
    out.write_iops = optionalValue<double>(s, "write_iops", 0);
    out.bw_bytes = optionalValue<double>(s, "bw_bytes", 0);
    out.p99_ns = optionalValue<std::uint64_t>(s, "p99_ns", 0);
    out.total_p99_ns = optionalValue<std::uint64_t>(s, "total_p99_ns", 0);
    return out;
}

SparseHistogram bucketsFromJson(const json& buckets, const char* where)
{
    SparseHistogram out;
    if (!buckets.is_array())
        throw ResultFormatError(fmt::format("{}: must be an array of [bucket, count]", where));
    for (const auto& bucket : buckets) {
        if (!bucket.is_array() || bucket.size() != 2 || !bucket[0].is_number_unsigned() ||
            !bucket[1].is_number_unsigned())
            throw ResultFormatError(
                fmt::format("{}: {} is not [bucket, count]", where, bucket.dump().substr(0, 40)));
        const auto index = bucket[0].get<std::uint64_t>();
        if (index >= HistogramLayout::kBuckets)
            throw ResultFormatError(fmt::format("{}: bucket {} is beyond the layout's {}", where,
                                                index, HistogramLayout::kBuckets));
        out.push_back({static_cast<std::uint32_t>(index), bucket[1].get<std::uint64_t>()});
    }
    return out;
}

CellHistograms histogramsFromJson(const json& h)
{
    constexpr const char* where = "cell histogram";
    CellHistograms out;
    if (!h.is_object()) throw ResultFormatError(fmt::format("{}: expected a JSON object", where));
    const std::string layout = text(h, "layout");
    if (layout != kHistogramLayoutId)
        throw ResultFormatError(
            fmt::format("{}: layout \"{}\" is not {}", where, layout, kHistogramLayoutId));
    out.latency =
        text(h, "latency") == "completion" ? HistogramLatency::Completion : HistogramLatency::Total;
    if (const auto read = h.find("read"); read != h.end())
        out.read = bucketsFromJson(*read, "cell histogram read");
    if (const auto write = h.find("write"); write != h.end())
        out.write = bucketsFromJson(*write, "cell histogram write");
    return out;
}

// Ids this build does not know (a newer writer's) are left out, not refused.
std::vector<RunWarning> warningsFromJson(const json& warnings)
{
    if (!warnings.is_array()) throw ResultFormatError("cell warnings: must be an array of objects");
    std::vector<RunWarning> out;
    for (const auto& w : warnings) {
        if (!w.is_object()) throw ResultFormatError("cell warnings: must be an array of objects");
        const auto kind = warningKindOf(text(w, "id"));
        if (!kind) continue;
        out.push_back({*kind, text(w, "subject"), text(w, "detail"),
                       optionalValue<double>(w, "measured", 0),
                       optionalValue<double>(w, "limit", 0)});
    }
    return out;
}

std::vector<RepeatFigures> repeatsFromJson(const json& repeats)
{
    if (!repeats.is_array()) throw ResultFormatError("cell repeats: must be an array of objects");
    std::vector<RepeatFigures> out;
    for (const auto& r : repeats) {
        if (!r.is_object()) throw ResultFormatError("cell repeats: must be an array of objects");
        RepeatFigures figures;
        figures.measured_s = optionalValue<double>(r, "measured_s", 0);
        figures.errors = optionalValue<std::uint64_t>(r, "errors", 0);
        figures.cpu_bound = optionalValue<bool>(r, "cpu_bound", false);
        for (const auto& metric : repeatMetrics()) {
            if (metric.rate)
                figures.*metric.rate = number<double>(r, metric.id, "cell repeat");
            else
                figures.*metric.latency_ns = optionalValue<std::uint64_t>(r, metric.id, 0);
        }
        out.push_back(figures);
    }
    return out;
}

Job jobFromJson(const json& j)
{
    constexpr const char* where = "cell job";
    Job job;
    job.name = text(j, "name");
    job.block_size = number<std::uint64_t>(j, "bs", where);
    job.read_share = number<std::uint32_t>(j, "read_share", where);
    if (job.read_share > 100)
        throw ResultFormatError(
            fmt::format("{}: read_share {} is above 100", where, job.read_share));
    const std::string rw = text(j, "rw");
    if (!rw.empty()) {
        try {
            applyRwName(job, rw, job.read_share);
        } catch (const std::invalid_argument& error) {
            throw ResultFormatError(fmt::format("{}: {}", where, error.what()));
        }
    }
    job.queue_depth = optionalValue<std::uint32_t>(j, "qd", 1);
    job.workers = optionalValue<std::uint32_t>(j, "jobs", 1);
    job.runtime_s = optionalValue<double>(j, "runtime", 0);
    job.ramp_s = optionalValue<double>(j, "ramp", 0);
    job.offset = optionalValue<std::uint64_t>(j, "offset", 0);
    job.size = optionalValue<std::uint64_t>(j, "size", 0);
    job.direct = optionalValue<bool>(j, "direct", true);
    job.verify = optionalValue<bool>(j, "verify", false);
    job.hipri = optionalValue<bool>(j, "hipri", false);
    job.sqpoll = optionalValue<bool>(j, "sqpoll", false);
    if (const auto cpu = j.find("sqpoll_cpu"); cpu != j.end() && cpu->is_number_integer())
        job.sqpoll_cpu = cpu->get<int>();
    job.passthrough = optionalValue<bool>(j, "passthrough", false);
    job.rate_iops = optionalValue<std::uint64_t>(j, "rate_iops", 0);
    job.load_peak = optionalValue<bool>(j, "load_peak", false);
    job.load_percent = std::min(100U, optionalValue<std::uint32_t>(j, "load_percent", 0));
    job.fill_once = optionalValue<bool>(j, "fill_once", false);
    try {
        applyCpuPolicyText(job, optionalValue<std::string>(j, "cpus", "numa"));
    } catch (const std::invalid_argument& error) {
        throw ResultFormatError(fmt::format("{}: {}", where, error.what()));
    }
    return job;
}

} // namespace

CellResult cellFromJson(const json& c)
{
    constexpr const char* where = "cell";
    CellResult cell;
    cell.job = jobFromJson(required(c, "job", where));
    if (cell.job.name.empty()) cell.job.name = text(c, "name");
    cell.backend = text(c, "backend") == "sync" ? Backend::Sync : Backend::IoUring;
    cell.backend_reason = text(c, "backend_reason");
    cell.measured_s = optionalValue<double>(c, "measured_s", 0);
    cell.iops = number<double>(c, "iops", where);
    cell.read_iops = optionalValue<double>(c, "read_iops", 0);
    cell.write_iops = optionalValue<double>(c, "write_iops", 0);
    cell.bw_bytes = number<double>(c, "bw_bytes", where);
    cell.read_bw_bytes = optionalValue<double>(c, "read_bw_bytes", 0);
    cell.write_bw_bytes = optionalValue<double>(c, "write_bw_bytes", 0);
    cell.read_ios = optionalValue<std::uint64_t>(c, "read_ios", 0);
    cell.write_ios = optionalValue<std::uint64_t>(c, "write_ios", 0);
    cell.lat = latencyFromJson(required(c, "lat_ns", where));
    if (c.contains("read_lat_ns")) cell.read_lat = latencyFromJson(c["read_lat_ns"]);
    if (c.contains("write_lat_ns")) cell.write_lat = latencyFromJson(c["write_lat_ns"]);
    // Files written before total latency existed have none: count stays 0.
    if (c.contains("total_lat_ns")) cell.total_lat = latencyFromJson(c["total_lat_ns"]);
    if (c.contains("read_total_lat_ns"))
        cell.read_total_lat = latencyFromJson(c["read_total_lat_ns"]);
    if (c.contains("write_total_lat_ns"))
        cell.write_total_lat = latencyFromJson(c["write_total_lat_ns"]);
    if (const auto cpu = c.find("cpu"); cpu != c.end() && cpu->is_object()) {
        cell.cpu.user_s = optionalValue<double>(*cpu, "user_s", 0);
        cell.cpu.system_s = optionalValue<double>(*cpu, "system_s", 0);
        cell.cpu.sqpoll_s = optionalValue<double>(*cpu, "sqpoll_s", 0);
        cell.cpu.io_workers_s = optionalValue<double>(*cpu, "io_workers_s", 0);
        cell.engine_busy = optionalValue<double>(*cpu, "engine_busy", 0);
        cell.engine_cores = optionalValue<unsigned>(*cpu, "engine_cores", 0);
        cell.cpu_bound = optionalValue<bool>(*cpu, "bound", false);
    }
    if (const auto errors = c.find("errors"); errors != c.end()) {
        if (errors->is_object()) {
            cell.errors = optionalValue<std::uint64_t>(*errors, "count", 0);
            cell.first_error = text(*errors, "first");
            cell.first_error_kind = errorKindFromId(text(*errors, "first_kind"));
            cell.first_errno = optionalValue<int>(*errors, "first_errno", 0);
        } else if (errors->is_number_unsigned()) {
            cell.errors = errors->get<std::uint64_t>();
        }
    }
    if (const auto placement = c.find("placement");
        placement != c.end() && placement->is_object()) {
        cell.placement = text(*placement, "source");
        auto cpuOf = [](const json& t, const char* key) {
            const auto v = t.find(key);
            return v != t.end() && v->is_number_integer() ? v->get<int>() : -1;
        };
        if (const auto threads = placement->find("threads");
            threads != placement->end() && threads->is_array())
            for (const auto& t : *threads) {
                if (!t.is_object()) continue;
                cell.threads.push_back({cpuOf(t, "cpu"), cpuOf(t, "ran_on"),
                                        optionalValue<double>(t, "cpu_s", 0),
                                        cpuOf(t, "sqpoll_cpu")});
            }
    }
    cell.latency_from_due = text(c, "latency_from") == "due";
    cell.cancelled = optionalValue<bool>(c, "cancelled", false);
    cell.steady_state = optionalValue<bool>(c, "steady_state", false);
    if (const auto samples = c.find("samples"); samples != c.end() && samples->is_array()) {
        cell.samples.reserve(samples->size());
        for (const auto& s : *samples) cell.samples.push_back(sampleFromJson(s, "cell sample"));
    }
    if (const auto temperature = c.find("temperature");
        temperature != c.end() && !temperature->is_null())
        cell.temperature = cellTemperatureFromJson(*temperature);
    if (const auto histogram = c.find("histogram"); histogram != c.end() && !histogram->is_null())
        cell.histograms = histogramsFromJson(*histogram);
    if (const auto repeats = c.find("repeats"); repeats != c.end() && !repeats->is_null())
        cell.repeats = repeatsFromJson(*repeats);
    if (const auto warnings = c.find("warnings"); warnings != c.end() && !warnings->is_null())
        cell.warnings = warningsFromJson(*warnings);
    return cell;
}

RunDocument readResultDocument(const json& doc)
{
    constexpr const char* where = "result document";
    const std::string schema =
        required(doc, "schema", where).is_string() ? doc["schema"].get<std::string>() : "";
    if (schema != kResultSchema)
        throw ResultFormatError(
            fmt::format("{}: schema \"{}\" is not {}", where, schema, kResultSchema));
    RunDocument run;
    run.created = text(doc, "created");
    run.preset = text(doc, "preset");
    run.kernel = text(doc, "kernel");
    run.backend = text(doc, "backend");
    run.cancelled = optionalValue<bool>(doc, "cancelled", false);
    if (const auto host = doc.find("host"); host != doc.end()) {
        run.hostname = text(*host, "hostname");
        run.os = text(*host, "os");
    }
    if (const auto target = doc.find("target"); target != doc.end()) {
        run.target_path = text(*target, "path");
        run.target_kind = text(*target, "kind");
        run.target_size = optionalValue<std::uint64_t>(*target, "size_bytes", 0);
    }
    if (const auto temperature = doc.find("temperature");
        temperature != doc.end() && !temperature->is_null()) {
        try {
            run.temperatures = runTemperaturesFromJson(*temperature);
        } catch (const ResultFormatError& error) {
            throw ResultFormatError(fmt::format("{}: {}", where, error.what()));
        }
    }
    const json& cells = required(doc, "cells", where);
    if (!cells.is_array())
        throw ResultFormatError(fmt::format("{}: \"cells\" must be an array", where));
    std::size_t index = 0;
    for (const auto& cell : cells) {
        try {
            run.cells.push_back(cellFromJson(cell));
        } catch (const ResultFormatError& error) {
            throw ResultFormatError(fmt::format("{}: cell {}: {}", where, index, error.what()));
        }
        ++index;
    }
    run.json = doc;
    return run;
}

RunDocument readResultFile(const std::filesystem::path& path)
{
    ResultFileJson file = readResultFileJson(path); // names the file in its errors
    try {
        return readResultDocument(file.document);
    } catch (const ResultFormatError& error) {
        throw ResultFormatError(fmt::format("{}: {}", path.string(), error.what()));
    }
}

StreamEvent parseStreamLine(std::string_view line)
{
    json j;
    try {
        j = json::parse(line);
    } catch (const json::exception& error) {
        throw ResultFormatError(
            fmt::format("stream line is not JSON ({}): {:.120}", error.what(), line));
    }
    constexpr const char* where = "stream line";
    const json& type_value = required(j, "type", where);
    const std::string type = type_value.is_string() ? type_value.get<std::string>() : "";
    StreamEvent event;
    if (const auto cell = j.find("cell"); cell != j.end() && cell->is_number_unsigned())
        event.cell = cell->get<std::size_t>();
    event.cells = optionalValue<std::size_t>(j, "cells", 0);
    if (type == "sample") {
        event.type = StreamEvent::Type::Sample;
        event.name = text(j, "name");
        event.sample = sampleFromJson(j, "sample line");
        event.repeat = optionalValue<unsigned>(j, "repeat", 0);
        event.repeats = std::max(1U, optionalValue<unsigned>(j, "repeats", 1));
        if (!event.cell) throw ResultFormatError("sample line: missing \"cell\"");
    } else if (type == "cell") {
        event.type = StreamEvent::Type::Cell;
        if (!event.cell) throw ResultFormatError("cell line: missing \"cell\"");
        event.result_json = required(j, "result", "cell line");
        try {
            event.result = cellFromJson(event.result_json);
        } catch (const ResultFormatError& error) {
            throw ResultFormatError(fmt::format("cell line {}: {}", *event.cell, error.what()));
        }
    } else if (type == "temperature") {
        event.type = StreamEvent::Type::Temperature;
        event.reading = temperatureReadingFromJson(j);
    } else if (type == "precondition") {
        event.type = StreamEvent::Type::Precondition;
        event.pass = optionalValue<unsigned>(j, "pass", 0);
        event.passes = optionalValue<unsigned>(j, "passes", 0);
        event.range_bytes = optionalValue<std::uint64_t>(j, "bytes", 0);
        if (event.passes == 0 || event.pass >= event.passes)
            throw ResultFormatError(fmt::format("precondition line: pass {} of {} is not a pass",
                                                event.pass, event.passes));
    } else if (type == "error") {
        event.type = StreamEvent::Type::Error;
        event.message = text(j, "message");
        event.kind = text(j, "kind");
        if (event.message.empty())
            event.message = "the benchmark reported an error without a message";
    } else if (type == "done") {
        event.type = StreamEvent::Type::Done;
        event.cancelled = optionalValue<bool>(j, "cancelled", false);
        event.completed = optionalValue<std::size_t>(j, "completed", 0);
        event.failed = optionalValue<std::size_t>(j, "failed", 0);
        try {
            event.document = readResultDocument(required(j, "result", "done line"));
        } catch (const ResultFormatError& error) {
            throw ResultFormatError(fmt::format("done line: {}", error.what()));
        }
    } else {
        throw ResultFormatError(fmt::format("stream line: unknown type \"{}\"", type));
    }
    return event;
}

} // namespace am::bench
