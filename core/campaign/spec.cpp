#include "core/campaign/spec.h"

#include <stdexcept>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace am::campaign {

namespace {

using nlohmann::json;

[[noreturn]] void refuse(const std::string& field, const std::string& rule)
{
    throw std::invalid_argument(fmt::format("campaign spec: {}: {}", field, rule));
}

const json& member(const json& object, const std::string& key, const std::string& field)
{
    const auto it = object.find(key);
    if (it == object.end()) refuse(field, "missing");
    return *it;
}

std::string text(const json& value, const std::string& field)
{
    if (!value.is_string()) refuse(field, fmt::format("must be a string, not {}", value.dump()));
    return value.get<std::string>();
}

bool flag(const json& object, const std::string& key, const std::string& field)
{
    const auto it = object.find(key);
    if (it == object.end()) return false;
    if (!it->is_boolean()) refuse(field, fmt::format("must be true or false, not {}", it->dump()));
    return it->get<bool>();
}

std::optional<std::uint64_t> optionalBytes(const json& object, const std::string& key,
                                           const std::string& field)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null()) return std::nullopt;
    if (!it->is_number_unsigned() || it->get<std::uint64_t>() == 0)
        refuse(field, fmt::format("must be a positive number of bytes, not {}", it->dump()));
    return it->get<std::uint64_t>();
}

json toJson(const Configuration& configuration)
{
    const bool md = configuration.backend == raid::Backend::Md;
    json object{{"id", configurationId(configuration)},
                {"backend", raid::toString(backendOf(configuration))},
                {"level", raid::toString(configuration.level)},
                {"chunk_bytes", nullptr},
                {"layout", nullptr},
                {"metadata", md ? json(raid::toString(configuration.metadata)) : json()}};
    if (configuration.chunk_bytes) object["chunk_bytes"] = *configuration.chunk_bytes;
    if (configuration.layout) object["layout"] = raid::toString(*configuration.layout);
    if (configuration.backend == raid::Backend::Btrfs) {
        object["metadata_level"] = configuration.metadata_level
                                       ? json(raid::toString(*configuration.metadata_level))
                                       : json();
        object["mixed"] = configuration.mixed;
    }
    return object;
}

std::string optionalText(const json& object, const std::string& key, const std::string& field)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null()) return "";
    return text(*it, field);
}

// Read the fields and let parseConfiguration apply its rules to the same values.
Configuration configurationFromJson(const json& object, const std::string& field)
{
    if (!object.is_object()) refuse(field, "must be an object");
    std::string textual = text(member(object, "level", field + ".level"), field + ".level");
    textual += ":";
    if (const auto chunk = optionalBytes(object, "chunk_bytes", field + ".chunk_bytes"))
        textual += std::to_string(*chunk);
    for (const std::string key : {"layout", "metadata"}) {
        const std::string value = optionalText(object, key, field + "." + key);
        if (!value.empty()) textual += ":" + value;
    }
    if (const std::string value = optionalText(object, "backend", field + ".backend");
        !value.empty()) {
        const auto backend = raid::parseBackend(value);
        if (!backend)
            refuse(field + ".backend",
                   fmt::format("\"{}\" is not one of {}", value, raid::backendList()));
        // md and imsm are told apart by the metadata, which must agree.
        const std::string metadata = optionalText(object, "metadata", field + ".metadata");
        if ((*backend == raid::Backend::Imsm && !metadata.empty() && metadata != "imsm") ||
            (*backend == raid::Backend::Md && metadata == "imsm"))
            refuse(field + ".backend",
                   fmt::format("backend \"{}\" does not go with metadata \"{}\"", value, metadata));
        if (*backend == raid::Backend::Imsm && metadata.empty()) textual += ":imsm";
        if (*backend != raid::Backend::Md && *backend != raid::Backend::Imsm)
            textual += ":" + raid::toString(*backend);
    }
    if (const std::string level = optionalText(object, "metadata_level", field + ".metadata_level");
        !level.empty())
        textual += ":" + std::string(kMetadataLevelField) + level;
    if (flag(object, "mixed", field + ".mixed")) textual += ":mixed";
    try {
        return parseConfiguration(textual);
    } catch (const std::invalid_argument& error) {
        refuse(field, error.what());
    }
}

} // namespace

std::string toString(SyncHandling sync)
{
    return sync == SyncHandling::Wait ? "wait" : "assume-clean";
}

