// A reshape plan as JSON (`array reshape --json`, the helper's answer) and as the CLI's lines.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/raid/reshape_plan.h"
#include "core/util/process_runner.h"
#include "core/util/units.h"

namespace am::raid {

namespace {
std::string size(std::uint64_t bytes) { return util::formatSize(bytes, util::SizeUnits::Binary); }

nlohmann::json shapeJson(const ReshapeShape& shape)
{
    return {{"level", toString(shape.level)},         {"raid_devices", shape.raid_devices},
            {"chunk_bytes", shape.chunk_bytes},       {"member_bytes", shape.member_bytes},
            {"capacity_bytes", shape.capacity_bytes}, {"fault_tolerance", shape.fault_tolerance}};
}

std::string shapeText(const ReshapeShape& shape)
{
    return fmt::format("{} of {} members{}, {} ({} bytes), survives {} failed member(s)",
                       toString(shape.level), shape.raid_devices,
                       shape.chunk_bytes ? fmt::format(", chunk {}", size(shape.chunk_bytes)) : "",
                       util::formatSize(shape.capacity_bytes, util::SizeUnits::Decimal),
                       shape.capacity_bytes, shape.fault_tolerance);
}
} // namespace

nlohmann::json toJson(const ReshapePlan& plan)
{
    nlohmann::json steps = nlohmann::json::array();
    for (const auto& step : plan.steps)
        steps.push_back({{"argv", step.display()}, {"purpose", step.purpose}});
    return {{"array", plan.array_path},
            {"name", plan.md_name},
            {"before", shapeJson(plan.before)},
            {"after", shapeJson(plan.after)},
            {"added", plan.added},
            {"steps", steps},
            {"backup_needed", plan.backup_needed},
            {"backup_reason", plan.backup_reason},
            {"backup_file", plan.backup_file ? nlohmann::json(*plan.backup_file) : nullptr},
            {"restripes", plan.restripes},
            {"shrinks", plan.shrinks},
            {"reshape_member_bytes", plan.reshape_member_bytes},
            {"notes", plan.notes},
            {"filesystem",
             plan.filesystem.empty() ? nlohmann::json(nullptr) : nlohmann::json(plan.filesystem)},
            {"filesystem_bytes", plan.filesystem_usage
                                     ? nlohmann::json(plan.filesystem_usage->size_bytes)
                                     : nlohmann::json(nullptr)},
            {"filesystem_used_bytes", plan.filesystem_usage
                                          ? nlohmann::json(plan.filesystem_usage->used_bytes)
                                          : nlohmann::json(nullptr)}};
}

std::vector<std::string> reshapePlanLines(const ReshapePlan& plan)
{
    std::vector<std::string> lines;
    lines.push_back(fmt::format("Reshape {}", plan.array_path));
    lines.push_back("  before: " + shapeText(plan.before));
    lines.push_back("  after:  " + shapeText(plan.after));
    lines.push_back(fmt::format("  backup file: {}{}", plan.backup_reason,
                                plan.backup_file ? " -> " + *plan.backup_file : ""));
    if (plan.reshape_member_bytes)
        lines.push_back(fmt::format("  work: {} read and written on each member{}",
                                    size(plan.reshape_member_bytes),
                                    plan.restripes ? " (every stripe moves)" : ""));
    if (!plan.filesystem.empty())
        lines.push_back(
            plan.filesystem_usage
                ? fmt::format("  filesystem: {}, {} of {} used ({})", plan.filesystem,
                              size(plan.filesystem_usage->used_bytes),
                              size(plan.filesystem_usage->size_bytes),
                              plan.filesystem_usage->source)
                : fmt::format("  filesystem: {} (its size was not read)", plan.filesystem));
    for (const auto& note : plan.notes) lines.push_back("  note: " + note);
    lines.push_back("  steps:");
    for (std::size_t i = 0; i < plan.steps.size(); ++i)
        lines.push_back(
            fmt::format("    {}. {}", i + 1, util::displayCommand(plan.steps[i].display())));
    return lines;
}

} // namespace am::raid
