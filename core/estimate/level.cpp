#include "core/estimate/level.h"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

#include "core/estimate/errors.h"

namespace am::estimate {

std::string_view toString(Level level)
{
    switch (level) {
    case Level::Raid0: return "raid0";
    case Level::Raid1: return "raid1";
    case Level::Raid5: return "raid5";
    case Level::Raid6: return "raid6";
    case Level::Raid10: return "raid10";
    }
    return "?";
}

std::string_view toString(Raid10Layout layout)
{
    switch (layout) {
    case Raid10Layout::Near: return "near";
    case Raid10Layout::Far: return "far";
    case Raid10Layout::Offset: return "offset";
    }
    return "?";
}

namespace {
std::string lower(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}
} // namespace

Level parseLevel(std::string_view text)
{
    std::string name = lower(text);
    if (name.rfind("raid", 0) == 0) name.erase(0, 4);
    if (name == "0") return Level::Raid0;
    if (name == "1") return Level::Raid1;
    if (name == "5") return Level::Raid5;
    if (name == "6") return Level::Raid6;
    if (name == "10") return Level::Raid10;
    throw InputError(fmt::format("level '{}': the estimator knows raid0, raid1, raid5, raid6 and raid10", text));
}

Raid10Layout parseRaid10Layout(std::string_view text)
{
    const std::string name = lower(text);
    if (name == "near" || name == "n") return Raid10Layout::Near;
    if (name == "far" || name == "f") return Raid10Layout::Far;
    if (name == "offset" || name == "o") return Raid10Layout::Offset;
    throw InputError(fmt::format("raid10 layout '{}': must be near, far or offset (md's n2, f2, o2)", text));
}

int minimumMembers(Level level)
{
    switch (level) {
    case Level::Raid5: return 3;
    case Level::Raid6: return 4;
    default: return 2;
    }
}

int parityMembers(Level level)
{
    return level == Level::Raid5 ? 1 : level == Level::Raid6 ? 2 : 0;
}

} // namespace am::estimate
