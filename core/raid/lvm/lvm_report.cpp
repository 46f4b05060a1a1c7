// Reads `lvs --reportformat json` (lvm2 2.03) into ArrayStatus: one per visible raid LV,
// its members found by walking the hidden rimage sub-LVs' devices to their PVs.
#include "core/raid/lvm/lvm_report.h"

#include <algorithm>
#include <charconv>
#include <map>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/raid/types.h"

namespace am::raid {

namespace {

using nlohmann::json;

constexpr const char* kWhat = "lvs --reportformat json";
// Fields every row must have: without them a row cannot be placed or told apart.
constexpr std::array<const char*, 6> kRequired{"vg_name", "lv_name", "lv_uuid",
                                               "lv_attr", "segtype", "devices"};

struct Row {
    std::string vg, name, uuid, attr, segtype;
    bool hidden = false; // lvs -a shows internal LVs as "[name]"
    std::optional<std::uint64_t> stripes, stripe_size, size, mismatches;
    std::optional<double> sync_percent;
    std::string sync_action, health;
    std::vector<std::string> devices; // "/dev/vdb(1)", "bench_rimage_0(0)", "[unknown](1)"
    std::size_t line = 1;
};

// The document's text, for messages that quote the line they are about.
class Source {
public:
    explicit Source(const std::string& text) : text_(text) {}

