// arraymark-cli monitor: watches md arrays and drive health (SMART, read less
// often: --health-interval) and records each change as an event: a JSON line on stdout, in the
// event log and in the journal. `monitor --event EVENT MD [DEV]` is mdadm's
// PROGRAM interface (through the mdadm-alert wrapper): it records one event.

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <thread>

#include <fmt/format.h>

#include "app/cli/command.h"
#include "core/monitor/event_json.h"
#include "core/monitor/event_log.h"
#include "core/monitor/journal.h"
#include "core/monitor/mdadm_event.h"
#include "core/monitor/smart_source.h"
#include "core/monitor/snapshot_diff.h"
#include "core/util/process_runner.h"
#include "core/util/stop_signals.h"

namespace am::cli {

namespace {

struct MonitorOptions {
    double interval_s = 10;
    double health_interval_s = 1800; // smartd's default; 0: no SMART
    bool once = false;
    std::string log;
    bool no_journal = false;
    std::string event;
    std::vector<std::string> mdadm_args; // MD [DEV] after --event
};

class EventSink {
public:
    explicit EventSink(const MonitorOptions& o)
        : log_(o.log.empty() ? monitor::defaultEventLog() : std::filesystem::path(o.log)),
          journal_(!o.no_journal)
    {
    }

    // stdout, the journal, then the log: a log that cannot be written still
    // leaves the event seen; the error names the file.
    void record(const monitor::Event& event) const
    {
        fmt::print("{}\n", monitor::toJsonLine(event));
        std::fflush(stdout);
        if (journal_) monitor::sendToJournal(event); // no journal (container, VM): quietly none
        monitor::appendEvent(log_, event);
    }

private:
    std::filesystem::path log_;
    bool journal_;
};

int recordMdadmEvent(const MonitorOptions& o)
{
    if (o.mdadm_args.empty() || o.mdadm_args.size() > 2)
        throw UsageError(fmt::format("--event {}: expects MD [DEV] after it (mdadm's PROGRAM "
                                     "arguments), got {} argument(s)",
                                     o.event, o.mdadm_args.size()));
    if (o.once)
        throw UsageError("--once and --event do not go together: --event records one event");
    monitor::Event event;
    try {
        event = monitor::mdadmEvent(o.event, o.mdadm_args[0],
                                    o.mdadm_args.size() > 1 ? o.mdadm_args[1] : "", {},
                                    monitor::nowUtc());
    } catch (const std::invalid_argument& error) {
        throw UsageError(error.what());
    }
    EventSink(o).record(event);
    return 0;
}

int watch(const MonitorOptions& o)
{
    if (!o.mdadm_args.empty())
        throw UsageError(fmt::format("unexpected argument \"{}\": MD [DEV] go with --event only",
                                     o.mdadm_args[0]));
    if (!(o.interval_s >= 0.1 && o.interval_s <= 3600))
        throw UsageError(
            fmt::format("--interval {}: must be between 0.1 and 3600 seconds", o.interval_s));
    const EventSink sink(o);
    if (!(o.health_interval_s == 0 || (o.health_interval_s >= 1 && o.health_interval_s <= 86400)))
        throw UsageError(
            fmt::format("--health-interval {}: must be 0 (no SMART) or between 1 and 86400 seconds",
                        o.health_interval_s));
    monitor::SnapshotSources sources;
    if (o.health_interval_s > 0)
        sources.drive_health = monitor::smartHealthSource(
            sources.roots, std::make_shared<util::SpawnRunner>(),
            std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                std::chrono::duration<double>(o.health_interval_s)));
    monitor::Snapshot last = monitor::takeSnapshot(sources);
    if (!last.md_loaded)
        fmt::print(stderr, "arraymark-cli: the md driver is not loaded; watching for it\n");
    for (const auto& event : monitor::initialEvents(last, monitor::nowUtc())) sink.record(event);
    if (o.once) return 0;

    std::atomic<bool> stop{false};
    const util::StopOnSignals guard(stop);
    const auto interval = std::chrono::duration<double>(o.interval_s);
    while (!stop.load()) {
        const auto next = std::chrono::steady_clock::now() + interval;
        while (!stop.load() && std::chrono::steady_clock::now() < next)
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        if (stop.load()) break;
        try {
            monitor::Snapshot now = monitor::takeSnapshot(sources);
            for (const auto& event : monitor::diffSnapshots(last, now, monitor::nowUtc()))
                sink.record(event);
            last = std::move(now);
        } catch (const std::exception& error) {
            // An array being stopped can vanish between two reads: try again next time.
            fmt::print(stderr, "arraymark-cli: monitor: {}\n", error.what());
        }
    }
    return 0;
}

} // namespace

void addMonitorCommand(CLI::App& app)
{
    auto o = std::make_shared<MonitorOptions>();
    CLI::App* command = app.add_subcommand(
        "monitor", "Watch md arrays and record health events (JSON lines, event log, journal)");
    command->add_option("--interval", o->interval_s, "Seconds between two looks (default 10)");
    command->add_option("--health-interval", o->health_interval_s,
                        "Seconds between two reads of every drive's SMART through smartctl "
                        "(default 1800; 0: no drive health)");
    command->add_flag("--once", o->once,
                      "Report what is wrong now and exit (like mdadm --oneshot)");
    command->add_option("--log", o->log,
                        "Event log to append to (default /var/lib/arraymark/events.jsonl as root, "
                        "else $XDG_STATE_HOME/arraymark/events.jsonl)");
    command->add_flag("--no-journal", o->no_journal, "Do not send events to the systemd journal");
    command->add_option("--event", o->event,
                        "Record one event mdadm --monitor reports (its PROGRAM interface: "
                        "--event EVENT MD [DEV]) and exit");
    command->add_option("args", o->mdadm_args, "MD [DEV] with --event");
    command->callback([o] {
        const int status = o->event.empty() ? watch(*o) : recordMdadmEvent(*o);
        if (status != 0) std::exit(status);
    });
}

} // namespace am::cli
