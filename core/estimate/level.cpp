#include "core/estimate/level.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/estimate/errors.h"

namespace am::estimate {

std::string_view toString(Raid10Layout layout)
{
    switch (layout) {
    case Raid10Layout::Near:
        return "near";
    case Raid10Layout::Far:
        return "far";
    case Raid10Layout::Offset:
        return "offset";
    }
    return "?";
}

namespace {
std::string lower(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}
} // namespace

Level parseLevel(std::string_view text)
{
    if (const auto level = raid::parseLevel(text)) return *level;
    std::vector<std::string_view> names;
    for (const auto& row : raid::kLevels) names.push_back(row.name);
    throw InputError(
        fmt::format("level '{}': the estimator knows {}", text, fmt::join(names, ", ")));
}

Raid10Layout parseRaid10Layout(std::string_view text)
{
    const std::string name = lower(text);
    if (name == "near" || name == "n") return Raid10Layout::Near;
    if (name == "far" || name == "f") return Raid10Layout::Far;
    if (name == "offset" || name == "o") return Raid10Layout::Offset;
    throw InputError(
        fmt::format("raid10 layout '{}': must be near, far or offset (md's n2, f2, o2)", text));
}

int parityMembers(Level level) { return level == Level::Raid5 ? 1 : level == Level::Raid6 ? 2 : 0; }

} // namespace am::estimate
