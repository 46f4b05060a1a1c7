#include "core/raid/btrfs/btrfs_report.h"

#include <algorithm>
#include <charconv>

#include "core/raid/text_lines.h"
#include "core/raid/types.h"
#include "core/util/text_file.h"

namespace am::raid {

namespace {

constexpr std::string_view kShow = "btrfs filesystem show";

std::optional<std::uint64_t> number(std::string_view text)
{
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || text.empty())
        return std::nullopt;
    return value;
}

bool startsWith(std::string_view text, std::string_view prefix)
{
    return text.substr(0, prefix.size()) == prefix;
}

// The number after `key` among the words ("devid 1 size 42" with "size" -> 42).
std::optional<std::uint64_t> valueAfter(const std::vector<std::string_view>& words,
                                        std::string_view key)
{
    const auto it = std::find(words.begin(), words.end(), key);
    if (it == words.end() || it + 1 == words.end()) return std::nullopt;
    return number(*(it + 1));
}

// "Label: 'my data'  uuid: 3f9e..." or "Label: none  uuid: 3f9e...".
BtrfsShowFilesystem parseLabelLine(const Line& line)
{
    const std::string_view text = line.text;
    const auto uuid_at = text.rfind("uuid: ");
    if (uuid_at == std::string_view::npos)
        throw ParseError(std::string(kShow), line.number, std::string(text), "no uuid");
    BtrfsShowFilesystem fs;
    fs.uuid = std::string(trimView(text.substr(uuid_at + 6)));
    std::string_view label = trimView(text.substr(7, uuid_at - 7));
    if (label.size() >= 2 && label.front() == '\'' && label.back() == '\'')
        fs.label = std::string(label.substr(1, label.size() - 2));
    else if (label != "none")
        fs.label = std::string(label);
    return fs;
}

// "devid    1 size 1073741824 used 659292160 path /dev/loop0", or
// "devid    2 size 0 used 0 path  MISSING" for a device a degraded mount lacks.
BtrfsShowDevice parseDeviceLine(const Line& line)
{
    const auto words = splitWords(line.text);
    const auto devid = valueAfter(words, "devid");
    const auto size = valueAfter(words, "size");
    const auto used = valueAfter(words, "used");
    const auto path_at = line.text.find(" path ");
    if (!devid || !size || !used || path_at == std::string_view::npos)
        throw ParseError(std::string(kShow), line.number, std::string(line.text),
                         "expected \"devid N size BYTES used BYTES path DEV\" (was --raw given?)");
    BtrfsShowDevice device;
    device.devid = static_cast<std::uint32_t>(*devid);
    device.size_bytes = *size;
    device.used_bytes = *used;
    std::string_view path = trimView(line.text.substr(path_at + 6));
    constexpr std::string_view kMissing = "MISSING";
    if (path.size() >= kMissing.size() && path.substr(path.size() - kMissing.size()) == kMissing) {
        device.missing = true;
        path = trimView(path.substr(0, path.size() - kMissing.size()));
    }
    device.path = std::string(path);
    return device;
}

} // namespace

std::vector<BtrfsShowFilesystem> parseBtrfsShow(std::string_view text)
{
    std::vector<BtrfsShowFilesystem> filesystems;
    bool in_block = false;
    for (const Line& line : splitLines(text)) {
        const std::string_view trimmed = trimView(line.text);
        if (startsWith(line.text, "Label: ")) {
            filesystems.push_back(parseLabelLine(line));
            in_block = true;
        } else if (trimmed.empty()) {
            in_block = false;
        } else if (!in_block) {
            continue; // "warning, device 2 is missing" and other notes between blocks
        } else if (startsWith(trimmed, "Total devices ")) {
            const auto words = splitWords(trimmed);
            const auto total = valueAfter(words, "devices");
            const auto used = valueAfter(words, "used");
            if (!total || !used)
                throw ParseError(std::string(kShow), line.number, std::string(line.text),
                                 "expected \"Total devices N FS bytes used BYTES\"");
            filesystems.back().total_devices = static_cast<std::uint32_t>(*total);
            filesystems.back().used_bytes = *used;
        } else if (startsWith(trimmed, "devid ")) {
            filesystems.back().devices.push_back(parseDeviceLine(line));
        } else if (startsWith(trimmed, "*** Some devices missing")) {
            filesystems.back().some_missing = true;
        }
    }
    return filesystems;
}

