// arraymark-cli array grow-fs: grow the filesystem on an md array to the array's size, after a
// grow (issue #23; core/raid/filesystem_grow.h).
#include <memory>

#include <fmt/format.h>

#include "app/cli/array_cli.h"
#include "app/cli/command.h"
#include "core/raid/filesystem_grow.h"
#include "core/raid/operation_refused.h"
#include "core/raid/raid_json.h"
#include "core/util/json_text.h"
#include "core/util/process_runner.h"

namespace am::cli::array {

namespace {

struct GrowFsOptions {
    std::string array;
    bool yes = false;
    bool json = false;
    drives::SystemRoots roots;
};

void runGrowFs(const GrowFsOptions& o)
{
    util::SpawnRunner runner;
    raid::FilesystemGrowPlan plan;
    try {
        plan = raid::planFilesystemGrow(o.roots, o.array, runner);
    } catch (const raid::OperationRefused& refused) {
        throw UsageError(refused.what());
    }
    const nlohmann::json doc = raid::toJson(plan);
    if (!o.yes) {
        if (o.json) {
            fmt::print("{}\n", util::jsonText(doc, 2));
            return;
        }
        for (const auto& line : raid::filesystemGrowLines(plan)) fmt::print("{}\n", line);
        fmt::print("nothing was run; add --yes to run the steps above\n");
        return;
    }
    if (!o.json)
        for (const auto& line : raid::filesystemGrowLines(plan)) fmt::print("{}\n", line);
    requireLiveRoots(o.roots, plan.steps);
    runAndReport(plan.steps, o.json, doc);
}

} // namespace

void addGrowFsCommand(CLI::App& array)
{
    auto o = std::make_shared<GrowFsOptions>();
    CLI::App* command = array.add_subcommand(
        "grow-fs",
        "Grow the ext2/3/4, xfs or btrfs filesystem on an md array to the array's size, after "
        "a grow (prints the steps; runs them with --yes)");
    command->add_option("array", o->array, "The array: md127, /dev/md127, NAME or /dev/md/NAME")
        ->required();
    command->add_flag("--yes", o->yes, "Run the steps");
    command->add_flag("--json", o->json, "Print JSON");
    addRootOptions(command, o->roots);
    command->callback([o] { runGrowFs(*o); });
}

} // namespace am::cli::array
