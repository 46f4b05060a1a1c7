#include "core/drives/exclusive_probe.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace am::drives {

namespace {

bool heldByOtherProcess(const std::filesystem::path& node)
{
    struct stat st {};
    if (::stat(node.c_str(), &st) != 0 || !S_ISBLK(st.st_mode)) return false;
    const int fd = ::open(node.c_str(), O_RDONLY | O_EXCL | O_CLOEXEC | O_NONBLOCK);
    if (fd >= 0) {
        ::close(fd);
        return false;
    }
    // Other failures (no permission, no medium) already showed in the content probe.
    return errno == EBUSY;
}

bool skipped(const BlockDevice& device, const std::vector<std::string>& skip)
{
    return std::any_of(skip.begin(), skip.end(), [&](const std::string& given) {
        return given == device.name || given == device.path;
    });
}

bool mark(BlockDevice& device, const std::filesystem::path& devfs)
{
    if (device.inUse() || device.size_bytes == 0 || !heldByOtherProcess(devfs / device.name))
        return false;
    device.opened_exclusively = true;
    return true;
}

// A claim on a partition makes the whole disk's O_EXCL open fail too, and a
// claim on the disk its partitions': the disk is probed only when none of its
// partitions is held, and a caller's hold on one covers the whole family.
bool markFamily(BlockDevice& disk, const std::filesystem::path& devfs,
                const std::vector<std::string>& skip)
{
    if (skipped(disk, skip)) return false;
    bool family_skipped = false, partition_marked = false;
    for (auto& part : disk.partitions) {
        if (skipped(part, skip))
            family_skipped = true;
        else
            partition_marked |= mark(part, devfs);
    }
    if (family_skipped || partition_marked) return partition_marked;
    return mark(disk, devfs);
}

} // namespace

bool markExclusivelyOpened(ScanResult& result, const std::filesystem::path& devfs,
                           const std::vector<std::string>& skip)
{
    bool marked = false;
    for (auto& disk : result.drives) marked |= markFamily(disk, devfs, skip);
    return marked;
}

} // namespace am::drives