std::map<std::string, std::uint64_t> parseBtrfsDeviceStats(std::string_view text)
{
    // "[/dev/loop1].corruption_errs  76800"
    std::map<std::string, std::uint64_t> errors;
    for (const Line& line : splitLines(text)) {
        const std::string_view trimmed = trimView(line.text);
        if (trimmed.empty()) continue;
        const auto close = trimmed.find("].");
        const auto words = splitWords(trimmed);
        const auto count = words.size() == 2 ? number(words[1]) : std::nullopt;
        if (trimmed.front() != '[' || close == std::string_view::npos || !count)
            throw ParseError("btrfs device stats", line.number, std::string(line.text),
                             "expected \"[DEVICE].counter_name COUNT\"");
        errors[std::string(trimmed.substr(1, close - 1))] += *count;
    }
    return errors;
}

std::optional<std::uint64_t> BtrfsScrubStatus::bytesPerSecond() const
{
    if (duration_seconds == 0) return std::nullopt;
    return bytes_scrubbed / duration_seconds;
}

BtrfsScrubStatus parseBtrfsScrubStatus(std::string_view text)
{
    constexpr std::string_view kWhat = "btrfs scrub status -R";
    BtrfsScrubStatus scrub;
    for (const Line& line : splitLines(text)) {
        const std::string_view trimmed = trimView(line.text);
        const auto colon = trimmed.find(':');
        if (colon == std::string_view::npos) continue; // "no stats available"
        const std::string_view key = trimmed.substr(0, colon);
        const std::string_view value = trimView(trimmed.substr(colon + 1));
        if (key == "Status") {
            scrub.status = std::string(value);
        } else if (key == "Duration") {
            // "H:MM:SS", the hours not wrapped at a day
            std::uint64_t seconds = 0;
            for (std::string_view rest = value; !rest.empty();) {
                const auto part_end = std::min(rest.find(':'), rest.size());
                const auto part = number(rest.substr(0, part_end));
                if (!part)
                    throw ParseError(std::string(kWhat), line.number, std::string(line.text),
                                     "expected a duration H:MM:SS");
                seconds = seconds * 60 + *part;
                rest = part_end < rest.size() ? rest.substr(part_end + 1) : std::string_view();
            }
            scrub.duration_seconds = seconds;
        } else if (line.text.front() == '\t' || line.text.front() == ' ') {
            const auto count = number(value);
            if (!count)
                throw ParseError(std::string(kWhat), line.number, std::string(line.text),
                                 "expected \"counter: COUNT\"");
            if (key == "data_bytes_scrubbed" || key == "tree_bytes_scrubbed")
                scrub.bytes_scrubbed += *count;
            else if (key == "read_errors" || key == "csum_errors" || key == "verify_errors" ||
                     key == "super_errors")
                scrub.errors += *count;
            else if (key == "uncorrectable_errors")
                scrub.uncorrectable_errors = *count;
        }
    }
    return scrub;
}

std::optional<BtrfsAllocation> readBtrfsAllocation(const std::filesystem::path& sysfs,
                                                   const std::string& uuid)
{
    namespace fs = std::filesystem;
    const fs::path allocation = sysfs / "fs" / "btrfs" / uuid / "allocation";
    std::error_code error;
    if (!fs::is_directory(allocation, error)) return std::nullopt;
    // A profile is a directory named for it ("raid1", "single", "dup") beside the counters.
    const auto profiles = [&](const char* kind) {
        std::vector<std::string> names;
        for (const auto& entry : fs::directory_iterator(allocation / kind, error))
            if (entry.is_directory(error)) names.push_back(entry.path().filename().string());
        std::sort(names.begin(), names.end());
        return names;
    };
    BtrfsAllocation result;
    result.data_profiles = profiles("data");
    result.metadata_profiles = profiles("metadata");
    // --mixed: the kernel names the one space for data and metadata "mixed".
    if (fs::is_directory(allocation / "mixed", error)) {
        result.data_profiles = profiles("mixed");
        result.metadata_profiles = result.data_profiles;
    }
    for (const char* kind : {"data", "metadata", "system", "mixed"})
        result.disk_used_bytes += util::readNumber(allocation / kind / "disk_used").value_or(0);
    return result;
}

} // namespace am::raid
