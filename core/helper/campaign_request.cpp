#include "core/helper/campaign_request.h"

#include <poll.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <mutex>
#include <regex>
#include <thread>

#include <fmt/format.h>

#include "core/campaign/campaign_plan.h"
#include "core/campaign/campaign_stream.h"
#include "core/campaign/journal.h"
#include "core/campaign/journal_state.h"
#include "core/campaign/runner.h"
#include "core/campaign/validation.h"
#include "core/drives/drive_json.h"
#include "core/drives/scan.h"
#include "core/helper/request_text.h"
#include "core/raid/platform_probe.h"
#include "core/raid/raid_json.h"

namespace am::helper {

using nlohmann::json;
namespace fs = std::filesystem;

namespace {

constexpr int kCancelPollMs = 200;

// Asks the link whether to stop, off the campaign's thread (the campaign
// blocks in runCampaign; the link reads the session's input). The campaign
// reads `cancel` at the end of each cell.
class CancelWatch {
public:
    explicit CancelWatch(const RunLink& link)
    {
        if (!link.stop_reason) return;
        thread_ = std::jthread([this, &link](std::stop_token stop) {
            bool first = true;
            while (!stop.stop_requested()) {
                bool stirred = first;
                first = false;
                if (link.watch_fd >= 0) {
                    pollfd ready{link.watch_fd, POLLIN, 0};
                    stirred = stirred || ::poll(&ready, 1, kCancelPollMs) > 0;
                } else if (!stirred) {
                    return; // nothing to watch: asked once
                }
                if (!stirred) continue;
                if (auto why = link.stop_reason()) {
                    const std::lock_guard lock(mutex_);
                    reason_ = std::move(*why);
                    cancel_ = true;
                    return;
                }
                // Input waits that the link does not read now (its queue is full): no busy loop.
                std::this_thread::sleep_for(std::chrono::milliseconds(kCancelPollMs));
            }
        });
    }
    ~CancelWatch() { stop(); }
    void stop()
    {
        if (thread_.joinable()) {
            thread_.request_stop();
            thread_.join();
        }
    }
    const std::atomic<bool>& flag() const { return cancel_; }
    std::string reason()
    {
        const std::lock_guard lock(mutex_);
        return reason_;
    }

private:
    std::atomic<bool> cancel_{false};
    std::mutex mutex_;
    std::string reason_;
    std::jthread thread_; // last: joined before the members it uses go
};

void writeStreamLine(int fd, const json& line)
{
    const std::string text = line.dump(-1, ' ', false, json::error_handler_t::replace) + "\n";
    std::size_t written = 0;
    while (written < text.size()) {
        const ssize_t wrote = ::write(fd, text.data() + written, text.size() - written);
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote <= 0) return; // the caller went: the cancel watch sees its input end
        written += static_cast<std::size_t>(wrote);
    }
}

campaign::RunnerEvents streamEvents(int fd, std::size_t cells)
{
    campaign::RunnerEvents events;
    events.journaled = [fd](const campaign::JournalEvent& event) {
        writeStreamLine(fd, campaign::journalLine(event));
    };
    events.cell_started = [fd, cells](const campaign::Where& where, std::size_t cell,
                                      const bench::Job& job) {
        writeStreamLine(fd, campaign::cellStartLine(where, cell, cells, job));
    };
    events.sample = [fd, cells](const campaign::Where& where, std::size_t cell,
                                const bench::Sample& sample) {
        writeStreamLine(fd, campaign::sampleLine(where, cell, cells, sample));
    };
    events.log = [](const std::string&) {}; // the journal lines say it all
    return events;
}

fs::path journalDir(const CampaignContext& context, const std::string& name)
{
    checkJournalName(name);
    return context.root / name;
}

campaign::JournalState readNamedJournal(const CampaignContext& context, const std::string& name)
{
    const fs::path dir = journalDir(context, name);
    std::error_code error;
    if (!fs::exists(campaign::journalPath(dir), error))
        throw Refused("no_journal",
                      fmt::format("no campaign journal is named \"{}\" (looked for {})", name,
                                  campaign::journalPath(dir).string()));
    return campaign::readJournal(dir);
}

std::optional<raid::Platform> platformFor(const campaign::CampaignSpec& spec, util::Runner& runner)
{
    for (const auto& configuration : spec.configurations)
        if (configuration.metadata == raid::Metadata::Imsm)
            return raid::probePlatform(runner, raid::imsmNoPlatformFromEnvironment());
    return std::nullopt;
}

// Runs the plan with the session's link, then writes the outputs and the answer.
json runPlan(const campaign::CampaignPlan& plan, campaign::Journal& journal,
             const campaign::JournalState* resumed, const CampaignContext& context,
             const RunLink& link, json& doc)
{
    CancelWatch watch(link);
    campaign::RunnerContext run;
    run.roots = context.rules.roots;
    run.runner = context.runner;
    run.cancel = &watch.flag();
    const auto outcome = campaign::runCampaign(plan, journal, resumed, run,
                                               streamEvents(link.output_fd, plan.cells.size()));
    watch.stop();
    writeStreamLine(link.output_fd, campaign::doneLine(outcome, journal.path().string()));
    const fs::path dir = journal.path().parent_path();
    doc["journal"] = journal.path().string();
    doc["end"] = campaign::toString(outcome.end);
    doc["outputs"] = context.write_outputs ? context.write_outputs(dir) : json::object();
    doc["ok"] = outcome.end == campaign::CampaignEnd::Finished;
    if (outcome.end == campaign::CampaignEnd::Stopped) {
        doc["rule"] = "cancelled";
        doc["error"] =
            fmt::format("the campaign was stopped ({}) at the end of a cell: {}",
                        watch.reason().empty() ? "cancel" : watch.reason(), outcome.reason);
    } else if (outcome.end == campaign::CampaignEnd::Failed) {
        doc["rule"] = "step_failed";
        doc["error"] = outcome.reason;
    }
    return doc;
}

} // namespace

