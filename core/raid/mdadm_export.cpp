#include "core/raid/mdadm_export.h"

#include <charconv>

#include "core/raid/text_lines.h"
#include "core/raid/types.h"

namespace am::raid {

namespace {

bool validKey(std::string_view key)
{
    if (key.empty()) return false;
    for (char c : key)
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
              c == '_'))
            return false;
    return true;
}

template <typename T> std::optional<T> toNumber(std::string_view text)
{
    T value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
    return value;
}

std::string valueOf(const std::map<std::string, std::string>& values, const std::string& key)
{
    const auto it = values.find(key);
    return it == values.end() ? std::string() : it->second;
}

} // namespace

std::map<std::string, std::string> parseKeyValues(std::string_view text, const char* what)
{
    std::map<std::string, std::string> values;
    for (const Line& line : splitLines(text)) {
        const std::string_view content = trimView(line.text);
        if (content.empty()) continue;
        const auto equals = content.find('=');
        if (equals == std::string_view::npos || !validKey(content.substr(0, equals)))
            throw ParseError(what, line.number, std::string(line.text), "expected KEY=VALUE");
        values[std::string(content.substr(0, equals))] = std::string(content.substr(equals + 1));
    }
    return values;
}

DetailExport parseDetailExport(std::string_view text)
{
    constexpr const char* kWhat = "mdadm --detail --export";
    DetailExport detail;
    detail.values = parseKeyValues(text, kWhat);
    detail.level = valueOf(detail.values, "MD_LEVEL");
    detail.metadata = valueOf(detail.values, "MD_METADATA");
    detail.uuid = valueOf(detail.values, "MD_UUID");
    detail.name = valueOf(detail.values, "MD_NAME");
    detail.devname = valueOf(detail.values, "MD_DEVNAME");
    detail.container = valueOf(detail.values, "MD_CONTAINER");
    detail.member = valueOf(detail.values, "MD_MEMBER");
    if (const auto devices = detail.values.find("MD_DEVICES"); devices != detail.values.end()) {
        detail.devices = toNumber<std::uint32_t>(devices->second);
        if (!detail.devices) {
            // Report the offending line: find it again for its number.
            for (const Line& line : splitLines(text))
                if (trimView(line.text).starts_with("MD_DEVICES="))
                    throw ParseError(kWhat, line.number, std::string(line.text),
                                     "MD_DEVICES is not a number");
        }
    }
    // Members keep the order mdadm printed them, which is the order of the lines.
    std::map<std::string, std::size_t> index_of;
    for (const Line& line : splitLines(text)) {
        const std::string_view content = trimView(line.text);
        if (!content.starts_with("MD_DEVICE_")) continue;
        const auto equals = content.find('=');
        const std::string_view key = content.substr(0, equals);
        const std::string_view value = content.substr(equals + 1);
        std::string_view field;
        if (key.ends_with("_ROLE"))
            field = "ROLE";
        else if (key.ends_with("_DEV"))
            field = "DEV";
        else
            continue;
        const std::size_t prefix = std::string_view("MD_DEVICE_").size();
        if (key.size() <= prefix + field.size() + 1)
            throw ParseError(kWhat, line.number, std::string(line.text), "no device in key");
        const std::string name(key.substr(prefix, key.size() - prefix - field.size() - 1));
        auto [it, inserted] = index_of.try_emplace(name, detail.members.size());
        if (inserted) detail.members.push_back({name, "", "", std::nullopt});
        ExportedMember& member = detail.members[it->second];
        if (field == "DEV") {
            member.dev = value;
        } else {
            member.role = value;
            member.slot = toNumber<std::uint32_t>(value);
        }
    }
    return detail;
}

ExamineExport parseExamineExport(std::string_view text)
{
    constexpr const char* kWhat = "mdadm --examine --export";
    ExamineExport examine;
    examine.values = parseKeyValues(text, kWhat);
    examine.level = valueOf(examine.values, "MD_LEVEL");
    examine.metadata = valueOf(examine.values, "MD_METADATA");
    examine.uuid = valueOf(examine.values, "MD_UUID");
    examine.name = valueOf(examine.values, "MD_NAME");
    examine.dev_uuid = valueOf(examine.values, "MD_DEV_UUID");
    if (const auto it = examine.values.find("MD_DEVICES"); it != examine.values.end())
        examine.devices = toNumber<std::uint32_t>(it->second);
    if (const auto it = examine.values.find("MD_EVENTS"); it != examine.values.end())
        examine.events = toNumber<std::uint64_t>(it->second);
    return examine;
}

bool examineFoundNoSuperblock(int exit_code, std::string_view stderr_text)
{
    return exit_code != 0 &&
           stderr_text.find("No md superblock detected") != std::string_view::npos;
}

} // namespace am::raid
