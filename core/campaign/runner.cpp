#include "core/campaign/runner.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <set>
#include <tuple>

#include <fmt/format.h>

#include "core/bench/engine.h"
#include "core/bench/error_kind.h"
#include "core/bench/host_info.h"
#include "core/bench/result_json.h"
#include "core/bench/sweep.h"
#include "core/campaign/backend_wait.h"
#include "core/campaign/drive_watch.h"
#include "core/campaign/sync_wait.h"
#include "core/drives/scan.h"
#include "core/raid/array_backend.h"
#include "core/raid/backend_operations.h"
#include "core/raid/create.h"
#include "core/raid/execute.h"
#include "core/raid/member_guard.h"
#include "core/raid/operations.h"
#include "core/util/json_text.h"
#include "core/util/text_file.h"

namespace am::campaign {

std::string toString(CampaignEnd end)
{
    switch (end) {
    case CampaignEnd::Finished:
        return "finished";
    case CampaignEnd::Stopped:
        return "stopped";
    case CampaignEnd::Failed:
        return "failed";
    }
    return "failed";
}

namespace {

using Clock = std::chrono::steady_clock;
// md's initial sync or a rebuild of the largest drives at md's floor speed
// still ends well inside this; past it the campaign says the sync hung.
constexpr auto kSyncLimit = std::chrono::hours(72);

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Ends the campaign where it stands: a stop the person asked for (cancel) or
// one the drives forced (one vanished, an array appeared on it).
struct CampaignStop {
    std::string reason;
    bool asked = false; // Ctrl-C: clean up the array that is there
};

// A configuration that could not be made or measured; the campaign goes on.
struct ConfigurationFailed {
    std::string reason;
};

// (configuration, phase, baseline drive, cell)
using CellKey =
    std::tuple<std::optional<std::size_t>, std::string, std::optional<std::size_t>, std::size_t>;

nlohmann::json commandsJson(const std::vector<std::vector<std::string>>& commands)
{
    nlohmann::json list = nlohmann::json::array();
    for (const auto& argv : commands) list.push_back(argv);
    return list;
}

class CampaignRun {
public:
    CampaignRun(const CampaignPlan& plan, Journal& journal, const RunnerContext& context,
                const RunnerEvents& events)
        : plan_(plan), journal_(journal), context_(context), events_(events)
    {
    }

    CampaignOutcome run(const JournalState* resumed)
    {
        std::set<std::size_t> done_configurations;
        if (resumed) {
            rememberFinished(*resumed, done_configurations);
            if (!resumed->arrays_present.empty()) {
                log("removing what the interrupted campaign left before going on");
                const auto cleaned = cleanupCampaign(*resumed, journal_, context_);
                if (!cleaned.ok) return {CampaignEnd::Failed, cleaned.error};
            }
        }
        try {
            if (plan_.spec.options.baseline) runBaseline();
            for (std::size_t i = 0; i < plan_.configurations.size(); ++i) {
                if (done_configurations.count(i)) continue;
                runConfiguration(i);
            }
        } catch (const CampaignStop& stop) {
            append("stopped", current_, "", std::nullopt, {{"reason", stop.reason}});
            return {CampaignEnd::Stopped, stop.reason};
        } catch (const std::exception& error) {
            append("stopped", current_, "", std::nullopt, {{"reason", error.what()}});
            return {CampaignEnd::Failed, error.what()};
        }
        append("finished", std::nullopt, "", std::nullopt, nlohmann::json::object());
        return {CampaignEnd::Finished, ""};
    }

private:
    void log(const std::string& line) const
    {
        if (events_.log) events_.log(line);
    }

    void append(std::string kind, std::optional<std::size_t> configuration, std::string phase,
                std::optional<std::size_t> cell, nlohmann::json detail = nlohmann::json::object())
    {
        JournalEvent event =
            journalEvent(std::move(kind), configuration, std::move(phase), cell, std::move(detail));
        if (event.phase == "baseline") event.drive = baseline_drive_;
        event.at = bench::utcTimestamp(); // append sets it again, to the same second
        journal_.append(event);
        if (events_.journaled) events_.journaled(event);
    }