std::optional<SyncHandling> parseSyncHandling(std::string_view text)
{
    for (const auto sync : {SyncHandling::Wait, SyncHandling::AssumeClean})
        if (toString(sync) == text) return sync;
    return std::nullopt;
}

nlohmann::json toJson(const CampaignSpec& spec)
{
    json configurations = json::array();
    for (const auto& configuration : spec.configurations)
        configurations.push_back(toJson(configuration));
    json doc{{"drives", spec.drives},
             {"configurations", configurations},
             {"preset", spec.preset},
             {"runtime_s", nullptr},
             {"ramp_s", nullptr},
             {"size_bytes", nullptr},
             {"options",
              {{"baseline", spec.options.baseline},
               {"precondition", spec.options.precondition},
               {"degraded", spec.options.degraded},
               {"rebuild", spec.options.rebuild},
               {"sync", toString(spec.options.sync)}}}};
    if (spec.runtime_s) doc["runtime_s"] = *spec.runtime_s;
    if (spec.ramp_s) doc["ramp_s"] = *spec.ramp_s;
    if (spec.size_bytes) doc["size_bytes"] = *spec.size_bytes;
    return doc;
}

CampaignSpec specFromJson(const nlohmann::json& doc)
{
    if (!doc.is_object()) refuse("spec", "must be a JSON object");
    CampaignSpec spec;
    const json& drives = member(doc, "drives", "drives");
    if (!drives.is_array()) refuse("drives", "must be a list of device paths");
    for (std::size_t i = 0; i < drives.size(); ++i)
        spec.drives.push_back(text(drives[i], fmt::format("drives[{}]", i)));
    const json& configurations = member(doc, "configurations", "configurations");
    if (!configurations.is_array()) refuse("configurations", "must be a list");
    for (std::size_t i = 0; i < configurations.size(); ++i)
        spec.configurations.push_back(
            configurationFromJson(configurations[i], fmt::format("configurations[{}]", i)));
    spec.preset = text(member(doc, "preset", "preset"), "preset");
    if (const auto it = doc.find("runtime_s"); it != doc.end() && !it->is_null()) {
        if (!it->is_number() || it->get<double>() <= 0)
            refuse("runtime_s",
                   fmt::format("must be a positive number of seconds, not {}", it->dump()));
        spec.runtime_s = it->get<double>();
    }
    if (const auto it = doc.find("ramp_s"); it != doc.end() && !it->is_null()) {
        if (!it->is_number() || it->get<double>() < 0)
            refuse("ramp_s", fmt::format("must be 0 or more seconds, not {}", it->dump()));
        spec.ramp_s = it->get<double>();
    }
    spec.size_bytes = optionalBytes(doc, "size_bytes", "size_bytes");
    if (const auto it = doc.find("options"); it != doc.end()) {
        if (!it->is_object()) refuse("options", "must be an object");
        spec.options.baseline = flag(*it, "baseline", "options.baseline");
        spec.options.precondition = flag(*it, "precondition", "options.precondition");
        spec.options.degraded = flag(*it, "degraded", "options.degraded");
        spec.options.rebuild = flag(*it, "rebuild", "options.rebuild");
        if (const auto sync = it->find("sync"); sync != it->end()) {
            const std::string value = text(*sync, "options.sync");
            const auto parsed = parseSyncHandling(value);
            if (!parsed)
                refuse("options.sync",
                       fmt::format("\"{}\" is not one of wait, assume-clean", value));
            spec.options.sync = *parsed;
        }
    }
    return spec;
}

std::vector<bench::Job> campaignCells(const CampaignSpec& spec,
                                      const std::vector<bench::Preset>* presets)
{
    std::vector<bench::Preset> built_in;
    if (!presets) {
        built_in = bench::loadPresets({});
        presets = &built_in;
    }
    const bench::Preset* preset = bench::findPreset(*presets, spec.preset);
    if (!preset) {
        std::vector<std::string> names;
        for (const auto& each : *presets) names.push_back(each.name);
        throw std::invalid_argument(fmt::format("preset \"{}\" is not known (known: {})",
                                                spec.preset, fmt::join(names, ", ")));
    }
    std::vector<bench::Job> cells = preset->jobs;
    for (auto& cell : cells) {
        if (spec.runtime_s) cell.runtime_s = *spec.runtime_s;
        if (spec.ramp_s) cell.ramp_s = *spec.ramp_s;
        if (spec.size_bytes) cell.size = *spec.size_bytes;
    }
    return cells;
}

} // namespace am::campaign
