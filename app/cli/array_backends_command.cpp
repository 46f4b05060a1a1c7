// `arraymark-cli array backends`: what each way of building arrays offers, and whether this
// machine can run it (tools installed, kernel modules there).
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "app/cli/array_cli.h"
#include "app/cli/table.h"
#include "core/raid/backend_availability.h"
#include "core/raid/steps.h"
#include "core/util/json_text.h"

namespace am::cli::array {

namespace {

std::vector<std::string> capabilityNames(raid::Backend backend)
{
    std::vector<std::string> names;
    for (const auto& [action, name] : raid::kMemberActionNames)
        if (raid::supports(backend, raid::capabilityOf(action))) names.emplace_back(name);
    const std::pair<raid::Capability, const char*> others[] = {
        {raid::Capability::Grow, "grow"},
        {raid::Capability::Scrub, "scrub"},
        {raid::Capability::Stop, "stop"},
        {raid::Capability::Assemble, "assemble"},
        {raid::Capability::Delete, "delete"}};
    for (const auto& [capability, name] : others)
        if (raid::supports(backend, capability)) names.emplace_back(name);
    return names;
}

std::vector<std::string> levelNames(raid::Backend backend)
{
    std::vector<std::string> names;
    for (const auto& row : raid::kLevels)
        if (raid::supports(backend, row.level)) names.emplace_back(row.name);
    return names;
}

void runBackends(bool json)
{
    const auto all = raid::checkBackendsAvailable();
    if (json) {
        nlohmann::json list = nlohmann::json::array();
        for (const auto& availability : all) {
            const auto& info = raid::backendInfo(availability.backend);
            list.push_back({{"name", info.name},
                            {"title", info.title},
                            {"good_for", info.good_for},
                            {"available", availability.available},
                            {"reason", availability.reason},
                            {"levels", levelNames(info.backend)},
                            {"operations", capabilityNames(info.backend)},
                            {"measured_through_file", info.measured_through_file}});
        }
        fmt::print("{}\n", util::jsonText(nlohmann::json{{"backends", list}}, 2));
        return;
    }
    TextTable table({"BACKEND", "AVAILABLE", "LEVELS", "OPERATIONS"});
    for (const auto& availability : all)
        table.addRow({std::string(raid::backendInfo(availability.backend).name),
                      availability.available ? "yes" : "no: " + availability.reason,
                      fmt::format("{}", fmt::join(levelNames(availability.backend), " ")),
                      fmt::format("{}", fmt::join(capabilityNames(availability.backend), " "))});
    fmt::print("{}", table.render());
}

} // namespace

void addBackendsCommand(CLI::App& array)
{
    auto json = std::make_shared<bool>(false);
    CLI::App* command = array.add_subcommand(
        "backends", "What md, imsm, LVM raid and btrfs offer, and whether this machine has them");
    command->add_flag("--json", *json, "Print JSON");
    command->callback([json] { runBackends(*json); });
}

} // namespace am::cli::array