    bool cancelled() const { return context_.cancel && context_.cancel->load(); }

    void rememberFinished(const JournalState& state, std::set<std::size_t>& done_configurations)
    {
        for (const auto& event : state.events) {
            if (event.kind == "configuration_done" && event.configuration)
                done_configurations.insert(*event.configuration);
            if (event.kind == "cell_done" && event.cell)
                done_cells_.insert({event.configuration, event.phase, event.drive, *event.cell});
        }
        // Only the measure phase of an interrupted configuration keeps its
        // cells: degraded and rebuild measured an array state that is gone.
        for (auto it = done_cells_.begin(); it != done_cells_.end();) {
            const auto& [configuration, phase, drive, cell] = *it;
            const bool kept =
                !configuration || done_configurations.count(*configuration) || phase == "measure";
            it = kept ? std::next(it) : done_cells_.erase(it);
        }
    }

    drives::ScanResult freshScan(bool holding) const
    {
        drives::ScanOptions options;
        if (holding) options.held_exclusively_by_caller = plan_.spec.drives;
        return drives::scan(context_.roots, options);
    }

    void checkDrives(const std::set<std::string>& expected_holders,
                     const std::set<std::string>& expected_mounts = {})
    {
        if (const auto problem = driveProblem(freshScan(hold_.held() > 0), plan_.spec.drives,
                                              expected_holders, expected_mounts))
            throw CampaignStop{*problem};
    }

    void holdDrives()
    {
        const auto findings = hold_.acquire(plan_.spec.drives, context_.roots);
        if (!findings.empty()) throw CampaignStop{findings.front().message};
    }

    void runSteps(const std::vector<raid::Step>& steps, std::vector<std::vector<std::string>>& ran)
    {
        const auto report = raid::execute(steps, *context_.runner);
        for (const auto& outcome : report.outcomes) ran.push_back(outcome.step.display());
        if (!report.ok) throw ConfigurationFailed{report.outcomes.back().message};
    }

    // Runs the cells not yet finished on `where.target`, journaling each one.
    // A stop asked for during a cell takes effect when that cell ends (its
    // figures are kept).
    // `close`: journal phase_done at the end (the rebuild adds its figures to its own).
    void measure(const Where& where, const std::vector<bench::Job>& cells, bool close = true)
    {
        std::vector<std::size_t> todo;
        for (std::size_t k = 0; k < cells.size(); ++k)
            if (!done_cells_.count({where.configuration, where.phase, baselineDrive(where), k}))
                todo.push_back(k);
        append("phase_started", where.configuration, where.phase, std::nullopt,
               {{"target", where.target}, {"cells", todo.size()}});
        const auto start = Clock::now();
        std::vector<bench::Job> jobs;
        for (const std::size_t k : todo) {
            jobs.push_back(cells[k]);
            jobs.back().target = where.target;
        }
        // One check and one open for the phase's cells (a drives scan each
        // time would cost more than a short cell).
        bench::RunControl control;
        control.allow_write_device = where.target;
        control.roots = context_.roots;
        bench::PreparedRun prepared;
        try {
            if (!jobs.empty()) prepared = bench::prepareRun(jobs, control);
        } catch (const std::exception& error) {
            throw ConfigurationFailed{fmt::format("measuring {}: {}", where.target, error.what())};
        }
        control.target = prepared.target.get();
        for (std::size_t j = 0; j < jobs.size(); ++j) {
            if (cancelled()) throw CampaignStop{"stopped by request during " + where.phase, true};
            measureCell(where, todo[j], jobs[j], control, prepared.scan);
        }
        if (!close) return;
        append("phase_done", where.configuration, where.phase, std::nullopt,
               {{"target", where.target}, {"seconds", secondsSince(start)}});
    }

