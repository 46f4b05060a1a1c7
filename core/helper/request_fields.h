#pragma once

#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/helper/protocol.h"
#include "core/helper/request_text.h"

namespace am::helper {

// The strict reader of one request object's keys, shared by the op table's
// parsers (core/helper/op_table.cpp). Every refusal names the op, the key and the rule.
inline constexpr std::size_t kMaxListLength = 64; // more devices than any md array takes
inline constexpr std::size_t kMaxStringLength = 255;

// Reads the keys of one request object and remembers which were read, so
// anything left over is an unknown key.
class Fields {
public:
    Fields(const nlohmann::json& object, std::string op) : object_(object), op_(std::move(op)) {}

    bool has(const char* key) const { return object_.contains(key); }

    std::string string(const char* key)
    {
        const nlohmann::json& value = take(key);
        if (!value.is_string()) throw wrongType(key, "a string");
        std::string text = value.get<std::string>();
        if (text.size() > kMaxStringLength)
            throw Refused("too_long", fmt::format("{}: \"{}\" is longer than {} characters", op_,
                                                  key, kMaxStringLength));
        return text;
    }
    std::optional<std::string> optionalString(const char* key)
    {
        return has(key) ? std::optional(string(key)) : std::nullopt;
    }

    std::uint64_t unsignedInteger(const char* key, std::uint64_t min, std::uint64_t max)
    {
        const nlohmann::json& value = take(key);
        if (!value.is_number_unsigned()) throw wrongType(key, "a non-negative integer");
        const auto number = value.get<std::uint64_t>();
        if (number < min || number > max)
            throw Refused("out_of_range", fmt::format("{}: \"{}\" is {}; allowed {}..{}", op_, key,
                                                      number, min, max));
        return number;
    }
    std::optional<std::uint64_t> optionalUnsigned(const char* key, std::uint64_t min,
                                                  std::uint64_t max)
    {
        return has(key) ? std::optional(unsignedInteger(key, min, max)) : std::nullopt;
    }
    std::optional<double> optionalSeconds(const char* key, double min, double max)
    {
        if (!has(key)) return std::nullopt;
        const nlohmann::json& value = take(key);
        if (!value.is_number()) throw wrongType(key, "a number of seconds");
        const double number = value.get<double>();
        if (!std::isfinite(number) || number < min || number > max)
            throw Refused("out_of_range",
                          fmt::format("{}: \"{}\" must be {}..{} seconds", op_, key, min, max));
        return number;
    }
    // A nested object, as it is (its own parser checks its keys).
    const nlohmann::json& object(const char* key)
    {
        const nlohmann::json& value = take(key);
        if (!value.is_object()) throw wrongType(key, "an object");
        return value;
    }
    bool boolean(const char* key)
    {
        if (!has(key)) return false;
        const nlohmann::json& value = take(key);
        if (!value.is_boolean()) throw wrongType(key, "true or false");
        return value.get<bool>();
    }
    std::vector<std::string> strings(const char* key, bool required)
    {
        if (!has(key)) {
            if (required) take(key);
            return {};
        }
        const nlohmann::json& value = take(key);
        if (!value.is_array()) throw wrongType(key, "a list of strings");
        if (value.size() > kMaxListLength)
            throw Refused("too_long", fmt::format("{}: \"{}\" has more than {} entries", op_, key,
                                                  kMaxListLength));
        std::vector<std::string> list;
        for (const auto& item : value) {
            if (!item.is_string()) throw wrongType(key, "a list of strings");
            list.push_back(item.get<std::string>());
        }
        return list;
    }
    std::string oneOf(const char* key, std::initializer_list<const char*> allowed,
                      const char* fallback = nullptr)
    {
        return oneOf(key, std::vector<std::string>(allowed.begin(), allowed.end()), fallback);
    }
    // `allowed` from a core table (kLevels, kBackends names).
    std::string oneOf(const char* key, const std::vector<std::string>& allowed,
                      const char* fallback = nullptr)
    {
        if (!has(key) && fallback) return fallback;
        const std::string text = string(key);
        for (const auto& word : allowed)
            if (text == word) return text;
        std::string list;
        for (const auto& word : allowed) list += (list.empty() ? "" : ", ") + word;
        throw Refused("bad_value",
                      fmt::format("{}: \"{}\" is \"{}\"; allowed: {}", op_, key, text, list));
    }
    std::optional<std::string> optionalOneOf(const char* key,
                                             const std::vector<std::string>& allowed)
    {
        return has(key) ? std::optional(oneOf(key, allowed)) : std::nullopt;
    }

    // Every key of the object must have been read.
    void requireNoOthers() const
    {
        for (const auto& [key, value] : object_.items())
            if (!read_.contains(key))
                throw Refused("unknown_key",
                              fmt::format("{}: unknown key \"{}\"", op_, clipped(key)));
    }

private:
    const nlohmann::json& take(const char* key)
    {
        const auto it = object_.find(key);
        if (it == object_.end())
            throw Refused("missing_key", fmt::format("{}: \"{}\" is required", op_, key));
        read_.insert(key);
        return *it;
    }
    Refused wrongType(const char* key, const char* expected) const
    {
        return Refused("wrong_type", fmt::format("{}: \"{}\" must be {}", op_, key, expected));
    }

    const nlohmann::json& object_;
    std::string op_;
    std::set<std::string> read_;
};

} // namespace am::helper
