#include "core/campaign/validation.h"

#include <set>

#include <fmt/format.h>

#include "core/campaign/campaign_plan.h"
#include "core/raid/backend_geometry.h"
#include "core/util/units.h"

namespace am::campaign {

namespace {

raid::Validation validateConfiguration(const CampaignSpec& spec, std::size_t index,
                                       const drives::ScanResult& scan,
                                       const raid::Platform* platform,
                                       const std::map<std::string, std::string>& controllers)
{
    const raid::Plan plan = campaignRaidPlan(spec, index, scan);
    raid::ValidationContext context;
    context.scan = &scan;
    context.platform = platform;
    context.controllers = controllers;
    return raid::validate(plan, context);
}

// A finding about one drive (in use, unknown, read-only) is the same in every
// configuration: reported once, as raid::validate() words it. Any other names
// the configuration it belongs to.
void addProblem(std::vector<raid::Finding>& findings, std::set<std::string>& seen,
                const drives::ScanResult& scan, const std::string& id, const raid::Finding& finding)
{
    if (scan.find(finding.subject)) {
        if (seen.insert(finding.rule + "\n" + finding.subject + "\n" + finding.message).second)
            findings.push_back(finding);
        return;
    }
    findings.push_back({finding.rule, id + ": " + finding.subject,
                        fmt::format("configuration {}: {}", id, finding.message)});
}

std::string sizeText(std::uint64_t bytes)
{
    return fmt::format("{} bytes ({})", bytes, util::formatSize(bytes, util::SizeUnits::Binary));
}

// The span measured must fit every array, and every drive for the baseline.
void checkSpan(const CampaignSpec& spec, const drives::ScanResult& scan,
               std::vector<raid::Finding>& problems)
{
    if (!spec.size_bytes || *spec.size_bytes == 0) return;
    const std::uint64_t span = *spec.size_bytes;
    std::vector<std::uint64_t> sizes;
    for (const auto& drive : spec.drives)
        if (const auto* device = scan.find(drive)) {
            sizes.push_back(device->size_bytes);
            if (spec.options.baseline && span > device->size_bytes)
                problems.push_back(
                    {"campaign_size", device->path,
                     fmt::format("the span {} is larger than {} ({}) for the baseline",
                                 sizeText(span), device->path, sizeText(device->size_bytes))});
        }
    if (sizes.size() != spec.drives.size()) return; // unknown drives are reported already
    for (std::size_t i = 0; i < spec.configurations.size(); ++i) {
        const raid::Plan plan = campaignRaidPlan(spec, i, scan);
        if (plan.members.size() < raid::minimumMembers(plan.level)) continue;
        // A test file on a filesystem: the engine checks its free space before it writes.
        if (raid::backendInfo(raid::backendOf(plan)).measured_through_file) continue;
        const auto geometry = raid::planGeometry(plan, sizes);
        const std::string id = configurationId(spec.configurations[i]);
        if (span > geometry.capacity_bytes)
            problems.push_back(
                {"campaign_size", id + ": size=" + std::to_string(span),
                 fmt::format("configuration {}: the span {} is larger than the array ({})", id,
                             sizeText(span), sizeText(geometry.capacity_bytes))});
    }
}

} // namespace

std::vector<raid::Finding> validateCampaign(const CampaignSpec& spec,
                                            const drives::ScanResult& scan,
                                            const raid::Platform* platform,
                                            const std::vector<bench::Preset>* presets,
                                            const std::map<std::string, std::string>& controllers)
{
    std::vector<raid::Finding> problems;
    if (spec.drives.empty())
        problems.push_back({"campaign_no_drives", "drives",
                            "a campaign needs drives: name every drive it may destroy"});
    std::set<std::string> drives_seen;
    for (const auto& drive : spec.drives) {
        const auto* device = scan.find(drive);
        const std::string key = device ? device->name : drive;
        if (!drives_seen.insert(key).second)
            problems.push_back(
                {"campaign_duplicate_drive", drive,
                 fmt::format("{} is listed more than once; list each drive once", drive)});
    }
    if (spec.configurations.empty())
        problems.push_back({"campaign_no_configurations", "configurations",
                            "a campaign needs at least one configuration (e.g. raid5:64k)"});
    std::set<std::string> ids;
    for (const auto& configuration : spec.configurations)
        if (!ids.insert(configurationId(configuration)).second)
            problems.push_back({"campaign_duplicate_configuration", configurationId(configuration),
                                fmt::format("configuration {} is listed more than once",
                                            configurationId(configuration))});
    try {
        campaignCells(spec, presets);
    } catch (const std::invalid_argument& error) {
        problems.push_back({"campaign_unknown_preset", spec.preset, error.what()});
    }
    if (spec.runtime_s && !(*spec.runtime_s > 0))
        problems.push_back({"campaign_runtime", fmt::format("runtime={}", *spec.runtime_s),
                            fmt::format("runtime {} s must be more than 0", *spec.runtime_s)});
    if (spec.ramp_s && !(*spec.ramp_s >= 0))
        problems.push_back({"campaign_ramp", fmt::format("ramp={}", *spec.ramp_s),
                            fmt::format("ramp {} s must be 0 or more", *spec.ramp_s)});
    if (spec.size_bytes && *spec.size_bytes == 0)
        problems.push_back({"campaign_size", "size=0", "the measured size must be more than 0"});
    for (const auto& configuration : spec.configurations)
        if (raid::backendInfo(backendOf(configuration)).measured_through_file && !spec.size_bytes)
            problems.push_back(
                {"campaign_size", configurationId(configuration),
                 fmt::format("configuration {} is measured through a test file on its "
                             "filesystem, which needs a size: give the span measured (--size, "
                             "size_bytes)",
                             configurationId(configuration))});
    if (spec.drives.empty()) return problems;
    checkSpan(spec, scan, problems);
    std::set<std::string> seen;
    for (std::size_t i = 0; i < spec.configurations.size(); ++i) {
        const auto v = validateConfiguration(spec, i, scan, platform, controllers);
        for (const auto& problem : v.problems)
            if (problem.rule != "duplicate_device") // campaign_duplicate_drive says it
                addProblem(problems, seen, scan, configurationId(spec.configurations[i]), problem);
    }
    return problems;
}

std::vector<raid::Finding> campaignWarnings(const CampaignSpec& spec,
                                            const drives::ScanResult& scan,
                                            const raid::Platform* platform,
                                            const std::map<std::string, std::string>& controllers)
{
    std::vector<raid::Finding> warnings;
    std::set<std::string> seen;
    for (std::size_t i = 0; i < spec.configurations.size(); ++i)
        for (const auto& warning :
             validateConfiguration(spec, i, scan, platform, controllers).warnings)
            if (seen.insert(warning.rule + "\n" + warning.subject + "\n" + warning.message).second)
                warnings.push_back(warning);
    return warnings;
}

} // namespace am::campaign
