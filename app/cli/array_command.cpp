#include <cstdio>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "app/cli/array_cli.h"
#include "app/cli/command.h"
#include "app/cli/table.h"
#include "core/raid/md_sysfs.h"
#include "core/raid/mismatch_meaning.h"
#include "core/raid/raid_json.h"
#include "core/util/json_text.h"
#include "core/util/process_runner.h"
#include "core/util/units.h"

namespace am::cli {

namespace array {

void addRootOptions(CLI::App* command, drives::SystemRoots& roots)
{
    command->add_option("--sysfs", roots.sysfs, "Root of sysfs (default /sys)");
    command->add_option("--procfs", roots.procfs, "Root of procfs (default /proc)");
    command->add_option("--devfs", roots.devfs, "Root of devfs (default /dev)");
}

void requireLiveRoots(const drives::SystemRoots& roots, const std::vector<raid::Step>& steps)
{
    const drives::SystemRoots live;
    std::vector<std::string> moved;
    if (roots.sysfs != live.sysfs) moved.push_back("--sysfs " + roots.sysfs.string());
    if (roots.procfs != live.procfs) moved.push_back("--procfs " + roots.procfs.string());
    if (roots.devfs != live.devfs) moved.push_back("--devfs " + roots.devfs.string());
    if (moved.empty()) return;
    for (const auto& step : steps) fmt::print("  {}\n", util::displayCommand(step.display()));
    throw UsageError(fmt::format(
        "{}: the checks looked at a recorded machine, but these commands would change this "
        "machine's devices; nothing was run (test roots are for commands that only read)",
        fmt::join(moved, " ")));
}

void printExecution(const raid::ExecutionReport& report)
{
    for (const auto& outcome : report.outcomes) {
        fmt::print("{} {}\n", outcome.ok ? "ok  " : "FAIL",
                   util::displayCommand(outcome.step.display()));
        if (!outcome.ok) fmt::print("     {}\n", outcome.message);
    }
}

void runAndReport(const std::vector<raid::Step>& steps, bool json, nlohmann::json extra)
{
    util::SpawnRunner runner;
    const auto report = raid::execute(steps, runner);
    if (json) {
        extra["ok"] = report.ok;
        extra["execution"] = raid::toJson(report);
        fmt::print("{}\n", util::jsonText(extra, 2));
    } else {
        printExecution(report);
    }
    if (!report.ok) throw std::runtime_error(report.outcomes.back().message);
}

void printStatus(const raid::ArrayStatus& status)
{
    fmt::print("{}: {} {}, {}", status.path.empty() ? status.name : status.path, status.level,
               status.metadata.empty() ? "" : "(" + status.metadata + ")",
               raid::toString(status.state));
    if (status.progress) fmt::print(", {} {:.1f}%", status.sync_action, *status.progress * 100);
    if (status.speed_bytes_per_s)
        fmt::print(" at {:.1f} MB/s", static_cast<double>(*status.speed_bytes_per_s) / 1e6);
    if (status.eta_seconds) fmt::print(", about {} min left", (*status.eta_seconds + 59) / 60);
    fmt::print("\n");
    if (status.size_bytes)
        fmt::print("  size {} ({} bytes)",
                   util::formatSize(status.size_bytes, util::SizeUnits::Decimal),
                   status.size_bytes);
    if (status.raid_disks)
        fmt::print(", {} raid disks, {} missing", status.raid_disks, status.degraded);
    if (!status.container.empty()) fmt::print(", in container {}", status.container);
    fmt::print("\n");
    if (status.reshape_from_raid_disks || status.reshape_from_chunk_bytes ||
        status.reshape_position_bytes) {
        fmt::print("  reshape");
        if (status.reshape_from_raid_disks)
            fmt::print(" from {} to {} raid disks", *status.reshape_from_raid_disks,
                       status.raid_disks);
        if (status.reshape_from_chunk_bytes)
            fmt::print(", chunk {} KiB to {} KiB", *status.reshape_from_chunk_bytes / 1024,
                       status.chunk_bytes / 1024);
        if (status.reshape_position_bytes)
            fmt::print(", at {} of the array",
                       util::formatSize(*status.reshape_position_bytes, util::SizeUnits::Decimal));
        if (status.sync_action != "reshape")
            fmt::print(" (not running: {})",
                       status.sync_action.empty() ? status.array_state : status.sync_action);
        fmt::print("\n");
    }
    if (!status.consistency_policy.empty() && status.consistency_policy != "none")
        fmt::print("  crash consistency {}{}\n", status.consistency_policy,
                   status.bitmap.empty() ? "" : ", bitmap " + status.bitmap);
    if (!status.scan.empty()) fmt::print("  scan: {}\n", status.scan);
    if (const std::string check =
            raid::lastCheckSummary(status.level, status.last_sync_action, status.mismatches);
        !check.empty()) {
        fmt::print("  last check: {}\n", check);
        if (status.mismatches.value_or(0) > 0)
            fmt::print("    {}\n", raid::mismatchExplanation(raid::mismatchMeaning(status.level)));
    }
    TextTable members({"MEMBER", "SLOT", "ROLE", "KERNEL STATE", "ERRORS", "BAD BLOCKS"});
    for (const auto& member : status.members)
        members.addRow({member.path, member.slot ? std::to_string(*member.slot) : "-", member.role,
                        fmt::format("{}", fmt::join(member.states, ",")),
                        member.errors ? std::to_string(*member.errors) : "-",
                        member.bad_blocks
                            ? fmt::format("{} ({} sectors)", member.bad_blocks->entries,
                                          member.bad_blocks->sectors)
                            : "-"});
    fmt::print("{}", members.render());
}

} // namespace array

void addArrayCommand(CLI::App& app)
{
    CLI::App* command = app.add_subcommand(
        "array", "Plan, build, watch and remove arrays: md (mdadm), LVM raid, btrfs");
    command->require_subcommand(1);
    array::addPlanCommands(*command);
    array::addManageCommands(*command);
    array::addBackendsCommand(*command);
    array::addSettingsCommand(*command);
    array::addCareCommand(*command);
    array::addReshapeCommand(*command);
    array::addGrowFsCommand(*command);
}

} // namespace am::cli
