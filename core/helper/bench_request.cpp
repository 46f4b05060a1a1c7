#include "core/helper/bench_request.h"

#include <regex>

#include <fmt/format.h>

#include "core/drives/scan.h"
#include "core/raid/member_guard.h"

namespace am::helper {

using nlohmann::json;

namespace {

std::string seconds(double value) { return fmt::format("{}", value); }

} // namespace

bool benchMayWrite(const BenchRequest& bench)
{
    if (bench.preset) return true;
    return bench.rw && *bench.rw != "randread" && *bench.rw != "read";
}

std::vector<std::string> benchArgv(const std::string& cli_path, const BenchRequest& bench,
                                   const std::string& target)
{
    std::vector<std::string> argv{cli_path, "bench", "--stream", "--target", target};
    const auto add = [&argv](const char* option, const std::string& value) {
        argv.push_back(option);
        argv.push_back(value);
    };
    if (bench.preset) add("--preset", *bench.preset);
    if (bench.rw) add("--rw", *bench.rw);
    if (bench.bs_bytes) add("--bs", std::to_string(*bench.bs_bytes));
    if (bench.read_share) add("--read-share", std::to_string(*bench.read_share));
    if (bench.qd) add("--qd", std::to_string(*bench.qd));
    if (bench.jobs) add("--jobs", std::to_string(*bench.jobs));
    if (bench.runtime_seconds) add("--runtime", seconds(*bench.runtime_seconds));
    if (bench.ramp_seconds) add("--ramp", seconds(*bench.ramp_seconds));
    if (bench.size_bytes) add("--size", std::to_string(*bench.size_bytes));
    if (bench.offset_bytes) add("--offset", std::to_string(*bench.offset_bytes));
    if (bench.seed) add("--seed", std::to_string(*bench.seed));
    if (bench.repeat) add("--repeat", std::to_string(*bench.repeat));
    if (bench.settle_seconds) add("--settle", seconds(*bench.settle_seconds));
    if (bench.precondition_passes)
        add("--precondition", std::to_string(*bench.precondition_passes));
    if (bench.verify) argv.push_back("--verify");
    if (bench.allow_write) add("--allow-write-device", target);
    for (auto& arg : bench::engineModeArguments(bench.modes)) argv.push_back(std::move(arg));
    return argv;
}

json runBench(const BenchRequest& bench, const DeviceRules& rules, const std::string& cli_path,
              const Passthrough& passthrough, const RunLink& link, util::Runner& runner, json& doc)
{
    // A preset name becomes one argv element; it must not look like an option.
    static const std::regex preset_rule("[A-Za-z0-9][A-Za-z0-9_.-]{0,63}");
    if (bench.preset && !std::regex_match(*bench.preset, preset_rule))
        throw Refused("bad_value",
                      "bench: \"preset\" must be a preset name (letters, digits, '_', '-', '.')");
    const std::string target = resolveDevicePath(bench.target, rules);
    const auto scan = drives::scan(rules.roots);
    const auto* device = scan.find(target);
    if (!device)
        throw Refused("unknown_device", fmt::format("{} is not in the drives scan", target));
    if (benchMayWrite(bench) && !bench.allow_write && bench.rw)
        throw Refused(
            "write_not_allowed",
            fmt::format("bench: rw \"{}\" writes to {}: set \"allow_write\": true to confirm "
                        "that its content may be destroyed",
                        *bench.rw, target));
    if (bench.allow_write) {
        const auto busy = raid::checkDevicesFree({target}, scan, rules.roots);
        if (!busy.empty())
            throw Refused(busy.front().rule, busy.front().message + "; writes refused");
    }
    const auto help = runner.run({cli_path, "bench", "--help"}, {std::chrono::seconds(30)});
    // Without a bench subcommand CLI11 prints the top-level help and still exits 0.
    if (!help.ok() || help.out.find("--stream") == std::string::npos)
        throw Refused(
            "no_bench",
            fmt::format(
                "{} has no bench command (this build predates it): install an arraymark-cli with "
                "`bench` to benchmark raw devices",
                cli_path));
    if (!passthrough)
        throw Refused("no_bench",
                      "this helper cannot run benchmarks (no way to pass the output through)");
    const auto argv = benchArgv(cli_path, bench, target);
    const PassedThrough run = passthrough(argv, link);
    // Stopped, unless it had finished its last cell anyway (exit 0).
    const bool cancelled = run.stopped_because && run.exit_code != 0;
    doc["target"] = target;
    doc["cancelled"] = cancelled;
    doc["steps"] = json::array({{{"argv", argv},
                                 {"exit_code", run.exit_code},
                                 {"stdout", "(streamed)"},
                                 {"stderr", run.error}}});
    doc["ok"] = run.exit_code == 0;
    if (cancelled) {
        doc["rule"] = "cancelled";
        doc["error"] = fmt::format(
            "the benchmark was stopped ({}){}; the stream's last lines hold what it measured",
            *run.stopped_because,
            run.killed ? fmt::format(": it was still running {} ms after SIGTERM and was killed",
                                     link.grace.count())
                       : std::string());
    } else if (run.exit_code != 0) {
        doc["rule"] = "step_failed";
        doc["error"] = run.error.empty()
                           ? fmt::format("arraymark-cli bench exited with {}", run.exit_code)
                           : run.error;
    }
    return doc;
}

} // namespace am::helper
