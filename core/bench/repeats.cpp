#include "core/bench/repeats.h"

#include <algorithm>
#include <stdexcept>

#include "core/bench/latency_histogram.h"

namespace am::bench {

const std::vector<RepeatMetricRow>& repeatMetrics()
{
    static const std::vector<RepeatMetricRow> rows{
        {RepeatMetric::Iops, "iops", &RepeatFigures::iops},
        {RepeatMetric::ReadIops, "read_iops", &RepeatFigures::read_iops},
        {RepeatMetric::WriteIops, "write_iops", &RepeatFigures::write_iops},
        {RepeatMetric::BwBytes, "bw_bytes", &RepeatFigures::bw_bytes},
        {RepeatMetric::ReadBwBytes, "read_bw_bytes", &RepeatFigures::read_bw_bytes},
        {RepeatMetric::WriteBwBytes, "write_bw_bytes", &RepeatFigures::write_bw_bytes},
        {RepeatMetric::P50, "p50_ns", nullptr, &RepeatFigures::p50_ns},
        {RepeatMetric::P99, "p99_ns", nullptr, &RepeatFigures::p99_ns},
        {RepeatMetric::P999, "p999_ns", nullptr, &RepeatFigures::p999_ns},
    };
    return rows;
}

double metricValue(const RepeatFigures& figures, RepeatMetric metric)
{
    for (const auto& row : repeatMetrics())
        if (row.metric == metric)
            return row.rate ? figures.*row.rate : static_cast<double>(figures.*row.latency_ns);
    return 0;
}

double median(std::vector<double> values)
{
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

RepeatFigures figuresOf(const CellResult& run)
{
    const LatencySummary& shown = shownLatency(run);
    return {run.measured_s, run.iops,          run.read_iops,      run.write_iops,
            run.bw_bytes,   run.read_bw_bytes, run.write_bw_bytes, shown.p50_ns,
            shown.p99_ns,   shown.p999_ns,     run.errors,         run.cpu_bound};
}

Spread spreadOf(const CellResult& cell, RepeatMetric metric)
{
    if (cell.repeats.empty()) {
        const double value = metricValue(figuresOf(cell), metric);
        return {value, value, value};
    }
    std::vector<double> values;
    for (const auto& repeat : cell.repeats) values.push_back(metricValue(repeat, metric));
    return {*std::min_element(values.begin(), values.end()), median(values),
            *std::max_element(values.begin(), values.end())};
}

std::optional<Spread> spreadOf(const CellResult& cell, Metric metric)
{
    if (cell.repeats.empty()) return std::nullopt;
    // The repeat figure behind the metric, and its scale to the metric's unit.
    const auto [figure, scale] = [&]() -> std::pair<std::optional<RepeatMetric>, double> {
        switch (metric) {
        case Metric::Iops:
            return {RepeatMetric::Iops, 1};
        case Metric::MBps:
            return {RepeatMetric::BwBytes, 1e-6};
        case Metric::MiBps:
            return {RepeatMetric::BwBytes, 1.0 / (1024.0 * 1024.0)};
        case Metric::LatP50Us:
            return {RepeatMetric::P50, 1e-3};
        case Metric::LatP99Us:
            return {RepeatMetric::P99, 1e-3};
        case Metric::LatP999Us:
            return {RepeatMetric::P999, 1e-3};
        case Metric::LatMeanUs:
        case Metric::ClatMeanUs:
        case Metric::ClatP50Us:
        case Metric::ClatP99Us:
        case Metric::ClatP999Us:
            break;
        }
        return {std::nullopt, 0};
    }();
    if (!figure) return std::nullopt;
    const Spread raw = spreadOf(cell, *figure);
    return Spread{raw.min * scale, raw.median * scale, raw.max * scale};
}

namespace {

template <typename Get> double medianOf(const std::vector<CellResult>& runs, Get get)
{
    std::vector<double> values;
    for (const auto& run : runs) values.push_back(static_cast<double>(get(run)));
    return median(values);
}

LatencySummary combineLatency(const std::vector<CellResult>& runs, LatencySummary CellResult::*kind)
{
    LatencySummary out;
    std::vector<double> p50, p90, p99, p999, p9999;
    double weighted = 0;
    for (const auto& run : runs) {
        const LatencySummary& lat = run.*kind;
        if (lat.count == 0) continue;
        out.min_ns = out.count == 0 ? lat.min_ns : std::min(out.min_ns, lat.min_ns);
        out.max_ns = std::max(out.max_ns, lat.max_ns);
        out.count += lat.count;
        weighted += lat.mean_ns * static_cast<double>(lat.count);
        p50.push_back(static_cast<double>(lat.p50_ns));
        p90.push_back(static_cast<double>(lat.p90_ns));
        p99.push_back(static_cast<double>(lat.p99_ns));
        p999.push_back(static_cast<double>(lat.p999_ns));
        p9999.push_back(static_cast<double>(lat.p9999_ns));
    }
    if (out.count == 0) return out;
    out.mean_ns = weighted / static_cast<double>(out.count);
    auto percentile = [](const std::vector<double>& values) {
        return static_cast<std::uint64_t>(median(values) + 0.5);
    };
    out.p50_ns = percentile(p50);
    out.p90_ns = percentile(p90);
    out.p99_ns = percentile(p99);
    out.p999_ns = percentile(p999);
    out.p9999_ns = percentile(p9999);
    return out;
}

void addVerify(VerifyReport& into, const VerifyReport& from)
{
    into.enabled = into.enabled || from.enabled;
    into.blocks_checked += from.blocks_checked;
    into.unwritten += from.unwritten;
    into.mismatched += from.mismatched;
    into.unreadable += from.unreadable;
    for (const auto offset : from.first_bad_offsets)
        if (into.first_bad_offsets.size() < 16) into.first_bad_offsets.push_back(offset);
}

} // namespace

CellResult combineRepeats(std::vector<CellResult> runs)
{
    if (runs.empty()) throw std::invalid_argument("combineRepeats: no run to combine");
    if (runs.size() == 1) return std::move(runs.front());
    CellResult cell = runs.front();
    cell.samples.clear();
    cell.repeats.clear();
    cell.measured_s = 0;
    cell.read_ios = cell.write_ios = cell.read_bytes = cell.write_bytes = cell.errors = 0;
    cell.cpu = {};
    cell.verify = {};
    cell.first_error.clear();
    cell.steady_state = true;
    cell.cpu_bound = false;
    cell.warnings.clear();
    LatencyHistogram read, write;
    for (const auto& run : runs) {
        cell.repeats.push_back(figuresOf(run));
        for (Sample sample : run.samples) {
            sample.time_s += cell.measured_s;
            cell.samples.push_back(sample);
        }
        cell.measured_s += run.measured_s;
        cell.read_ios += run.read_ios;
        cell.write_ios += run.write_ios;
        cell.read_bytes += run.read_bytes;
        cell.write_bytes += run.write_bytes;
        cell.errors += run.errors;
        cell.cpu.user_s += run.cpu.user_s;
        cell.cpu.system_s += run.cpu.system_s;
        cell.cpu.sqpoll_s += run.cpu.sqpoll_s;
        cell.cpu.io_workers_s += run.cpu.io_workers_s;
        addVerify(cell.verify, run.verify);
        if (cell.first_error.empty() && !run.first_error.empty()) {
            cell.first_error = run.first_error;
            cell.first_error_kind = run.first_error_kind;
            cell.first_errno = run.first_errno;
        }
        cell.steady_state = cell.steady_state && run.steady_state;
        // A repeat that measured the host taints the cell's figures.
        cell.cpu_bound = cell.cpu_bound || run.cpu_bound;
        for (const RunWarning& warning : run.warnings) addWarning(cell.warnings, warning);
        cell.cancelled = run.cancelled;
        addTo(read, run.histograms.read);
        addTo(write, run.histograms.write);
    }
    cell.histograms.read = sparseOf(read);
    cell.histograms.write = sparseOf(write);
    cell.iops = medianOf(runs, [](const CellResult& r) { return r.iops; });
    cell.read_iops = medianOf(runs, [](const CellResult& r) { return r.read_iops; });
    cell.write_iops = medianOf(runs, [](const CellResult& r) { return r.write_iops; });
    cell.bw_bytes = medianOf(runs, [](const CellResult& r) { return r.bw_bytes; });
    cell.read_bw_bytes = medianOf(runs, [](const CellResult& r) { return r.read_bw_bytes; });
    cell.write_bw_bytes = medianOf(runs, [](const CellResult& r) { return r.write_bw_bytes; });
    cell.engine_busy = medianOf(runs, [](const CellResult& r) { return r.engine_busy; });
    cell.lat = combineLatency(runs, &CellResult::lat);
    cell.read_lat = combineLatency(runs, &CellResult::read_lat);
    cell.write_lat = combineLatency(runs, &CellResult::write_lat);
    cell.total_lat = combineLatency(runs, &CellResult::total_lat);
    cell.read_total_lat = combineLatency(runs, &CellResult::read_total_lat);
    cell.write_total_lat = combineLatency(runs, &CellResult::write_total_lat);
    return cell;
}

} // namespace am::bench
