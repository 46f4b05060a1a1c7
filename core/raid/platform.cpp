#include "core/raid/platform.h"

#include <algorithm>
#include <charconv>

#include "core/raid/text_lines.h"
#include "core/raid/types.h"

namespace am::raid {

bool ImsmCapabilities::supportsLevel(std::string_view level) const
{
    return std::find(levels.begin(), levels.end(), level) != levels.end();
}

bool ImsmCapabilities::supportsChunk(std::uint64_t bytes) const
{
    return std::find(chunk_sizes.begin(), chunk_sizes.end(), bytes) != chunk_sizes.end();
}

std::optional<std::uint64_t> parseMdadmSize(std::string_view text)
{
    if (text.empty()) return std::nullopt;
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end == text.data()) return std::nullopt;
    const std::string_view unit(end, static_cast<std::size_t>(text.data() + text.size() - end));
    std::uint64_t factor = 0;
    if (unit.empty())
        factor = 1;
    else if (unit == "k" || unit == "K")
        factor = 1024;
    else if (unit == "m" || unit == "M")
        factor = 1024 * 1024;
    else if (unit == "g" || unit == "G")
        factor = 1024ULL * 1024 * 1024;
    else
        return std::nullopt;
    if (value > UINT64_MAX / factor) return std::nullopt;
    return value * factor;
}

namespace {

constexpr const char* kExportName = "mdadm --detail-platform --export";
constexpr const char* kHumanName = "mdadm --detail-platform";

std::uint32_t number(const Line& line, std::string_view text, const char* what)
{
    std::uint32_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end == text.data())
        throw ParseError(what, line.number, std::string(line.text), "expected a number");
    return value;
}

void addChunks(ImsmCapabilities& caps, const Line& line, std::string_view list, const char* what)
{
    for (const auto word : splitWords(list)) {
        const auto bytes = parseMdadmSize(word);
        if (!bytes) throw ParseError(what, line.number, std::string(line.text), "not a chunk size");
        caps.chunk_sizes.push_back(*bytes);
    }
}

void addLevels(ImsmCapabilities& caps, std::string_view list)
{
    for (const auto word : splitWords(list)) caps.levels.emplace_back(word);
}

// How one form of `mdadm --detail-platform` writes its lines.
struct PlatformForm {
    const char* tool;           // names the output in a ParseError
    std::string_view separator; // between key and value
    const char* not_a_field;    // the problem when a line has no key and separator
    std::string_view entry_key; // the key that starts the next entry
    const char* before_entry;   // the problem when a key comes before the first entry
};

// One "key<separator>value" line; key and value trimmed.
struct Field {
    const Line& line;
    std::string_view key;
    std::string_view value;
};

using FieldReader = void (*)(ImsmCapabilities& entry, const Field& field);

// The walk both forms share: blank lines are skipped, "mdadm: ..." lines
// become notes, every other line is split at the form's separator. The entry
// key starts a new entry; each field, the entry key's too, goes to `read`
// with the entry it belongs to.
Platform walkPlatformLines(std::string_view text, const PlatformForm& form, FieldReader read)
{
    Platform platform;
    for (const Line& line : splitLines(text)) {
        const std::string_view content = trimView(line.text);
        if (content.empty()) continue;
        if (content.starts_with("mdadm:")) {
            platform.notes.emplace_back(content);
            continue;
        }
        const auto separator = content.find(form.separator);
        const std::string_view key = separator == std::string_view::npos
                                         ? std::string_view()
                                         : trimView(content.substr(0, separator));
        if (key.empty())
            throw ParseError(form.tool, line.number, std::string(line.text), form.not_a_field);
        const Field field{line, key, trimView(content.substr(separator + form.separator.size()))};
        if (key == form.entry_key) platform.entries.emplace_back();
        if (platform.entries.empty())
            throw ParseError(form.tool, line.number, std::string(line.text), form.before_entry);
        read(platform.entries.back(), field);
    }
    return platform;
}

constexpr std::string_view kExportEntryKey = "MD_FIRMWARE_TYPE";