void checkJournalName(const std::string& name)
{
    static const std::regex rule("[A-Za-z0-9][A-Za-z0-9_.-]{0,63}");
    if (!std::regex_match(name, rule))
        throw Refused(
            "bad_name",
            fmt::format("campaign journal name \"{}\": must be 1-64 letters, digits, '_', "
                        "'-' or '.', starting with a letter or digit (a name under {}, "
                        "never a path)",
                        clipped(name), kCampaignsRoot.string()));
}

json runCampaignRequest(const CampaignRequest& request, const CampaignContext& context,
                        const RunLink& link, json& doc)
{
    const fs::path dir = journalDir(context, request.name);
    std::error_code error;
    if (fs::exists(campaign::journalPath(dir), error))
        throw Refused("journal_exists",
                      fmt::format("a campaign journal named \"{}\" exists ({}): resume it, clean "
                                  "it up, or pick another name",
                                  request.name, dir.string()));
    campaign::CampaignSpec spec = request.spec;
    for (auto& drive : spec.drives) drive = resolveDevicePath(drive, context.rules);
    const auto scan = drives::scan(context.rules.roots);
    const auto platform = platformFor(spec, *context.runner);
    const auto problems = campaign::validateCampaign(spec, scan, platform ? &*platform : nullptr);
    if (!problems.empty()) {
        doc["findings"] = json::array();
        for (const auto& finding : problems) doc["findings"].push_back(raid::toJson(finding));
        doc["rule"] = "campaign_invalid";
        doc["error"] = fmt::format("the campaign has {} problem(s), the first: [{}] {}: {}; "
                                   "nothing was written",
                                   problems.size(), problems.front().rule, problems.front().subject,
                                   problems.front().message);
        return doc;
    }
    if (context.require_md) context.require_md();
    const auto plan = campaign::planCampaign(spec, scan);
    json found = json::array();
    for (const auto& path : spec.drives)
        if (const auto* drive = scan.find(path)) found.push_back(drives::toJson(*drive));
    auto journal = campaign::Journal::create(dir, plan.spec, found);
    return runPlan(plan, journal, nullptr, context, link, doc);
}

json runCampaignResume(const CampaignResumeRequest& request, const CampaignContext& context,
                       const RunLink& link, json& doc)
{
    const auto state = readNamedJournal(context, request.name);
    // A cleaned-up campaign resumes: cleanup removed what a killed run left,
    // and the journal still says which cells are done.
    if (state.finished)
        throw Refused("no_journal",
                      fmt::format("the campaign \"{}\" has finished: there is nothing to resume",
                                  request.name));
    // Not validateCampaign: the journal's own arrays may still hold the drives
    // (runCampaign removes them first, and stops on an array it did not make).
    const auto scan = drives::scan(context.rules.roots);
    for (const auto& drive : state.spec.drives)
        if (!scan.find(drive))
            throw Refused("unknown_device",
                          fmt::format("{} of the campaign \"{}\" is not in the drives scan", drive,
                                      request.name));
    if (context.require_md) context.require_md();
    const auto plan = campaign::planCampaign(state.spec, scan);
    auto journal = campaign::Journal::open(journalDir(context, request.name));
    return runPlan(plan, journal, &state, context, link, doc);
}

json runCampaignCleanup(const CampaignCleanupRequest& request, const CampaignContext& context,
                        json& doc)
{
    const auto state = readNamedJournal(context, request.name);
    if (context.require_md) context.require_md();
    auto journal = campaign::Journal::open(journalDir(context, request.name));
    const std::atomic<bool> never{false};
    campaign::RunnerContext run;
    run.roots = context.rules.roots;
    run.runner = context.runner;
    run.cancel = &never;
    const auto outcome = campaign::cleanupCampaign(state, journal, run);
    doc["journal"] = journal.path().string();
    doc["deleted"] = outcome.deleted;
    doc["commands"] = outcome.commands;
    doc["ok"] = outcome.ok;
    if (!outcome.ok) {
        doc["rule"] = "step_failed";
        doc["error"] = outcome.error;
    }
    return doc;
}

} // namespace am::helper
