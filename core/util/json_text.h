#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace am::util {

// JSON as ArrayMark writes it (files, stream lines, helper answers, CLI
// output): bytes that are not UTF-8 become U+FFFD instead of aborting the
// dump, since file and device names are bytes, and so is what mdadm prints.
inline std::string jsonText(const nlohmann::json& value, int indent = -1)
{
    return value.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace am::util
