// arraymark-cli campaign: build, measure and compare array configurations
// over one set of drives, unattended, with a journal so a killed campaign can
// be resumed (--resume DIR) or undone (--cleanup DIR).

#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "app/cli/array_cli.h"
#include "app/cli/cli_presets.h"
#include "app/cli/command.h"
#include "core/campaign/campaign_plan.h"
#include "core/campaign/campaign_stream.h"
#include "core/campaign/document.h"
#include "core/campaign/journal.h"
#include "core/campaign/journal_document.h"
#include "core/campaign/journal_state.h"
#include "core/campaign/report_html.h"
#include "core/campaign/report_markdown.h"
#include "core/campaign/runner.h"
#include "core/campaign/validation.h"
#include "core/drives/drive_json.h"
#include "core/drives/scan.h"
#include "core/raid/md_driver.h"
#include "core/raid/operations.h"
#include "core/raid/platform_probe.h"
#include "core/raid/validation_imsm.h"
#include "core/util/json_text.h"
#include "core/util/stop_signals.h"
#include "core/util/text_file.h"
#include "core/util/units.h"

namespace am::cli {

namespace {

struct CampaignOptions {
    std::vector<std::string> drives;
    std::vector<std::string> configurations;
    std::string preset = "quick";
    double runtime = 0;
    double ramp = -1; // not given
    std::string size;
    bool baseline = false, precondition = false, degraded = false, rebuild = false;
    std::string sync = "wait";
    std::string journal_dir, resume_dir, cleanup_dir;
    std::string json_path, report_path, markdown_path;
    bool stream = false, yes = false;
    drives::SystemRoots roots;
};

// Every output file is checked before anything is written: a report that
// cannot be saved at the end would waste the whole campaign.
void requireWritable(const char* option, const std::string& path)
{
    if (path.empty() || path == "-") return;
    const std::filesystem::path file(path);
    std::error_code ec;
    if (std::filesystem::is_directory(file, ec))
        throw UsageError(fmt::format("{} {}: is a folder; give a file name", option, path));
    const auto parent = file.has_parent_path() ? file.parent_path() : std::filesystem::path(".");
    if (!std::filesystem::is_directory(parent, ec))
        throw UsageError(
            fmt::format("{} {}: the folder {} does not exist", option, path, parent.string()));
    if (::access(parent.c_str(), W_OK) != 0 ||
        (std::filesystem::exists(file, ec) && ::access(file.c_str(), W_OK) != 0))
        throw UsageError(fmt::format("{} {}: not writable by this user", option, path));
}

void requireOutputsWritable(const CampaignOptions& o)
{
    requireWritable("--json", o.json_path);
    requireWritable("--report", o.report_path);
    requireWritable("--markdown", o.markdown_path);
}

campaign::CampaignSpec buildSpec(const CampaignOptions& o)
{
    campaign::CampaignSpec spec;
    spec.drives = o.drives;
    for (const auto& text : o.configurations) {
        try {
            spec.configurations.push_back(campaign::parseConfiguration(text));
        } catch (const std::invalid_argument& error) {
            throw UsageError(fmt::format("--config {}: {}", text, error.what()));
        }
    }
    spec.preset = o.preset;
    if (o.runtime < 0)
        throw UsageError(fmt::format("--runtime {}: must be more than 0", o.runtime));
    if (o.runtime > 0) spec.runtime_s = o.runtime;
    if (o.ramp < 0 && o.ramp != -1)
        throw UsageError(fmt::format("--ramp {}: must be 0 or more seconds", o.ramp));
    if (o.ramp >= 0) spec.ramp_s = o.ramp;
    if (!o.size.empty()) {
        try {
            spec.size_bytes = util::parseSize(o.size);
        } catch (const std::invalid_argument& error) {
            throw UsageError(fmt::format("--size {}: {}", o.size, error.what()));
        }
    }
    spec.options.baseline = o.baseline;
    spec.options.precondition = o.precondition;
    spec.options.degraded = o.degraded;
    spec.options.rebuild = o.rebuild;
    if (o.sync == "wait")
        spec.options.sync = campaign::SyncHandling::Wait;
    else if (o.sync == "assume-clean")
        spec.options.sync = campaign::SyncHandling::AssumeClean;
    else
        throw UsageError(fmt::format("--sync {}: must be wait or assume-clean", o.sync));
    return spec;
}

std::optional<raid::Platform> platformFor(const campaign::CampaignSpec& spec)
{
    for (const auto& configuration : spec.configurations)
        if (configuration.metadata == raid::Metadata::Imsm) {
            util::SpawnRunner runner;
            return raid::probePlatform(runner, raid::imsmNoPlatformFromEnvironment());
        }
    return std::nullopt;
}

// Where text for people goes: stdout, except under --stream (JSON lines only there).
std::FILE* textOut(const CampaignOptions& o) { return o.stream ? stderr : stdout; }

void printFindings(const std::vector<raid::Finding>& findings)
{
    for (const auto& finding : findings)
        fmt::print(stderr, "  - [{}] {}: {}\n", finding.rule, finding.subject, finding.message);
}

void writeText(const std::string& path, const std::string& text)
{
    if (path == "-") {
        fmt::print("{}", text);
        return;
    }
    util::writeTextFile(path, text);
}

// The document and reports, written from the journal alone, so a resumed
// campaign's outputs hold every cell of every run.
void writeOutputs(const CampaignOptions& o, const std::filesystem::path& journal_dir)
{
    const auto state = campaign::readJournal(journal_dir);
    const auto document = campaign::documentFromJournal(state);
    if (!o.json_path.empty())
        writeText(o.json_path, util::jsonText(campaign::toJson(document), 2) + "\n");
    if (!o.report_path.empty()) writeText(o.report_path, campaign::htmlReport(document));
    if (!o.markdown_path.empty()) writeText(o.markdown_path, campaign::markdownReport(document));
}

campaign::RunnerEvents runnerEvents(const CampaignOptions& o, std::size_t cells)
{
    campaign::RunnerEvents events;
    events.log = [](const std::string& line) { fmt::print(stderr, "{}\n", line); };
    if (o.stream) {
        events.journaled = [](const campaign::JournalEvent& event) {
            campaign::writeLine(stdout, campaign::journalLine(event));
        };
        events.cell_started = [cells](const campaign::Where& where, std::size_t cell,
                                      const bench::Job& job) {
            campaign::writeLine(stdout, campaign::cellStartLine(where, cell, cells, job));
        };
        events.sample = [cells](const campaign::Where& where, std::size_t cell,
                                const bench::Sample& sample) {
            campaign::writeLine(stdout, campaign::sampleLine(where, cell, cells, sample));
        };
    } else {
        events.journaled = [](const campaign::JournalEvent& event) {
            if (event.kind == "configuration_started" || event.kind == "phase_done" ||
                event.kind == "configuration_done")
                fmt::print("{} {}{}{}\n", event.at, event.kind,
                           event.configuration ? fmt::format(" #{}", *event.configuration) : "",
                           event.phase.empty() ? "" : " " + event.phase);
        };
    }
    return events;
}

int finish(const CampaignOptions& o, const campaign::CampaignOutcome& outcome,
           const campaign::Journal& journal)
{
    if (o.stream) campaign::writeLine(stdout, campaign::doneLine(outcome, journal.path()));
    writeOutputs(o, journal.path().parent_path());
    if (outcome.end == campaign::CampaignEnd::Finished) return 0;
    fmt::print(stderr,
               "campaign {}: {}\nthe journal {} says what exists; --resume {} goes on, "
               "--cleanup {} removes it\n",
               campaign::toString(outcome.end), outcome.reason, journal.path().string(),
               journal.path().parent_path().string(), journal.path().parent_path().string());
    return outcome.end == campaign::CampaignEnd::Stopped ? 130 : 1;
}

campaign::RunnerContext liveContext(const CampaignOptions& o, util::Runner& runner,
                                    const std::atomic<bool>& stop)
{
    campaign::RunnerContext context;
    context.roots = o.roots;
    context.runner = &runner;
    context.cancel = &stop;
    return context;
}

// The drives as the scan names them (/dev/disk/by-id/... -> /dev/nvme0n1):
// the journal and --cleanup match them by that one spelling.
void canonicalizeDrives(campaign::CampaignSpec& spec, const drives::ScanResult& scan)
{
    for (auto& drive : spec.drives)
        if (const auto* device = scan.find(drive)) drive = device->path;
}

std::map<std::string, std::string> controllersOf(const campaign::CampaignSpec& spec,
                                                 const drives::ScanResult& scan,
                                                 const drives::SystemRoots& roots)
{
    std::map<std::string, std::string> controllers;
    for (const auto& drive : spec.drives)
        if (const auto* device = scan.find(drive))
            controllers[device->name] = raid::controllerOf(roots, device->name);
    return controllers;
}

void runNew(const CampaignOptions& o)
{
    if (o.journal_dir.empty())
        throw UsageError("--journal DIR is required: the campaign keeps its journal there");
    std::error_code ec;
    if (std::filesystem::exists(campaign::journalPath(o.journal_dir), ec))
        throw UsageError(fmt::format("--journal {}: holds a campaign's journal already; "
                                     "--resume or --cleanup it, or give another folder",
                                     o.journal_dir));
    requireOutputsWritable(o);
    auto spec = buildSpec(o);
    const auto presets = loadCliPresets();
    const auto scan = drives::scan(o.roots);
    canonicalizeDrives(spec, scan);
    const auto platform = platformFor(spec);
    const auto problems = campaign::validateCampaign(spec, scan, platform ? &*platform : nullptr,
                                                     &presets, controllersOf(spec, scan, o.roots));
    if (!problems.empty()) {
        fmt::print(stderr, "The campaign cannot run:\n");
        printFindings(problems);
        throw UsageError(fmt::format("{} problem(s); nothing was written", problems.size()));
    }
    const auto plan = campaign::planCampaign(spec, scan, &presets);
    // With --stream, stdout carries JSON lines only.
    fmt::print(textOut(o), "{}", campaign::describePlan(plan));
    if (!o.yes)
        throw UsageError("a campaign destroys what the drives above hold: nothing was written; "
                         "add --yes to run it");
    raid::requireMdDriver(o.roots);
    std::vector<raid::Step> all;
    for (const auto& configuration : plan.configurations)
        all.insert(all.end(), configuration.create_steps.begin(), configuration.create_steps.end());
    array::requireLiveRoots(o.roots, all);
    nlohmann::json found = nlohmann::json::array();
    for (const auto& path : spec.drives)
        if (const auto* drive = scan.find(path)) found.push_back(drives::toJson(*drive));
    auto journal = campaign::Journal::create(o.journal_dir, plan.spec, found);
    std::atomic<bool> stop{false};
    util::StopOnSignals guard(stop);
    util::SpawnRunner runner;
    const auto outcome = campaign::runCampaign(plan, journal, nullptr, liveContext(o, runner, stop),
                                               runnerEvents(o, plan.cells.size()));
    if (const int status = finish(o, outcome, journal)) std::exit(status);
}

void runResume(const CampaignOptions& o)
{
    requireOutputsWritable(o);
    const auto state = campaign::readJournal(o.resume_dir);
    if (state.finished) {
        fmt::print(textOut(o), "the campaign in {} has finished; writing its outputs again\n",
                   o.resume_dir);
        writeOutputs(o, o.resume_dir);
        return;
    }
    const auto presets = loadCliPresets();
    const auto plan = campaign::planCampaign(state.spec, drives::scan(o.roots), &presets);
    if (!o.yes) {
        fmt::print(textOut(o), "{}", campaign::describePlan(plan));
        throw UsageError("resuming writes to the drives above again: nothing was written; add "
                         "--yes to go on");
    }
    raid::requireMdDriver(o.roots);
    auto journal = campaign::Journal::open(o.resume_dir);
    std::atomic<bool> stop{false};
    util::StopOnSignals guard(stop);
    util::SpawnRunner runner;
    const auto outcome = campaign::runCampaign(plan, journal, &state, liveContext(o, runner, stop),
                                               runnerEvents(o, plan.cells.size()));
    if (const int status = finish(o, outcome, journal)) std::exit(status);
}

void runCleanup(const CampaignOptions& o)
{
    const auto state = campaign::readJournal(o.cleanup_dir);
    fmt::print("the journal in {} names {} array(s) still present: {}\n", o.cleanup_dir,
               state.arrays_present.size(), fmt::join(state.arrays_present, ", "));
    if (!o.yes)
        throw UsageError("cleanup stops those arrays and wipes their members among the "
                         "campaign's drives: nothing was written; add --yes");
    raid::requireMdDriver(o.roots);
    auto journal = campaign::Journal::open(o.cleanup_dir);
    util::SpawnRunner runner;
    const std::atomic<bool> never{false};
    campaign::RunnerContext context;
    context.roots = o.roots;
    context.runner = &runner;
    context.cancel = &never;
    const auto outcome = campaign::cleanupCampaign(state, journal, context);
    for (const auto& command : outcome.commands) fmt::print("  {}\n", command);
    if (!outcome.ok) throw std::runtime_error("cleanup stopped: " + outcome.error);
    fmt::print("cleaned up: {} array(s) removed; the campaign's drives carry no md superblock\n",
               outcome.deleted.size());
}

void runCampaignCommand(const CampaignOptions& o)
{
    const int modes = !o.resume_dir.empty() + !o.cleanup_dir.empty() + !o.drives.empty();
    if (modes != 1)
        throw UsageError("campaign: give the drives (a new campaign), --resume DIR or "
                         "--cleanup DIR: exactly one");
    if (!o.cleanup_dir.empty()) return runCleanup(o);
    if (!o.resume_dir.empty()) return runResume(o);
    runNew(o);
}

} // namespace

void addCampaignCommand(CLI::App& app)
{
    auto o = std::make_shared<CampaignOptions>();
    CLI::App* command = app.add_subcommand(
        "campaign", "Build, measure and compare array configurations on a set of drives");
    command
        ->add_option("--config", o->configurations,
                     "A configuration LEVEL[:CHUNK[:LAYOUT|METADATA|BACKEND...]], repeatable "
                     "(raid5:64k, raid10:64k:f2, raid1::imsm, raid5:64k:lvm, raid1c3::btrfs; "
                     "btrfs also metadata-level=LEVEL and mixed)")
        ->allow_extra_args(false);
    command->add_option("--preset", o->preset, "The cells to measure (default quick)");
    command->add_option("--runtime", o->runtime, "Seconds per cell (default: the preset's)");
    command->add_option("--ramp", o->ramp, "Seconds run before each cell is measured");
    command->add_option("--size", o->size, "Span measured on each array and drive");
    command->add_flag("--baseline", o->baseline, "Measure each drive alone first");
    command->add_flag("--precondition", o->precondition,
                      "Fill each array sequentially before measuring");
    command->add_flag("--degraded", o->degraded, "Fail one member and measure again");
    command->add_flag("--rebuild", o->rebuild, "Measure during a rebuild and time it");
    command->add_option("--sync", o->sync,
                        "wait (default: the initial sync runs at full speed first) or "
                        "assume-clean");
    command->add_option("--journal", o->journal_dir, "Folder for the campaign's journal");
    command->add_option("--resume", o->resume_dir, "Go on with the campaign journaled in DIR");
    command->add_option("--cleanup", o->cleanup_dir,
                        "Remove what the campaign journaled in DIR created, nothing else");
    command->add_option("--json", o->json_path, "Write the arraymark.campaign/1 document");
    command->add_option("--report", o->report_path, "Write the HTML report");
    command->add_option("--markdown", o->markdown_path, "Write the report as Markdown");
    command->add_flag("--stream", o->stream, "JSON lines on stdout while it runs");
    command->add_flag("--yes", o->yes, "Really destroy what the drives hold");
    array::addRootOptions(command, o->roots);
    command->add_option("drives", o->drives, "The drives, every one used by every configuration");
    command->callback([o] { runCampaignCommand(*o); });
}

} // namespace am::cli
