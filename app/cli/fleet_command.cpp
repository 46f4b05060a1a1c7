// arraymark-cli fleet: the same bench on several hosts at once (issue #10).
// The orchestration lives in core/fleet; this file turns options into a plan
// and prints what comes back. See docs/fleet.md.

#include <atomic>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>

#include <fmt/format.h>

#include "app/cli/command.h"
#include "app/cli/table.h"
#include "core/bench/host_info.h"
#include "core/bench/result_reader.h"
#include "core/fleet/fleet_document.h"
#include "core/fleet/fleet_run.h"
#include "core/fleet/fleet_summary.h"
#include "core/util/json_text.h"
#include "core/util/process_runner.h"
#include "core/util/stop_signals.h"
#include "core/util/text_file.h"

namespace am::cli {

namespace {

struct FleetOptions {
    std::string hosts, target, via = "ssh", json_path, remote_cli = "arraymark-cli", ssh_config,
                               fio = "fio", ssh_program;
    std::vector<std::string> ssh_options;
    bool serial = false, stream = false;
    double host_timeout = 0;
    // Job options handed to `bench` on every host as they were given.
    std::vector<std::pair<std::string, CLI::Option*>> forwarded_values;
    std::vector<std::pair<std::string, bool*>> forwarded_flags;
    std::string preset, rw, bs, read_share, qd, jobs, runtime, ramp, size, offset, engine, buffer,
        compress, seed, interval;
    bool buffered = false, verify = false, stop_on_error = false;
};

std::vector<std::string> benchArgs(const FleetOptions& o)
{
    std::vector<std::string> args;
    for (const auto& [name, option] : o.forwarded_values) {
        if (option->count() == 0) continue;
        args.push_back(name);
        args.push_back(option->results().back());
    }
    for (const auto& [name, flag] : o.forwarded_flags)
        if (*flag) args.push_back(name);
    return args;
}

std::filesystem::path selfPath()
{
    std::error_code ec;
    auto path = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? std::filesystem::path("arraymark-cli") : path;
}

// The job file `bench --print-fio` writes for this target: the bench
// command's own validation and fio translation, not a second copy of them.
std::string printFio(const std::string& target, const std::vector<std::string>& args)
{
    std::vector<std::string> argv{selfPath().string(), "bench", "--print-fio", "--target", target};
    argv.insert(argv.end(), args.begin(), args.end());
    util::SpawnRunner runner;
    const util::ProcessResult run = runner.run(argv, util::RunOptions{std::chrono::seconds(30)});
    if (!run.ok()) {
        std::string message = util::trim(run.err.empty() ? run.start_error : run.err);
        if (message.starts_with("arraymark-cli: ")) message.erase(0, 15);
        throw UsageError(message);
    }
    return run.out;
}

std::string rateText(double iops) { return fmt::format("{:.0f}", iops); }

std::string summaryTable(const std::vector<fleet::CellSummary>& summary)
{
    TextTable table(
        {"Cell", "Hosts", "IOPS min", "median", "max", "Spread", "MB/s median", "p99 median"});
    for (const auto& c : summary)
        table.addRow({c.name, std::to_string(c.hosts.size()), rateText(c.iops_spread.min),
                      rateText(c.iops_spread.median), rateText(c.iops_spread.max),
                      fmt::format("{:.1f} %", c.iops_spread.spread * 100),
                      fmt::format("{:.1f}", c.bw_bytes_spread.median / 1e6),
                      fmt::format("{:.0f} us", c.lat_p99_ns_spread.median / 1e3)});
    return table.render();
}

// --stream: each host's own line with "host" put first, so a reader can
// route it without parsing it twice; lines that are not JSON are wrapped.
void printStreamLine(const fleet::HostSpec& host, std::string_view line)
{
    const std::string name = util::jsonText(nlohmann::json(host.name));
    if (line.starts_with('{') && line.size() > 1) {
        const bool empty_object = util::trim(std::string(line.substr(1))) == "}";
        fmt::print("{{\"host\":{}{}{}\n", name, empty_object ? "" : ",", line.substr(1));
    } else {
        const nlohmann::json rest{{"type", "text"}, {"text", line}};
        fmt::print("{{\"host\":{},{}\n", name, util::jsonText(rest).substr(1));
    }
    std::fflush(stdout);
}

// Without --stream: one line per finished cell and per host, on stderr.
void printProgressLine(const fleet::HostSpec& host, std::string_view line)
{
    try {
        const bench::StreamEvent event = bench::parseStreamLine(line);
        if (event.type == bench::StreamEvent::Type::Cell)
            fmt::print(stderr, "[{}] cell {}/{} {}: {:.0f} IOPS, {:.1f} MB/s\n", host.name,
                       *event.cell + 1, event.cells, event.result.job.name, event.result.iops,
                       event.result.bw_bytes / 1e6);
        else if (event.type == bench::StreamEvent::Type::Error)
            fmt::print(stderr, "[{}] error: {}\n", host.name, event.message);
    } catch (const bench::ResultFormatError&) {
        fmt::print(stderr, "[{}] {}\n", host.name, line);
    }
}

int runFleetCommand(const FleetOptions& o)
{
    std::vector<fleet::HostSpec> hosts;
    fleet::FleetPlan plan;
    try {
        hosts = fleet::loadHosts(o.hosts);
        plan.transport = fleet::parseTransport(o.via);
        plan.hosts = fleet::resolveHosts(hosts, plan.transport, o.target);
    } catch (const fleet::HostListError& error) {
        throw UsageError(error.what());
    }
    if (o.host_timeout < 0)
        throw UsageError(
            fmt::format("--host-timeout {}: must be 0 (none) or more seconds", o.host_timeout));
    plan.target = o.target;
    plan.serial = o.serial;
    plan.spec.bench_args = benchArgs(o);
    plan.spec.cli = o.remote_cli;
    plan.spec.ssh.config_file = o.ssh_config;
    plan.spec.ssh.options = o.ssh_options;
    if (!o.ssh_program.empty()) plan.spec.ssh.program = o.ssh_program;
    plan.spec.fio_program = o.fio;
    if (o.host_timeout > 0)
        plan.spec.host_timeout =
            std::chrono::milliseconds(static_cast<long long>(o.host_timeout * 1000));
    // A long run must not end with nowhere to put its result.
    if (!o.json_path.empty() && !std::ofstream(o.json_path, std::ios::app))
        throw UsageError(fmt::format("--json {}: cannot be written", o.json_path));
    // Wrong job options are found here, once, before any host is contacted.
    printFio(plan.hosts.front().target, plan.spec.bench_args);
    plan.spec.fio_job_file = [args = plan.spec.bench_args](const std::string& target) {
        return printFio(target, args);
    };

    fleet::FleetEvents events;
    events.host_started = [&](const fleet::HostSpec& host) {
        if (!o.stream)
            fmt::print(stderr, "[{}] starting ({})\n", host.name, toString(*host.transport));
    };
    events.line = o.stream ? fleet::LineSink(printStreamLine) : fleet::LineSink(printProgressLine);
    events.host_done = [&](const fleet::HostOutcome& outcome) {
        if (o.stream) {
            const nlohmann::json rest{{"type", "host_done"},
                                      {"ok", outcome.ok},
                                      {"error", outcome.error},
                                      {"elapsed_s", outcome.elapsed_s}};
            fmt::print("{{\"host\":{},{}\n", util::jsonText(nlohmann::json(outcome.host.name)),
                       util::jsonText(rest).substr(1));
            std::fflush(stdout);
        } else if (outcome.ok) {
            fmt::print(stderr, "[{}] done in {:.1f} s, {} cells\n", outcome.host.name,
                       outcome.elapsed_s, outcome.cells_completed);
        } else {
            fmt::print(stderr, "[{}] FAILED: {}\n", outcome.host.name, outcome.error);
        }
    };

    // SIGINT/SIGTERM stop every host's run; what they measured is kept.
    std::atomic<bool> cancel{false};
    std::vector<fleet::HostOutcome> outcomes;
    {
        const util::StopOnSignals stop_on_signals(cancel);
        outcomes = fleet::runFleet(plan, events, &cancel);
    }

    const std::vector<fleet::CellSummary> summary = fleet::summarizeCells(outcomes);
    fleet::FleetInfo info;
    info.created = bench::utcTimestamp();
    info.controller = bench::currentHost().hostname;
    info.job_args = plan.spec.bench_args;
    info.serial = plan.serial;
    const nlohmann::json document = fleet::fleetDocument(info, outcomes, summary);
    if (!o.json_path.empty()) {
        std::ofstream out(o.json_path);
        out << util::jsonText(document, 2) << "\n";
        if (!out.flush()) throw std::runtime_error(fmt::format("cannot write {}", o.json_path));
    }
    const int failed = document["failed"].get<int>();
    if (o.stream) {
        // "type" first, so a reader can tell this (long) line apart without parsing it.
        fmt::print("{{\"type\":\"fleet_done\",\"result\":{}}}\n", util::jsonText(document));
    } else {
        if (!summary.empty()) fmt::print("{}", summaryTable(summary));
        for (const auto& outcome : outcomes)
            if (!outcome.ok) fmt::print("{}: FAILED: {}\n", outcome.host.name, outcome.error);
        fmt::print("{} of {} hosts succeeded\n", outcomes.size() - static_cast<std::size_t>(failed),
                   outcomes.size());
    }
    std::fflush(stdout);
    if (cancel.load()) return 130;
    return failed == 0 ? 0 : 1;
}

} // namespace

void addFleetCommand(CLI::App& app)
{
    auto o = std::make_shared<FleetOptions>();
    CLI::App* command = app.add_subcommand(
        "fleet", "Run the same bench on several hosts (ssh or fio --server) and compare them");
    command
        ->add_option("--hosts", o->hosts,
                     "Hosts file (one a line, see docs/fleet.md) or HOST,HOST,...")
        ->required();
    command->add_option("--target", o->target,
                        "Target on every host (a hosts-file line may name its own)");
    command->add_option(
        "--via", o->via,
        "ssh (arraymark-cli on the host, default) or fio-server (fio --server there)");
    command->add_flag("--serial", o->serial,
                      "One host after another (hosts sharing a backend), not all at once");
    command->add_option("--json", o->json_path, "Write the arraymark.fleet/1 document to FILE");
    command->add_flag("--stream", o->stream,
                      "JSON lines on stdout: each host's bench lines with \"host\" first");
    command->add_option("--remote-cli", o->remote_cli,
                        "arraymark-cli's path on the hosts (default: found on PATH)");
    command->add_option("--ssh-config", o->ssh_config,
                        "ssh config file (ssh -F) instead of ~/.ssh/config");
    command->add_option("--ssh-option", o->ssh_options, "Extra ssh -o KEY=VALUE (repeatable)")
        ->allow_extra_args(false); // one value per --ssh-option
    // Hidden: tests put a local stand-in for ssh here (docs/fleet.md).
    command->add_option("--ssh-program", o->ssh_program, "ssh client program (default ssh)")
        ->group("");
    command->add_option("--fio", o->fio,
                        "The local fio program for --via fio-server (default fio)");
    command->add_option("--host-timeout", o->host_timeout,
                        "Give a host up after this many seconds (default: none)");

    auto value = [&](const char* name, std::string& into, const char* help) {
        o->forwarded_values.emplace_back(
            name, command->add_option(name, into, help)->group("Job options (as bench)"));
    };
    auto flag = [&](const char* name, bool& into, const char* help) {
        command->add_flag(name, into, help)->group("Job options (as bench)");
        o->forwarded_flags.emplace_back(name, &into);
    };
    value("--preset", o->preset, "Run a preset (see `arraymark-cli presets`)");
    value("--rw", o->rw, "randread, randwrite, randrw, read, write or rw");
    value("--bs", o->bs, "Block size");
    value("--read-share", o->read_share, "Percent of reads for randrw/rw");
    value("--qd", o->qd, "Queue depth per job");
    value("--jobs", o->jobs, "Worker threads");
    value("--runtime", o->runtime, "Seconds measured per cell");
    value("--ramp", o->ramp, "Seconds run before measuring");
    value("--size", o->size, "Range used on the target");
    value("--offset", o->offset, "Start of the range");
    value("--engine", o->engine, "auto, io_uring or sync");
    value("--buffer", o->buffer, "random or zero");
    value("--compress", o->compress, "Make written data about PCT % compressible");
    value("--seed", o->seed, "Seed of the offset and data generator");
    value("--interval", o->interval, "Seconds between samples");
    flag("--buffered", o->buffered, "Use the page cache");
    flag("--verify", o->verify, "Stamp written blocks and check reads");
    flag("--stop-on-error", o->stop_on_error, "End a host's run at its first I/O error");
    command->callback([o] {
        const int status = runFleetCommand(*o);
        if (status != 0) std::exit(status);
    });
}

} // namespace am::cli
