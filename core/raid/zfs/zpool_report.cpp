#include "core/raid/zfs/zpool_report.h"

#include <algorithm>
#include <charconv>
#include <optional>
#include <stdexcept>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/raid/text_lines.h"

namespace am::raid {

namespace {

std::optional<std::uint64_t> number(std::string_view text)
{
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

// The section a config line belongs to: the pool's own tree, or a class printed after it.
enum class Section { Data, Special, Log, Cache, Spares }; // special, dedup: Special

std::optional<Section> sectionHeader(std::string_view word)
{
    if (word == "logs") return Section::Log;
    if (word == "cache") return Section::Cache;
    if (word == "spares") return Section::Spares;
    if (word == "special" || word == "dedup") return Section::Special;
    return std::nullopt;
}

// "mirror-0" -> "mirror", "raidz2-1" -> "raidz2"; a leaf device (stripe) gives "".
std::string vdevKind(std::string_view name)
{
    for (std::string_view kind :
         {"mirror", "raidz1", "raidz2", "raidz3", "draid", "replacing", "spare"})
        if (name.starts_with(std::string(kind) + "-") ||
            (kind == "draid" && name.starts_with("draid")))
            return std::string(kind);
    return {};
}

ArrayState poolState(std::string_view state)
{
    if (state == "ONLINE") return ArrayState::Clean;
    if (state == "DEGRADED") return ArrayState::Degraded;
    return ArrayState::Failed; // FAULTED, UNAVAIL, SUSPENDED
}

struct ConfigRow {
    std::size_t depth = 0;
    std::vector<std::string_view> words;
};

// "\t    /dev/sdb1  ONLINE  0  0  0  (resilvering)": the indent after the tab is the depth.
ConfigRow configRow(std::string_view text)
{
    text.remove_prefix(1); // the tab
    ConfigRow row;
    while (row.depth < text.size() && text[row.depth] == ' ') ++row.depth;
    row.words = splitWords(text);
    return row;
}

void addMember(ArrayStatus& status, const ConfigRow& row, Section section, bool resilvering)
{
    MemberStatus member;
    std::string path(row.words[0]);
    const std::string_view state = row.words.size() > 1 ? row.words[1] : "";
    // A missing device shows its GUID, then "was /dev/sdd1".
    for (std::size_t i = 2; i + 1 < row.words.size(); ++i)
        if (row.words[i] == "was") path = std::string(row.words[i + 1]);
    member.path = path;
    member.name = path.substr(path.rfind('/') + 1);
    member.states.emplace_back(state);
    if (section != Section::Spares && row.words.size() >= 5) {
        std::uint64_t errors = 0;
        for (std::size_t i = 2; i < 5; ++i) {
            const auto count = number(row.words[i]);
            if (!count)
                throw std::runtime_error(
                    fmt::format("zpool status: \"{}\" is not an error count of {} (was -p given?)",
                                row.words[i], path));
            errors += *count;
        }
        member.errors = errors;
    }
    switch (section) {
    case Section::Data:
    case Section::Special:
        member.role = state != "ONLINE" ? "faulty" : resilvering ? "rebuilding" : "active";
        ++status.raid_disks;
        if (state != "ONLINE") ++status.degraded;
        break;
    case Section::Log:
        member.role = "journal";
        break;
    case Section::Cache:
        member.role = "cache";
        break;
    case Section::Spares:
        member.role = "spare";
        break;
    }
    status.members.push_back(std::move(member));
}

void readScan(ArrayStatus& status, std::string_view scan)
{
    const bool running = scan.find(" in progress") != std::string_view::npos;
    if (running) {
        const bool resilver = scan.starts_with("resilver");
        status.sync_action = resilver ? "resilver" : "scrub";
        if (status.state == ArrayState::Clean || resilver)
            status.state = resilver ? ArrayState::Recovering : ArrayState::Checking;
        const auto done = scan.find("% done");
        if (done != std::string_view::npos) {
            const auto start = scan.rfind(' ', done);
            double percent = 0;
            const std::string_view figure = scan.substr(start + 1, done - start - 1);
            const auto [end, error] =
                std::from_chars(figure.data(), figure.data() + figure.size(), percent);
            if (error == std::errc()) status.progress = percent / 100.0;
        }
        return;
    }
    status.sync_action = "idle";
    // "scrub repaired 0B in 00:00:01 with 2 errors on ...": the data errors the scrub found.
    const auto with = scan.find(" with ");
    if (scan.starts_with("scrub repaired") && with != std::string_view::npos) {
        const auto words = splitWords(scan.substr(with + 6));
        if (!words.empty()) status.mismatches = number(words[0]);
    }
}

} // namespace

std::vector<std::string> zpoolListArgv()
{
    return {"zpool", "list", "-H", "-p", "-o", "name,size,alloc,free,health"};
}

std::vector<std::string> zpoolStatusArgv(const std::string& pool)
{
    return {"zpool", "status", "-P", "-p", pool};
}

std::vector<ZpoolListRow> parseZpoolList(std::string_view text)
{
    std::vector<ZpoolListRow> rows;
    for (const Line& line : splitLines(text)) {
        if (trimView(line.text).empty()) continue;
        std::vector<std::string_view> fields;
        std::string_view rest = line.text;
        for (auto tab = rest.find('\t'); tab != std::string_view::npos; tab = rest.find('\t')) {
            fields.push_back(rest.substr(0, tab));
            rest.remove_prefix(tab + 1);
        }
        fields.push_back(rest);
        if (fields.size() != 5)
            throw std::runtime_error(fmt::format(
                "zpool list line {}: {} tab-separated fields, expected 5 (name size alloc free "
                "health): \"{}\"",
                line.number, fields.size(), line.text));
        ZpoolListRow row{std::string(fields[0]), 0, 0, 0, std::string(fields[4])};
        std::uint64_t* sizes[] = {&row.size_bytes, &row.allocated_bytes, &row.free_bytes};
        for (std::size_t i = 0; i < 3; ++i) {
            const auto value = number(fields[i + 1]);
            if (!value)
                throw std::runtime_error(
                    fmt::format("zpool list line {}: \"{}\" is not a byte count (was -p given?)",
                                line.number, fields[i + 1]));
            *sizes[i] = *value;
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

ArrayStatus parseZpoolStatus(std::string_view text)
{
    ArrayStatus status;
    status.backend = Backend::Zfs;
    status.metadata = "zfs";
    std::string scan;
    std::string* continued = nullptr; // the header field a tab-indented line continues
    bool in_config = false;
    bool saw_table = false;
    Section section = Section::Data;
    std::vector<std::string> kinds;
    std::size_t group_depth = 0; // depth of the vdev group the next leaves belong to
    bool resilvering_group = false;
    for (const Line& line : splitLines(text)) {
        const std::string_view trimmed = trimView(line.text);
        if (in_config) {
            if (trimmed.empty()) {
                if (saw_table) in_config = false;
                continue;
            }
            if (!line.text.starts_with('\t')) continue;
            const ConfigRow row = configRow(line.text);
            if (row.words.empty()) continue;
            if (!saw_table) { // "NAME STATE READ WRITE CKSUM"
                saw_table = row.words[0] == "NAME";
                continue;
            }
            if (row.depth == 0) {
                if (const auto header = sectionHeader(row.words[0])) {
                    section = *header;
                } else if (status.name.empty() || row.words[0] == status.name) {
                    section = Section::Data;
                    status.name = std::string(row.words[0]);
                }
                continue;
            }
            const std::string kind = vdevKind(row.words[0]);
            const bool resilvering = line.text.find("(resilvering)") != std::string_view::npos;
            if (!kind.empty()) {
                // replacing-N and spare-N sit inside a group: their leaves rebuild.
                if (kind == "replacing" || kind == "spare") {
                    resilvering_group = true;
                    continue;
                }
                group_depth = row.depth;
                resilvering_group = false;
                if (section == Section::Data && row.depth == 2) kinds.push_back(kind);
                continue;
            }
            if (row.depth == 2) {
                group_depth = 0;
                resilvering_group = false;
                if (section == Section::Data) kinds.emplace_back("stripe");
            }
            addMember(status, row, section,
                      resilvering || (resilvering_group && row.depth > group_depth + 2));
            continue;
        }
        if (line.text.starts_with('\t')) { // a header field's next line ("status:", "scan:")
            if (continued) *continued += " " + std::string(trimmed);
            continue;
        }
        continued = nullptr;
        const auto colon = trimmed.find(": ");
        const std::string_view key = trimmed == "config:" ? "config" : trimmed.substr(0, colon);
        const std::string_view value =
            colon == std::string_view::npos ? "" : trimView(trimmed.substr(colon + 2));
        if (key == "pool") {
            status.name = std::string(value);
        } else if (key == "state") {
            status.array_state = std::string(value);
            status.state = poolState(value);
            if (value != "ONLINE") status.health = std::string(value);
        } else if (key == "scan") {
            scan = std::string(value);
            continued = &scan;
        } else if (key == "config") {
            in_config = true;
        }
    }
    if (status.name.empty())
        throw std::runtime_error("zpool status: no \"pool:\" line in the output");
    if (!saw_table)
        throw std::runtime_error(
            fmt::format("zpool status: pool {} has no config table (NAME STATE READ WRITE CKSUM)",
                        status.name));
    // Several top-level vdevs of one kind are one word ("mirror": a pool of mirrors).
    std::vector<std::string> distinct;
    for (const std::string& kind : kinds)
        if (std::find(distinct.begin(), distinct.end(), kind) == distinct.end())
            distinct.push_back(kind);
    status.level = fmt::format("{}", fmt::join(distinct, "+"));
    readScan(status, scan);
    status.scan = scan;
    return status;
}

} // namespace am::raid