void readExportField(ImsmCapabilities& entry, const Field& field)
{
    const auto& [line, key, value] = field;
    if (key == kExportEntryKey) return; // starts the entry, says nothing more
    if (key == "IMSM_VERSION")
        entry.version = value;
    else if (key == "IMSM_SUPPORTED_RAID_LEVELS")
        addLevels(entry, value);
    else if (key == "IMSM_SUPPORTED_CHUNK_SIZES")
        addChunks(entry, line, value, kExportName);
    else if (key == "IMSM_2TB_VOLUMES")
        entry.two_tb_volumes = value == "yes";
    else if (key == "IMSM_2TB_DISKS")
        entry.two_tb_disks = value == "yes";
    else if (key == "IMSM_MAX_DISKS")
        entry.max_disks = number(line, value, kExportName);
    else if (key == "IMSM_MAX_VOLUMES_PER_ARRAY")
        entry.max_volumes_per_array = number(line, value, kExportName);
    else if (key == "IMSM_MAX_VOLUMES_PER_CONTROLLER")
        entry.max_volumes_per_controller = number(line, value, kExportName);
    else
        entry.other[std::string(key)] = std::string(value);
}

} // namespace

Platform parsePlatformExport(std::string_view text)
{
    return walkPlatformLines(
        text,
        {kExportName, "=", "expected KEY=VALUE", kExportEntryKey, "key before MD_FIRMWARE_TYPE"},
        readExportField);
}

namespace {

void parseMaxVolumes(ImsmCapabilities& caps, const Line& line, std::string_view value)
{
    // "2 per array, 4 per controller" (or "per platform" on NVMe)
    const auto words = splitWords(value);
    if (words.size() < 6 || words[1] != "per" || words[4] != "per")
        throw ParseError(kHumanName, line.number, std::string(line.text),
                         "expected \"N per array, M per controller\"");
    caps.max_volumes_per_array = number(line, words[0], kHumanName);
    caps.max_volumes_per_controller = number(line, words[3], kHumanName);
}

void parseController(ImsmCapabilities& caps, std::string_view value)
{
    // "/sys/devices/pci0000:00/0000:00:0e.0 (VMD)"
    PlatformController controller;
    const auto open = value.rfind('(');
    if (open != std::string_view::npos && value.ends_with(')')) {
        controller.path = trimView(value.substr(0, open));
        controller.type = value.substr(open + 1, value.size() - open - 2);
    } else {
        controller.path = value;
    }
    caps.controllers.push_back(std::move(controller));
}

PlatformController::Attached attachedDevice(std::string port, std::string_view value)
{
    // "/dev/sdd (WDEBMLJ2)", "- no device attached -", "/dev/nvme0n1 (S6P1NS0T318266R)"
    PlatformController::Attached attached;
    attached.port = std::move(port);
    if (value.starts_with("/dev/")) {
        const auto space = value.find(' ');
        attached.device = value.substr(0, space);
        if (space != std::string_view::npos) {
            std::string_view serial = trimView(value.substr(space));
            if (serial.starts_with('(') && serial.ends_with(')'))
                serial = serial.substr(1, serial.size() - 2);
            attached.serial = serial;
        }
    } else {
        std::string_view note = trimView(value);
        if (note.starts_with('-')) note.remove_prefix(1);
        if (note.ends_with('-')) note.remove_suffix(1);
        attached.note = trimView(note);
    }
    return attached;
}

void readHumanField(ImsmCapabilities& entry, const Field& field)
{
    const auto& [line, key, value] = field;
    if (key == "Platform")
        entry.platform = value;
    else if (key == "Version")
        entry.version = value;
    else if (key == "RAID Levels")
        addLevels(entry, value);
    else if (key == "Chunk Sizes")
        addChunks(entry, line, value, kHumanName);
    else if (key == "2TB volumes")
        entry.two_tb_volumes = value == "supported";
    else if (key == "2TB disks")
        entry.two_tb_disks = value == "supported";
    else if (key == "Max Disks")
        entry.max_disks = number(line, value, kHumanName);
    else if (key == "Max Volumes")
        parseMaxVolumes(entry, line, value);
    else if (key == "3rd party NVMe")
        entry.third_party_nvme = value == "supported";
    else if (key == "I/O Controller")
        parseController(entry, value);
    else if (key == "NVMe under VMD" || key == "NVMe Device" ||
             (key.starts_with("Port") && key.size() > 4)) {
        if (entry.controllers.empty())
            throw ParseError(kHumanName, line.number, std::string(line.text),
                             "device before any \"I/O Controller\"");
        entry.controllers.back().devices.push_back(
            attachedDevice(key.starts_with("Port") ? std::string(key) : std::string(), value));
    } else {
        entry.other[std::string(key)] = std::string(value);
    }
}

} // namespace

Platform parsePlatformHuman(std::string_view text)
{
    return walkPlatformLines(
        text,
        {kHumanName, " : ", "expected \"Key : value\"", "Platform", "line before \"Platform :\""},
        readHumanField);
}

} // namespace am::raid
