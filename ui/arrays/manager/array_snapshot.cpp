#include "ui/arrays/manager/array_snapshot.h"

#include <charconv>

#include "core/util/text_file.h"

namespace am::ui {

ArraySnapshot readArraySnapshot(const drives::SystemRoots& roots,
                                const std::filesystem::path& modules)
{
    ArraySnapshot snapshot;
    snapshot.driver = raid::checkMdDriver({roots.procfs, roots.sysfs, modules});
    if (!snapshot.driver.loaded()) return snapshot;
    try {
        snapshot.arrays = raid::readAllArrayStatus(roots);
    } catch (const std::exception& error) {
        // An array that vanishes between listing and reading (mdadm --stop) lands here; the next
        // tick reads again.
        snapshot.error = QString::fromUtf8(error.what());
    }
    return snapshot;
}

std::uint64_t readMemberSizeBytes(const drives::SystemRoots& roots, const std::string& member_name)
{
    const auto text = util::readTextFile(roots.sysfs / "class" / "block" / member_name / "size");
    if (!text) return 0;
    std::uint64_t sectors = 0;
    const char* begin = text->data();
    const char* end = begin + text->size();
    while (begin < end && (*begin == ' ' || *begin == '\n')) ++begin;
    const auto [ptr, ec] = std::from_chars(begin, end, sectors);
    if (ec != std::errc() || ptr == begin) return 0;
    return sectors * 512;
}

std::uint64_t memberShareOfArray(const raid::ArrayStatus& array)
{
    const std::uint64_t n = array.raid_disks;
    if (n == 0) return 0;
    if (array.level == "raid1") return array.size_bytes;
    if (array.level == "raid0") return array.size_bytes / n;
    if (array.level == "raid5" && n > 1) return array.size_bytes / (n - 1);
    if (array.level == "raid6" && n > 2) return array.size_bytes / (n - 2);
    if (array.level == "raid10") return array.size_bytes * 2 / n; // the default two copies
    return 0;
}

} // namespace am::ui
