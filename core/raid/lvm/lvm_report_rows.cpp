// Reads the rows of `lvs --reportformat json`: lvm2's "json" quotes every value, "json_std"
// leaves numbers bare; both are read.
#include "core/raid/lvm/lvm_report_rows.h"

#include <algorithm>
#include <array>
#include <charconv>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/raid/lvm/lvm_report.h"

namespace am::raid {

namespace {

using nlohmann::json;

// Fields every row must have: without them a row cannot be placed or told apart.
constexpr std::array<const char*, 6> kRequired{"vg_name", "lv_name", "lv_uuid",
                                               "lv_attr", "segtype", "devices"};

// lvm's "json" format quotes every value; "json_std" leaves numbers bare and blanks null.
std::string textOf(const json& value)
{
    if (value.is_string()) return value.get<std::string>();
    if (value.is_null()) return {};
    if (value.is_array()) {
        std::string joined;
        for (const auto& item : value) joined += (joined.empty() ? "" : ",") + textOf(item);
        return joined;
    }
    return value.dump();
}

std::optional<std::uint64_t> numberOf(const LvsSource& source, const LvsRow& row,
                                      const json& object, const char* key)
{
    if (!object.contains(key)) return std::nullopt;
    const std::string text = textOf(object[key]);
    if (text.empty()) return std::nullopt;
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size())
        source.fail(row.line, fmt::format("{} of {}/{} is \"{}\", not a whole number (run lvs "
                                          "with --units b --nosuffix)",
                                          key, row.vg, row.name, text));
    return value;
}

std::optional<double> percentOf(const LvsSource& source, const LvsRow& row, const json& object)
{
    if (!object.contains("sync_percent")) return std::nullopt;
    const std::string text = textOf(object["sync_percent"]);
    if (text.empty()) return std::nullopt;
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < 0 || value > 100)
        source.fail(row.line, fmt::format("sync_percent of {}/{} is \"{}\", not 0 to 100", row.vg,
                                          row.name, text));
    return value;
}

std::vector<std::string> splitList(const std::string& text)
{
    std::vector<std::string> items;
    std::size_t begin = 0;
    while (begin < text.size()) {
        const auto comma = text.find(',', begin);
        const auto end = comma == std::string::npos ? text.size() : comma;
        if (end > begin) items.push_back(text.substr(begin, end - begin));
        begin = end + 1;
    }
    return items;
}

LvsRow readRow(const LvsSource& source, const json& object)
{
    LvsRow row;
    if (!object.is_object()) source.fail(1, "a row of \"lv\" is not an object");
    row.uuid = object.contains("lv_uuid") ? textOf(object["lv_uuid"]) : "";
    row.line = source.lineOf(row.uuid);
    for (const char* key : kRequired)
        if (!object.contains(key))
            source.fail(row.line, fmt::format("a row has no \"{}\" field (lvs must run with "
                                              "the fields of lvsReportArgv())",
                                              key));
    row.vg = textOf(object["vg_name"]);
    row.name = textOf(object["lv_name"]);
    if (row.name.size() > 2 && row.name.front() == '[' && row.name.back() == ']') {
        row.hidden = true;
        row.name = row.name.substr(1, row.name.size() - 2);
    }
    if (row.vg.empty() || row.name.empty())
        source.fail(row.line, "a row has an empty VG or LV name");
    row.attr = textOf(object["lv_attr"]);
    if (row.attr.size() != 10)
        source.fail(row.line, fmt::format("lv_attr of {}/{} is \"{}\", not 10 characters", row.vg,
                                          row.name, row.attr));
    row.segtype = textOf(object["segtype"]);
    row.stripes = numberOf(source, row, object, "stripes");
    row.stripe_size = numberOf(source, row, object, "stripe_size");
    row.size = numberOf(source, row, object, "lv_size");
    row.mismatches = numberOf(source, row, object, "raid_mismatch_count");
    row.sync_percent = percentOf(source, row, object);
    if (object.contains("raid_sync_action")) row.sync_action = textOf(object["raid_sync_action"]);
    if (object.contains("lv_health_status")) row.health = textOf(object["lv_health_status"]);
    row.devices = splitList(textOf(object["devices"]));
    return row;
}

} // namespace

std::size_t LvsSource::lineAt(std::size_t byte) const
{
    const auto end = text_.begin() + static_cast<std::ptrdiff_t>(std::min(byte, text_.size()));
    return 1 + static_cast<std::size_t>(std::count(text_.begin(), end, '\n'));
}

std::size_t LvsSource::lineOf(const std::string& uuid) const
{
    const auto at = uuid.empty() ? std::string::npos : text_.find('"' + uuid + '"');
    return at == std::string::npos ? 1 : lineAt(at);
}

void LvsSource::fail(std::size_t line, const std::string& problem) const
{
    std::size_t begin = 0;
    for (std::size_t n = 1; n < line; ++n) {
        const auto next = text_.find('\n', begin);
        if (next == std::string::npos) break;
        begin = next + 1;
    }
    const auto end = text_.find('\n', begin);
    throw ParseError("lvs --reportformat json", line,
                     text_.substr(begin, end == std::string::npos ? end : end - begin), problem);
}

std::vector<std::string> lvsReportArgv()
{
    return {"lvs",
            "--reportformat",
            "json",
            "--units",
            "b",
            "--nosuffix",
            "--all",
            "--options",
            "vg_name,lv_name,lv_uuid,lv_attr,segtype,stripes,stripe_size,lv_size,sync_percent,"
            "raid_sync_action,raid_mismatch_count,lv_health_status,devices"};
}

std::vector<LvsRow> readLvsRows(const LvsSource& source)
{
    const std::string& text = source.text();
    json document;
    try {
        document = json::parse(text);
    } catch (const json::parse_error& error) {
        source.fail(source.lineAt(error.byte == 0 ? 0 : error.byte - 1),
                    fmt::format("not JSON ({})", error.what()));
    }
    if (!document.is_object() || !document.contains("report") || !document["report"].is_array())
        source.fail(1, "expected an object with a \"report\" array");
    std::vector<LvsRow> rows;
    bool found = false;
    for (const auto& report : document["report"]) {
        if (!report.is_object() || !report.contains("lv")) continue;
        if (!report["lv"].is_array()) source.fail(1, "\"lv\" is not an array");
        found = true;
        for (const auto& object : report["lv"]) rows.push_back(readRow(source, object));
    }
    if (!found) source.fail(1, "the report has no \"lv\" section (is this the output of lvs?)");
    return rows;
}

} // namespace am::raid