    // The stop flag is not handed to the engine: a stop waits for the cell's end.
    void measureCell(const Where& where, std::size_t k, const bench::Job& job,
                     const bench::RunControl& control, const drives::ScanResult& scan)
    {
        bench::SweepEvents sweep_events;
        sweep_events.cell_started = [&](std::size_t, const bench::Job& started) {
            if (events_.cell_started) events_.cell_started(where, k, started);
        };
        sweep_events.sample = [&](std::size_t, const bench::Sample& sample) {
            if (events_.sample) events_.sample(where, k, sample);
        };
        sweep_events.cell_done = [&](std::size_t, const bench::CellResult& cell) {
            if (cell.cancelled) return; // cut short: not a measurement to keep
            append("cell_done", where.configuration, where.phase, k,
                   {{"target", where.target}, {"cell", bench::cellToJson(cell)}});
        };
        sweep_events.error = [&](std::size_t, bench::ErrorKind kind, const std::string& message) {
            append("cell_failed", where.configuration, where.phase, k,
                   {{"target", where.target},
                    {"kind", std::string(bench::errorKindId(kind))},
                    {"message", message}});
        };
        try {
            bench::SweepOptions options;
            options.scan = &scan; // the device's link, for the honest-number warnings
            bench::runSweep({job}, options, control, sweep_events);
        } catch (const std::exception& error) {
            throw ConfigurationFailed{fmt::format("measuring {}: {}", where.target, error.what())};
        }
    }

    std::optional<std::size_t> baselineDrive(const Where& where) const
    {
        return where.phase == "baseline" ? baseline_drive_ : std::nullopt;
    }

    void runBaseline()
    {
        for (std::size_t d = 0; d < plan_.spec.drives.size(); ++d) {
            if (cancelled()) throw CampaignStop{"stopped by request before the baseline", true};
            baseline_drive_ = d;
            hold_.release();
            checkDrives({});
            measure({std::nullopt, "baseline", plan_.spec.drives[d]}, plan_.cells);
        }
        baseline_drive_.reset();
    }

    void runConfiguration(std::size_t index)
    {
        const ConfigurationPlan& configuration = plan_.configurations[index];
        current_ = index;
        if (cancelled()) throw CampaignStop{"stopped by request", true};
        if (hold_.held() == 0) holdDrives();
        checkDrives({});
        append("configuration_started", index, "", std::nullopt,
               {{"array", raid::plannedPath(configuration.plan)},
                {"label", configurationLabel(configuration.configuration)}});
        ran_.clear();
        md_.clear();
        std::string outcome = "done";
        try {
            create(configuration);
            for (const auto& phase : configuration.phases) runPhase(configuration, phase);
            if (!md_.empty()) removeArray(index);
        } catch (const CampaignStop& stop) {
            // Ctrl-C cleans up after itself; a drive problem leaves things for --cleanup.
            if (stop.asked && !md_.empty()) removeArray(index);
            throw;
        } catch (const ConfigurationFailed& failed) {
            outcome = "failed: " + failed.reason;
        } catch (const std::exception& error) {
            outcome = std::string("failed: ") + error.what();
        }
        if (outcome != "done") {
            log(fmt::format("{}: {}", configurationLabel(configuration.configuration), outcome));
            if (!md_.empty()) removeArray(index); // throws when even that fails: the campaign ends
        }
        append("configuration_done", index, "", std::nullopt,
               {{"outcome", outcome}, {"commands", commandsJson(ran_)}});
        holdDrives();
    }

