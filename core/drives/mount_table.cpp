#include "core/drives/mount_table.h"

#include <cctype>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string_view>
#include <sys/sysmacros.h>

#include <fmt/format.h>
#include <libmount/libmount.h>

#include "core/util/text_file.h"

namespace am::drives {

std::vector<Mount> readMountTable(const std::filesystem::path& mountinfo)
{
    std::unique_ptr<libmnt_table, decltype(&mnt_unref_table)> table(mnt_new_table(),
                                                                    &mnt_unref_table);
    if (!table) throw std::runtime_error("libmount: out of memory");
    if (const int rc = mnt_table_parse_file(table.get(), mountinfo.c_str()); rc != 0)
        throw std::runtime_error(fmt::format("cannot read the mount table {}: libmount error {}",
                                             mountinfo.string(), rc));

    std::vector<Mount> mounts;
    std::unique_ptr<libmnt_iter, decltype(&mnt_free_iter)> iter(mnt_new_iter(MNT_ITER_FORWARD),
                                                                &mnt_free_iter);
    libmnt_fs* fs = nullptr;
    while (mnt_table_next_fs(table.get(), iter.get(), &fs) == 0) {
        const dev_t devno = mnt_fs_get_devno(fs);
        const char* target = mnt_fs_get_target(fs);
        const char* source = mnt_fs_get_srcpath(fs); // null for pseudo filesystems (proc, tmpfs)
        if (target == nullptr) continue;
        if (major(devno) == 0 &&
            (source == nullptr || !std::string_view(source).starts_with("/dev/")))
            continue;
        const char* root = mnt_fs_get_root(fs);
        mounts.push_back({fmt::format("{}:{}", major(devno), minor(devno)), source ? source : "",
                          target, root ? root : "/"});
    }
    return mounts;
}

std::vector<std::string> mountTargetsOf(const std::vector<Mount>& mounts, const std::string& devno,
                                        const std::string& name, const std::filesystem::path& devfs)
{
    std::vector<std::string> targets;
    for (const auto& mount : mounts) {
        bool match = mount.devno == devno;
        if (!match && mount.devno.starts_with("0:") && mount.source.starts_with("/dev/")) {
            const std::filesystem::path in_devfs = devfs / mount.source.substr(5);
            std::error_code ec;
            const auto resolved = std::filesystem::canonical(in_devfs, ec);
            match = (ec ? in_devfs : resolved).filename() == name;
        }
        if (match) targets.push_back(mount.target);
    }
    return targets;
}

namespace {

// /proc/swaps writes blanks, tabs, newlines and backslashes in paths as octal escapes.
std::string unescapeOctal(const std::string& text)
{
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const bool escape = text[i] == '\\' && i + 3 < text.size();
        if (escape && std::isdigit(static_cast<unsigned char>(text[i + 1])) &&
            std::isdigit(static_cast<unsigned char>(text[i + 2])) &&
            std::isdigit(static_cast<unsigned char>(text[i + 3]))) {
            out += static_cast<char>(std::stoi(text.substr(i + 1, 3), nullptr, 8));
            i += 3;
        } else {
            out += text[i];
        }
    }
    return out;
}

// (path, type) of each active swap area.
std::vector<std::pair<std::string, std::string>> readSwapAreas(const std::filesystem::path& swaps)
{
    std::vector<std::pair<std::string, std::string>> areas;
    const auto content = util::readTextFile(swaps);
    if (!content) return areas;
    std::istringstream lines(*content);
    std::string line;
    std::getline(lines, line); // header
    while (std::getline(lines, line)) {
        std::istringstream fields(line);
        std::string filename, type;
        fields >> filename >> type;
        if (!filename.empty()) areas.emplace_back(unescapeOctal(filename), type);
    }
    return areas;
}

} // namespace

std::set<std::string> readSwapDevices(const std::filesystem::path& swaps)
{
    std::set<std::string> names;
    for (const auto& [filename, type] : readSwapAreas(swaps))
        if (type == "partition" && filename.starts_with("/dev/"))
            names.insert(std::filesystem::path(filename).filename());
    return names;
}

std::set<std::string> readSwapFiles(const std::filesystem::path& swaps)
{
    std::set<std::string> files;
    for (const auto& [filename, type] : readSwapAreas(swaps))
        if (type == "file") files.insert(filename);
    return files;
}

} // namespace am::drives
