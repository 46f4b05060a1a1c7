#include <filesystem>
#include <memory>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "app/cli/cli_presets.h"
#include "app/cli/command.h"
#include "app/cli/table.h"
#include "core/bench/preset.h"
#include "core/util/json_text.h"

namespace am::cli {

namespace {

struct PresetsOptions {
    bool json = false;
    bool cells = false;
};

} // namespace

void addPresetsCommand(CLI::App& app)
{
    auto options = std::make_shared<PresetsOptions>();
    CLI::App* command =
        app.add_subcommand("presets", "List the benchmark presets for `bench --preset`");
    command->add_flag("--json", options->json, "Print the presets and their cells as JSON");
    command->add_flag("--cells", options->cells, "Also list every cell of every preset");
    command->callback([options] {
        const auto presets = loadCliPresets();
        if (options->json) {
            nlohmann::json list = nlohmann::json::array();
            for (const auto& p : presets) {
                nlohmann::json cells = nlohmann::json::array();
                for (const auto& job : p.jobs)
                    cells.push_back({{"name", job.name},
                                     {"rw", bench::rwName(job)},
                                     {"bs", job.block_size},
                                     {"read_share", job.read_share},
                                     {"qd", job.queue_depth},
                                     {"jobs", job.workers},
                                     {"runtime", job.runtime_s}});
                list.push_back({{"name", p.name},
                                {"description", p.description},
                                {"source", p.source},
                                {"sustained", p.steady_state.has_value()},
                                {"cells", cells}});
            }
            fmt::print("{}\n", util::jsonText(list, 2));
            return;
        }
        TextTable table({"PRESET", "CELLS", "TIME", "DESCRIPTION"});
        for (const auto& p : presets) {
            double seconds = 0;
            for (const auto& job : p.jobs) seconds += job.runtime_s + job.ramp_s;
            table.addRow({p.name, std::to_string(p.jobs.size()),
                          p.steady_state ? fmt::format("<= {:.0f}s", seconds)
                                         : fmt::format("{:.0f}s", seconds),
                          p.description});
        }
        fmt::print("{}", table.render());
        if (options->cells) {
            for (const auto& p : presets) {
                fmt::print("\n{} ({}):\n", p.name, p.source);
                for (const auto& job : p.jobs) fmt::print("  {}\n", job.name);
            }
        }
    });
}

} // namespace am::cli
