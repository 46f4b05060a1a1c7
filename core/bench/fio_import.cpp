#include "core/bench/fio_import.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <map>
#include <vector>

#include <fmt/format.h>

#include "core/bench/cpu_placement.h"
#include "core/bench/job.h"
#include "core/bench/result_file.h"
#include "core/bench/result_reader.h"
#include "core/util/units.h"

namespace am::bench {

using nlohmann::json;

namespace {

// fio writes option values as strings; job options override global ones.
std::string option(const json& job, const json& global, const char* key,
                   const std::string& fallback)
{
    for (const json* options : {&job, &global}) {
        if (!options->is_object()) continue;
        const auto it = options->find(key);
        if (it != options->end() && it->is_string()) return it->get<std::string>();
    }
    return fallback;
}

// A flag such as `hipri` is on when given bare ("") or with a value other than 0.
bool flagOption(const json& job, const json& global, const char* key)
{
    const std::string value = option(job, global, key, "0");
    return value != "0" && value != "false";
}

std::uint64_t unsignedOption(const std::string& value, const std::string& job_name, const char* key)
{
    char* end = nullptr;
    const unsigned long long parsed = std::strtoull(value.c_str(), &end, 10);
    if (value.empty() || end == value.c_str() || *end != '\0')
        throw FioImportError(
            fmt::format("fio job \"{}\": {} \"{}\" is not a whole number", job_name, key, value));
    return parsed;
}

// fio time options: seconds unless suffixed (ms, us, s, m, h), as `--print-fio` writes "1000ms".
double fioSeconds(const std::string& value)
{
    char* end = nullptr;
    const double number = std::strtod(value.c_str(), &end);
    const std::string unit = end ? std::string(end) : std::string();
    if (unit == "ms" || unit == "msec") return number / 1e3;
    if (unit == "us" || unit == "usec") return number / 1e6;
    if (unit == "m" || unit == "min") return number * 60;
    if (unit == "h") return number * 3600;
    return number;
}

// One of fio's latency objects (clat_ns: completion, lat_ns: total).
struct Latency {
    std::uint64_t count = 0;
    double mean_ns = 0;
    std::uint64_t min_ns = 0;
    std::uint64_t max_ns = 0;
    std::vector<std::pair<double, std::uint64_t>> percentiles; // (percent, ns), ascending
};

struct Direction {
    double iops = 0;
    double bw_bytes = 0;
    std::uint64_t ios = 0;
    std::uint64_t bytes = 0;
    double runtime_s = 0;
    Latency clat;
    Latency total;
};

Latency readLatency(const json& d, const char* key)
{
    Latency out;
    const auto lat = d.find(key);
    if (lat == d.end() || !lat->is_object()) return out;
    out.count = lat->value("N", std::uint64_t{0});
    out.mean_ns = lat->value("mean", 0.0);
    out.min_ns = lat->value("min", std::uint64_t{0});
    out.max_ns = lat->value("max", std::uint64_t{0});
    if (const auto p = lat->find("percentile"); p != lat->end() && p->is_object())
        for (const auto& [percent, value] : p->items())
            out.percentiles.emplace_back(std::strtod(percent.c_str(), nullptr),
                                         value.get<std::uint64_t>());
    std::sort(out.percentiles.begin(), out.percentiles.end());
    return out;
}

// fio always writes these as numbers; anything else is not fio's output.
double fioNumber(const json& d, const char* key, const std::string& where)
{
    const auto it = d.find(key);
    if (it == d.end()) return 0;
    if (!it->is_number())
        throw FioImportError(fmt::format("{}.{}: {} is not a number (fio writes numbers here)",
                                         where, key, it->dump()));
    return it->get<double>();
}

Direction readDirection(const json& entry, const char* direction, const std::string& job_name)
{
    Direction out;
    const auto it = entry.find(direction);
    if (it == entry.end()) return out;
    const std::string where = fmt::format("fio job \"{}\": {}", job_name, direction);
    if (!it->is_object())
        throw FioImportError(fmt::format("{}: must be an object of fio's statistics", where));
    const json& d = *it;
    out.iops = fioNumber(d, "iops", where);
    out.bw_bytes = fioNumber(d, "bw_bytes", where);
    out.ios = static_cast<std::uint64_t>(fioNumber(d, "total_ios", where));
    out.bytes = static_cast<std::uint64_t>(fioNumber(d, "io_bytes", where));
    out.runtime_s = fioNumber(d, "runtime", where) / 1000.0; // fio: milliseconds
    if (out.iops < 0 || out.bw_bytes < 0)
        throw FioImportError(fmt::format("{}: iops {} and bw_bytes {} must not be negative", where,
                                         out.iops, out.bw_bytes));
    out.clat = readLatency(d, "clat_ns");
    out.total = readLatency(d, "lat_ns");
    return out;
}

// Fraction of a direction's I/Os at or below `ns`, read off its percentile table.
double cdf(const Latency& d, std::uint64_t ns)
{
    double below = 0;
    for (const auto& [percent, value] : d.percentiles)
        if (value <= ns) below = percent / 100.0;
    if (ns >= d.max_ns && d.count > 0) below = 1.0;
    return below;
}

std::uint64_t mixedPercentile(const std::vector<const Latency*>& dirs, double percent)
{
    std::uint64_t total = 0;
    std::vector<std::uint64_t> candidates;
    for (const Latency* d : dirs) {
        total += d->count;
        for (const auto& [p, value] : d->percentiles) candidates.push_back(value);
        candidates.push_back(d->max_ns);
    }
    if (total == 0) return 0;
    std::sort(candidates.begin(), candidates.end());
    for (const std::uint64_t v : candidates) {
        double share = 0;
        for (const Latency* d : dirs)
            share += cdf(*d, v) * static_cast<double>(d->count) / static_cast<double>(total);
        if (share + 1e-9 >= percent / 100.0) return v;
    }
    return candidates.back();
}

// `kind` is &Direction::clat or &Direction::total. fio prints total-latency
// percentiles only with lat_percentiles=1; without them the summary has
// count, mean, min and max, and no percentile keys.
json latency(const std::vector<const Direction*>& dirs, Latency Direction::*kind)
{
    std::uint64_t count = 0;
    double weighted_mean = 0;
    std::uint64_t min_ns = 0;
    std::uint64_t max_ns = 0;
    std::vector<const Latency*> used;
    bool has_percentiles = false;
    for (const Direction* d : dirs) {
        const Latency& l = d->*kind;
        if (l.count == 0) continue;
        min_ns = count == 0 ? l.min_ns : std::min(min_ns, l.min_ns);
        max_ns = std::max(max_ns, l.max_ns);
        weighted_mean += l.mean_ns * static_cast<double>(l.count);
        count += l.count;
        used.push_back(&l);
        has_percentiles = has_percentiles || !l.percentiles.empty();
    }
    json out{{"count", count},
             {"mean", count ? weighted_mean / static_cast<double>(count) : 0.0},
             {"min", min_ns},
             {"max", max_ns}};
    if (has_percentiles || kind == &Direction::clat) {
        out["p50"] = mixedPercentile(used, 50);
        out["p90"] = mixedPercentile(used, 90);
        out["p99"] = mixedPercentile(used, 99);
        out["p99.9"] = mixedPercentile(used, 99.9);
        out["p99.99"] = mixedPercentile(used, 99.99);
    }
    return out;
}

double sumOf(const std::vector<Direction>& dirs, double Direction::*field)
{
    double sum = 0;
    for (const auto& d : dirs) sum += d.*field;
    return sum;
}

std::uint64_t countOf(const std::vector<Direction>& dirs, std::uint64_t Direction::*field)
{
    std::uint64_t sum = 0;
    for (const auto& d : dirs) sum += d.*field;
    return sum;
}

std::vector<const Direction*> pointers(std::initializer_list<const std::vector<Direction>*> lists)
{
    std::vector<const Direction*> out;
    for (const auto* list : lists)
        for (const auto& d : *list) out.push_back(&d);
    return out;
}

// One cell from one fio job: a single entry, or the numjobs clones fio prints
// one by one without group_reporting (merged here as group_reporting merges them).
json importJob(const std::vector<const json*>& entries, const json& global, std::size_t index)
{
    const json& entry = *entries.front();
    const std::string name = entry.value("jobname", fmt::format("job {}", index));
    const json& options = entry.contains("job options") ? entry["job options"] : json::object();

    std::string rw = option(options, global, "rw", option(options, global, "readwrite", "read"));
    rw = rw.substr(0, rw.find(':')); // "randread:8" carries an offset modifier
    if (rw == "readwrite") rw = "rw";
    const auto mix = static_cast<std::uint32_t>(
        unsignedOption(option(options, global, "rwmixread", "50"), name, "rwmixread"));
    if (mix > 100)
        throw FioImportError(
            fmt::format("fio job \"{}\": rwmixread {} is above 100 (percent)", name, mix));
    Job job;
    try {
        applyRwName(job, rw, mix);
    } catch (const std::invalid_argument& error) {
        throw FioImportError(
            fmt::format("fio job \"{}\": {} (trim and verify-only jobs cannot be charted)", name,
                        error.what()));
    }
    for (const char* key : {"bssplit", "bsrange", "blocksize_range"})
        if (!option(options, global, key, "").empty())
            throw FioImportError(fmt::format(
                "fio job \"{}\": {} \"{}\": a cell has one block size; mixed block sizes "
                "cannot be charted",
                name, key, option(options, global, key, "")));
    std::string bs = option(options, global, "bs", option(options, global, "blocksize", "4k"));
    bs = bs.substr(0, bs.find(',')); // "4k,8k": read size first
    try {
        job.block_size = util::parseSize(bs);
    } catch (const std::invalid_argument& error) {
        throw FioImportError(fmt::format("fio job \"{}\": bs: {}", name, error.what()));
    }
    if (job.block_size == 0)
        throw FioImportError(fmt::format("fio job \"{}\": bs \"{}\" must be above 0", name, bs));
    job.queue_depth = static_cast<std::uint32_t>(
        unsignedOption(option(options, global, "iodepth", "1"), name, "iodepth"));
    const auto numjobs = static_cast<std::uint32_t>(
        unsignedOption(option(options, global, "numjobs", "1"), name, "numjobs"));
    // group_reporting prints the clones as one entry (and fio does not always
    // echo the option), so the number of entries tells which happened.
    job.workers = entries.size() > 1 ? static_cast<std::uint32_t>(entries.size())
                                     : std::max<std::uint32_t>(numjobs, 1);

    // The engine modes (fio_jobfile.cpp writes them): per clone, as fio means them.
    const std::string ioengine = option(options, global, "ioengine", "psync");
    std::string rate = option(options, global, "rate_iops", "0");
    rate = rate.substr(0, rate.find(',')); // "1000,500": the read rate
    const std::string sqpoll_cpu = option(options, global, "sqthread_poll_cpu", "");
    const std::string cpus = option(options, global, "cpus_allowed", "");
    json modes{{"hipri", flagOption(options, global, "hipri")},
               {"sqpoll", flagOption(options, global, "sqthread_poll")},
               {"sqpoll_cpu", sqpoll_cpu.empty() ? json()
                                                 : json(static_cast<int>(unsignedOption(
                                                       sqpoll_cpu, name, "sqthread_poll_cpu")))},
               {"passthrough", ioengine == "io_uring_cmd"},
               {"rate_iops", rate.empty() ? 0 : unsignedOption(rate, name, "rate_iops")},
               // fio leaves its threads to the scheduler unless told.
               {"cpus", cpus.empty() ? std::string("none") : cpus}};
    if (!cpus.empty()) {
        try {
            parseCpuList(cpus);
        } catch (const std::invalid_argument&) {
            modes["cpus"] = "none"; // a form ArrayMark does not write (e.g. "0,2-7:2")
        }
    }

    std::vector<Direction> reads, writes;
    double cpu_user_s = 0, cpu_system_s = 0;
    std::uint64_t errors = 0;
    int first_error = 0;
    for (const json* clone : entries) {
        reads.push_back(readDirection(*clone, "read", name));
        writes.push_back(readDirection(*clone, "write", name));
        const double runtime_s = std::max(reads.back().runtime_s, writes.back().runtime_s);
        const double job_runtime_s =
            fioNumber(*clone, "job_runtime", fmt::format("fio job \"{}\"", name)) / 1000.0;
        const double cpu_base_s = job_runtime_s > 0 ? job_runtime_s : runtime_s;
        cpu_user_s += fioNumber(*clone, "usr_cpu", name) / 100.0 * cpu_base_s;
        cpu_system_s += fioNumber(*clone, "sys_cpu", name) / 100.0 * cpu_base_s;
        const int error = static_cast<int>(fioNumber(*clone, "error", name));
        if (error != 0 && errors++ == 0) first_error = error;
    }
    double runtime_s = 0;
    for (const auto* list : {&reads, &writes})
        for (const auto& d : *list) runtime_s = std::max(runtime_s, d.runtime_s);
    const double runtime_option = fioSeconds(option(options, global, "runtime", "0"));
    const double read_iops = sumOf(reads, &Direction::iops);
    const double write_iops = sumOf(writes, &Direction::iops);
    const double read_bw = sumOf(reads, &Direction::bw_bytes);
    const double write_bw = sumOf(writes, &Direction::bw_bytes);

    return json{{"name", name},
                {"job",
                 {{"name", name},
                  {"rw", rwName(job)},
                  {"bs", job.block_size},
                  {"read_share", job.read_share},
                  {"qd", job.queue_depth},
                  {"jobs", job.workers},
                  {"runtime", runtime_option > 0 ? runtime_option : runtime_s},
                  {"ramp", fioSeconds(option(options, global, "ramp_time", "0"))},
                  {"direct", option(options, global, "direct", "0") != "0"},
                  {"engine", ioengine},
                  {"hipri", modes["hipri"]},
                  {"sqpoll", modes["sqpoll"]},
                  {"sqpoll_cpu", modes["sqpoll_cpu"]},
                  {"passthrough", modes["passthrough"]},
                  {"rate_iops", modes["rate_iops"]},
                  {"cpus", modes["cpus"]}}},
                {"backend", "fio:" + ioengine},
                {"measured_s", runtime_s},
                {"iops", read_iops + write_iops},
                {"read_iops", read_iops},
                {"write_iops", write_iops},
                {"bw_bytes", read_bw + write_bw},
                {"read_bw_bytes", read_bw},
                {"write_bw_bytes", write_bw},
                {"read_ios", countOf(reads, &Direction::ios)},
                {"write_ios", countOf(writes, &Direction::ios)},
                {"lat_ns", latency(pointers({&reads, &writes}), &Direction::clat)},
                {"read_lat_ns", latency(pointers({&reads}), &Direction::clat)},
                {"write_lat_ns", latency(pointers({&writes}), &Direction::clat)},
                {"total_lat_ns", latency(pointers({&reads, &writes}), &Direction::total)},
                {"read_total_lat_ns", latency(pointers({&reads}), &Direction::total)},
                {"write_total_lat_ns", latency(pointers({&writes}), &Direction::total)},
                {"cpu", {{"user_s", cpu_user_s}, {"system_s", cpu_system_s}}},
                {"errors",
                 {{"count", errors},
                  {"first", first_error ? fmt::format("fio error {}", first_error) : ""}}},
                {"cancelled", false},
                // fio's lat counts from submission, paced or not.
                {"latency_from", "submit"},
                {"samples", json::array()}};
}

// The file fio measured: the global filename, else the one every job shares.
std::string fioTarget(const json& fio, const json& global)
{
    std::string shared = option(json::object(), global, "filename", "");
    if (!shared.empty()) return shared;
    for (const auto& entry : fio["jobs"]) {
        const json& options =
            entry.is_object() ? entry.value("job options", json::object()) : json::object();
        const std::string name = option(options, json::object(), "filename", "");
        if (name.empty() || (!shared.empty() && name != shared)) return "";
        shared = name;
    }
    return shared;
}

} // namespace

json importFioJson(const json& fio, const std::string& source_name)
{
    if (!fio.is_object() || !fio.contains("jobs") || !fio["jobs"].is_array())
        throw FioImportError(fmt::format(
            "{}: not fio JSON output (no \"jobs\" array); run fio with --output-format=json",
            source_name));
    const json global = fio.value("global options", json::object());
    // Clones of one job (numjobs without group_reporting) follow each other
    // with the same name, group and options.
    std::vector<std::vector<const json*>> jobs;
    for (const auto& entry : fio["jobs"]) {
        if (!entry.is_object())
            throw FioImportError(
                fmt::format("{}: jobs[{}] is not an object", source_name, jobs.size()));
        const auto sameJob = [&](const json& other) {
            return other.value("jobname", json()) == entry.value("jobname", json()) &&
                   other.value("groupid", json()) == entry.value("groupid", json()) &&
                   other.value("job options", json()) == entry.value("job options", json());
        };
        if (!jobs.empty() && sameJob(*jobs.back().front()))
            jobs.back().push_back(&entry);
        else
            jobs.push_back({&entry});
    }
    json cells = json::array();
    try {
        for (std::size_t index = 0; index < jobs.size(); ++index)
            cells.push_back(importJob(jobs[index], global, index));
    } catch (const FioImportError& error) {
        throw FioImportError(fmt::format("{}: {}", source_name, error.what()));
    } catch (const json::exception& error) {
        throw FioImportError(
            fmt::format("{}: not fio's JSON output: {}", source_name, error.what()));
    }
    if (cells.empty()) throw FioImportError(fmt::format("{}: fio ran no jobs", source_name));

    // fio's "time" is local and unzoned; the Unix timestamp is not.
    std::string created;
    if (fio.contains("timestamp") && fio["timestamp"].is_number()) {
        const std::time_t t = fio["timestamp"].get<std::time_t>();
        std::tm tm{};
        gmtime_r(&t, &tm);
        created = fmt::format("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z", tm.tm_year + 1900,
                              tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec);
    }
    const std::string target = fioTarget(fio, global);
    return json{
        {"schema", "arraymark.result/1"},
        {"created", created},
        {"preset", "fio"},
        {"host", {{"hostname", ""}}},
        {"kernel", ""},
        {"target",
         {{"path", target},
          {"kind", target.rfind("/dev/", 0) == 0 ? "block_device"
                   : target.empty()              ? "unknown"
                                                 : "file"}}},
        {"engine",
         {{"name", "fio"}, {"version", fio.value("fio version", "")}, {"source", source_name}}},
        {"backend", "fio:" + option(json::object(), global, "ioengine", "psync")},
        {"cancelled", false},
        {"cells", cells}};
}

json importFioFile(const std::filesystem::path& path)
{
    ResultFileJson file;
    try {
        file = readResultFileJson(path);
    } catch (const ResultFormatError& error) {
        throw FioImportError(error.what());
    }
    if (file.kind != ResultFileKind::Fio)
        throw FioImportError(fmt::format(
            "{}: an arraymark.result/1 document already, not fio's JSON output", path.string()));
    return std::move(file.document);
}

} // namespace am::bench
