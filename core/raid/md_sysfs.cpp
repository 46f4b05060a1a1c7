#include "core/raid/md_sysfs.h"

#include <algorithm>
#include <charconv>
#include <stdexcept>
#include <tuple>
#include <utility>

#include "core/drives/md_level.h"
#include "core/raid/text_lines.h"
#include "core/raid/types.h"
#include "core/util/text_file.h"

namespace am::raid {

namespace fs = std::filesystem;

namespace {

template <typename T> std::optional<T> number(std::string_view text)
{
    T value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

std::string attribute(const fs::path& dir, const char* name)
{
    return util::readAttribute(dir / name).value_or("");
}

// What a reshape plan reads beside the status (sizes, offsets): absent where the kernel shows no
// number (an inactive array, a container), rather than a status that cannot be read at all.
template <typename T> std::optional<T> optionalNumber(const fs::path& dir, const char* name)
{
    const auto text = util::readAttribute(dir / name);
    return text ? number<T>(trimView(*text)) : std::nullopt;
}

template <typename T> std::optional<T> numericAttribute(const fs::path& dir, const char* name)
{
    const auto text = util::readAttribute(dir / name);
    if (!text) return std::nullopt;
    const auto value = number<T>(*text);
    if (!value) throw ParseError((dir / name).string(), 1, *text, "not a number");
    return value;
}

// "4 (3)": the value a reshape goes to and the one it comes from; "4": that value alone.
template <typename T>
std::pair<std::optional<T>, std::optional<T>> reshapingAttribute(const fs::path& dir,
                                                                 const char* name)
{
    const auto text = util::readAttribute(dir / name);
    if (!text) return {};
    const std::string_view view = trimView(*text);
    if (view.empty()) return {}; // an inactive array (an imsm container) reads ""
    const auto open = view.find('(');
    const auto now = number<T>(trimView(view.substr(0, open)));
    std::optional<T> before;
    if (open != std::string_view::npos) {
        const auto close = view.find(')', open);
        if (close != std::string_view::npos)
            before = number<T>(trimView(view.substr(open + 1, close - open - 1)));
        if (!before) throw ParseError((dir / name).string(), 1, *text, "expected \"NEW (OLD)\"");
    }
    if (!now) throw ParseError((dir / name).string(), 1, *text, "not a number");
    return {now, before};
}

} // namespace

bool MdSysfsMember::has(std::string_view state) const
{
    return std::find(states.begin(), states.end(), state) != states.end();
}

std::optional<SyncCompleted> parseSyncCompleted(std::string_view text)
{
    text = trimView(text);
    if (text.empty() || text == "none" || text == "delayed" || text == "pending")
        return std::nullopt;
    const auto slash = text.find('/');
    if (slash == std::string_view::npos)
        throw ParseError("md/sync_completed", 1, std::string(text), "expected \"N / M\"");
    const auto done = number<std::uint64_t>(trimView(text.substr(0, slash)));
    const auto total = number<std::uint64_t>(trimView(text.substr(slash + 1)));
    if (!done || !total)
        throw ParseError("md/sync_completed", 1, std::string(text),
                         "expected two numbers \"N / M\"");
    return SyncCompleted{*done, *total};
}

std::vector<std::string> parseStateList(std::string_view text)
{
    std::vector<std::string> states;
    text = trimView(text);
    while (!text.empty()) {
        const auto comma = text.find(',');
        const std::string_view state = trimView(text.substr(0, comma));
        if (!state.empty()) states.emplace_back(state);
        if (comma == std::string_view::npos) break;
        text.remove_prefix(comma + 1);
    }
    return states;
}

std::optional<std::uint32_t> parseSlot(std::string_view text)
{
    text = trimView(text);
    if (text == "none" || text.empty()) return std::nullopt;
    const auto slot = number<std::uint32_t>(text);
    if (!slot)
        throw ParseError("md/dev-*/slot", 1, std::string(text), "expected a number or \"none\"");
    return slot;
}

BadBlocks parseBadBlocks(std::string_view text)
{
    BadBlocks result;
    for (const Line& line : splitLines(text)) {
        const std::string_view content = trimView(line.text);
        if (content.empty()) continue;
        const auto words = splitWords(content);
        const auto sector = words.size() == 2 ? number<std::uint64_t>(words[0]) : std::nullopt;
        const auto length = words.size() == 2 ? number<std::uint64_t>(words[1]) : std::nullopt;
        if (!sector || !length)
            throw ParseError("md/dev-*/bad_blocks", line.number, std::string(content),
                             "expected \"SECTOR LENGTH\"");
        ++result.entries;
        result.sectors += *length;
    }
    return result;
}

MdSysfs readMdSysfs(const drives::SystemRoots& roots, const std::string& name)
{
    const fs::path device = roots.sysfs / "block" / name;
    const fs::path md = device / "md";
    std::error_code error;
    if (!fs::is_directory(md, error))
        throw std::runtime_error(md.string() + " does not exist: " + name + " is not an md array");
    MdSysfs result;
    result.name = name;
    result.array_state = attribute(md, "array_state");
    result.sync_action = attribute(md, "sync_action");
    result.metadata_version = attribute(md, "metadata_version");
    result.level = drives::mdLevel(attribute(md, "level"), result.metadata_version);
    result.consistency_policy = attribute(md, "consistency_policy");
    result.bitmap_location = attribute(md / "bitmap", "location");
    // A raid0 of equal members reads -1 (no layout to choose: VM 40 found it); like none.
    if (util::readAttribute(md / "layout") != std::optional<std::string>("-1"))
        result.layout = reshapingAttribute<std::uint32_t>(md, "layout").first;
    if (const auto text = util::readAttribute(md / "sync_completed"))
        result.sync_completed = parseSyncCompleted(*text);
    if (const auto text = util::readAttribute(md / "sync_speed"); text && *text != "none")
        result.sync_speed_kib = number<std::uint64_t>(*text);
    result.degraded = numericAttribute<std::uint32_t>(md, "degraded");
    // While a reshape runs, raid_disks and chunk_size read "NEW (OLD)".
    std::tie(result.raid_disks, result.reshape_from_raid_disks) =
        reshapingAttribute<std::uint32_t>(md, "raid_disks");
    std::tie(result.chunk_bytes, result.reshape_from_chunk_bytes) =
        reshapingAttribute<std::uint64_t>(md, "chunk_size");
    if (const auto sectors = numericAttribute<std::uint64_t>(device, "size"))
        result.size_bytes = *sectors * 512;
    result.mismatch_cnt = numericAttribute<std::uint64_t>(md, "mismatch_cnt");
    result.component_kib = optionalNumber<std::uint64_t>(md, "component_size");
    result.reshape_position = optionalNumber<std::uint64_t>(md, "reshape_position"); // or "none"
    if (!result.bitmap_location.empty() && result.bitmap_location != "none")
        result.bitmap_chunk_bytes = optionalNumber<std::uint64_t>(md / "bitmap", "chunksize");
    result.last_sync_action = attribute(md, "last_sync_action");

    for (const auto& entry : fs::directory_iterator(md, error)) {
        const std::string entry_name = entry.path().filename().string();
        if (!entry_name.starts_with("dev-")) continue;
        MdSysfsMember member;
        member.name = entry_name.substr(4);
        member.states = parseStateList(util::readAttribute(entry.path() / "state").value_or(""));
        if (const auto slot = util::readAttribute(entry.path() / "slot"))
            member.slot = parseSlot(*slot);
        member.errors = numericAttribute<std::uint64_t>(entry.path(), "errors");
        member.recovery_start = attribute(entry.path(), "recovery_start");
        member.data_offset_sectors = optionalNumber<std::uint64_t>(entry.path(), "offset");
        member.used_kib = optionalNumber<std::uint64_t>(entry.path(), "size");
        if (const auto text = util::readTextFile(entry.path() / "bad_blocks"))
            member.bad_blocks = parseBadBlocks(*text);
        result.members.push_back(std::move(member));
    }
    std::sort(result.members.begin(), result.members.end(),
              [](const auto& a, const auto& b) { return a.name < b.name; });
    return result;
}

std::vector<std::string> listMdDevices(const drives::SystemRoots& roots)
{
    std::vector<std::string> names;
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(roots.sysfs / "block", error)) {
        const std::string name = entry.path().filename().string();
        if (name.starts_with("md") && fs::is_directory(entry.path() / "md", error))
            names.push_back(name);
    }
    std::sort(names.begin(), names.end());
    return names;
}

bool mdDriverLoaded(const drives::SystemRoots& roots)
{
    std::error_code error;
    return fs::exists(roots.procfs / "mdstat", error);
}

} // namespace am::raid
