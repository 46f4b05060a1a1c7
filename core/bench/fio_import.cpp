#include "core/bench/fio_import.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <map>
#include <vector>

#include <fmt/format.h>

#include "core/bench/job.h"
#include "core/util/units.h"

namespace am::bench {

using nlohmann::json;

namespace {

// fio writes option values as strings; job options override global ones.
std::string option(const json& job, const json& global, const char* key, const std::string& fallback)
{
    for (const json* options : {&job, &global}) {
        if (!options->is_object()) continue;
        const auto it = options->find(key);
        if (it != options->end() && it->is_string()) return it->get<std::string>();
    }
    return fallback;
}

std::uint64_t unsignedOption(const std::string& value, const std::string& job_name, const char* key)
{
    char* end = nullptr;
    const unsigned long long parsed = std::strtoull(value.c_str(), &end, 10);
    if (value.empty() || end == value.c_str() || *end != '\0')
        throw FioImportError(fmt::format("fio job \"{}\": {} \"{}\" is not a whole number", job_name, key, value));
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
            out.percentiles.emplace_back(std::strtod(percent.c_str(), nullptr), value.get<std::uint64_t>());
    std::sort(out.percentiles.begin(), out.percentiles.end());
    return out;
}

Direction readDirection(const json& d)
{
    Direction out;
    if (!d.is_object()) return out;
    out.iops = d.value("iops", 0.0);
    out.bw_bytes = d.value("bw_bytes", 0.0);
    out.ios = d.value("total_ios", std::uint64_t{0});
    out.bytes = d.value("io_bytes", std::uint64_t{0});
    out.runtime_s = d.value("runtime", 0.0) / 1000.0; // fio: milliseconds
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
        for (const Latency* d : dirs) share += cdf(*d, v) * static_cast<double>(d->count) / static_cast<double>(total);
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
    json out{
        {"count", count}, {"mean", count ? weighted_mean / static_cast<double>(count) : 0.0}, {"min", min_ns}, {"max", max_ns}};
    if (has_percentiles || kind == &Direction::clat) {
        out["p50"] = mixedPercentile(used, 50);
        out["p90"] = mixedPercentile(used, 90);
        out["p99"] = mixedPercentile(used, 99);
        out["p99.9"] = mixedPercentile(used, 99.9);
        out["p99.99"] = mixedPercentile(used, 99.99);
    }
    return out;
}

json importJob(const json& entry, const json& global, std::size_t index)
{
    const std::string name = entry.value("jobname", fmt::format("job {}", index));
    const json& options = entry.contains("job options") ? entry["job options"] : json::object();

    std::string rw = option(options, global, "rw", option(options, global, "readwrite", "read"));
    rw = rw.substr(0, rw.find(':')); // "randread:8" carries an offset modifier
    if (rw == "readwrite") rw = "rw";
    const auto mix = static_cast<std::uint32_t>(unsignedOption(option(options, global, "rwmixread", "50"), name, "rwmixread"));
    Job job;
    try {
        applyRwName(job, rw, mix);
    } catch (const std::invalid_argument& error) {
        throw FioImportError(fmt::format("fio job \"{}\": {} (trim and verify-only jobs cannot be charted)", name, error.what()));
    }
    std::string bs = option(options, global, "bs", option(options, global, "blocksize", "4k"));
    bs = bs.substr(0, bs.find(',')); // "4k,8k": read size first
    try {
        job.block_size = util::parseSize(bs);
    } catch (const std::invalid_argument& error) {
        throw FioImportError(fmt::format("fio job \"{}\": bs: {}", name, error.what()));
    }
    job.queue_depth = static_cast<std::uint32_t>(unsignedOption(option(options, global, "iodepth", "1"), name, "iodepth"));
    const bool grouped = option(options, global, "group_reporting", "0") != "0";
    job.workers = grouped ? static_cast<std::uint32_t>(unsignedOption(option(options, global, "numjobs", "1"), name, "numjobs")) : 1;

    const Direction read = readDirection(entry.value("read", json::object()));
    const Direction write = readDirection(entry.value("write", json::object()));
    const double runtime_s = std::max(read.runtime_s, write.runtime_s);
    const double job_runtime_s = entry.value("job_runtime", 0.0) / 1000.0;
    const double cpu_base_s = job_runtime_s > 0 ? job_runtime_s : runtime_s;
    const double runtime_option = fioSeconds(option(options, global, "runtime", "0"));

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
                  {"engine", option(options, global, "ioengine", "psync")}}},
                {"backend", "fio:" + option(options, global, "ioengine", "psync")},
                {"measured_s", runtime_s},
                {"iops", read.iops + write.iops},
                {"read_iops", read.iops},
                {"write_iops", write.iops},
                {"bw_bytes", read.bw_bytes + write.bw_bytes},
                {"read_bw_bytes", read.bw_bytes},
                {"write_bw_bytes", write.bw_bytes},
                {"read_ios", read.ios},
                {"write_ios", write.ios},
                {"lat_ns", latency({&read, &write}, &Direction::clat)},
                {"read_lat_ns", latency({&read}, &Direction::clat)},
                {"write_lat_ns", latency({&write}, &Direction::clat)},
                {"total_lat_ns", latency({&read, &write}, &Direction::total)},
                {"read_total_lat_ns", latency({&read}, &Direction::total)},
                {"write_total_lat_ns", latency({&write}, &Direction::total)},
                {"cpu",
                 {{"user_s", entry.value("usr_cpu", 0.0) / 100.0 * cpu_base_s},
                  {"system_s", entry.value("sys_cpu", 0.0) / 100.0 * cpu_base_s}}},
                {"errors", {{"count", entry.value("error", 0)}, {"first", ""}}},
                {"cancelled", false},
                {"samples", json::array()}};
}

} // namespace

