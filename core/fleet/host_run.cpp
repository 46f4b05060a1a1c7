#include "core/fleet/host_run.h"

#include <stdlib.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "core/bench/fio_import.h"
#include "core/bench/result_reader.h"
#include "core/fleet/line_process.h"
#include "core/util/process_runner.h"
#include "core/util/text_file.h"

namespace am::fleet {

namespace {

using Clock = std::chrono::steady_clock;

std::string lastLine(const std::string& text)
{
    std::string trimmed = util::trim(text);
    const auto newline = trimmed.rfind('\n');
    return newline == std::string::npos ? trimmed : util::trim(trimmed.substr(newline + 1));
}

// A job file in the temp directory, removed when the run ends.
class TempJobFile {
public:
    explicit TempJobFile(const std::string& text)
    {
        const char* dir = std::getenv("TMPDIR");
        std::string pattern =
            fmt::format("{}/arraymark-fleet-XXXXXX.fio", dir && *dir ? dir : "/tmp");
        const int fd = ::mkstemps(pattern.data(), 4);
        if (fd < 0)
            throw std::runtime_error(fmt::format("cannot create a job file in {}", pattern));
        path_ = pattern;
        const bool written =
            ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
        ::close(fd);
        if (!written) throw std::runtime_error(fmt::format("cannot write the job file {}", path_));
    }
    ~TempJobFile()
    {
        std::error_code ec;
        std::filesystem::remove(path_, ec);
    }
    TempJobFile(const TempJobFile&) = delete;
    TempJobFile& operator=(const TempJobFile&) = delete;
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

void runSsh(HostOutcome& outcome, const RunSpec& spec, const LineSink& on_line,
            const std::atomic<bool>* cancel)
{
    const HostSpec& host = outcome.host;
    const std::vector<std::string> argv =
        sshArgv(spec.ssh, host.destination, remoteBenchArgv(host, spec));
    outcome.command = util::displayCommand(argv);
    std::string fatal;            // the stream's own last word when the run failed as a whole
    std::string first_cell_error; // "no cell could run" alone would not say why
    std::size_t cells = 0;        // in the run, once the first line says
    bool done = false;
    LineProcessOptions options;
    options.cancel = cancel;
    options.timeout = spec.host_timeout;
    const LineProcessResult process = runLineProcess(
        argv,
        [&](std::string_view line) {
            if (on_line) on_line(host, line);
            try {
                const bench::StreamEvent event = bench::parseStreamLine(line);
                cells = event.cells ? event.cells : cells;
                if (event.type == bench::StreamEvent::Type::Cell) ++outcome.cells_completed;
                if (event.type == bench::StreamEvent::Type::Error && !event.cell)
                    fatal = event.message;
                if (event.type == bench::StreamEvent::Type::Error && event.cell &&
                    first_cell_error.empty())
                    first_cell_error = fmt::format("cell {}: {}", *event.cell + 1, event.message);
                if (event.type == bench::StreamEvent::Type::Done) {
                    outcome.result = event.document.json;
                    done = true;
                }
            } catch (const bench::ResultFormatError&) {
                // Not a stream line (a login banner, a shell's warning): shown, not parsed.
            }
        },
        options);
    outcome.exit_code = process.exit_code;

    if (!process.start_error.empty()) {
        outcome.error = process.start_error;
    } else if (process.cancelled) {
        outcome.error = "cancelled";
    } else if (process.timed_out) {
        outcome.error = fmt::format(
            "gave up after {} s (--host-timeout)",
            std::chrono::duration_cast<std::chrono::seconds>(spec.host_timeout).count());
    } else if (!fatal.empty()) {
        outcome.error =
            first_cell_error.empty() ? fatal : fmt::format("{} ({})", fatal, first_cell_error);
    } else if (done && process.exit_code == 0) {
        outcome.ok = true;
    } else if (done) {
        outcome.error = fmt::format("arraymark-cli ended with status {} after its result: {}",
                                    process.exit_code, lastLine(process.err));
    } else {
        HostSpec named = host; // the message names the program that was run
        if (named.cli.empty()) named.cli = spec.cli;
        outcome.error = describeFailure(Transport::Ssh, named, process.exit_code, process.err);
        if (outcome.cells_completed > 0 || cells > 0)
            outcome.error = fmt::format("failed mid-run after {} of {} cells: {}",
                                        outcome.cells_completed, cells, outcome.error);
    }
}

void runFioClient(HostOutcome& outcome, const RunSpec& spec, const std::atomic<bool>* cancel)
{
    const HostSpec& host = outcome.host;
    if (!spec.fio_job_file) {
        outcome.error = "no fio job file for fio-server hosts";
        return;
    }
    std::string job_text;
    try {
        job_text = spec.fio_job_file(host.target);
    } catch (const std::exception& error) {
        outcome.error = error.what();
        return;
    }
    std::unique_ptr<TempJobFile> job_file;
    try {
        job_file = std::make_unique<TempJobFile>(job_text);
    } catch (const std::exception& error) {
        outcome.error = error.what();
        return;
    }
    const std::vector<std::string> argv =
        fioClientArgv(spec.fio_program, host.destination, job_file->path());
    outcome.command = util::displayCommand(argv);
    std::string out;
    LineProcessOptions options;
    options.cancel = cancel;
    options.timeout = spec.host_timeout;
    const LineProcessResult process = runLineProcess(
        argv,
        [&](std::string_view line) {
            out.append(line);
            out += '\n';
        },
        options);
    outcome.exit_code = process.exit_code;
    if (!process.start_error.empty()) {
        outcome.error = process.start_error;
        return;
    }
    if (process.cancelled) {
        outcome.error = "cancelled";
        return;
    }
    if (process.timed_out) {
        outcome.error = "gave up (--host-timeout)";
        return;
    }
    const auto start = out.find('{');
    if (process.exit_code != 0 || start == std::string::npos) {
        // fio's client reports connection errors on stdout as well as stderr.
        outcome.error = describeFailure(Transport::FioServer, host, process.exit_code,
                                        process.err.empty() ? out : process.err);
        return;
    }
    try {
        nlohmann::json document =
            bench::importFioJson(fioClientToJobs(nlohmann::json::parse(out.substr(start))),
                                 "fio --client=" + host.destination);
        document["host"]["hostname"] = host.name;
        document["target"]["path"] = host.target;
        outcome.cells_completed = document["cells"].size();
        outcome.result = std::move(document);
        outcome.ok = true;
    } catch (const std::exception& error) {
        outcome.error = fmt::format("fio's answer could not be read: {}", error.what());
    }
}

} // namespace

std::vector<std::string> remoteBenchArgv(const HostSpec& host, const RunSpec& spec)
{
    std::vector<std::string> argv{host.cli.empty() ? spec.cli : host.cli, "bench", "--stream",
                                  "--target", host.target};
    argv.insert(argv.end(), spec.bench_args.begin(), spec.bench_args.end());
    return argv;
}

nlohmann::json fioClientToJobs(const nlohmann::json& fio_output)
{
    if (!fio_output.is_object() || fio_output.contains("jobs") ||
        !fio_output.contains("client_stats"))
        return fio_output;
    nlohmann::json converted = fio_output;
    nlohmann::json jobs = nlohmann::json::array();
    for (const auto& entry : fio_output["client_stats"])
        if (entry.value("jobname", "") != "All clients") jobs.push_back(entry);
    converted.erase("client_stats");
    converted["jobs"] = std::move(jobs);
    return converted;
}

std::string describeFailure(Transport transport, const HostSpec& host, int exit_code,
                            const std::string& err)
{
    const std::string said = lastLine(err);
    if (transport == Transport::Ssh) {
        // ssh exits 255 for its own errors (cannot connect, key refused, host key unknown).
        if (exit_code == 255)
            return fmt::format("ssh to {} failed: {}", host.destination,
                               said.empty() ? "no message" : said);
        if (exit_code == 127)
            return fmt::format(
                "{} is not installed on {} or not on its PATH (name its path with cli=PATH in the "
                "hosts file or --remote-cli): {}",
                host.cli.empty() ? "arraymark-cli" : host.cli, host.name, said);
        if (exit_code > 128)
            return fmt::format("arraymark-cli on {} was killed by signal {}{}", host.name,
                               exit_code - 128, said.empty() ? "" : ": " + said);
        return fmt::format("arraymark-cli on {} ended with status {} and no result{}", host.name,
                           exit_code, said.empty() ? "" : ": " + said);
    }
    return fmt::format("fio --client={} failed (status {}): {} (is `fio --server` running there?)",
                       host.destination, exit_code, said.empty() ? "no message" : said);
}

HostOutcome runHost(const HostSpec& host, const RunSpec& spec, const LineSink& on_line,
                    const std::atomic<bool>* cancel)
{
    HostOutcome outcome;
    outcome.host = host;
    const auto started = Clock::now();
    try {
        if (host.transport.value_or(Transport::Ssh) == Transport::Ssh)
            runSsh(outcome, spec, on_line, cancel);
        else
            runFioClient(outcome, spec, cancel);
    } catch (const std::exception& error) {
        outcome.ok = false;
        outcome.error = error.what();
    }
    outcome.elapsed_s = std::chrono::duration<double>(Clock::now() - started).count();
    return outcome;
}

} // namespace am::fleet
