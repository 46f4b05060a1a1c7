#include "app/cli/bench_report.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "app/cli/table.h"
#include "core/bench/figure_text.h"
#include "core/bench/fill_curve.h"
#include "core/bench/load_ladder.h"
#include "core/bench/mode_checks.h"
#include "core/bench/qd_jobs_grid.h"
#include "core/bench/repeats.h"
#include "core/bench/share_text.h"

namespace am::cli {

std::string latencyText(double ns) { return bench::latencyText(ns); }

namespace {
using bench::iopsText;

std::string clock(double seconds)
{
    const auto s = static_cast<long long>(std::max(0.0, std::round(seconds)));
    return fmt::format("{}:{:02}", s / 60, s % 60);
}
} // namespace

BenchProgress::BenchProgress(std::FILE* out, bool interactive, std::size_t cells,
                             double seconds_per_cell)
    : out_(out), interactive_(interactive), cells_(cells), seconds_per_cell_(seconds_per_cell)
{
}

void BenchProgress::clearLine()
{
    if (interactive_ && line_open_) fmt::print(out_, "\r\033[2K");
    line_open_ = false;
}

void BenchProgress::cellStarted(std::size_t cell, const bench::Job& job)
{
    name_ = job.name.empty() ? bench::defaultJobName(job) : job.name;
    cell_length_ = job.runtime_s;
    runtime_ = job.runtime_s;
    repeat_text_.clear();
    if (!interactive_) return;
    clearLine();
    fmt::print(out_, "[{}/{}] {}  ramp/prepare...", cell + 1, cells_, name_);
    line_open_ = true;
    std::fflush(out_);
}

void BenchProgress::repeatStarted(unsigned repeat, unsigned repeats)
{
    cell_length_ = runtime_ * repeats; // the samples' clock goes on across the repeats
    repeat_text_ = fmt::format(" ({}/{})", repeat + 1, repeats);
}

void BenchProgress::sample(std::size_t cell, const bench::Sample& sample)
{
    if (!interactive_) return;
    const double fraction = std::clamp(sample.time_s / std::max(cell_length_, 1e-9), 0.0, 1.0);
    const int filled = static_cast<int>(fraction * 20);
    const double left =
        (cell_length_ - sample.time_s) + static_cast<double>(cells_ - cell - 1) * seconds_per_cell_;
    clearLine();
    fmt::print(out_, "[{}/{}] {:<22}{} [{}{}] {:3.0f}%  {:>8} IOPS  {:>9.1f} MB/s  ETA {}",
               cell + 1, cells_, name_, repeat_text_,
               std::string(static_cast<std::size_t>(filled), '#'),
               std::string(static_cast<std::size_t>(20 - filled), '.'), fraction * 100,
               iopsText(sample.iops), sample.bw_bytes / 1e6, clock(left));
    line_open_ = true;
    std::fflush(out_);
}

void BenchProgress::cellDone(std::size_t cell, const bench::CellResult& r)
{
    clearLine();
    fmt::print(out_, "[{}/{}] {:<22} {:>8} IOPS  {:>9.1f} MB/s  p99 {}{}\n", cell + 1, cells_,
               name_, iopsText(r.iops), r.bw_bytes / 1e6,
               latencyText(static_cast<double>(bench::shownLatency(r).p99_ns)),
               r.cancelled ? "  (cancelled)" : "");
    std::fflush(out_);
}

void BenchProgress::error(std::size_t cell, const std::string& message)
{
    clearLine();
    fmt::print(out_, "[{}/{}] {}: error: {}\n", cell + 1, cells_, name_, message);
    std::fflush(out_);
}

std::string benchTable(const std::vector<bench::CellResult>& cells)
{
    // LAT/P50/P99/P99.9: total latency (fio's lat); CLAT P50/P99: completion latency (fio's clat).
    // Repeated cells: every figure is the median of the repeats; IOPS RANGE is their min-max.
    const bool repeated =
        std::any_of(cells.begin(), cells.end(), [](const auto& c) { return !c.repeats.empty(); });
    std::vector<std::string> header{"CELL", "IOPS",   "MB/s",  "MiB/s",    "LAT MEAN",
                                    "P50",  "P99",    "P99.9", "CLAT P50", "CLAT P99",
                                    "CPU",  "ENGINE", "NOTE"};
    if (repeated) header.insert(header.begin() + 2, "IOPS RANGE");
    TextTable table(header);
    for (const auto& r : cells) {
        const double cpu_share =
            r.measured_s > 0 ? 100.0 * (r.cpu.user_s + r.cpu.system_s) / r.measured_s : 0;
        std::string note;
        if (r.cancelled) note = "cancelled";
        if (!r.repeats.empty())
            note += fmt::format("{}median of {} runs", note.empty() ? "" : ", ", r.repeats.size());
        if (r.errors) note += fmt::format("{}{} errors", note.empty() ? "" : ", ", r.errors);
        if (r.verify.enabled)
            note += fmt::format(
                "{}verify: {}", note.empty() ? "" : ", ",
                r.verify.ok() ? "ok"
                              : fmt::format("{} bad", r.verify.mismatched + r.verify.unreadable));
        if (!r.job.direct) note += fmt::format("{}buffered", note.empty() ? "" : ", ");
        if (const std::string modes = bench::engineModesText(r.job); !modes.empty())
            note += fmt::format("{}{}", note.empty() ? "" : ", ", modes);
        if (r.latency_from_due)
            note += fmt::format("{}latency from due time", note.empty() ? "" : ", ");
        // The number measures the host, not the drive.
        if (r.cpu_bound)
            note +=
                fmt::format("{}CPU-bound ({:.0f}% of {} core{})", note.empty() ? "" : ", ",
                            100 * r.engine_busy, r.engine_cores, r.engine_cores == 1 ? "" : "s");
        for (const auto& warning : r.warnings)
            if (warning.kind != bench::RunWarningKind::CpuBound)
                note +=
                    fmt::format("{}⚠ {}", note.empty() ? "" : ", ", bench::warningId(warning.kind));
        for (const auto& hot : r.temperature.max)
            if (hot.reached_warning)
                note += fmt::format("{}{} {:.0f} °C: warning threshold", note.empty() ? "" : ", ",
                                    hot.device, hot.celsius);
        const bench::LatencySummary& total = bench::shownLatency(r);
        std::vector<std::string> row{r.job.name.empty() ? bench::defaultJobName(r.job) : r.job.name,
                                     iopsText(r.iops),
                                     fmt::format("{:.1f}", r.bw_bytes / 1e6),
                                     fmt::format("{:.1f}", r.bw_bytes / 1048576.0),
                                     latencyText(total.mean_ns),
                                     latencyText(static_cast<double>(total.p50_ns)),
                                     latencyText(static_cast<double>(total.p99_ns)),
                                     latencyText(static_cast<double>(total.p999_ns)),
                                     latencyText(static_cast<double>(r.lat.p50_ns)),
                                     latencyText(static_cast<double>(r.lat.p99_ns)),
                                     fmt::format("{:.0f}%", cpu_share),
                                     bench::toString(r.backend),
                                     note};
        if (repeated) {
            const bench::Spread iops = bench::spreadOf(r, bench::RepeatMetric::Iops);
            row.insert(row.begin() + 2, r.repeats.empty() ? "-"
                                                          : fmt::format("{}-{}", iopsText(iops.min),
                                                                        iopsText(iops.max)));
        }
        table.addRow(row);
    }
    return table.render();
}

std::string loadCurveReport(const std::vector<bench::CellResult>& cells)
{
    std::string out;
    for (const auto& curve : bench::loadCurves(cells)) {
        out += fmt::format("Latency under load, {}: peak {} IOPS\n", curve.name,
                           iopsText(curve.peak_iops));
        TextTable table({"LOAD", "OFFERED IOPS", "ACHIEVED IOPS", "P50", "P99", "P99.9"});
        for (const auto& point : curve.points)
            table.addRow({fmt::format("{}%", point.percent), iopsText(point.offered_iops),
                          iopsText(point.achieved_iops),
                          latencyText(static_cast<double>(point.p50_ns)),
                          latencyText(static_cast<double>(point.p99_ns)),
                          latencyText(static_cast<double>(point.p999_ns))});
        out += table.render();
        out += fmt::format("  {}\n", bench::kneeText(curve));
    }
    return out;
}

std::string fillReport(const std::vector<bench::CellResult>& cells, std::uint64_t target_size)
{
    std::string out;
    for (const auto& curve : bench::fillCurves(cells, target_size))
        out += fmt::format("Fill, {}: {}\n", curve.name, bench::fillText(curve));
    return out;
}

std::string gridReport(const std::vector<bench::CellResult>& cells)
{
    const auto grid = bench::qdJobsGrid(cells);
    if (!grid) return {};
    std::vector<std::string> header{"JOBS \\ QD"};
    for (const auto depth : grid->depths) header.push_back(fmt::format("{}", depth));
    TextTable table(header);
    for (std::size_t row = 0; row < grid->jobs.size(); ++row) {
        std::vector<std::string> values{fmt::format("T{}", grid->jobs[row])};
        for (const int cell : grid->cells[row])
            values.push_back(cell < 0 ? "-" : iopsText(cells[static_cast<std::size_t>(cell)].iops));
        table.addRow(values);
    }
    return fmt::format("IOPS by threads and queue depth, {}:\n{}", grid->shape, table.render());
}

std::string warningReport(const std::vector<bench::CellResult>& cells)
{
    std::string out;
    for (const auto& line : bench::warningLines(cells)) out += fmt::format("warning: {}\n", line);
    return out;
}

std::string temperatureReport(const bench::RunTemperatures& temperatures)
{
    if (temperatures.interval_s <= 0) return {};
    std::string out;
    if (!temperatures.devices.empty())
        out += fmt::format("Drive temperature (hwmon, every {:g} s):\n", temperatures.interval_s);
    for (const auto& device : temperatures.devices) {
        const auto max = device.maxCelsius();
        std::string limits;
        if (device.warning_c) limits = fmt::format("warning {:g} °C", *device.warning_c);
        if (device.critical_c)
            limits +=
                fmt::format("{}critical {:g} °C", limits.empty() ? "" : ", ", *device.critical_c);
        out += fmt::format(
            "  {}: {}{}{}{}\n", device.device,
            max ? fmt::format("max {:.1f} °C", *max) : "no reading",
            limits.empty() ? "" : " (" + limits + ")",
            device.reachedWarning()
                ? "; reached the warning threshold: the drive may have throttled"
                : "",
            device.failed_reads ? fmt::format("; {} readings failed", device.failed_reads) : "");
    }
    for (const auto& skipped : temperatures.not_sampled)
        out += fmt::format("Temperature not sampled: {}\n", skipped.reason);
    return out;
}

} // namespace am::cli