    void create(const ConfigurationPlan& configuration)
    {
        hold_.release(); // createArray takes its own hold up to mdadm's start
        const auto created =
            raid::createArray(configuration.plan, context_.roots, *context_.runner);
        for (const auto& outcome : created.report.outcomes) ran_.push_back(outcome.step.display());
        if (!created.refused.empty()) throw ConfigurationFailed{created.refused.front().message};
        if (!created.ok()) {
            std::string reason = created.report.outcomes.empty()
                                     ? std::string("the create did not run")
                                     : created.report.outcomes.back().message;
            if (created.rollback && !created.rollback->ok())
                throw CampaignStop{"the failed create of " +
                                   raid::arrayPath(configuration.array_name) +
                                   " could not be rolled back: " + created.rollback->error};
            throw ConfigurationFailed{reason};
        }
        // Journaled before anything else can fail or be killed: cleanup finds
        // the array by this name.
        nlohmann::json detail{{"array", raid::plannedPath(configuration.plan)},
                              {"members", configuration.plan.members},
                              {"commands", commandsJson(ran_)}};
        if (configuration.plan.metadata == raid::Metadata::Imsm)
            detail["container"] = raid::arrayPath(configuration.plan.container_name);
        if (!isMdFamily(configuration.plan)) {
            // What undoes it, for a person reading the journal of a killed campaign.
            std::vector<std::vector<std::string>> undo;
            for (const auto& step : configuration.delete_steps) undo.push_back(step.display());
            detail["backend"] = raid::toString(raid::backendOf(configuration.plan));
            detail["delete_commands"] = commandsJson(undo);
        }
        append("array_created", current_, "create", std::nullopt, std::move(detail));
        if (!isMdFamily(configuration.plan)) return foundBackendArray(configuration);
        const auto status = raid::waitForArrayStatus(context_.roots, configuration.array_name);
        if (!status)
            throw CampaignStop{raid::arrayPath(configuration.array_name) +
                               " was created but never appeared"};
        md_ = status->name;
        array_path_ = "/dev/" + md_;
        target_ = array_path_;
        array_bytes_ = status->size_bytes;
        holders_ = {md_};
        if (!status->container.empty()) holders_.insert(status->container);
    }

    // An lvm or btrfs array: found through its backend; measured through its measureTarget
    // (btrfs: a test file in its mount folder). What holds or mounts its members now is
    // the array itself: the drives were free before the create.
    void foundBackendArray(const ConfigurationPlan& configuration)
    {
        const raid::Backend backend = raid::backendOf(configuration.plan);
        const std::string path = raid::plannedPath(configuration.plan);
        const auto status = waitForBackendArray(context_.roots, *context_.runner, path, backend);
        if (!status) throw CampaignStop{path + " was created but never appeared"};
        md_ = status->name;
        array_path_ = path;
        array_bytes_ = status->size_bytes;
        target_ = raid::arrayBackend(backend).measureTarget(*status);
        if (raid::backendInfo(backend).measured_through_file) target_ = measureFileIn(target_);
        holders_.clear();
        mounts_.clear();
        if (!status->mountpoint.empty()) mounts_.insert(status->mountpoint);
        const auto scan = freshScan(false);
        for (const auto& drive : plan_.spec.drives)
            if (const auto* device = scan.find(drive))
                holders_.insert(device->holders.begin(), device->holders.end());
    }

    void runPhase(const ConfigurationPlan& configuration, const std::string& phase)
    {
        if (cancelled()) throw CampaignStop{"stopped by request before " + phase, true};
        if (phase == "create") return; // ran before the first phase
        if (phase == "delete") return removeArray(*current_);
        checkDrives(holders_, mounts_);
        const std::string array = target_;
        if (phase == "sync") return syncPhase(configuration);
        if (phase == "precondition") return precondition(array);
        if (phase == "measure") return measure({current_, phase, array}, plan_.cells);
        if (phase == "degraded") {
            failVictim(configuration);
            measure({current_, phase, array}, plan_.cells);
            const auto& phases = configuration.phases;
            if (std::find(phases.begin(), phases.end(), "rebuild") == phases.end())
                reAddVictim(configuration);
            return;
        }
        if (phase == "rebuild") return rebuildPhase(configuration);
        throw ConfigurationFailed{"unknown phase " + phase};
    }

