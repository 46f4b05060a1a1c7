#include "core/drives/filesystem_usage.h"

#include <sys/statvfs.h>

#include <algorithm>
#include <charconv>
#include <sstream>

namespace am::drives {

namespace {

std::optional<std::uint64_t> numberAfter(const std::string& text, const std::string& key)
{
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        if (!line.starts_with(key)) continue;
        const auto start = line.find_first_not_of(" \t", key.size());
        if (start == std::string::npos) return std::nullopt;
        std::uint64_t value = 0;
        const char* end = line.data() + line.size();
        const auto [stop, error] = std::from_chars(line.data() + start, end, value);
        if (error != std::errc() || stop != end) return std::nullopt;
        return value;
    }
    return std::nullopt;
}

// Size and used bytes from a block count, a free count and the block size, as read.
std::optional<FilesystemUsage> fromCounts(std::optional<std::uint64_t> blocks,
                                          std::optional<std::uint64_t> free,
                                          std::optional<std::uint64_t> block_size)
{
    if (!blocks || !free || !block_size || *free > *blocks) return std::nullopt;
    FilesystemUsage usage;
    usage.size_bytes = *blocks * *block_size;
    usage.used_bytes = (*blocks - *free) * *block_size;
    return usage;
}

} // namespace

const std::vector<SuperblockReader>& superblockReaders()
{
    static const std::vector<SuperblockReader> readers{
        {{"ext2", "ext3", "ext4"}, {"dumpe2fs", "-h"}, parseDumpe2fsHeader},
        {{"xfs"},
         {"xfs_db", "-r", "-c", "sb 0", "-c", "print dblocks blocksize fdblocks"},
         parseXfsSuperblock},
        {{"btrfs"}, {"btrfs", "inspect-internal", "dump-super"}, parseBtrfsSuperblock},
    };
    return readers;
}

std::optional<FilesystemUsage> parseDumpe2fsHeader(const std::string& text)
{
    return fromCounts(numberAfter(text, "Block count:"), numberAfter(text, "Free blocks:"),
                      numberAfter(text, "Block size:"));
}

std::optional<FilesystemUsage> parseXfsSuperblock(const std::string& text)
{
    return fromCounts(numberAfter(text, "dblocks ="), numberAfter(text, "fdblocks ="),
                      numberAfter(text, "blocksize ="));
}

std::optional<FilesystemUsage> parseBtrfsSuperblock(const std::string& text)
{
    const auto devices = numberAfter(text, "num_devices");
    if (!devices || *devices != 1) return std::nullopt;
    return fromCounts(
        numberAfter(text, "total_bytes"),
        [&]() -> std::optional<std::uint64_t> {
            const auto total = numberAfter(text, "total_bytes");
            const auto used = numberAfter(text, "bytes_used");
            if (!total || !used || *used > *total) return std::nullopt;
            return *total - *used;
        }(),
        1);
}

std::optional<FilesystemUsage> filesystemUsage(const BlockDevice& device, const SystemRoots& roots,
                                               util::Runner& runner)
{
    if (device.signature_usage != "filesystem") return std::nullopt;
    // The kernel's count of a mounted filesystem; a recorded tree's mount points are not here.
    std::optional<FilesystemUsage> mounted;
    if (!device.mountpoints.empty() && roots.sysfs == SystemRoots{}.sysfs) {
        struct statvfs info {};
        const std::string& where = device.mountpoints.front();
        if (::statvfs(where.c_str(), &info) == 0) {
            mounted = FilesystemUsage{};
            mounted->size_bytes = static_cast<std::uint64_t>(info.f_blocks) * info.f_frsize;
            mounted->used_bytes =
                static_cast<std::uint64_t>(info.f_blocks - info.f_bfree) * info.f_frsize;
            mounted->source = "statvfs " + where;
            mounted->size_exact = false;
        }
    }
    const auto& readers = superblockReaders();
    const auto reader = std::find_if(readers.begin(), readers.end(), [&](const auto& each) {
        return std::find(each.types.begin(), each.types.end(), device.signature_type) !=
               each.types.end();
    });
    if (reader == readers.end()) return mounted;
    std::vector<std::string> argv = reader->argv_before_dev;
    argv.push_back((roots.devfs / device.name).string());
    const auto result = runner.run(argv, {std::chrono::seconds(30)});
    auto usage = result.ok() ? reader->parse(result.out) : std::nullopt;
    if (!usage) return mounted;
    usage->source = util::displayCommand(argv);
    if (mounted) {
        usage->used_bytes = mounted->used_bytes;
        usage->source += " and " + mounted->source;
    }
    return usage;
}

} // namespace am::drives
