#include "core/campaign/document.h"

#include <stdexcept>

#include <fmt/format.h>

#include "core/bench/result_json.h"
#include "core/bench/result_reader.h"

namespace am::campaign {

using nlohmann::json;

double RebuildFigures::minutes_per_tb() const
{
    if (bytes == 0) return 0;
    return seconds / 60.0 / (static_cast<double>(bytes) / 1e12);
}

const PhaseResult* ConfigurationResult::phaseNamed(std::string_view name) const
{
    for (const auto& phase : phases)
        if (phase.phase == name) return &phase;
    return nullptr;
}

namespace {

json phaseToJson(const PhaseResult& phase)
{
    json cells = json::array();
    for (const auto& cell : phase.cells) cells.push_back(bench::cellToJson(cell));
    return json{{"phase", phase.phase},
                {"target", phase.target},
                {"seconds", phase.seconds},
                {"cells", cells}};
}

json configurationToJson(const ConfigurationResult& c)
{
    json phases = json::array();
    for (const auto& phase : c.phases) phases.push_back(phaseToJson(phase));
    json rebuild;
    if (c.rebuild)
        rebuild = json{{"seconds", c.rebuild->seconds},
                       {"bytes", c.rebuild->bytes},
                       {"member", c.rebuild->member},
                       {"minutes_per_tb", c.rebuild->minutes_per_tb()}};
    return json{{"id", c.id},
                {"label", c.label},
                {"configuration", c.configuration},
                {"array", c.array},
                {"commands", c.commands},
                {"sync_handling", c.sync_handling},
                {"sync_seconds", c.sync_seconds},
                {"preconditioned", c.preconditioned},
                {"phases", phases},
                {"rebuild", rebuild},
                {"estimate", c.estimate},
                {"outcome", c.outcome}};
}

// Reading: every error names the path of the field it is about.
[[noreturn]] void fail(const std::string& path, const std::string& what)
{
    throw std::invalid_argument(fmt::format("{}: {}: {}", kCampaignSchema, path, what));
}

const json& member(const json& object, const char* key, const std::string& path)
{
    if (!object.is_object()) fail(path, "expected a JSON object");
    const auto it = object.find(key);
    if (it == object.end()) fail(path, fmt::format("missing \"{}\"", key));
    return *it;
}

std::string text(const json& object, const char* key, const std::string& path)
{
    const json& value = member(object, key, path);
    if (!value.is_string()) fail(path, fmt::format("\"{}\" must be a string", key));
    return value.get<std::string>();
}

double number(const json& object, const char* key, const std::string& path)
{
    const json& value = member(object, key, path);
    if (!value.is_number()) fail(path, fmt::format("\"{}\" must be a number", key));
    return value.get<double>();
}

const json& array(const json& object, const char* key, const std::string& path)
{
    const json& value = member(object, key, path);
    if (!value.is_array()) fail(path, fmt::format("\"{}\" must be an array", key));
    return value;
}

// A key that may be absent (older or partial documents): null then.
json optional(const json& object, const char* key)
{
    const auto it = object.find(key);
    return it == object.end() ? json() : *it;
}

PhaseResult phaseFromJson(const json& j, const std::string& path)
{
    PhaseResult phase;
    phase.phase = text(j, "phase", path);
    phase.target = j.contains("target") ? text(j, "target", path) : std::string();
    phase.seconds = number(j, "seconds", path);
    std::size_t index = 0;
    for (const auto& cell : array(j, "cells", path)) {
        try {
            phase.cells.push_back(bench::cellFromJson(cell));
        } catch (const bench::ResultFormatError& error) {
            fail(fmt::format("{}.cells[{}]", path, index), error.what());
        }
        ++index;
    }
    return phase;
}

ConfigurationResult configurationFromJson(const json& j, const std::string& path)
{
    ConfigurationResult c;
    c.id = text(j, "id", path);
    c.label = text(j, "label", path);
    c.configuration = optional(j, "configuration");
    c.array = text(j, "array", path);
    std::size_t index = 0;
    for (const auto& argv : array(j, "commands", path)) {
        const std::string at = fmt::format("{}.commands[{}]", path, index++);
        if (!argv.is_array()) fail(at, "must be an array of strings");
        std::vector<std::string>& command = c.commands.emplace_back();
        for (const auto& word : argv) {
            if (!word.is_string()) fail(at, "must be an array of strings");
            command.push_back(word.get<std::string>());
        }
    }
    c.sync_handling = text(j, "sync_handling", path);
    c.sync_seconds = number(j, "sync_seconds", path);
    const json& preconditioned = member(j, "preconditioned", path);
    if (!preconditioned.is_boolean()) fail(path, "\"preconditioned\" must be true or false");
    c.preconditioned = preconditioned.get<bool>();
    index = 0;
    for (const auto& phase : array(j, "phases", path))
        c.phases.push_back(phaseFromJson(phase, fmt::format("{}.phases[{}]", path, index++)));
    if (const json rebuild = optional(j, "rebuild"); !rebuild.is_null()) {
        const std::string at = path + ".rebuild";
        RebuildFigures figures;
        figures.seconds = number(rebuild, "seconds", at);
        const double bytes = number(rebuild, "bytes", at);
        if (bytes < 0) fail(at, "\"bytes\" must not be negative");
        figures.bytes = static_cast<std::uint64_t>(bytes);
        figures.member = text(rebuild, "member", at);
        c.rebuild = figures;
    }
    c.estimate = optional(j, "estimate");
    if (!c.estimate.is_null() && !c.estimate.is_object())
        fail(path, "\"estimate\" must be an estimate document or null");
    c.outcome = text(j, "outcome", path);
    return c;
}

} // namespace

json toJson(const CampaignDocument& d)
{
    json baseline = json::array();
    for (const auto& phase : d.baseline) baseline.push_back(phaseToJson(phase));
    json configurations = json::array();
    for (const auto& c : d.configurations) configurations.push_back(configurationToJson(c));
    return json{{"schema", kCampaignSchema},
                {"created", d.created},
                {"arraymark_version", d.arraymark_version},
                {"host", d.host},
                {"drives", d.drives},
                {"spec", d.spec},
                {"baseline", baseline},
                {"configurations", configurations},
                {"journal_timing", d.journal_timing}};
}

CampaignDocument documentFromJson(const json& j)
{
    if (!j.is_object()) fail("document", "expected a JSON object");
    const json schema = optional(j, "schema");
    if (schema != kCampaignSchema)
        throw std::invalid_argument(
            fmt::format("not an {} document: its schema is {}", kCampaignSchema,
                        schema.is_null() ? std::string("missing") : schema.dump()));
    CampaignDocument d;
    d.created = text(j, "created", "document");
    d.arraymark_version = text(j, "arraymark_version", "document");
    d.host = optional(j, "host");
    d.drives = optional(j, "drives");
    d.spec = optional(j, "spec");
    std::size_t index = 0;
    for (const auto& phase : array(j, "baseline", "document"))
        d.baseline.push_back(phaseFromJson(phase, fmt::format("baseline[{}]", index++)));
    index = 0;
    for (const auto& c : array(j, "configurations", "document"))
        d.configurations.push_back(
            configurationFromJson(c, fmt::format("configurations[{}]", index++)));
    d.journal_timing = optional(j, "journal_timing");
    return d;
}

} // namespace am::campaign