    void syncPhase(const ConfigurationPlan& configuration)
    {
        append("phase_started", current_, "sync", std::nullopt);
        if (configuration.plan.assume_clean) {
            append("phase_done", current_, "sync", std::nullopt,
                   {{"handling", "assume-clean"}, {"seconds", 0.0}});
            return;
        }
        // dm-raid is md's code: the same speed limits apply to an lvm raid's sync.
        SyncSpeedBoost boost(context_.roots);
        const auto wait = isMdFamily(configuration.plan)
                              ? waitForSync(context_.roots, md_, context_.cancel, kSyncLimit)
                              : waitForBackendSync(context_.roots, *context_.runner, array_path_,
                                                   raid::backendOf(configuration.plan),
                                                   context_.cancel, kSyncLimit);
        if (wait.cancelled) throw CampaignStop{"stopped by request during the initial sync", true};
        if (!wait.finished)
            throw ConfigurationFailed{
                fmt::format("the initial sync did not finish in {} h", kSyncLimit.count())};
        append("phase_done", current_, "sync", std::nullopt,
               {{"handling", "wait"}, {"seconds", wait.seconds}});
    }

    // The member the degraded and rebuild phases take out: the last one.
    static const std::string& victimOf(const ConfigurationPlan& configuration)
    {
        return configuration.plan.members.back();
    }

    void failVictim(const ConfigurationPlan& configuration)
    {
        if (victim_failed_ == md_) return;
        const auto op = raid::memberOperation(context_.roots, md_, raid::MemberAction::Fail,
                                              victimOf(configuration));
        runSteps(op.steps, ran_);
        victim_failed_ = md_;
    }

    // Without a rebuild run the failed member comes back as it was: md's
    // bitmap lets it catch up on what changed while it was out.
    void reAddVictim(const ConfigurationPlan& configuration)
    {
        const std::string& victim = victimOf(configuration);
        runSteps(
            raid::memberOperation(context_.roots, md_, raid::MemberAction::Remove, victim).steps,
            ran_);
        runSteps(
            raid::memberOperation(context_.roots, md_, raid::MemberAction::ReAdd, victim).steps,
            ran_);
        victim_failed_.clear();
        SyncSpeedBoost boost(context_.roots);
        const auto wait = waitForSync(context_.roots, md_, context_.cancel, kSyncLimit);
        if (wait.cancelled) throw CampaignStop{"stopped by request during the re-add", true};
        if (!wait.finished) throw ConfigurationFailed{"the re-added member did not catch up"};
    }

    void rebuildPhase(const ConfigurationPlan& configuration)
    {
        const std::string& victim = victimOf(configuration);
        failVictim(configuration);
        runSteps(
            raid::memberOperation(context_.roots, md_, raid::MemberAction::Remove, victim).steps,
            ran_);
        // A blank member rebuilds in full; with its old superblock and the
        // bitmap, md would re-add it and copy only what changed.
        raid::Step zero;
        zero.argv = {"mdadm", "--zero-superblock", victim};
        zero.purpose = "make the removed member blank so the rebuild copies everything";
        runSteps({zero}, ran_);
        const auto add =
            raid::memberOperation(context_.roots, md_, raid::MemberAction::Add, victim);
        SyncSpeedBoost boost(context_.roots);
        const auto start = Clock::now();
        runSteps(add.steps, ran_);
        victim_failed_.clear();
        measure({current_, "rebuild", "/dev/" + md_}, plan_.cells, false);
        const bool rebuilding_after_cells = !inSync(context_.roots, md_);
        const auto wait = waitForSync(context_.roots, md_, context_.cancel, kSyncLimit);
        if (wait.cancelled) throw CampaignStop{"stopped by request during the rebuild", true};
        if (!wait.finished) throw ConfigurationFailed{"the rebuild did not finish"};
        append("phase_done", current_, "rebuild", std::nullopt,
               {{"target", "/dev/" + md_},
                {"member", victim},
                {"seconds", secondsSince(start)},
                {"bytes", rebuiltBytes()},
                {"still_rebuilding_after_cells", rebuilding_after_cells}});
    }

    // What md writes onto the new member: the part of it the array uses
    // (md/component_size, KiB), all of it for a full rebuild.
    std::uint64_t rebuiltBytes() const
    {
        return util::readNumber(context_.roots.sysfs / "block" / md_ / "md/component_size")
                   .value_or(0) *
               1024;
    }

