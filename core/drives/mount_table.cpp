#include "core/drives/mount_table.h"

#include <memory>
#include <sstream>
#include <stdexcept>
#include <sys/sysmacros.h>

#include <fmt/format.h>
#include <libmount/libmount.h>

#include "core/util/text_file.h"

namespace am::drives {

std::multimap<std::string, std::string> readMountTable(const std::filesystem::path& mountinfo)
{
    std::unique_ptr<libmnt_table, decltype(&mnt_unref_table)> table(mnt_new_table(), &mnt_unref_table);
    if (!table) throw std::runtime_error("libmount: out of memory");
    if (const int rc = mnt_table_parse_file(table.get(), mountinfo.c_str()); rc != 0)
        throw std::runtime_error(fmt::format("cannot read the mount table {}: libmount error {}",
                                             mountinfo.string(), rc));

    std::multimap<std::string, std::string> mounts;
    std::unique_ptr<libmnt_iter, decltype(&mnt_free_iter)> iter(mnt_new_iter(MNT_ITER_FORWARD), &mnt_free_iter);
    libmnt_fs* fs = nullptr;
    while (mnt_table_next_fs(table.get(), iter.get(), &fs) == 0) {
        const dev_t devno = mnt_fs_get_devno(fs);
        const char* target = mnt_fs_get_target(fs);
        // Pseudo filesystems have major 0; they are never block devices.
        if (major(devno) == 0 || target == nullptr) continue;
        mounts.emplace(fmt::format("{}:{}", major(devno), minor(devno)), target);
    }
    return mounts;
}

std::set<std::string> readSwapDevices(const std::filesystem::path& swaps)
{
    std::set<std::string> names;
    const auto content = util::readTextFile(swaps);
    if (!content) return names;
    std::istringstream lines(*content);
    std::string line;
    std::getline(lines, line); // header
    while (std::getline(lines, line)) {
        std::istringstream fields(line);
        std::string filename, type;
        fields >> filename >> type;
        if (type == "partition" && filename.starts_with("/dev/"))
            names.insert(std::filesystem::path(filename).filename());
    }
    return names;
}

} // namespace am::drives