    std::size_t lineAt(std::size_t byte) const
    {
        const auto end = text_.begin() + static_cast<std::ptrdiff_t>(std::min(byte, text_.size()));
        return 1 + static_cast<std::size_t>(std::count(text_.begin(), end, '\n'));
    }
    // lvs prints one row per line: the row is where its (unique) uuid is.
    std::size_t lineOf(const std::string& uuid) const
    {
        const auto at = uuid.empty() ? std::string::npos : text_.find('"' + uuid + '"');
        return at == std::string::npos ? 1 : lineAt(at);
    }
    [[noreturn]] void fail(std::size_t line, const std::string& problem) const
    {
        std::size_t begin = 0;
        for (std::size_t n = 1; n < line; ++n) {
            const auto next = text_.find('\n', begin);
            if (next == std::string::npos) break;
            begin = next + 1;
        }
        const auto end = text_.find('\n', begin);
        throw ParseError(kWhat, line,
                         text_.substr(begin, end == std::string::npos ? end : end - begin),
                         problem);
    }

private:
    const std::string& text_;
};

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

std::optional<std::uint64_t> numberOf(const Source& source, const Row& row, const json& object,
                                      const char* key)
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

std::optional<double> percentOf(const Source& source, const Row& row, const json& object)
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

Row readRow(const Source& source, const json& object)
{
    Row row;
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

// "raid5_ls" -> "raid5", "raid0_meta" -> "raid0"; empty for segtypes that are not raid.
std::string raidLevel(const std::string& segtype)
{
    if (segtype == "raid10" || segtype.starts_with("raid10_")) return "raid10";
    const std::string base = segtype.substr(0, segtype.find('_'));
    for (const char* level : {"raid0", "raid1", "raid4", "raid5", "raid6"})
        if (base == level) return base;
    return {};
}

bool missingDevice(const std::string& name)
{
    return name == "[unknown]" || name == "unknown device"; // lvm's two spellings
}

class Report {
public:
    Report(const Source& source, std::vector<Row> rows) : source_(source), rows_(std::move(rows))
    {
        for (std::size_t i = 0; i < rows_.size(); ++i) {
            auto [it, fresh] = by_name_.emplace(std::pair(rows_[i].vg, rows_[i].name), i);
            if (!fresh) // one row per segment: a later segment adds its devices
                rows_[it->second].devices.insert(rows_[it->second].devices.end(),
                                                 rows_[i].devices.begin(), rows_[i].devices.end());
        }
    }

    std::vector<ArrayStatus> arrays() const
    {
        std::vector<ArrayStatus> arrays;
        for (const auto& [key, index] : by_name_) {
            const Row& row = rows_[index];
            if (!row.hidden && !raidLevel(row.segtype).empty()) arrays.push_back(status(row));
        }
        return arrays;
    }

private:
    const Row* find(const std::string& vg, const std::string& name) const
    {
        const auto it = by_name_.find({vg, name});
        return it == by_name_.end() ? nullptr : &rows_[it->second];
    }

    // "bench_rimage_0(0)" -> "bench_rimage_0"
    std::string entryName(const Row& row, const std::string& entry) const
    {
        const auto open = entry.rfind('(');
        if (open == std::string::npos || open == 0 || entry.back() != ')')
            source_.fail(row.line, fmt::format("device \"{}\" of {}/{} is not NAME(EXTENT)", entry,
                                               row.vg, row.name));
        std::string name = entry.substr(0, open);
        if (!missingDevice(name) && name.size() > 2 && name.front() == '[' && name.back() == ']')
            name = name.substr(1, name.size() - 2);
        return name;
    }

    // The PV under a leg: through sub-LVs (rimage, integrity's iorig) down to a /dev path;
    // empty when lvm reports the device missing.
    std::string physicalVolume(const Row& row, const std::string& name, int depth) const
    {
        if (missingDevice(name)) return {};
        if (name.starts_with('/')) return name;
        const Row* sub = find(row.vg, name);
        if (!sub || depth > 8)
            source_.fail(row.line, fmt::format("device \"{}\" of {}/{} is neither a /dev path "
                                               "nor an LV of {}",
                                               name, row.vg, row.name, row.vg));
        if (sub->devices.empty()) return {};
        return physicalVolume(*sub, entryName(*sub, sub->devices.front()), depth + 1);
    }

    MemberStatus member(const ArrayStatus& array, const Row& row, const std::string& entry,
                        std::uint32_t slot) const
    {
        MemberStatus member;
        member.slot = slot;
        const std::string name = entryName(row, entry);
        member.path = physicalVolume(row, name, 0);
        member.name =
            member.path.empty() ? "[unknown]" : member.path.substr(member.path.rfind('/') + 1);
        const Row* image = find(row.vg, name);
        const bool partial = image && image->attr[8] == 'p';
        // 'I': the image is not in sync. During the initial resync every image is; during a
        // recover the one being rebuilt is; with no sync running the kernel dropped it.
        const bool out_of_sync = image && image->attr[0] == 'I';
        if (member.path.empty() || partial)
            member.role = "faulty";
        else if (out_of_sync && array.sync_action == "recover")
            member.role = "rebuilding";
        else if (out_of_sync && array.sync_action != "resync")
            member.role = "faulty";
        else
            member.role = "active";
        return member;
    }

    ArrayState state(const ArrayStatus& array, const Row& row) const
    {
        if (row.attr[4] != 'a') return ArrayState::Inactive;
        if (tooDegraded(array.level, array.raid_disks, array.degraded)) return ArrayState::Failed;
        const std::string& action = array.sync_action;
        if (action == "recover") return ArrayState::Recovering;
        // "partial": a PV is missing; "refresh needed", "repair needed": the kernel dropped a leg.
        if (array.degraded > 0 || (!array.health.empty() && array.health != "mismatches exist"))
            return ArrayState::Degraded;
        if (action == "resync") return ArrayState::Resyncing;
        if (action == "reshape") return ArrayState::Reshaping;
        if (action == "check" || action == "repair") return ArrayState::Checking;
        return ArrayState::Clean;
    }

    ArrayStatus status(const Row& row) const
    {
        ArrayStatus array;
        array.backend = Backend::Lvm;
        array.name = row.vg + "/" + row.name;
        array.path = "/dev/" + array.name;
        array.uuid = row.uuid;
        array.level = raidLevel(row.segtype);
        array.metadata = "lvm2";
        array.array_state = row.attr;
        array.sync_action = row.sync_action;
        array.raid_disks = static_cast<std::uint32_t>(row.stripes.value_or(row.devices.size()));
        array.size_bytes = row.size.value_or(0);
        array.chunk_bytes = row.stripe_size.value_or(0);
        array.mismatches = row.mismatches;
        array.health = row.health;
        const bool syncing =
            !row.sync_action.empty() && row.sync_action != "idle" && row.sync_action != "frozen";
        if (syncing && row.sync_percent) array.progress = *row.sync_percent / 100.0;
        for (std::size_t slot = 0; slot < row.devices.size(); ++slot)
            array.members.push_back(
                member(array, row, row.devices[slot], static_cast<std::uint32_t>(slot)));
        array.degraded = static_cast<std::uint32_t>(
            std::count_if(array.members.begin(), array.members.end(),
                          [](const MemberStatus& m) { return m.role == "faulty"; }));
        for (const auto& [key, index] : by_name_)
            if (key.first == row.vg && key.second != row.name && !rows_[index].hidden)
                array.other_volumes.push_back(key.first + "/" + key.second);
        array.state = state(array, row);
        return array;
    }

    const Source& source_;
    std::vector<Row> rows_;
    std::map<std::pair<std::string, std::string>, std::size_t> by_name_;
};

} // namespace

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

std::vector<ArrayStatus> parseLvsReport(const std::string& text)
{
    const Source source(text);
    json document;
    try {
        document = json::parse(text);
    } catch (const json::parse_error& error) {
        source.fail(source.lineAt(error.byte == 0 ? 0 : error.byte - 1),
                    fmt::format("not JSON ({})", error.what()));
    }
    if (!document.is_object() || !document.contains("report") || !document["report"].is_array())
        source.fail(1, "expected an object with a \"report\" array");
    std::vector<Row> rows;
    bool found = false;
    for (const auto& report : document["report"]) {
        if (!report.is_object() || !report.contains("lv")) continue;
        if (!report["lv"].is_array()) source.fail(1, "\"lv\" is not an array");
        found = true;
        for (const auto& object : report["lv"]) rows.push_back(readRow(source, object));
    }
    if (!found) source.fail(1, "the report has no \"lv\" section (is this the output of lvs?)");
    return Report(source, std::move(rows)).arrays();
}

} // namespace am::raid
