// arraymark-cli array reshape: grow and reshape an md array (issue #23).
#include <memory>

#include <fmt/format.h>

#include "app/cli/array_cli.h"
#include "app/cli/command.h"
#include "core/estimate/reshape_time_here.h"
#include "core/raid/operation_refused.h"
#include "core/raid/raid_json.h"
#include "core/raid/reshape_operation.h"
#include "core/util/json_text.h"
#include "core/util/process_runner.h"
#include "core/util/units.h"

namespace am::cli::array {

namespace {

struct ReshapeOptions {
    std::string array;
    std::vector<std::string> add;
    std::uint32_t raid_devices = 0;
    std::string size;
    std::string level;
    std::string chunk;
    std::string backup_file;
    std::string force_name;
    std::string state_dir = raid::kReshapeStateDir.string();
    bool yes = false;
    bool json = false;
    drives::SystemRoots roots;
};

raid::ReshapeRequest requestOf(const ReshapeOptions& o)
{
    raid::ReshapeRequest request;
    request.add = o.add;
    if (o.raid_devices) request.raid_devices = o.raid_devices;
    if (!o.size.empty()) {
        if (o.size != "max")
            throw UsageError(fmt::format("--size \"{}\": only \"max\" (use the whole of each "
                                         "member); a shrink is --raid-devices with --force-name",
                                         o.size));
        request.size_max = true;
    }
    if (!o.level.empty()) {
        request.level = raid::parseLevel(o.level);
        if (!request.level)
            throw UsageError(fmt::format("--level \"{}\" is not a level (raid0, raid1, raid5, "
                                         "raid6, raid10)",
                                         o.level));
    }
    if (!o.chunk.empty()) {
        try {
            request.chunk_bytes = util::parseSize(o.chunk);
        } catch (const std::invalid_argument& error) {
            throw UsageError(fmt::format("--chunk: {}", error.what()));
        }
    }
    if (!o.backup_file.empty()) request.backup_file = o.backup_file;
    if (!o.force_name.empty()) request.force_name = o.force_name;
    return request;
}

void runReshape(const ReshapeOptions& o)
{
    const raid::ReshapeRequest request = requestOf(o);
    raid::ReshapePlan plan;
    try {
        plan = raid::reshapeOperation(o.roots, o.array, request, o.state_dir);
    } catch (const raid::OperationRefused& refused) {
        throw UsageError(refused.what());
    }
    const auto time = estimate::reshapeTimeHere(plan, o.roots);
    if (o.json && !o.yes) {
        nlohmann::json doc = raid::toJson(plan);
        doc["estimate"] = estimate::reshapeTimeJson(time);
        fmt::print("{}\n", util::jsonText(doc, 2));
        return;
    }
    if (!o.json) {
        for (const auto& line : raid::reshapePlanLines(plan)) fmt::print("{}\n", line);
        fmt::print("  time: {}\n", time ? estimate::reshapeTimeText(*time) +
                                              " (reference rates of the members' kind)"
                                        : std::string("none: nothing is read or written"));
    }
    if (!o.yes) {
        if (!o.json) fmt::print("nothing was written; add --yes to run the steps above\n");
        return;
    }
    requireLiveRoots(o.roots, plan.steps);
    if (plan.backup_file) {
        // What `array assemble` gives back to mdadm when the reshape is interrupted.
        util::SpawnRunner runner;
        raid::recordReshape(plan, runner, o.state_dir);
        if (!o.json) fmt::print("recorded the backup file in {} for array assemble\n", o.state_dir);
    }
    runAndReport(plan.steps, o.json, raid::toJson(plan));
    if (!o.json)
        fmt::print("the reshape runs in the background; `arraymark-cli array show {}` shows its "
                   "progress, `arraymark-cli array wait {}` waits for it\n",
                   plan.md_name, plan.md_name);
}

} // namespace

void addReshapeCommand(CLI::App& array)
{
    auto o = std::make_shared<ReshapeOptions>();
    CLI::App* command = array.add_subcommand(
        "reshape", "Grow or reshape an md array or imsm volume: more members, bigger members, "
                   "another level or chunk (prints the plan; runs it with --yes)");
    command
        ->add_option("array", o->array,
                     "The array: md127, /dev/md127, NAME or /dev/md/NAME (imsm: the volume, "
                     "or the container to add disks to every volume)")
        ->required();
    command->add_option("--add", o->add, "Devices to add first (free, as for array add)");
    command->add_option("--raid-devices", o->raid_devices, "Active members afterwards");
    command->add_option("--size", o->size, "max: use the whole of each (bigger) member");
    command->add_option("--level", o->level, "The level afterwards (raid0, raid1, raid5, ...)");
    command->add_option("--chunk", o->chunk, "The chunk afterwards (64K, 512K, ...)");
    command->add_option("--backup-file", o->backup_file,
                        "Where mdadm keeps the stripes it moves (not on the array or a member); "
                        "default when needed: " +
                            (raid::kReshapeStateDir / "MD-reshape.backup").string());
    command->add_option("--force-name", o->force_name,
                        "The array's name, to confirm a shrink or the loss of all redundancy");
    command->add_option("--state-dir", o->state_dir,
                        "Where the backup file is recorded for array assemble (default " +
                            raid::kReshapeStateDir.string() + ")");
    command->add_flag("--yes", o->yes, "Run the steps");
    command->add_flag("--json", o->json, "Print JSON");
    addRootOptions(command, o->roots);
    command->callback([o] { runReshape(*o); });
}

} // namespace am::cli::array
