#include <cstdio>
#include <memory>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "app/cli/command.h"
#include "app/cli/table.h"
#include "core/drives/drive_json.h"
#include "core/drives/health/scan_health.h"
#include "core/drives/scan.h"
#include "core/util/json_text.h"
#include "core/util/process_runner.h"
#include "core/util/units.h"

namespace am::cli {

namespace {

struct DrivesOptions {
    bool json = false;
    bool health = false;
    drives::SystemRoots roots;
};

std::string linkText(const drives::BlockDevice& device)
{
    if (!device.nvme || device.nvme->link_speed.empty()) return "";
    const auto& nvme = *device.nvme;
    return nvme.link_width ? fmt::format("{} x{}", nvme.link_speed, *nvme.link_width)
                           : nvme.link_speed;
}

// HDD/SSD only where a physical drive sits behind the name; for virtual
// devices the kernel's rotational flag says little.
std::string mediaText(const drives::BlockDevice& device)
{
    using drives::Transport;
    if (device.is_partition) return "";
    switch (device.transport) {
    case Transport::Nvme:
    case Transport::Sata:
    case Transport::Sas:
    case Transport::Usb:
        return device.rotational ? "HDD" : "SSD";
    default:
        return "";
    }
}

std::string verdictText(const drives::BlockDevice& device)
{
    switch (drives::verdictOf(device)) {
    case drives::Verdict::Free:
        return device.size_bytes == 0 ? "empty" : "free";
    case drives::Verdict::NeedsAdmin:
        // Not a known use: only this user cannot read it (writes are refused all the same).
        return "NOT CHECKED: needs administrator rights (run as root to check its content)";
    case drives::Verdict::InUse:
        break;
    }
    std::vector<std::string> reasons;
    for (const auto& reason : device.in_use_reasons) reasons.push_back(reason.detail);
    return fmt::format("IN USE: {}", fmt::join(reasons, "; "));
}

// "healthy", "worn: 93% of its rated endurance used", ...; empty where SMART was not read.
std::string healthText(const drives::BlockDevice& device)
{
    if (!device.health) return "";
    const auto& health = *device.health;
    if (health.reasons.empty()) return drives::toString(health.verdict);
    return fmt::format("{}: {}", drives::toString(health.verdict), fmt::join(health.reasons, "; "));
}

void addRow(TextTable& table, const drives::BlockDevice& device, const std::string& prefix,
            bool health)
{
    std::vector<std::string> row = {prefix + device.name,
                                    drives::toString(device.transport),
                                    util::formatSize(device.size_bytes, util::SizeUnits::Decimal),
                                    mediaText(device),
                                    device.model,
                                    device.serial,
                                    linkText(device)};
    if (health) row.push_back(healthText(device));
    row.push_back(verdictText(device));
    table.addRow(row);
}

void printTable(const drives::ScanResult& result, bool health)
{
    std::vector<std::string> header = {"NAME",  "TRANSPORT", "SIZE", "TYPE",
                                       "MODEL", "SERIAL",    "LINK"};
    if (health) header.push_back("HEALTH");
    header.push_back("STATE");
    TextTable drives(header);
    for (const auto& device : result.drives) {
        addRow(drives, device, "", health);
        for (std::size_t i = 0; i < device.partitions.size(); ++i)
            addRow(drives, device.partitions[i], i + 1 < device.partitions.size() ? "├─" : "└─",
                   health);
    }
    fmt::print("{}", drives.render());
    if (!result.arrays.empty()) {
        TextTable arrays({"ARRAY", "LEVEL", "STATE", "SIZE", "MEMBERS"});
        for (const auto& array : result.arrays)
            arrays.addRow({array.name, array.level, array.array_state,
                           util::formatSize(array.size_bytes, util::SizeUnits::Decimal),
                           fmt::format("{}", fmt::join(array.members, " "))});
        fmt::print("\n{}", arrays.render());
    }
    for (const auto& warning : result.warnings) fmt::print(stderr, "warning: {}\n", warning);
}

} // namespace

void addDrivesCommand(CLI::App& app)
{
    auto options = std::make_shared<DrivesOptions>();
    CLI::App* command =
        app.add_subcommand("drives", "List every block device and whether it is safe to touch");
    command->add_flag("--json", options->json, "Print one JSON document instead of a table");
    command->add_flag("--health", options->health,
                      "Read each drive's SMART health through smartctl (needs root)");
    command->add_option("--sysfs", options->roots.sysfs, "Root of sysfs (default /sys)");
    command->add_option("--procfs", options->roots.procfs, "Root of procfs (default /proc)");
    command->add_option("--devfs", options->roots.devfs, "Root of devfs (default /dev)");
    command->callback([options] {
        drives::ScanResult result;
        try {
            result = drives::scan(options->roots);
        } catch (const drives::ScanError& error) {
            throw UsageError(error.what());
        }
        if (options->health) {
            util::SpawnRunner runner;
            drives::readHealth(result, runner);
        }
        // A name that is not UTF-8 (a loop device's backing file) becomes U+FFFD rather than
        // aborting the dump.
        if (options->json)
            fmt::print("{}\n", util::jsonText(drives::toJson(result), 2));
        else
            printTable(result, options->health);
    });
}

} // namespace am::cli
