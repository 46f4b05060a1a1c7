#pragma once

// One host of a fleet run: start its transport, follow its output, and say
// what came of it (a result document, or an error a person can act on).

#include <atomic>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/fleet/host_list.h"
#include "core/fleet/transport_argv.h"

namespace am::fleet {

// What every host runs; per-host values from the hosts file are resolved into
// HostSpec before this is used.
struct RunSpec {
    std::vector<std::string>
        bench_args; // job options for `arraymark-cli bench`, without --target/--stream
    std::string cli = "arraymark-cli"; // the remote program, when the host names none
    SshSettings ssh;
    std::string fio_program = "fio";
    // The fio job file for a target (what `bench --print-fio` writes); needed
    // for fio-server hosts only. Throws with a message when the options are wrong.
    std::function<std::string(const std::string& target)> fio_job_file;
    std::chrono::milliseconds host_timeout{std::chrono::hours(24)};
};

struct HostOutcome {
    HostSpec host; // transport and target resolved
    bool ok = false;
    std::string error;  // empty when ok
    int exit_code = -1; // of ssh or fio
    double elapsed_s = 0;
    std::size_t cells_completed = 0; // as reported while it ran
    std::string command;             // the local command line, for the log
    nlohmann::json result;           // arraymark.result/1, or null when none came back
};

// Lines as they come: the ssh host's `bench --stream` lines, unchanged.
using LineSink = std::function<void(const HostSpec& host, std::string_view line)>;

// Runs one host to the end (or until cancel is set). Never throws: every
// failure becomes outcome.error.
HostOutcome runHost(const HostSpec& host, const RunSpec& spec, const LineSink& on_line,
                    const std::atomic<bool>* cancel);

// The remote argv for an ssh host: CLI bench --stream --target T ARGS...
std::vector<std::string> remoteBenchArgv(const HostSpec& host, const RunSpec& spec);

// The document fio returns in client mode keeps its jobs in "client_stats"
// (plus an "All clients" sum when there are several); the importer reads "jobs".
nlohmann::json fioClientToJobs(const nlohmann::json& fio_output);

// Why a transport failed, in words, from its exit status and stderr.
std::string describeFailure(Transport transport, const HostSpec& host, int exit_code,
                            const std::string& err);

} // namespace am::fleet