    // One sequential pass of 1 MiB writes over the measured span, so random
    // cells meet a drive whose blocks have all been written once: a fill job,
    // which the engine ends once the span is written. A stop request cuts it.
    void precondition(const std::string& array)
    {
        bench::Job job;
        job.name = "precondition: sequential fill";
        job.target = array;
        job.pattern = bench::Pattern::Sequential;
        job.block_size = 1024 * 1024;
        job.read_share = 0;
        job.queue_depth = 8;
        job.size = plan_.spec.size_bytes.value_or(0);
        job.runtime_s = 7 * 24 * 3600.0; // a cap: the fill ends once the span is written
        job.fill_once = true;
        const double span = static_cast<double>(job.size ? job.size : array_bytes_);
        append("phase_started", current_, "precondition", std::nullopt,
               {{"target", array}, {"bytes", span}});
        const auto start = Clock::now();
        bench::RunControl control;
        control.cancel = context_.cancel;
        control.allow_write_device = array;
        control.roots = context_.roots;
        bench::CellResult cell;
        try {
            cell = bench::runJob(job, control);
        } catch (const std::exception& error) {
            throw ConfigurationFailed{fmt::format("the fill of {}: {}", array, error.what())};
        }
        if (cell.cancelled) throw CampaignStop{"stopped by request during the fill", true};
        append("phase_done", current_, "precondition", std::nullopt,
               {{"target", array},
                {"seconds", secondsSince(start)},
                {"bytes", static_cast<double>(cell.write_bytes)}});
    }

    void removeArray(std::size_t index)
    {
        const raid::Plan& plan = plan_.configurations[index].plan;
        const bool md = isMdFamily(plan);
        const auto op = md ? raid::deleteOperation(context_.roots, md_)
                           : raid::deleteOperation(context_.roots, *context_.runner, array_path_,
                                                   raid::backendOf(plan));
        std::vector<std::vector<std::string>> ran;
        const auto report = raid::execute(op.steps, *context_.runner);
        for (const auto& outcome : report.outcomes) ran.push_back(outcome.step.display());
        ran_.insert(ran_.end(), ran.begin(), ran.end());
        if (!report.ok)
            throw CampaignStop{"deleting " + op.array_path +
                               " failed: " + report.outcomes.back().message};
        // The journal knows the array by the path it was created under.
        append("array_deleted", index, "delete", std::nullopt,
               {{"array", raid::plannedPath(plan)}, {"md", md_}, {"commands", commandsJson(ran)}});
        if (md)
            for (const auto& stopped : holders_)
                if (!waitForArrayGone(context_.roots, stopped, std::chrono::seconds(10)))
                    log(fmt::format("/sys/block/{} is still there 10 s after the stop", stopped));
        md_.clear();
        holders_.clear();
        mounts_.clear();
    }

    const CampaignPlan& plan_;
    Journal& journal_;
    const RunnerContext& context_;
    const RunnerEvents& events_;
    raid::ExclusiveHold hold_;
    std::set<CellKey> done_cells_;
    std::optional<std::size_t> current_;
    std::optional<std::size_t> baseline_drive_;
    std::vector<std::vector<std::string>> ran_;
    std::string md_;         // the array present: md's kernel name, lvm's VG/LV, btrfs's label
    std::string array_path_; // what finds it again: /dev/mdX, /dev/VG/LV, the mount folder
    std::string target_;     // what is measured (btrfs: the test file in the mount folder)
    std::uint64_t array_bytes_ = 0;
    std::set<std::string> holders_;
    std::set<std::string> mounts_; // btrfs: its mount folder
    std::string victim_failed_;
};

} // namespace

CampaignOutcome runCampaign(const CampaignPlan& plan, Journal& journal, const JournalState* resumed,
                            const RunnerContext& context, const RunnerEvents& events)
{
    CampaignRun run(plan, journal, context, events);
    return run.run(resumed);
}

} // namespace am::campaign
