#include "core/raid/backend_table.h"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

namespace am::raid {

const BackendInfo& backendInfo(Backend backend)
{
    for (const BackendInfo& row : kBackends)
        if (row.backend == backend) return row;
    return kBackends.front(); // unreachable: every Backend has a row (backend_table_test checks)
}

std::string toString(Backend backend) { return std::string(backendInfo(backend).name); }

std::optional<Backend> parseBackend(std::string_view text)
{
    std::string value(text);
    std::transform(value.begin(), value.end(), value.begin(),
                   [](unsigned char c) { return std::tolower(c); });
    if (value == "mdadm") return Backend::Md;
    if (value == "lvm2") return Backend::Lvm;
    for (const BackendInfo& row : kBackends)
        if (value == row.name) return row.backend;
    return std::nullopt;
}

bool supports(Backend backend, Level level)
{
    return (backendInfo(backend).levels & levelBit(level)) != 0;
}

bool supports(Backend backend, Capability capability)
{
    return (backendInfo(backend).capabilities & static_cast<std::uint32_t>(capability)) != 0;
}

std::string levelList(Backend backend)
{
    std::string list;
    for (const LevelInfo& row : kLevels) {
        if (!supports(backend, row.level)) continue;
        if (!list.empty()) list += ", ";
        list += row.name;
    }
    // A read-only backend builds nothing: say why rather than list nothing.
    const std::string_view read_only = backendInfo(backend).read_only;
    if (list.empty() && !read_only.empty()) return fmt::format("nothing ({})", read_only);
    return list;
}

std::string backendList()
{
    std::string list;
    for (const BackendInfo& row : kBackends) {
        if (!list.empty()) list += ", ";
        list += row.name;
    }
    return list;
}

} // namespace am::raid
