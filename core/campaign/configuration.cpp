#include "core/campaign/configuration.h"

#include <stdexcept>

#include <fmt/format.h>

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

std::uint64_t parseChunk(std::string_view text, std::string_view field, raid::Level level)
{
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

} // namespace

std::uint64_t effectiveChunk(const Configuration& configuration)
{
    return raid::effectiveChunk(raidPlanFor(configuration, {}, "x"));
}

std::string configurationId(const Configuration& configuration)
{
    std::string id = raid::toString(configuration.level);
    if (raid::usesChunk(configuration.level)) id += "-" + chunkId(effectiveChunk(configuration));
    if (configuration.level == raid::Level::Raid10)
        id += "-" + raid::toString(configuration.layout.value_or(raid::Raid10Layout::Near2));
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
    if (raid::usesChunk(configuration.level))
        label += ", " + chunkLabel(effectiveChunk(configuration)) + " chunk";
    if (configuration.level == raid::Level::Raid10)
        label +=
            ", layout " + raid::toString(configuration.layout.value_or(raid::Raid10Layout::Near2));
    return label + ", metadata " + raid::toString(configuration.metadata);
}

std::string configurationText(const Configuration& configuration)
{
    std::string text = raid::toString(configuration.level) + ":";
    if (configuration.chunk_bytes) text += chunkId(*configuration.chunk_bytes);
    if (configuration.layout) text += ":" + raid::toString(*configuration.layout);
    if (configuration.metadata != raid::Metadata::V1_2)
        text += ":" + raid::toString(configuration.metadata);
    while (text.ends_with(':')) text.pop_back();
    return text;
}

Configuration parseConfiguration(std::string_view text)
{
    const auto fields = splitFields(text);
    Configuration configuration;
    const auto level = raid::parseLevel(fields[0]);
    if (!level)
        refuse(text, fmt::format("level \"{}\" is not one of raid0, raid1, raid5, raid6, raid10",
                                 fields[0]));
    configuration.level = *level;
    if (fields.size() > 1 && !fields[1].empty())
        configuration.chunk_bytes = parseChunk(text, fields[1], *level);
    bool metadata_given = false;
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
        } else {
            refuse(text, fmt::format("\"{}\" is neither a raid10 layout (n2, f2, o2) nor a "
                                     "metadata (1.2, 1.0, imsm)",
                                     field));
        }
    }
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
    plan.name = array_name;
    if (configuration.metadata == raid::Metadata::Imsm) plan.container_name = array_name + "-c";
    return plan;
}

} // namespace am::campaign
