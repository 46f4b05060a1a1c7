#include <chrono>
#include <cstdio>
#include <memory>
#include <thread>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "app/cli/array_cli.h"
#include "app/cli/command.h"
#include "app/cli/table.h"
#include "core/drives/scan.h"
#include "core/raid/array_backend.h"
#include "core/raid/array_lookup.h"
#include "core/raid/backend_operations.h"
#include "core/raid/manage.h"
#include "core/raid/md_sysfs.h"
#include "core/raid/mdadm_conf.h"
#include "core/raid/mdadm_export.h"
#include "core/raid/operations.h"
#include "core/raid/raid_json.h"
#include "core/raid/reshape_operation.h"
#include "core/raid/steps.h"
#include "core/util/json_text.h"
#include "core/util/text_file.h"
#include "core/util/units.h"

namespace am::cli::array {

namespace {

struct ManageOptions {
    std::string backend; // --backend: look in that backend alone
    std::string array;
    std::string device;
    std::string with;
    std::string uuid;
    std::string action = "check";
    std::string conf_file;  // conf --write FILE
    std::string force_name; // fail, remove: the array's name, to confirm a refused loss
    std::string state_dir = raid::kReshapeStateDir.string(); // assemble: reshape records
    bool invalid_backup = false;                             // assemble: --invalid-backup
    double timeout_seconds = 3600;                           // wait
    bool json = false;
    bool yes = false;
    drives::SystemRoots roots;
};

std::string devPath(const std::string& md_name) { return "/dev/" + md_name; }

std::optional<raid::Backend> onlyBackend(const ManageOptions& o)
{
    if (o.backend.empty()) return std::nullopt;
    const auto backend = raid::parseBackend(o.backend);
    if (!backend)
        throw UsageError(
            fmt::format("--backend \"{}\" is not one of {}", o.backend, raid::backendList()));
    return backend;
}

raid::ArrayStatus findStatus(const ManageOptions& o)
{
    util::SpawnRunner runner;
    return raid::findArray(o.roots, runner, o.array, onlyBackend(o)).array;
}

bool isMd(const raid::ArrayStatus& status)
{
    return status.backend == raid::Backend::Md || status.backend == raid::Backend::Imsm;
}

// Runs the steps and prints the outcome; exit 1 (by exception) when one failed.
void runSteps(const std::vector<raid::Step>& steps, const ManageOptions& o,
              const nlohmann::json& extra = nlohmann::json::object())
{
    requireLiveRoots(o.roots, steps);
    runAndReport(steps, o.json, extra);
}

void runList(const ManageOptions& o)
{
    util::SpawnRunner runner;
    std::vector<raid::ArrayStatus> all;
    for (auto& status : raid::readEveryArray(o.roots, runner))
        if (!onlyBackend(o) || status.backend == *onlyBackend(o)) all.push_back(std::move(status));
    if (o.json) {
        nlohmann::json arrays = nlohmann::json::array();
        for (const auto& status : all) arrays.push_back(raid::toJson(status));
        fmt::print("{}\n", util::jsonText(nlohmann::json{{"arrays", arrays}}, 2));
        return;
    }
    if (all.empty()) {
        fmt::print("no arrays (md, lvm raid or btrfs){}\n",
                   raid::mdDriverLoaded(o.roots) ? "" : std::string("; ") + raid::kMdDriverMissing);
        return;
    }
    TextTable table({"ARRAY", "BACKEND", "LEVEL", "STATE", "SIZE", "SYNC", "MEMBERS"});
    for (const auto& status : all) {
        std::vector<std::string> members;
        for (const auto& member : status.members)
            members.push_back(member.name +
                              (member.role == "active" ? "" : "(" + member.role + ")"));
        table.addRow({status.backend == raid::Backend::Btrfs || status.path.empty() ? status.name
                                                                                    : status.path,
                      raid::toString(status.backend), status.level, raid::toString(status.state),
                      util::formatSize(status.size_bytes, util::SizeUnits::Decimal),
                      status.progress
                          ? fmt::format("{} {:.1f}%", status.sync_action, *status.progress * 100)
                          : "",
                      fmt::format("{}", fmt::join(members, " "))});
    }
    fmt::print("{}", table.render());
}

void runShow(const ManageOptions& o)
{
    const auto status = findStatus(o);
    // mdadm adds what sysfs lacks (UUID, name); it needs root, so its absence is no error.
    util::SpawnRunner runner;
    const auto detail_run =
        isMd(status) ? runner.run({"mdadm", "--detail", "--export", devPath(status.name)},
                                  {std::chrono::seconds(30)})
                     : util::ProcessResult{};
    nlohmann::json detail = nullptr;
    if (isMd(status) && detail_run.ok()) {
        const auto detail_export = raid::parseDetailExport(detail_run.out);
        detail = {{"uuid", detail_export.uuid},       {"name", detail_export.name},
                  {"devname", detail_export.devname}, {"container", detail_export.container},
                  {"member", detail_export.member},   {"values", detail_export.values}};
    }
    if (o.json) {
        nlohmann::json doc = raid::toJson(status);
        doc["detail"] = detail;
        fmt::print("{}\n", util::jsonText(doc, 2));
        return;
    }
    printStatus(status);
    if (!detail.is_null())
        fmt::print("  UUID {} name {}\n", detail["uuid"].get<std::string>(),
                   detail["name"].get<std::string>());
}

void runMember(raid::MemberAction action, const ManageOptions& o)
{
    std::optional<std::string> with;
    if (!o.with.empty()) with = o.with;
    std::optional<std::string> force_name;
    if (!o.force_name.empty()) force_name = o.force_name;
    util::SpawnRunner runner;
    const auto operation = raid::memberOperation(o.roots, runner, o.array, action, o.device, with,
                                                 onlyBackend(o), force_name);
    runSteps(operation.steps, o, {{"array", operation.array_path}});
}

void runGrow(const ManageOptions& o)
{
    raid::requireCapability(findStatus(o).backend, raid::Capability::Grow, "grow");
    const auto operation = raid::growOperation(o.roots, o.array, o.device);
    runSteps(operation.steps, o, {{"array", operation.array_path}});
}

void runStop(const ManageOptions& o)
{
    util::SpawnRunner runner;
    const auto operation = raid::stopOperation(o.roots, runner, o.array, onlyBackend(o));
    runSteps(operation.steps, o, {{"array", operation.array_path}});
}

void runAssemble(const ManageOptions& o)
{
    raid::requireMdDriver(o.roots);
    std::optional<std::string> path;
    if (!o.array.empty()) path = o.array.starts_with("/dev/") ? o.array : raid::arrayPath(o.array);
    std::optional<std::string> uuid;
    if (!o.uuid.empty()) uuid = o.uuid;
    raid::Step step = raid::assembleStep(path, uuid);
    // An interrupted reshape that kept a backup file needs it back (array reshape recorded it).
    const auto record = raid::reshapeRecordFor(raid::readReshapeRecords(o.state_dir), path, uuid);
    if (o.invalid_backup && !record)
        throw UsageError("--invalid-backup: no recorded reshape backup file for " +
                         (path   ? *path
                          : uuid ? "UUID " + *uuid
                                 : std::string("--scan")) +
                         " in " + o.state_dir + "; nothing was run");
    if (record) step = raid::withBackupFile(std::move(step), *record, o.invalid_backup);
    try {
        runSteps({step}, o);
    } catch (const std::runtime_error& error) {
        if (!record) throw;
        const std::string again = "arraymark-cli array assemble " +
                                  (path ? *path + " " : std::string()) +
                                  (uuid ? "--uuid " + *uuid + " " : "");
        if (!o.invalid_backup && raid::criticalSectionNotRestored(error.what()))
            throw std::runtime_error(
                std::string(error.what()) +
                "\nmdadm cannot restore the reshape's critical "
                "section from " +
                record->backup_file +
                " (it no longer matches where the "
                "reshape stopped); `" +
                again +
                "--invalid-backup` assembles the array without "
                "it and the reshape continues: the stripes of that section may be lost, so "
                "verify the data afterwards");
        if (o.invalid_backup)
            throw std::runtime_error(
                std::string(error.what()) +
                "\nmdadm 4.2 may crash after assembling with "
                "--invalid-backup: `arraymark-cli array show` says whether the array came up "
                "and reshapes");
        throw;
    }
}

void runScrub(const ManageOptions& o)
{
    const auto action = raid::parseScrubAction(o.action);
    if (!action)
        throw UsageError("--action \"" + o.action + "\" is not one of check, repair, idle");
    util::SpawnRunner runner;
    const auto operation = raid::scrubOperation(o.roots, runner, o.array, *action, onlyBackend(o));
    runSteps(operation.steps, o, {{"array", operation.array_path}});
}

void runDelete(const ManageOptions& o)
{
    util::SpawnRunner runner;
    const auto operation = raid::deleteOperation(o.roots, runner, o.array, onlyBackend(o));
    if (!o.yes) {
        for (const auto& step : operation.steps)
            fmt::print("  {}\n", util::displayCommand(step.display()));
        throw UsageError("array delete destroys " + operation.array_path +
                         ": nothing was written; add --yes to run the commands above");
    }
    runSteps(operation.steps, o,
             {{"array", operation.array_path},
              {"stopped", operation.stopped},
              {"wiped", operation.wiped}});
}

// Polls the status once a second until no resync/recovery/reshape/check is
// running or pending; prints progress lines (text) or the final status (JSON).
void runWait(const ManageOptions& o)
{
    const auto deadline =
        std::chrono::steady_clock::now() + std::chrono::duration<double>(o.timeout_seconds);
    while (true) {
        const auto status = findStatus(o);
        const bool busy =
            status.sync_pending || (!status.sync_action.empty() && status.sync_action != "idle" &&
                                    status.sync_action != "frozen");
        if (!busy) {
            if (o.json)
                fmt::print("{}\n", util::jsonText(raid::toJson(status), 2));
            else
                printStatus(status);
            return;
        }
        if (!o.json && status.progress)
            fmt::print("{} {} {:.1f}%\n", status.path, status.sync_action, *status.progress * 100);
        if (std::chrono::steady_clock::now() > deadline)
            throw std::runtime_error(fmt::format("{} is still busy ({}) after {} s", status.path,
                                                 status.sync_action, o.timeout_seconds));
        std::this_thread::sleep_for(std::chrono::seconds(1));
    }
}

// The ARRAY line for mdadm.conf; written only when asked (--write FILE).
void runConf(const ManageOptions& o)
{
    if (const auto status = findStatus(o); !isMd(status))
        throw UsageError(fmt::format("{} is a {} array: mdadm.conf lists md arrays only", o.array,
                                     raid::toString(status.backend)));
    raid::requireMdDriver(o.roots);
    const std::string name = raid::resolveArrayName(o.roots, o.array);
    util::SpawnRunner runner;
    const auto lines = raid::readConfLines(runner, devPath(name));
    std::vector<std::string> added;
    if (!o.conf_file.empty()) added = raid::appendArrayLines(o.conf_file, lines);
    if (o.json) {
        fmt::print("{}\n", util::jsonText(nlohmann::json{{"array", devPath(name)},
                                                         {"lines", lines},
                                                         {"file", o.conf_file},
                                                         {"added", added},
                                                         {"hint", raid::kInitramfsHint}},
                                          2));
        return;
    }
    for (const auto& line : lines) fmt::print("{}\n", line);
    if (!o.conf_file.empty())
        fmt::print(stderr, "{} line(s) added to {}; {}\n", added.size(), o.conf_file,
                   raid::kInitramfsHint);
}

const char* memberHelp(raid::MemberAction action)
{
    switch (action) {
    case raid::MemberAction::Fail:
        return "Mark a member faulty (mdadm --manage --fail)";
    case raid::MemberAction::Remove:
        return "Remove a faulty or spare member (imsm: from the container)";
    case raid::MemberAction::Add:
        return "Add a free device as a spare (imsm: to the container)";
    case raid::MemberAction::ReAdd:
        return "Re-add a recent member; the bitmap limits the resync";
    case raid::MemberAction::Replace:
        return "Rebuild a member onto a spare while it still works";
    case raid::MemberAction::Repair:
        return "LVM raid: rebuild a failed member onto free space of the volume group";
    }
    return "";
}

CLI::App* subcommand(CLI::App& array, const char* name, const char* help, ManageOptions& o,
                     bool needs_array = true)
{
    CLI::App* command = array.add_subcommand(name, help);
    if (needs_array)
        command
            ->add_option("array", o.array,
                         "The array: md127, /dev/md127, NAME or /dev/md/NAME; lvm VG/LV or VG; "
                         "btrfs label or UUID")
            ->required();
    command->add_option("--backend", o.backend, "Look for the array in this backend only");
    command->add_flag("--json", o.json, "Print JSON");
    addRootOptions(command, o.roots);
    return command;
}

} // namespace

void addManageCommands(CLI::App& array)
{
    auto o = std::make_shared<ManageOptions>();
    subcommand(array, "list", "List arrays (md, lvm raid, btrfs) with state and sync progress", *o,
               false)
        ->callback([o] { runList(*o); });
    subcommand(array, "show", "Show one array: state, sync, members", *o)->callback([o] {
        runShow(*o);
    });
    // One subcommand per member action, named as core names it (core/raid/steps.h).
    for (const auto& [action, name] : raid::kMemberActionNames) {
        CLI::App* command = subcommand(array, std::string(name).c_str(), memberHelp(action), *o);
        command->add_option("device", o->device, "The member device")->required();
        if (action == raid::MemberAction::Replace)
            command->add_option("--with", o->with, "The spare to rebuild onto");
        if (action == raid::MemberAction::Fail || action == raid::MemberAction::Remove)
            command->add_option("--force-name", o->force_name,
                                "md: the array's name, to go on when this would fail the array or "
                                "take its last redundancy");
        const raid::MemberAction chosen = action;
        command->callback([o, chosen] { runMember(chosen, *o); });
    }
    CLI::App* grow = subcommand(array, "grow", "Add a device and grow the array onto it", *o);
    grow->add_option("device", o->device, "The new member")->required();
    grow->callback([o] { runGrow(*o); });
    subcommand(array, "stop", "Stop an array (mdadm --stop)", *o)->callback([o] { runStop(*o); });
    CLI::App* assemble =
        subcommand(array, "assemble", "Assemble arrays (mdadm --assemble)", *o, false);
    assemble->add_option("array", o->array, "NAME or /dev/md/NAME (default: every array, --scan)");
    assemble->add_option("--uuid", o->uuid, "Assemble the array with this UUID");
    assemble->add_flag("--invalid-backup", o->invalid_backup,
                       "With a recorded reshape backup file that mdadm cannot restore: assemble "
                       "without it (mdadm --invalid-backup; that section's stripes may be lost)");
    assemble->add_option("--state-dir", o->state_dir,
                         "Where array reshape recorded backup files (default " +
                             raid::kReshapeStateDir.string() + ")");
    assemble->callback([o] { runAssemble(*o); });
    CLI::App* scrub =
        subcommand(array, "scrub", "Start or stop a check/repair through md/sync_action", *o);
    scrub->add_option("--action", o->action, "check (default), repair or idle");
    scrub->callback([o] { runScrub(*o); });
    CLI::App* wait =
        subcommand(array, "wait", "Wait until no resync, recovery, reshape or check runs", *o);
    wait->add_option("--timeout", o->timeout_seconds,
                     "Give up after this many seconds (default 3600)");
    wait->callback([o] { runWait(*o); });
    CLI::App* conf =
        subcommand(array, "conf", "Print the mdadm.conf ARRAY line (mdadm --detail --brief)", *o);
    conf->add_option("--write", o->conf_file,
                     "Append it to this file when not there yet (Debian: /etc/mdadm/mdadm.conf)");
    conf->callback([o] { runConf(*o); });
    CLI::App* remove =
        subcommand(array, "delete", "Stop the array and erase its superblocks (needs --yes)", *o);
    remove->add_flag("--yes", o->yes, "Really erase the members");
    remove->callback([o] { runDelete(*o); });
}

} // namespace am::cli::array
