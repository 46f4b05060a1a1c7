#include "core/drives/filesystem_usage.h"

#include <sys/statvfs.h>

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
        const auto start = line.find_first_not_of(' ', key.size());
        if (start == std::string::npos) return std::nullopt;
        std::uint64_t value = 0;
        const char* end = line.data() + line.size();
        const auto [stop, error] = std::from_chars(line.data() + start, end, value);
        if (error != std::errc() || stop != end) return std::nullopt;
        return value;
    }
    return std::nullopt;
}

bool isExt(const std::string& type) { return type == "ext2" || type == "ext3" || type == "ext4"; }

} // namespace

std::optional<FilesystemUsage> parseDumpe2fsHeader(const std::string& text)
{
    const auto blocks = numberAfter(text, "Block count:");
    const auto free = numberAfter(text, "Free blocks:");
    const auto block_size = numberAfter(text, "Block size:");
    if (!blocks || !free || !block_size || *free > *blocks) return std::nullopt;
    FilesystemUsage usage;
    usage.size_bytes = *blocks * *block_size;
    usage.used_bytes = (*blocks - *free) * *block_size;
    return usage;
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
    if (!isExt(device.signature_type)) return mounted;
    const std::string path = (roots.devfs / device.name).string();
    const auto result = runner.run({"dumpe2fs", "-h", path}, {std::chrono::seconds(30)});
    auto usage = result.ok() ? parseDumpe2fsHeader(result.out) : std::nullopt;
    if (!usage) return mounted;
    usage->source = "dumpe2fs -h " + path;
    if (mounted) {
        usage->used_bytes = mounted->used_bytes;
        usage->source += " and " + mounted->source;
    }
    return usage;
}

} // namespace am::drives
