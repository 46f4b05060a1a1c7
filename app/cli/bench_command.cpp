#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "app/cli/bench_report.h"
#include "app/cli/cli_presets.h"
#include "app/cli/command.h"
#include "core/bench/cpu_placement.h"
#include "core/bench/engine.h"
#include "core/bench/engine_modes.h"
#include "core/bench/fio_jobfile.h"
#include "core/bench/histogram_csv.h"
#include "core/bench/job_validation.h"
#include "core/bench/mode_checks.h"
#include "core/bench/precondition.h"
#include "core/bench/preset.h"
#include "core/bench/result_csv.h"
#include "core/bench/result_json.h"
#include "core/bench/result_reader.h"
#include "core/bench/share_text.h"
#include "core/bench/stream_writer.h"
#include "core/bench/sweep.h"
#include "core/bench/temperature_sampler.h"
#include "core/bench/temperature_sources.h"
#include "core/bench/write_safety.h"
#include "core/drives/drive_json.h"
#include "core/drives/scan.h"
#include "core/util/json_text.h"
#include "core/util/stop_signals.h"
#include "core/util/units.h"

namespace am::cli {

namespace {

// A refused write is a usage error (exit 2) that keeps its own stream id.
class RefusedUsage : public UsageError {
public:
    using UsageError::UsageError;
};

// The stream's id for a failure that ends the run: usage errors are bad input.
bench::ErrorKind runErrorKind(const std::exception& error)
{
    if (dynamic_cast<const RefusedUsage*>(&error)) return bench::ErrorKind::WriteRefused;
    if (dynamic_cast<const UsageError*>(&error)) return bench::ErrorKind::JobInvalid;
    return bench::errorKindOf(error);
}
struct BenchOptions {
    std::string target, preset, rw, bs = "4k", size, offset, engine = "auto", buffer = "random";
    std::string json_path, csv_path, histogram_csv_path, allow_write_device, allow_write_file;
    std::string sqpoll, cpus, format = "table";
    long long read_share = 50, qd = 1, jobs = 1, compress = 0, rate_iops = 0, repeat = 1;
    double settle = bench::kDefaultSettleS;
    bool hipri = false, passthrough = false;
    CLI::Option* sqpoll_option = nullptr;
    std::string precondition; // --precondition [PASSES]
    CLI::Option* precondition_option = nullptr;
    CLI::Option* rate_option = nullptr;
    CLI::Option* cpus_option = nullptr;
    double runtime = 0, ramp = 0, interval = 0.25;
    unsigned long long seed = 0;
    bool stream = false, verify = false, print_fio = false, buffered = false, stop_on_error = false;
    CLI::Option* rw_option = nullptr;
    CLI::Option* read_share_option = nullptr;
    CLI::Option* runtime_option = nullptr;
    CLI::Option* ramp_option = nullptr;
    CLI::Option* seed_option = nullptr;
    CLI::Option* qd_option = nullptr;
    CLI::Option* jobs_option = nullptr;
    CLI::Option* bs_option = nullptr;
};

std::uint64_t sizeOption(const char* option, const std::string& text)
{
    try {
        return util::parseSize(text);
    } catch (const std::exception& e) {
        throw UsageError(fmt::format("{} {}: {}", option, text, e.what()));
    }
}

void checkRange(const char* option, long long value, long long low, long long high,
                const char* unit = "")
{
    if (value < low || value > high)
        throw UsageError(
            fmt::format("{} {}: must be between {} and {}{}", option, value, low, high, unit));
}

std::vector<bench::Job> buildJobs(const BenchOptions& o, std::string& preset_name,
                                  std::optional<bench::SteadyStateRule>& steady)
{
    const bool have_preset = !o.preset.empty();
    const bool have_rw = o.rw_option->count() > 0;
    if (have_preset && have_rw)
        throw UsageError("--preset and --rw: give one or the other, not both");
    if (!have_preset && !have_rw)
        throw UsageError("bench: give --preset NAME or --rw MODE --bs SIZE --qd N");
    if (have_preset && (o.bs_option->count() || o.qd_option->count() || o.jobs_option->count() ||
                        o.read_share_option->count()))
        throw UsageError(
            "--bs/--qd/--jobs/--read-share: set by the preset; use --rw for a single job");
    checkRange("--read-share", o.read_share, 0, 100, " (percent)");
    checkRange("--qd", o.qd, 1, bench::kMaxQueueDepth);
    checkRange("--jobs", o.jobs, 1, bench::kMaxWorkers);
    checkRange("--compress", o.compress, 0, 100, " (percent)");
    if (o.runtime_option->count() && !(o.runtime > 0))
        throw UsageError(fmt::format("--runtime {}: must be more than 0 seconds", o.runtime));
    if (o.ramp_option->count() && !(o.ramp >= 0))
        throw UsageError(fmt::format("--ramp {}: must be 0 or more seconds", o.ramp));
    if (o.format != "table" && o.format != "cdm" && o.format != "markdown")
        throw UsageError(fmt::format("--format {}: must be table, cdm or markdown", o.format));
    checkRange("--repeat", o.repeat, 1, bench::kMaxRepeat, " runs of each cell");
    if (!(o.settle >= 0 && o.settle <= 3600))
        throw UsageError(fmt::format("--settle {}: must be between 0 and 3600 seconds", o.settle));
    if (!(o.interval >= 0.01))
        throw UsageError(fmt::format("--interval {}: must be at least 0.01 s", o.interval));

    int sqpoll_cpu = -1;
    if (o.sqpoll_option->count() && !o.sqpoll.empty()) {
        try {
            std::size_t used = 0;
            sqpoll_cpu = std::stoi(o.sqpoll, &used);
            if (used != o.sqpoll.size() || sqpoll_cpu < 0) throw std::invalid_argument("cpu");
        } catch (const std::exception&) {
            throw UsageError(fmt::format(
                "--sqpoll {}: the SQPOLL thread's CPU must be a CPU number (or give --sqpoll "
                "alone)",
                o.sqpoll));
        }
    }
    if (o.rate_option->count() && o.rate_iops < 1)
        throw UsageError(
            fmt::format("--rate-iops {}: must be at least 1 I/O per second", o.rate_iops));

    bench::EngineModes modes; // a preset's own, with the options on top (below)
    std::vector<bench::Job> jobs;
    if (have_preset) {
        const auto presets = loadCliPresets();
        const bench::Preset* preset = bench::findPreset(presets, o.preset);
        if (!preset) {
            std::vector<std::string> names;
            for (const auto& p : presets) names.push_back(p.name);
            throw UsageError(
                fmt::format("--preset {}: unknown preset; known: {} (see `arraymark-cli presets`)",
                            o.preset, fmt::join(names, ", ")));
        }
        jobs = preset->jobs;
        modes = preset->modes;
        preset_name = preset->name;
        steady = preset->steady_state;
    } else {
        bench::Job job;
        try {
            bench::applyRwName(job, o.rw, static_cast<std::uint32_t>(o.read_share));
        } catch (const std::invalid_argument& e) {
            throw UsageError(fmt::format(
                "--rw {}: must be one of randread, randwrite, randrw, read, write, rw", o.rw));
        }
        if (o.read_share_option->count() && o.rw != "randrw" && o.rw != "rw")
            throw UsageError(
                fmt::format("--read-share {}: only for --rw randrw or rw", o.read_share));
        job.block_size = sizeOption("--bs", o.bs);
        job.queue_depth = static_cast<std::uint32_t>(o.qd);
        job.workers = static_cast<std::uint32_t>(o.jobs);
        job.runtime_s = 5;
        jobs.push_back(job);
    }

    if (o.hipri) modes.hipri = true;
    if (o.sqpoll_option->count()) {
        modes.sqpoll = true;
        modes.sqpoll_cpu = sqpoll_cpu;
    }
    if (o.passthrough) modes.passthrough = true;
    if (o.rate_option->count()) modes.rate_iops = static_cast<std::uint64_t>(o.rate_iops);
    if (o.cpus_option->count()) modes.cpus = o.cpus;

    bench::BackendChoice backend;
    try {
        backend = bench::parseBackendChoice(o.engine);
    } catch (const std::invalid_argument&) {
        throw UsageError(fmt::format("--engine {}: must be auto, io_uring or sync", o.engine));
    }
    if (o.buffer != "random" && o.buffer != "zero")
        throw UsageError(
            fmt::format("--buffer {}: must be random or zero (or use --compress PCT)", o.buffer));
    std::uint64_t size = 0;
    if (!o.size.empty()) {
        const bench::RangeSizeCheck check =
            bench::checkRangeSize(o.size, bench::largestBlockSize(jobs));
        if (check.problem != bench::RangeSizeCheck::Problem::None)
            throw UsageError(fmt::format("--size {}: {}", o.size, check.message));
        size = check.bytes;
    }
    for (auto& job : jobs) {
        job.target = o.target;
        if (o.runtime_option->count()) job.runtime_s = o.runtime;
        if (o.ramp_option->count()) job.ramp_s = o.ramp;
        if (size != 0) job.size = size;
        if (!o.offset.empty()) job.offset = sizeOption("--offset", o.offset);
        if (o.seed_option->count()) job.seed = o.seed;
        job.backend = backend;
        job.direct = !o.buffered;
        job.verify = o.verify;
        job.stop_on_error = o.stop_on_error;
        job.sample_interval_s = o.interval;
        job.fill = o.buffer == "zero" ? bench::BufferFill::Zero : bench::BufferFill::Random;
        if (o.compress > 0) {
            job.fill = bench::BufferFill::Compressible;
            job.compressible_percent = static_cast<std::uint32_t>(o.compress);
        }
        try {
            bench::applyEngineModes(job, modes);
        } catch (const std::invalid_argument& e) {
            throw UsageError(e.what());
        }
        if (job.name.empty()) job.name = bench::defaultJobName(job);
    }
    return jobs;
}

void writeFile(const std::string& path, const std::string& text)
{
    std::ofstream out(path);
    out << text;
    if (!out.flush()) throw std::runtime_error(fmt::format("cannot write {}", path));
}

// --precondition [PASSES]: nullopt when not given; PASSES defaults to two passes over the range.
std::optional<unsigned> preconditionPasses(const BenchOptions& o)
{
    if (!o.precondition_option->count()) return std::nullopt;
    if (o.precondition.empty()) return bench::kDefaultPreconditionPasses;
    std::size_t used = 0;
    int passes = 0;
    try {
        passes = std::stoi(o.precondition, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used != o.precondition.size() || passes < 1 ||
        passes > static_cast<int>(bench::kMaxPreconditionPasses))
        throw UsageError(fmt::format("--precondition {}: the passes over the range must be a "
                                     "whole number from 1 to {}",
                                     o.precondition, bench::kMaxPreconditionPasses));
    return static_cast<unsigned>(passes);
}

void runBench(const BenchOptions& o)
{
    std::string preset_name;
    std::optional<bench::SteadyStateRule> steady;
    std::vector<bench::Job> jobs = buildJobs(o, preset_name, steady);
    const std::optional<unsigned> precondition_passes = preconditionPasses(o);
    if (precondition_passes) try {
            bench::checkPrecondition(jobs, *precondition_passes);
        } catch (const bench::JobError& e) {
            throw UsageError(e.what());
        }
    if (o.print_fio) {
        fmt::print("{}", bench::fioJobFile(jobs));
        return;
    }

    // SIGINT/SIGTERM set it while a run is going; the engine sees it within
    // 50 ms, finishes the in-flight I/O and keeps what it measured.
    std::atomic<bool> cancel{false};
    bench::RunControl control;
    control.cancel = &cancel;
    control.allow_write_device = o.allow_write_device;
    control.allow_write_file = o.allow_write_file;

    // Everything that can be wrong with the input is found before any I/O;
    // then the target is opened once for every cell (and a test file made).
    const util::StopOnSignals stop_on_signals(cancel); // also while a new test file is filled
    bench::PreparedRun prepared;
    try {
        prepared = bench::prepareRun(jobs, control);
    } catch (const bench::JobError& e) {
        throw UsageError(e.what());
    } catch (const bench::WriteRefused& e) {
        throw RefusedUsage(e.what());
    }
    control.target = prepared.target.get();
    const drives::ScanResult& scan = prepared.scan;
    const bench::TargetInfo& target = prepared.target->info();

    bench::RunInfo info;
    info.preset = preset_name;
    info.created = bench::utcTimestamp();
    info.host = bench::currentHost();
    info.target = target;
    info.requested = jobs.front().backend;
    if (const drives::BlockDevice* device = scan.find(target.device_name);
        device && !target.device_name.empty())
        info.target_device = drives::toJson(*device);

    const bool interactive = !o.stream && isatty(STDERR_FILENO);
    std::unique_ptr<bench::StreamWriter> stream;
    if (o.stream) stream = std::make_unique<bench::StreamWriter>(stdout, jobs.size());
    const auto repeats = static_cast<unsigned>(o.repeat);
    BenchProgress progress(stderr, interactive, jobs.size(),
                           (jobs.front().runtime_s + jobs.front().ramp_s) * repeats +
                               o.settle * (repeats - 1));

    // The drives' temperatures beside the engine, on the sampler's own thread (hwmon only:
    // temperature_sources.h says which drives and why not).
    bench::TemperatureSources sources;
    try {
        sources = bench::temperatureSources(control.roots, target, scan);
    } catch (const std::exception& error) {
        sources.not_sampled.push_back({target.path, error.what()});
    }
    bench::TemperatureSampler temperatures(
        std::move(sources.sensors), std::move(sources.not_sampled), bench::kTemperatureIntervalS,
        [&stream](const bench::TemperatureReading& reading) {
            if (stream) stream->temperature(reading);
        });

    bench::SweepEvents events;
    events.cell_started = [&](std::size_t i, const bench::Job& job) {
        temperatures.cellStarted(i);
        if (!stream) progress.cellStarted(i, job);
    };
    unsigned running_repeat = 0; // written and read on the sweep's thread (before each run)
    events.repeat_started = [&](std::size_t, unsigned repeat, unsigned count) {
        running_repeat = repeat;
        if (!stream) progress.repeatStarted(repeat, count);
    };
    events.finish_cell = [&](std::size_t i, bench::CellResult& r) {
        temperatures.finishCell(i, r);
    };
    events.sample = [&](std::size_t i, const bench::Sample& s) {
        temperatures.cellSampled(i, s);
        if (stream)
            stream->sample(i, jobs[i].name, s, running_repeat, repeats);
        else
            progress.sample(i, s);
    };
    events.cell_done = [&](std::size_t i, const bench::CellResult& r) {
        if (stream)
            stream->cell(i, r);
        else
            progress.cellDone(i, r);
    };
    events.error = [&](std::size_t i, bench::ErrorKind kind, const std::string& message) {
        if (stream)
            stream->error(static_cast<std::ptrdiff_t>(i), kind, message);
        else
            progress.error(i, message);
    };
    // Before the first cell and before the temperatures' cells: the drive's state the cells find.
    bench::PreconditionRecord preconditioned;
    if (precondition_passes)
        preconditioned = bench::precondition(
            jobs, *precondition_passes, control, [&](unsigned pass, std::uint64_t range_bytes) {
                if (stream) stream->precondition(pass, *precondition_passes, range_bytes);
                fmt::print(stderr, "precondition: pass {} of {} over {}\n", pass + 1,
                           *precondition_passes, target.path);
            });
    info.precondition = bench::preconditionToJson(preconditioned);
    info.repeat = repeats;
    info.settle_s = o.settle;

    bench::SweepOptions sweep_options;
    sweep_options.steady_state = steady;
    sweep_options.stop_on_error = o.stop_on_error;
    sweep_options.repeat = repeats;
    sweep_options.settle_s = o.settle;
    sweep_options.scan = &scan;
    const bench::SweepResult sweep = bench::runSweep(jobs, sweep_options, control, events);
    info.cancelled = sweep.cancelled;
    info.temperatures = temperatures.stop();
    const nlohmann::json document = bench::resultDocument(info, sweep.cells);
    if (!o.json_path.empty()) writeFile(o.json_path, util::jsonText(document, 2) + "\n");
    if (!o.csv_path.empty()) writeFile(o.csv_path, bench::resultCsv(sweep.cells));
    if (!o.histogram_csv_path.empty())
        writeFile(o.histogram_csv_path, bench::histogramCsv(sweep.cells));
    if (stream) {
        stream->done(sweep.cancelled, sweep.cells.size(), sweep.failed_cells, document);
    } else {
        if (o.format == "cdm")
            fmt::print("{}", bench::cdmText(bench::readResultDocument(document)));
        else if (o.format == "markdown")
            fmt::print("{}", bench::markdownText(bench::readResultDocument(document)));
        else
            fmt::print("precondition: {}\n{}{}{}{}", bench::preconditionText(preconditioned),
                       benchTable(sweep.cells),
                       gridReport(sweep.cells) + loadCurveReport(sweep.cells),
                       fillReport(sweep.cells, target.size_bytes), warningReport(sweep.cells));
        // Shared text stays what it is: the temperature lines go beside it, to stderr.
        fmt::print(o.format == "table" ? stdout : stderr, "{}",
                   temperatureReport(info.temperatures));
        if (sweep.cancelled)
            fmt::print(stderr, "cancelled: the table holds what was measured until then\n");
    }
    std::fflush(stdout);
    if (sweep.cancelled) std::exit(130);
    if (sweep.failed_cells != 0 && sweep.cells.empty())
        throw std::runtime_error("no cell could run");
}

} // namespace

void addBenchCommand(CLI::App& app)
{
    auto o = std::make_shared<BenchOptions>();
    CLI::App* command =
        app.add_subcommand("bench", "Measure a drive, array or file with the io_uring engine");
    command
        ->add_option(
            "--target", o->target,
            "Block device, md array or file (a missing file is created by a run that writes)")
        ->required();
    command->add_option("--preset", o->preset, "Run a preset (see `arraymark-cli presets`)");
    o->rw_option =
        command->add_option("--rw", o->rw, "randread, randwrite, randrw, read, write or rw");
    o->bs_option = command->add_option("--bs", o->bs, "Block size: 4k, 1M, 1MiB, 512 (default 4k)");
    o->read_share_option = command->add_option("--read-share", o->read_share,
                                               "Percent of reads for randrw/rw (default 50)");
    o->qd_option = command->add_option("--qd", o->qd, "Queue depth per job (default 1)");
    o->jobs_option = command->add_option("--jobs", o->jobs, "Worker threads (default 1)");
    o->runtime_option =
        command->add_option("--runtime", o->runtime, "Seconds measured per cell (default 5)");
    o->ramp_option =
        command->add_option("--ramp", o->ramp, "Seconds run before measuring (not counted)");
    command->add_option(
        "--size", o->size,
        "Range used on the target (default: the whole device; 1 GiB for a new file)");
    command->add_option("--offset", o->offset, "Start of the range (default 0)");
    command->add_option("--engine", o->engine, "auto (probe the target), io_uring or sync");
    command->add_flag("--buffered", o->buffered, "Use the page cache (default: direct I/O)");
    command->add_option("--buffer", o->buffer, "Content written: random (default) or zero");
    command->add_option("--compress", o->compress, "Make written data about PCT % compressible");
    o->seed_option =
        command->add_option("--seed", o->seed, "Seed of the offset and data generator");
    command->add_option("--interval", o->interval, "Seconds between samples (default 0.25)");
    command->add_flag("--verify", o->verify,
                      "Stamp written blocks (offset, generation, checksum) and check reads");
    command->add_option(
        "--allow-write-device", o->allow_write_device,
        "Allow writes to this block device (must name the target; refused when in use)");
    command->add_option(
        "--allow-write-file", o->allow_write_file,
        "Allow writes to this existing file that ArrayMark did not create (must name the target)");
    command->add_flag("--stop-on-error", o->stop_on_error, "End the run at the first I/O error");
    command->add_flag("--hipri", o->hipri,
                      "Polled completions (IORING_SETUP_IOPOLL); the device needs poll queues");
    o->precondition_option =
        command
            ->add_option("--precondition", o->precondition,
                         "Before the first cell, discard the range (block devices) and write it "
                         "sequentially PASSES times (default 2): a used drive's steady state; "
                         "only for runs that write")
            ->expected(0, 1);
    o->sqpoll_option = command
                           ->add_option("--sqpoll", o->sqpoll,
                                        "A kernel thread submits (IORING_SETUP_SQPOLL), on CPU if "
                                        "given, else on the CPU after its job's thread")
                           ->expected(0, 1);
    command->add_flag("--passthrough", o->passthrough,
                      "NVMe commands on the namespace's /dev/ngXnY (IORING_OP_URING_CMD)");
    o->rate_option = command->add_option(
        "--rate-iops", o->rate_iops,
        "Pace each job thread to N I/Os per second, evenly spaced; latency counts from when "
        "each I/O was due");
    o->cpus_option = command->add_option(
        "--cpus", o->cpus,
        "CPUs for the job threads, round robin: a list (0-3,8), numa (default: the device's "
        "NUMA node) or none (the scheduler's choice)");
    command->add_option("--json", o->json_path, "Write the arraymark.result/1 document to FILE");
    command->add_option("--csv", o->csv_path, "Write one CSV row per cell to FILE");
    command->add_option("--histogram-csv", o->histogram_csv_path,
                        "Write each cell's latency histogram (non-empty buckets, fio's bucket "
                        "layout) to FILE");
    command->add_option("--repeat", o->repeat,
                        "Run each cell N times and report the median, with min and max");
    command->add_option("--settle", o->settle,
                        "Seconds of pause between the repeats of a cell (default 1)");
    command->add_option("--format", o->format,
                        "What the run prints at its end: table (default), cdm (CrystalDiskMark's "
                        "layout) or markdown");
    command->add_flag("--stream", o->stream,
                      "JSON lines on stdout (sample, cell, error, done) for the GUI");
    command->add_flag("--print-fio", o->print_fio,
                      "Print the fio job file that runs the same jobs, and exit");
    command->callback([o] {
        try {
            runBench(*o);
        } catch (const std::exception& error) {
            // A reader of --stream sees every failure on stdout too, as the
            // last line; stderr and the exit status stay as for a person.
            if (o->stream)
                bench::StreamWriter(stdout, 0).error(-1, runErrorKind(error), error.what());
            throw;
        }
    });
}

} // namespace am::cli
