#include "core/campaign/campaign_plan.h"

#include <algorithm>
#include <filesystem>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/campaign/duration.h"
#include "core/campaign/phases.h"
#include "core/campaign/report_text.h"
#include "core/raid/array_backend.h"
#include "core/raid/backend_geometry.h"
#include "core/raid/validation.h"
#include "core/util/units.h"

namespace am::campaign {

namespace {

std::vector<const drives::BlockDevice*> devicesOf(const std::vector<std::string>& paths,
                                                  const drives::ScanResult& scan)
{
    std::vector<const drives::BlockDevice*> devices;
    for (const auto& path : paths)
        if (const auto* device = scan.find(path)) devices.push_back(device);
    return devices;
}

double slowestWrite(const std::vector<const drives::BlockDevice*>& devices)
{
    double rate = 0;
    for (const auto* device : devices) {
        const double write = referenceRates(*device).write_bytes_per_s;
        rate = rate == 0 ? write : std::min(rate, write);
    }
    return rate;
}

// A sequential fill of the span measured: the array's capacity (or the size
// asked for) at the data members' combined write rate.
double preconditionSeconds(const CampaignSpec& spec, const raid::Plan& plan,
                           const std::vector<const drives::BlockDevice*>& members)
{
    std::vector<std::uint64_t> sizes;
    for (const auto* device : members) sizes.push_back(device->size_bytes);
    const auto geometry = raid::planGeometry(plan, sizes);
    const std::uint64_t bytes = spec.size_bytes
                                    ? std::min(*spec.size_bytes, geometry.capacity_bytes)
                                    : geometry.capacity_bytes;
    return fillSeconds(bytes, slowestWrite(members) * std::max(1U, geometry.data_members));
}

std::vector<std::string> arraysToStop(const raid::Plan& plan)
{
    if (!isMdFamily(plan)) return {raid::plannedPath(plan)};
    std::vector<std::string> arrays{raid::arrayPath(plan.name)};
    if (plan.metadata == raid::Metadata::Imsm)
        arrays.push_back(raid::arrayPath(plan.container_name));
    return arrays;
}

ConfigurationPlan planConfiguration(const CampaignSpec& spec, std::size_t index,
                                    const drives::ScanResult& scan, double cells_seconds)
{
    ConfigurationPlan result;
    result.configuration = spec.configurations[index];
    result.array_name = arrayNameFor(result.configuration);
    result.plan = campaignRaidPlan(spec, index, scan);
    result.create_steps = raid::arrayBackend(raid::backendOf(result.plan)).createSteps(result.plan);
    result.arrays_to_stop = arraysToStop(result.plan);
    result.delete_steps = isMdFamily(result.plan)
                              ? raid::deleteSteps(result.arrays_to_stop, result.plan.members)
                              : raid::arrayBackend(raid::backendOf(result.plan))
                                    .deleteSteps(plannedStatus(result.plan), {});
    result.phases = phasesFor(result.configuration, spec.options);
    const auto members = devicesOf(result.plan.members, scan);
    for (const auto& phase : result.phases) {
        double seconds = 0;
        if (phase == "sync") seconds = rebuildSeconds(result.plan.level, members);
        if (phase == "precondition") seconds = preconditionSeconds(spec, result.plan, members);
        if (findPhase(phase)->measures) seconds += cells_seconds;
        if (phase == "rebuild") seconds += rebuildSeconds(result.plan.level, members);
        result.phase_seconds.push_back(seconds);
        result.estimated_seconds += seconds;
    }
    return result;
}

std::string destroyedSentence(const std::string& path, const drives::ScanResult& scan)
{
    const drives::BlockDevice* device = scan.find(path);
    if (!device) return fmt::format("{}: not found by the scan", path);
    std::string what =
        fmt::format("{} ({}{}{}): ", device->path, device->model.empty() ? "" : device->model,
                    device->model.empty() ? "" : ", ",
                    util::formatSize(device->size_bytes, util::SizeUnits::Decimal));
    std::vector<std::string> holds;
    if (!device->signature_type.empty())
        holds.push_back(
            fmt::format("a {} signature ({})", device->signature_type, device->signature_usage));
    if (!device->partitions.empty())
        holds.push_back(fmt::format("{} partition(s)", device->partitions.size()));
    if (holds.empty())
        what += "no partition table, filesystem or RAID signature found; every byte on it is "
                "overwritten";
    else
        what += fmt::format("holds {}; all of it is destroyed", fmt::join(holds, " and "));
    return what;
}

std::string commandLine(const raid::Step& step)
{
    return fmt::format("{}", fmt::join(step.display(), " "));
}

} // namespace

bool isMdFamily(const raid::Plan& plan)
{
    const raid::Backend backend = raid::backendOf(plan);
    return backend == raid::Backend::Md || backend == raid::Backend::Imsm;
}

raid::ArrayStatus plannedStatus(const raid::Plan& plan)
{
    raid::ArrayStatus status;
    status.backend = raid::backendOf(plan);
    status.level = raid::toString(plan.level);
    status.name = plan.name;
    status.path = raid::plannedPath(plan);
    if (status.backend == raid::Backend::Lvm) status.name = plan.name + "/" + plan.name;
    if (status.backend == raid::Backend::Btrfs) {
        status.mountpoint = status.path;
        status.path = plan.members.empty() ? std::string() : plan.members.front();
    }
    for (const auto& member : plan.members)
        status.members.push_back(
            {std::filesystem::path(member).filename().string(), member, {}, "active", {}});
    return status;
}

std::string measureFileIn(const std::string& folder)
{
    return (std::filesystem::path(folder) / "arraymark-test").string();
}

std::string arrayNameFor(const Configuration& configuration)
{
    std::string id = configurationId(configuration);
    if (configuration.metadata != raid::Metadata::Imsm) return "amc-" + id;
    id.resize(id.size() - std::string_view("-imsm").size());
    return "ami-r" + id.substr(std::string_view("raid").size());
}

raid::Plan campaignRaidPlan(const CampaignSpec& spec, std::size_t index,
                            const drives::ScanResult& scan)
{
    const Configuration& configuration = spec.configurations.at(index);
    raid::Plan plan = raidPlanFor(configuration, spec.drives, arrayNameFor(configuration));
    raid::canonicalizeDevices(plan, scan);
    // btrfs has no initial sync to skip.
    plan.assume_clean =
        spec.options.sync == SyncHandling::AssumeClean && plan.backend != raid::Backend::Btrfs;
    return plan;
}

CampaignPlan planCampaign(const CampaignSpec& spec, const drives::ScanResult& scan,
                          const std::vector<bench::Preset>* presets)
{
    CampaignPlan plan;
    plan.spec = spec;
    plan.cells = campaignCells(spec, presets);
    const double cells_seconds = cellsSeconds(plan.cells);
    if (spec.options.baseline)
        for (const auto* device : devicesOf(spec.drives, scan)) {
            plan.baseline_seconds += cells_seconds;
            if (spec.options.precondition)
                plan.baseline_seconds += fillSeconds(spec.size_bytes.value_or(device->size_bytes),
                                                     referenceRates(*device).write_bytes_per_s);
        }
    plan.estimated_seconds = plan.baseline_seconds;
    for (std::size_t i = 0; i < spec.configurations.size(); ++i) {
        plan.configurations.push_back(planConfiguration(spec, i, scan, cells_seconds));
        plan.estimated_seconds += plan.configurations.back().estimated_seconds;
    }
    for (const auto& drive : spec.drives) plan.destroyed.push_back(destroyedSentence(drive, scan));
    return plan;
}

std::string describePlan(const CampaignPlan& plan)
{
    const CampaignSpec& spec = plan.spec;
    const CampaignOptions& options = spec.options;
    std::string text = fmt::format("Campaign over {} drive(s): {}\n", spec.drives.size(),
                                   fmt::join(spec.drives, ", "));
    text +=
        fmt::format("Cells: preset {}, {} cell(s), {} per array or drive; span measured: {}\n",
                    spec.preset, plan.cells.size(), durationText(cellsSeconds(plan.cells)),
                    spec.size_bytes ? util::formatSize(*spec.size_bytes, util::SizeUnits::Binary)
                                    : std::string("the whole device"));
    const auto onOff = [](bool on) { return on ? "on" : "off"; };
    text +=
        fmt::format("Options: baseline {}, precondition {}{}, degraded run {}, rebuild run {}\n",
                    onOff(options.baseline), onOff(options.precondition),
                    options.precondition ? "" : " (the default: random cells on a fresh array)",
                    onOff(options.degraded), onOff(options.rebuild));
    text += options.sync == SyncHandling::Wait
                ? "Initial sync: waited for, with md's speed limits raised, before measuring\n"
                : "Initial sync: skipped (--assume-clean): mirrors and parity are not made "
                  "consistent; recorded in the results\n";
    if (options.baseline)
        text += fmt::format("Baseline: each drive alone with the same cells, ~{}\n",
                            durationText(plan.baseline_seconds));
    for (std::size_t i = 0; i < plan.configurations.size(); ++i) {
        const ConfigurationPlan& each = plan.configurations[i];
        text += fmt::format("\nConfiguration {} of {}: {} ({}), array {}, ~{}\n", i + 1,
                            plan.configurations.size(), configurationLabel(each.configuration),
                            configurationId(each.configuration), raid::plannedPath(each.plan),
                            durationText(each.estimated_seconds));
        for (std::size_t p = 0; p < each.phases.size(); ++p)
            text +=
                fmt::format("  {}. {}: {} (~{})\n", p + 1, each.phases[p],
                            findPhase(each.phases[p])->what, durationText(each.phase_seconds[p]));
        if (!isRedundant(each.configuration.level) && (options.degraded || options.rebuild))
            text += fmt::format("  {} has no redundancy: no degraded or rebuild run\n",
                                raid::toString(each.configuration.level));
        else if (!isMdFamily(each.plan) && (options.degraded || options.rebuild))
            text += fmt::format("  the {} backend: no degraded or rebuild run (campaigns fail and "
                                "rebuild md members only)\n",
                                raid::toString(raid::backendOf(each.plan)));
        if (raid::backendInfo(raid::backendOf(each.plan)).measured_through_file)
            text += fmt::format("  measured through the test file {}\n",
                                measureFileIn(raid::plannedPath(each.plan)));
        text += "  Creates with:\n";
        for (const auto& step : each.create_steps) text += "    " + commandLine(step) + "\n";
        text += "  Deletes with:\n";
        for (const auto& step : each.delete_steps) text += "    " + commandLine(step) + "\n";
    }
    text += "\nDestroyed (every configuration writes over all of these drives):\n";
    for (const auto& sentence : plan.destroyed) text += "  " + sentence + "\n";
    text += fmt::format("\nEstimated duration: ~{} (cells at their full runtime; sync and rebuild "
                        "from the estimator's reference rates for these drives)\n",
                        durationText(plan.estimated_seconds));
    return text;
}

} // namespace am::campaign
