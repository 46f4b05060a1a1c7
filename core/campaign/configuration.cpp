#include "core/campaign/configuration.h"

#include <stdexcept>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/raid/array_backend.h"
#include "core/util/units.h"

namespace am::campaign {

namespace {

// Chunks are powers of two of at least 4 KiB: whole KiB or MiB.
std::string chunkId(std::uint64_t bytes)
{
    if (bytes >= (1U << 20) && bytes % (1U << 20) == 0) return fmt::format("{}m", bytes >> 20);
    if (bytes % 1024 == 0) return fmt::format("{}k", bytes >> 10);
    return fmt::format("{}b", bytes);
}

std::string chunkLabel(std::uint64_t bytes)
{
    if (bytes >= (1U << 20) && bytes % (1U << 20) == 0) return fmt::format("{} MiB", bytes >> 20);
    if (bytes % 1024 == 0) return fmt::format("{} KiB", bytes >> 10);
    return fmt::format("{} bytes", bytes);
}

std::string upper(std::string text)
{
    for (auto& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return text;
}

std::vector<std::string_view> splitFields(std::string_view text)
{
    std::vector<std::string_view> fields;
    std::size_t start = 0;
    while (true) {
        const auto colon = text.find(':', start);
        fields.push_back(
            text.substr(start, colon == std::string_view::npos ? colon : colon - start));
        if (colon == std::string_view::npos) break;
        start = colon + 1;
    }
    return fields;
}

[[noreturn]] void refuse(std::string_view text, const std::string& rule)
{
    throw std::invalid_argument(fmt::format("configuration \"{}\": {}", text, rule));
}

std::uint64_t parseChunk(std::string_view text, std::string_view field,
                         const Configuration& configuration)
{
    const raid::Level level = configuration.level;
    const raid::Backend backend = backendOf(configuration);
    if (!raid::supports(backend, raid::Capability::Chunk))
        refuse(text, fmt::format("the {} backend has no chunk option; leave the chunk empty",
                                 raid::toString(backend)));
    if (!raid::usesChunk(level))
        refuse(text, fmt::format("{} has no chunk size; leave the chunk empty (\"{}::...\")",
                                 raid::toString(level), raid::toString(level)));
    std::uint64_t chunk = 0;
    try {
        chunk = util::parseSize(field);
    } catch (const std::invalid_argument& error) {
        refuse(text, fmt::format("chunk \"{}\" is not a size: {}", field, error.what()));
    }
    if (chunk == 0 || (chunk & (chunk - 1)) != 0 || chunk < raid::kMinChunk ||
        chunk > raid::kMaxChunk)
        refuse(text, fmt::format("chunk \"{}\" must be a power of two from 4K to 16M", field));
    return chunk;
}

std::string levelNames()
{
    std::vector<std::string> names;
    for (const auto& row : raid::kLevels) names.emplace_back(row.name);
    return fmt::format("{}", fmt::join(names, ", "));
}

// What the backend builds and allows (backend_table.h), said before a plan is made.
void checkBackend(std::string_view text, const Configuration& configuration, bool metadata_given)
{
    const raid::Backend backend = backendOf(configuration);
    const std::string name = raid::toString(backend);
    if (!raid::supports(backend, configuration.level))
        refuse(text, fmt::format("the {} backend does not build {}; it builds {}", name,
                                 raid::toString(configuration.level), raid::levelList(backend)));
    if (metadata_given && configuration.backend != raid::Backend::Md)
        refuse(text, fmt::format("a metadata (1.2, 1.0, imsm) is md's; the {} backend has its "
                                 "own: drop it",
                                 name));
    if (configuration.layout && !raid::supports(backend, raid::Capability::Layout))
        refuse(text, fmt::format("the {} backend has no raid10 layout option: drop it", name));
    if (backend != raid::Backend::Btrfs && (configuration.mixed || configuration.metadata_level))
        refuse(text, fmt::format("\"mixed\" and \"{}\" are btrfs's; not for the {} backend",
                                 kMetadataLevelField, name));
    if (configuration.metadata_level && !raid::supports(backend, *configuration.metadata_level))
        refuse(text, fmt::format("metadata level {}: the btrfs backend builds {}",
                                 raid::toString(*configuration.metadata_level),
                                 raid::levelList(backend)));
}

} // namespace

std::uint64_t effectiveChunk(const Configuration& configuration)
{
    return raid::effectiveChunk(raidPlanFor(configuration, {}, "x"));
}

raid::Backend backendOf(const Configuration& configuration)
{
    return raid::backendOf(raidPlanFor(configuration, {}, "x"));
}

namespace {

bool choosesChunk(const Configuration& configuration)
{
    return raid::usesChunk(configuration.level) &&
           raid::supports(backendOf(configuration), raid::Capability::Chunk);
}

bool choosesLayout(const Configuration& configuration)
{
    return configuration.level == raid::Level::Raid10 &&
           raid::supports(backendOf(configuration), raid::Capability::Layout);
}

// "raid1c3" -> "1c3": the id stays within md's and lvm's 32-character names.
std::string levelNumber(raid::Level level) { return std::string(raid::levelInfo(level).number); }

} // namespace

std::string configurationId(const Configuration& configuration)
{
    std::string id = raid::toString(configuration.level);
    if (choosesChunk(configuration)) id += "-" + chunkId(effectiveChunk(configuration));
    if (choosesLayout(configuration))
        id += "-" + raid::toString(configuration.layout.value_or(raid::Raid10Layout::Near2));
    if (configuration.backend != raid::Backend::Md) {
        id += "-" + raid::toString(configuration.backend);
        if (configuration.metadata_level) id += "-m" + levelNumber(*configuration.metadata_level);
        if (configuration.mixed) id += "-mixed";
        return id;
    }
    switch (configuration.metadata) {
    case raid::Metadata::V1_2:
        break;
    case raid::Metadata::V1_0:
        id += "-v1-0"; // '.' is not allowed in the id
        break;
    case raid::Metadata::Imsm:
        id += "-imsm";
        break;
    }
    return id;
}

std::string configurationLabel(const Configuration& configuration)
{
    std::string label = upper(raid::toString(configuration.level));
    if (choosesChunk(configuration))
        label += ", " + chunkLabel(effectiveChunk(configuration)) + " chunk";
    if (choosesLayout(configuration))
        label +=
            ", layout " + raid::toString(configuration.layout.value_or(raid::Raid10Layout::Near2));
    if (configuration.backend == raid::Backend::Md)
        return label + ", metadata " + raid::toString(configuration.metadata);
    label += ", " + std::string(raid::backendInfo(configuration.backend).title);
    if (configuration.backend == raid::Backend::Btrfs)
        label += ", metadata " +
                 raid::toString(raid::effectiveMetadataLevel(raidPlanFor(configuration, {}, "x")));
    if (configuration.mixed) label += ", mixed block groups";
    return label;
}

std::string configurationText(const Configuration& configuration)
{
    std::string text = raid::toString(configuration.level) + ":";
    if (configuration.chunk_bytes) text += chunkId(*configuration.chunk_bytes);
    if (configuration.layout) text += ":" + raid::toString(*configuration.layout);
    if (configuration.metadata != raid::Metadata::V1_2)
        text += ":" + raid::toString(configuration.metadata);
    if (configuration.backend != raid::Backend::Md)
        text += ":" + raid::toString(configuration.backend);
    if (configuration.metadata_level)
        text +=
            ":" + std::string(kMetadataLevelField) + raid::toString(*configuration.metadata_level);
    if (configuration.mixed) text += ":mixed";
    while (text.ends_with(':')) text.pop_back();
    return text;
}

Configuration parseConfiguration(std::string_view text)
{
    const auto fields = splitFields(text);
    Configuration configuration;
    const auto level = raid::parseLevel(fields[0]);
    if (!level) refuse(text, fmt::format("level \"{}\" is not one of {}", fields[0], levelNames()));
    configuration.level = *level;
    bool metadata_given = false;
    bool backend_given = false;
    for (std::size_t i = 2; i < fields.size(); ++i) {
        const std::string_view field = fields[i];
        if (const auto layout = raid::parseRaid10Layout(field)) {
            if (*level != raid::Level::Raid10)
                refuse(text, fmt::format("layout \"{}\" applies to raid10 only", field));
            if (configuration.layout)
                refuse(text, fmt::format("layout given twice (\"{}\")", field));
            configuration.layout = layout;
        } else if (const auto metadata = raid::parseMetadata(field)) {
            if (metadata_given) refuse(text, fmt::format("metadata given twice (\"{}\")", field));
            configuration.metadata = *metadata;
            metadata_given = true;
        } else if (const auto backend = raid::parseBackend(field)) {
            if (backend_given) refuse(text, fmt::format("backend given twice (\"{}\")", field));
            backend_given = true;
            if (*backend == raid::Backend::Imsm) {
                if (metadata_given && configuration.metadata != raid::Metadata::Imsm)
                    refuse(text, "the imsm backend writes imsm metadata: drop the metadata");
                configuration.metadata = raid::Metadata::Imsm;
                metadata_given = true;
            } else {
                configuration.backend = *backend;
            }
        } else if (field == "mixed") {
            configuration.mixed = true;
        } else if (field.starts_with(kMetadataLevelField)) {
            const auto value = field.substr(kMetadataLevelField.size());
            const auto metadata_level = raid::parseLevel(value);
            if (!metadata_level)
                refuse(text,
                       fmt::format("metadata level \"{}\" is not one of {}", value, levelNames()));
            configuration.metadata_level = metadata_level;
        } else {
            refuse(text, fmt::format("\"{}\" is neither a raid10 layout (n2, f2, o2), a metadata "
                                     "(1.2, 1.0, imsm), a backend ({}), \"mixed\" nor \"{}LEVEL\"",
                                     field, raid::backendList(), kMetadataLevelField));
        }
    }
    checkBackend(text, configuration, metadata_given);
    if (fields.size() > 1 && !fields[1].empty())
        configuration.chunk_bytes = parseChunk(text, fields[1], configuration);
    return configuration;
}

raid::Plan raidPlanFor(const Configuration& configuration, const std::vector<std::string>& drives,
                       const std::string& array_name)
{
    raid::Plan plan;
    plan.level = configuration.level;
    plan.members = drives;
    plan.chunk_bytes = configuration.chunk_bytes;
    plan.layout = configuration.layout;
    plan.metadata = configuration.metadata;
    plan.backend = configuration.backend;
    plan.metadata_level = configuration.metadata_level;
    plan.btrfs_mixed = configuration.mixed;
    plan.name = array_name;
    if (configuration.metadata == raid::Metadata::Imsm) plan.container_name = array_name + "-c";
    return plan;
}

} // namespace am::campaign
