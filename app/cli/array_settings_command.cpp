#include <memory>

#include <fmt/format.h>

#include "app/cli/array_cli.h"
#include "app/cli/command.h"
#include "core/raid/array_settings.h"
#include "core/raid/raid_json.h"
#include "core/util/json_text.h"
#include "core/util/process_runner.h"

namespace am::cli::array {

namespace {

struct SettingsOptions {
    std::string array;
    std::string bitmap;
    std::string consistency_policy;
    std::vector<std::string> write_mostly;
    std::vector<std::string> readwrite;
    bool json = false;
    drives::SystemRoots roots;
};

raid::SettingsChange changeOf(const SettingsOptions& o)
{
    raid::SettingsChange change;
    if (!o.bitmap.empty()) {
        change.bitmap = raid::parseBitmap(o.bitmap);
        if (!change.bitmap)
            throw UsageError("--bitmap \"" + o.bitmap + "\" is not one of internal, none");
    }
    if (!o.consistency_policy.empty()) {
        const auto policy = raid::parseConsistencyPolicy(o.consistency_policy);
        if (!policy || !raid::consistencyInfo(*policy).settable)
            throw UsageError(fmt::format(
                "--consistency-policy \"{}\" is not one of {} (a bitmap is --bitmap; a journal is "
                "chosen at create with --write-journal)",
                o.consistency_policy, raid::settableConsistencyList()));
        change.consistency_policy = policy;
    }
    change.write_mostly = o.write_mostly;
    change.readwrite = o.readwrite;
    if (change.empty())
        throw UsageError("array settings: give --bitmap, --consistency-policy, --write-mostly or "
                         "--readwrite");
    return change;
}

void runSettings(const SettingsOptions& o)
{
    const auto operation = raid::settingsOperation(o.roots, o.array, changeOf(o));
    requireLiveRoots(o.roots, operation.steps);
    util::SpawnRunner runner;
    const auto report = raid::execute(operation.steps, runner);
    if (o.json)
        fmt::print("{}\n", util::jsonText(nlohmann::json{{"ok", report.ok},
                                                         {"array", operation.array_path},
                                                         {"execution", raid::toJson(report)}},
                                          2));
    else
        printExecution(report);
    if (!report.ok) throw std::runtime_error(report.outcomes.back().message);
}

} // namespace

void addSettingsCommand(CLI::App& array)
{
    auto o = std::make_shared<SettingsOptions>();
    CLI::App* command = array.add_subcommand(
        "settings",
        "Change an md array's crash consistency (bitmap, PPL) and write-mostly members");
    command->add_option("array", o->array, "The md array: md127, /dev/md127, NAME or /dev/md/NAME")
        ->required();
    command->add_option("--bitmap", o->bitmap,
                        "internal: add a write-intent bitmap (a resync after a crash takes "
                        "seconds, writes cost a little more); none: remove it");
    command->add_option("--consistency-policy", o->consistency_policy,
                        "ppl: close raid5's write hole with a partial parity log (no bitmap); "
                        "resync: switch PPL off");
    command
        ->add_option("--write-mostly", o->write_mostly,
                     "raid1: a member md reads from only when no other can serve (repeat)")
        ->expected(1);
    command
        ->add_option("--readwrite", o->readwrite,
                     "raid1: a write-mostly member to read from again (repeat)")
        ->expected(1);
    command->add_flag("--json", o->json, "Print JSON");
    addRootOptions(command, o->roots);
    command->callback([o] { runSettings(*o); });
}

} // namespace am::cli::array