json importFioJson(const json& fio, const std::string& source_name)
{
    if (!fio.is_object() || !fio.contains("jobs") || !fio["jobs"].is_array())
        throw FioImportError(fmt::format("{}: not fio JSON output (no \"jobs\" array); run fio with --output-format=json",
                                         source_name));
    const json global = fio.value("global options", json::object());
    json cells = json::array();
    std::size_t index = 0;
    for (const auto& entry : fio["jobs"]) cells.push_back(importJob(entry, global, index++));
    if (cells.empty()) throw FioImportError(fmt::format("{}: fio ran no jobs", source_name));

    // fio's "time" is local and unzoned; the Unix timestamp is not.
    std::string created;
    if (fio.contains("timestamp") && fio["timestamp"].is_number()) {
        const std::time_t t = fio["timestamp"].get<std::time_t>();
        std::tm tm{};
        gmtime_r(&t, &tm);
        created = fmt::format("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday,
                              tm.tm_hour, tm.tm_min, tm.tm_sec);
    }
    return json{{"schema", "arraymark.result/1"},
                {"created", created},
                {"preset", "fio"},
                {"host", {{"hostname", ""}}},
                {"kernel", ""},
                {"target", {{"path", option(json::object(), global, "filename", "")}, {"kind", "unknown"}}},
                {"engine", {{"name", "fio"}, {"version", fio.value("fio version", "")}, {"source", source_name}}},
                {"backend", "fio:" + option(json::object(), global, "ioengine", "psync")},
                {"cancelled", false},
                {"cells", cells}};
}

json importFioFile(const std::filesystem::path& path)
{
    std::ifstream in(path);
    if (!in) throw FioImportError(fmt::format("{}: cannot be opened for reading", path.string()));
    // fio prints warnings before the JSON on stdout when it has any.
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto start = text.find('{');
    if (start == std::string::npos) throw FioImportError(fmt::format("{}: contains no JSON object", path.string()));
    try {
        return importFioJson(json::parse(text.substr(start)), path.filename().string());
    } catch (const json::exception& error) {
        throw FioImportError(fmt::format("{}: not valid JSON: {}", path.string(), error.what()));
    }
}

} // namespace am::bench
