#include "core/bench/share_text.h"

#include <fmt/format.h>

#include "core/bench/figure_text.h"
#include "core/bench/fill_curve.h"
#include "core/bench/job_label.h"
#include "core/bench/load_ladder.h"
#include "core/bench/precondition.h"
#include "core/bench/repeats.h"
#include "core/util/units.h"
#include "core/util/version.h"

namespace am::bench {

namespace {

using nlohmann::json;

std::string stringAt(const json& object, const char* key)
{
    if (!object.is_object()) return {};
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string{};
}

// CrystalDiskMark's block sizes: "1MiB", "4KiB", "512B".
std::string binaryBlockSize(std::uint64_t bytes)
{
    if (bytes >= (1U << 20) && bytes % (1U << 20) == 0) return fmt::format("{}MiB", bytes >> 20);
    if (bytes >= 1024 && bytes % 1024 == 0) return fmt::format("{}KiB", bytes >> 10);
    return fmt::format("{}B", bytes);
}

std::string cdmLine(const CellResult& cell)
{
    const Job& job = cell.job;
    std::string shape = fmt::format("{} {:>6} (Q={:>3}, T={:>2})",
                                    job.pattern == Pattern::Sequential ? "SEQ" : "RND",
                                    binaryBlockSize(job.block_size), job.queue_depth, job.workers);
    if (job.read_share != 0 && job.read_share != 100) shape += fmt::format(" R{}%", job.read_share);
    return fmt::format("  {}: {:>9.3f} MB/s [{:>9.1f} IOPS] <{:>9.2f} us>{}\n", shape,
                       cell.bw_bytes / 1e6, cell.iops, shownLatency(cell).mean_ns / 1e3,
                       cell.cancelled ? " (stopped)" : "");
}

// "2026-12-03T14:00:00Z" -> "2026/12/03 14:00:00 UTC"
std::string dateText(const std::string& created)
{
    if (created.size() < 19) return created;
    std::string date = created.substr(0, 10) + " " + created.substr(11, 8) + " UTC";
    for (std::size_t i = 0; i < 10; ++i)
        if (date[i] == '-') date[i] = '/';
    return date;
}

const Job* firstJob(const RunDocument& run)
{
    return run.cells.empty() ? nullptr : &run.cells.front().job;
}

std::size_t repeatsOf(const RunDocument& run)
{
    std::size_t most = 1;
    for (const auto& cell : run.cells) most = std::max(most, cell.repeats.size());
    return most;
}

std::string osText(const RunDocument& run)
{
    std::string machine = stringAt(run.json.value("host", json::object()), "machine");
    std::string text = run.os.empty() ? "Linux" : run.os;
    if (!run.kernel.empty())
        text += fmt::format(" [{}]", run.kernel.substr(0, run.kernel.find(' ')));
    if (!machine.empty()) text += fmt::format(" ({})", machine);
    return text;
}

std::string notesOf(const CellResult& cell)
{
    std::vector<std::string> notes;
    if (!cell.repeats.empty()) {
        const Spread iops = spreadOf(cell, RepeatMetric::Iops);
        notes.push_back(fmt::format("median of {} runs, IOPS {}–{}", cell.repeats.size(),
                                    iopsText(iops.min), iopsText(iops.max)));
    }
    if (cell.cpu_bound) notes.push_back("CPU-bound");
    if (!cell.warnings.empty())
        notes.push_back(fmt::format("⚠ {} warning{}", cell.warnings.size(),
                                    cell.warnings.size() == 1 ? "" : "s"));
    if (!cell.job.direct) notes.push_back("buffered");
    if (cell.cancelled) notes.push_back("stopped");
    if (cell.errors) notes.push_back(fmt::format("{} errors", cell.errors));
    std::string out;
    for (const auto& note : notes) out += (out.empty() ? "" : ", ") + note;
    return out;
}

// A Markdown table cell: pipes escaped, line breaks removed.
std::string cellText(const std::string& text)
{
    std::string out;
    for (const char c : text) {
        if (c == '|')
            out += "\\|";
        else if (c == '\n' || c == '\r')
            out += ' ';
        else
            out += c;
    }
    return out;
}

} // namespace

std::string deviceText(const json& document)
{
    const json target = document.value("target", json::object());
    const json device = target.is_object() ? target.value("device", json()) : json();
    if (!device.is_object()) return {};
    std::string model = stringAt(device, "model");
    if (model.empty()) model = stringAt(device, "name");
    std::vector<std::string> parts;
    const std::string transport = stringAt(device, "transport");
    if (transport == "nvme")
        parts.push_back("NVMe");
    else if (transport == "sata")
        parts.push_back("SATA");
    else if (!transport.empty())
        parts.push_back(transport);
    if (const auto nvme = device.find("nvme"); nvme != device.end() && nvme->is_object()) {
        const std::string speed = stringAt(*nvme, "link_speed");
        const auto width = nvme->find("link_width");
        if (!speed.empty())
            parts.push_back(width != nvme->end() && width->is_number_unsigned()
                                ? fmt::format("{} x{}", speed, width->get<unsigned>())
                                : speed);
    }
    if (const auto sata = device.find("sata_link_gigabits");
        sata != device.end() && sata->is_number())
        parts.push_back(fmt::format("{:g} Gb/s", sata->get<double>()));
    if (const std::string firmware = stringAt(device, "firmware"); !firmware.empty())
        parts.push_back("firmware " + firmware);
    std::string joined;
    for (const auto& part : parts) joined += (joined.empty() ? "" : ", ") + part;
    return joined.empty() ? model : fmt::format("{} [{}]", model, joined);
}

std::string cdmText(const RunDocument& run)
{
    const std::string rule(78, '-');
    std::string out =
        fmt::format("{}\nArrayMark {} (CrystalDiskMark layout)\n{}\n", rule, util::kVersion, rule);
    out += "* MB/s = 1,000,000 bytes/s; KiB = 1024 bytes; latency: mean, us\n";
    struct Section {
        const char* title;
        bool (*holds)(const Job&);
    };
    const Section sections[] = {
        {"Read", [](const Job& j) { return j.read_share == 100; }},
        {"Write", [](const Job& j) { return j.read_share == 0; }},
        {"Mix", [](const Job& j) { return j.read_share != 0 && j.read_share != 100; }},
    };
    for (const auto& section : sections) {
        std::string lines;
        for (const auto& cell : run.cells)
            if (section.holds(cell.job)) lines += cdmLine(cell);
        if (!lines.empty()) out += fmt::format("\n[{}]\n{}", section.title, lines);
    }
    const std::size_t repeats = repeatsOf(run);
    out += fmt::format("\nProfile: {}{}\n", run.preset.empty() ? "single job" : run.preset,
                       repeats > 1 ? fmt::format(" (median of {} runs)", repeats) : "");
    if (const Job* job = firstJob(run)) {
        const std::uint64_t range = job->size != 0 ? job->size : run.target_size;
        out +=
            fmt::format("   Test: {} (x{}) [{}]\n",
                        util::formatSize(range, util::SizeUnits::Binary), repeats, run.target_path);
        out +=
            fmt::format("   Time: Measure {:g} sec / Ramp {:g} sec\n", job->runtime_s, job->ramp_s);
    }
    out += fmt::format("   Date: {}\n", dateText(run.created));
    out += fmt::format("     OS: {}\n", osText(run));
    if (const std::string device = deviceText(run.json); !device.empty())
        out += fmt::format(" Device: {}\n", device);
    const Job* job = firstJob(run);
    out += fmt::format(" Engine: {}{}\n", run.backend.empty() ? "arraymark" : run.backend,
                       job && !job->direct ? ", buffered" : ", direct I/O");
    if (run.cancelled) out += "   Note: stopped before the end; the rows hold what was measured\n";
    return out;
}

std::vector<std::string> warningLines(const std::vector<CellResult>& cells)
{
    std::vector<std::string> lines;
    for (const auto& cell : cells)
        for (const auto& warning : cell.warnings)
            lines.push_back(fmt::format(
                "{}: {} [{}]", cell.job.name.empty() ? defaultJobName(cell.job) : cell.job.name,
                warningText(warning), warningId(warning.kind)));
    return lines;
}

std::string markdownText(const RunDocument& run, const std::vector<CellResult>* cells)
{
    const std::vector<CellResult>& shown = cells ? *cells : run.cells;
    std::string out =
        fmt::format("### ArrayMark: {} on {}\n\n", run.preset.empty() ? "single job" : run.preset,
                    cellText(run.target_path));
    out += "| | |\n|---|---|\n";
    const json host = run.json.value("host", json::object());
    auto row = [&out](const char* name, const std::string& value) {
        if (!value.empty()) out += fmt::format("| {} | {} |\n", name, cellText(value));
    };
    std::string cpu = stringAt(host, "cpu");
    row("Host", run.hostname + (cpu.empty() ? "" : " (" + cpu + ")"));
    row("OS", run.os);
    row("Kernel", run.kernel);
    row("Device", deviceText(run.json));
    row("Preset", run.preset);
    row("Precondition",
        preconditionText(preconditionFromJson(run.json.value("precondition", json()))));
    if (const json repeat = run.json.value("repeat", json()); repeat.is_object())
        row("Repeats", fmt::format("{} runs of each cell, {:g} s apart: medians, with min-max",
                                   repeat.value("count", 1U), repeat.value("settle_s", 0.0)));
    row("Date", run.created);
    row("Version", fmt::format("ArrayMark {}", util::kVersion));
    out += "\n| Cell | IOPS | MB/s | Mean | p50 | p99 | p99.9 | Notes |\n";
    out += "|---|---:|---:|---:|---:|---:|---:|---|\n";
    for (const auto& cell : shown) {
        const LatencySummary& lat = shownLatency(cell);
        out +=
            fmt::format("| {} | {} | {:.1f} | {} | {} | {} | {} | {} |\n",
                        cellText(cell.job.name.empty() ? defaultJobName(cell.job) : cell.job.name),
                        iopsText(cell.iops), cell.bw_bytes / 1e6, latencyText(lat.mean_ns),
                        latencyText(static_cast<double>(lat.p50_ns)),
                        latencyText(static_cast<double>(lat.p99_ns)),
                        latencyText(static_cast<double>(lat.p999_ns)), cellText(notesOf(cell)));
    }
    for (const auto& curve : loadCurves(shown))
        out += fmt::format("\n**Latency under load, {}** (peak {} IOPS): {}.\n",
                           cellText(curve.name), iopsText(curve.peak_iops), kneeText(curve));
    const json target = run.json.value("target", json::object());
    const auto size = target.is_object() ? target.value("size_bytes", std::uint64_t{0}) : 0;
    for (const auto& curve : fillCurves(shown, size))
        out += fmt::format("\n**Fill, {}**: {}.\n", cellText(curve.name), fillText(curve));
    if (const auto warnings = warningLines(shown); !warnings.empty()) {
        out += "\n**Warnings**\n\n";
        for (const auto& line : warnings) out += fmt::format("- {}\n", cellText(line));
    }
    out += "\nMB/s = 10^6 bytes/s; latency is total latency (fio's lat)";
    out += repeatsOf(run) > 1 ? "; repeated cells show medians.\n" : ".\n";
    return out;
}

} // namespace am::bench
