#include <algorithm>
#include <filesystem>
#include <optional>
#include <set>

#include <fmt/format.h>

#include "core/campaign/journal_state.h"
#include "core/campaign/runner.h"
#include "core/campaign/sync_wait.h"
#include "core/drives/scan.h"
#include "core/raid/array_lookup.h"
#include "core/raid/backend_operations.h"
#include "core/raid/execute.h"
#include "core/raid/operations.h"

namespace am::campaign {

namespace {

bool mdSignature(const std::string& type)
{
    return type == "linux_raid_member" || type == "isw_raid_member";
}

// The backends the spec's configurations use besides md and imsm.
std::set<raid::Backend> otherBackends(const CampaignSpec& spec)
{
    std::set<raid::Backend> backends;
    for (const auto& configuration : spec.configurations)
        if (configuration.backend != raid::Backend::Md) backends.insert(configuration.backend);
    return backends;
}

// An LVM label or a btrfs superblock a create of the spec's backends killed half way left.
bool otherBackendSignature(const std::string& type, const std::set<raid::Backend>& backends)
{
    return (type == "LVM2_member" && backends.count(raid::Backend::Lvm)) ||
           (type == "btrfs" && backends.count(raid::Backend::Btrfs));
}

// The lvm or btrfs configuration whose array the journal names so (its planned path), and
// the name its backend finds it by whether or not it is active or mounted (btrfs: the label).
struct OtherArray {
    raid::Backend backend;
    std::string lookup;
};
std::optional<OtherArray> otherArrayOf(const CampaignSpec& spec, const std::string& array)
{
    for (const auto& configuration : spec.configurations) {
        const raid::Plan plan = raidPlanFor(configuration, {}, arrayNameFor(configuration));
        if (isMdFamily(plan) || raid::plannedPath(plan) != array) continue;
        const raid::Backend backend = raid::backendOf(plan);
        return OtherArray{backend, backend == raid::Backend::Btrfs ? plan.name : array};
    }
    return std::nullopt;
}

// A signature of the backend's, on a drive of the set that no array holds: erased, then checked.
std::vector<raid::Step> wipeSteps(const std::string& path)
{
    auto check = raid::runStep({"blkid", "-p", path}, "check that no signature is left on " + path);
    check.expect_nothing_found = true;
    return {raid::runStep({"wipefs", "--all", path}, "erase the signature left on " + path),
            std::move(check)};
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

// Through the backend: raid::deleteOperation finds it, refuses a mount elsewhere or a volume
// group holding other volumes, and gives the backend's steps. Not found: nothing to stop
// (a reboot left it inactive or unmounted); its signatures are wiped after.
bool deleteOtherArray(const OtherArray& other, const std::string& array,
                      const std::vector<std::string>& drives, const RunnerContext& context,
                      CleanupOutcome& outcome)
{
    raid::FoundArray found;
    try {
        found = raid::findArray(context.roots, *context.runner, other.lookup, other.backend);
    } catch (const std::exception&) {
        return true;
    }
    for (const auto& member : found.array.members)
        if (!member.path.empty() && !inSet(drives, member.path)) {
            outcome.ok = false;
            outcome.error =
                fmt::format("{} ({}) has the member {}, which is not one of the campaign's drives: "
                            "nothing was touched; it is not the array the journal recorded",
                            array, found.array.name, member.path);
            return false;
        }
    try {
        const auto op =
            raid::deleteOperation(context.roots, *context.runner, other.lookup, other.backend);
        if (!run(op.steps, *context.runner, outcome)) return false;
        outcome.deleted.push_back(array);
    } catch (const std::exception& error) {
        outcome.ok = false;
        outcome.error = fmt::format("{}: {}", array, error.what());
        return false;
    }
    return true;
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
        if (const auto other = otherArrayOf(state.spec, array)) {
            if (!deleteOtherArray(*other, array, drives, context, outcome)) return outcome;
            continue;
        }
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
    const auto backends = otherBackends(state.spec);
    for (const auto& path : drives) {
        const drives::BlockDevice* drive = scan.find(path);
        if (!drive) continue;
        const bool other = otherBackendSignature(drive->signature_type, backends);
        if (!other && !mdSignature(drive->signature_type)) continue;
        if (!drive->holders.empty()) {
            outcome.ok = false;
            outcome.error = fmt::format("{} is held by {}, which the journal does not name: not "
                                        "touched",
                                        path, drive->holders.front());
            return outcome;
        }
        if (!run(other ? wipeSteps(path) : raid::deleteSteps({}, {path}), *context.runner, outcome))
            return outcome;
    }
    JournalEvent event;
    event.kind = "cleaned_up";
    event.detail = {{"deleted", outcome.deleted}, {"commands", outcome.commands}};
    journal.append(event);
    return outcome;
}

} // namespace am::campaign
