// arraymark-cli import FIO.json [--json OUT]: what ArrayMark reads from fio's
// JSON output (one cell per fio job), as a table or as a result document.

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <system_error>

#include <fmt/format.h>

#include "app/cli/command.h"
#include "app/cli/table.h"
#include "core/bench/result_file.h"
#include "core/bench/result_reader.h"
#include "core/util/json_text.h"

namespace am::cli {

namespace {

struct ImportOptions {
    std::string input;
    std::string json_path; // "-": standard output
};

// Block sizes as fio's bs= takes them: 4K, 64K, 1M (binary).
std::string sizeText(std::uint64_t bytes)
{
    if (bytes >= (1U << 20) && bytes % (1U << 20) == 0) return fmt::format("{}M", bytes >> 20);
    if (bytes >= 1024 && bytes % 1024 == 0) return fmt::format("{}K", bytes >> 10);
    return fmt::format("{}", bytes);
}

std::string latencyText(double ns)
{
    if (ns <= 0) return "-";
    if (ns >= 1e6) return fmt::format("{:.2f} ms", ns / 1e6);
    return fmt::format("{:.1f} us", ns / 1e3);
}

void printCells(const bench::RunDocument& run, const std::string& input)
{
    fmt::print("{}: {} cell(s) from fio{}{}\n", input, run.cells.size(),
               run.target_path.empty() ? "" : fmt::format(", target {}", run.target_path),
               run.created.empty() ? "" : fmt::format(", {}", run.created));
    TextTable table(
        {"JOB", "RW", "BS", "READ", "QD", "JOBS", "IOPS", "MB/S", "LAT MEAN", "LAT P99"});
    for (const auto& cell : run.cells) {
        const bench::LatencySummary& lat = cell.lat;
        table.addRow({cell.job.name, bench::rwName(cell.job), sizeText(cell.job.block_size),
                      fmt::format("{}%", cell.job.read_share), std::to_string(cell.job.queue_depth),
                      std::to_string(cell.job.workers), fmt::format("{:.0f}", cell.iops),
                      fmt::format("{:.1f}", cell.bw_bytes / 1e6), latencyText(lat.mean_ns),
                      latencyText(static_cast<double>(lat.p99_ns))});
    }
    fmt::print("{}", table.render());
    fmt::print(
        "MB/s = 10^6 bytes/s; latency: fio's completion latency (clat); QD x JOBS = I/Os in flight\n");
}

// Written beside OUT and renamed over it: a failed write leaves nothing behind.
void writeDocument(const nlohmann::json& document, const std::string& out_path)
{
    const std::string text = util::jsonText(document, 1) + "\n";
    if (out_path == "-") {
        fmt::print("{}", text);
        return;
    }
    const std::filesystem::path out(out_path);
    const std::filesystem::path partial = out.string() + ".part";
    {
        std::ofstream file(partial, std::ios::trunc | std::ios::binary);
        if (!file)
            throw UsageError(
                fmt::format("--json {}: cannot be written (does its directory exist?)", out_path));
        file << text;
        if (!file.flush()) {
            std::filesystem::remove(partial);
            throw std::runtime_error(fmt::format("--json {}: writing failed", out_path));
        }
    }
    std::error_code ec;
    std::filesystem::rename(partial, out, ec);
    if (ec) {
        std::filesystem::remove(partial);
        throw std::runtime_error(
            fmt::format("--json {}: cannot be written: {}", out_path, ec.message()));
    }
}

void run(const ImportOptions& o)
{
    bench::ResultFileJson file;
    bench::RunDocument run;
    try {
        file = bench::readResultFileJson(o.input);
        if (file.kind != bench::ResultFileKind::Fio)
            throw UsageError(fmt::format(
                "{}: an arraymark.result/1 document already; import reads fio's JSON output "
                "(fio --output-format=json)",
                o.input));
        run = bench::readResultDocument(file.document);
    } catch (const bench::ResultFormatError& error) {
        throw UsageError(error.what());
    }
    if (o.json_path.empty())
        printCells(run, o.input);
    else
        writeDocument(file.document, o.json_path);
}

} // namespace

void addImportCommand(CLI::App& app)
{
    auto o = std::make_shared<ImportOptions>();
    CLI::App* command = app.add_subcommand(
        "import", "Read fio's JSON output as ArrayMark cells (table, or a result file)");
    command->add_option("file", o->input, "fio --output-format=json (or json+) output")->required();
    command->add_option("--json", o->json_path,
                        "Write the arraymark.result/1 document to FILE ('-': standard output)");
    command->callback([o] { run(*o); });
}

} // namespace am::cli
