#pragma once

#include <string_view>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace am::util {

// The value at `key`, or `fallback` when it is absent or null. A value of another type throws
// Error saying "DOCUMENT: "key" has the wrong type (TYPE)": readers of ArrayMark's own JSON
// (drives, array status) refuse a document they did not write rather than guess.
template <typename Error, typename T>
T jsonValueOr(const nlohmann::json& object, const char* key, T fallback, std::string_view document)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null()) return fallback;
    try {
        return it->get<T>();
    } catch (const nlohmann::json::exception&) {
        throw Error(
            fmt::format("{}: \"{}\" has the wrong type ({})", document, key, it->type_name()));
    }
}

} // namespace am::util
