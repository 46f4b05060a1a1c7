#include <algorithm>
#include <filesystem>

#include <fmt/format.h>

#include "core/campaign/journal_state.h"
#include "core/campaign/runner.h"
#include "core/campaign/sync_wait.h"
#include "core/drives/scan.h"
#include "core/raid/execute.h"
#include "core/raid/operations.h"

namespace am::campaign {

namespace {

bool mdSignature(const std::string& type)
{
    return type == "linux_raid_member" || type == "isw_raid_member";
}

bool inSet(const std::vector<std::string>& drives, const std::string& path)
{
    return std::find(drives.begin(), drives.end(), path) != drives.end();
}

bool run(const std::vector<raid::Step>& steps, util::Runner& runner, CleanupOutcome& outcome)
{
    const auto report = raid::execute(steps, runner);
    for (const auto& step : report.outcomes)
        outcome.commands.push_back(fmt::format("{}", fmt::join(step.step.display(), " ")));
    if (!report.ok) {
        outcome.ok = false;
        outcome.error = report.outcomes.back().message;
    }
    return report.ok;
}

} // namespace

CleanupOutcome cleanupCampaign(const JournalState& state, Journal& journal,
                               const RunnerContext& context)
{
    CleanupOutcome outcome;
    const auto targets = cleanupTargets(state);
    const auto& drives = targets.drives_to_wipe;
    // A campaign killed inside `mdadm --create` journaled the configuration
    // but not its array: that name is looked at too (the member check below
    // keeps any other array under it untouched).
    auto arrays = targets.arrays_to_stop;
    if (state.current_configuration)
        for (const auto& event : state.events)
            if (event.kind == "configuration_started" &&
                event.configuration == state.current_configuration) {
                const std::string name = event.detail.value("array", std::string());
                if (!name.empty() && std::find(arrays.begin(), arrays.end(), name) == arrays.end())
                    arrays.push_back(name);
            }
    for (const auto& array : arrays) {
        std::string md;
        raid::ArrayStatus status;
        try {
            md = raid::resolveArrayName(context.roots, array);
            status = raid::readArrayStatus(context.roots, md);
        } catch (const std::exception&) {
            // Not assembled (a reboot), gone with its volume, or a stale
            // /dev/md link (no udev) to a stopped array: wiped below.
            continue;
        }
        for (const auto& member : status.members)
            if (!inSet(drives, member.path)) {
                outcome.ok = false;
                outcome.error = fmt::format(
                    "{} ({}) has the member {}, which is not one of the campaign's drives: "
                    "nothing was touched; it is not the array the journal recorded",
                    array, status.path, member.path);
                return outcome;
            }
        try {
            const auto op = raid::deleteOperation(context.roots, md);
            if (!run(op.steps, *context.runner, outcome)) return outcome;
            outcome.deleted.push_back(array);
            // The scan below must not meet a stopped array still in /sys/block.
            for (const auto& stopped : op.stopped)
                waitForArrayGone(context.roots, std::filesystem::path(stopped).filename(),
                                 std::chrono::seconds(10));
        } catch (const std::exception& error) {
            outcome.ok = false;
            outcome.error = fmt::format("{}: {}", array, error.what());
            return outcome;
        }
    }
    // A create killed half way leaves md superblocks on drives of the set
    // and no array: those, and only those, are erased.
    const auto scan = drives::scan(context.roots);
    for (const auto& path : drives) {
        const drives::BlockDevice* drive = scan.find(path);
        if (!drive || !mdSignature(drive->signature_type)) continue;
        if (!drive->holders.empty()) {
            outcome.ok = false;
            outcome.error = fmt::format("{} is held by {}, which the journal does not name: not "
                                        "touched",
                                        path, drive->holders.front());
            return outcome;
        }
        if (!run(raid::deleteSteps({}, {path}), *context.runner, outcome)) return outcome;
    }
    JournalEvent event;
    event.kind = "cleaned_up";
    event.detail = {{"deleted", outcome.deleted}, {"commands", outcome.commands}};
    journal.append(event);
    return outcome;
}

} // namespace am::campaign
