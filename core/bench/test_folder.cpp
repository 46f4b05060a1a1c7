#include "core/bench/test_folder.h"

#include <libmount/libmount.h>
#include <linux/magic.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <memory>
#include <utility>

#include <fmt/format.h>

#include "core/bench/job_validation.h"
#include "core/util/units.h"

namespace am::bench {

namespace {

// Kernel interfaces that look like folders. tmpfs is not here: /tmp and
// /dev/shm are tmpfs on many systems and hold files well (devtmpfs, a tmpfs
// instance with the same magic, is told apart by its mount's type).
constexpr std::pair<unsigned long, const char*> kPseudoFilesystems[] = {
    {PROC_SUPER_MAGIC, "proc"},
    {SYSFS_MAGIC, "sysfs"},
    {DEVPTS_SUPER_MAGIC, "devpts"},
    {CGROUP_SUPER_MAGIC, "cgroup"},
    {CGROUP2_SUPER_MAGIC, "cgroup2"},
    {DEBUGFS_MAGIC, "debugfs"},
    {TRACEFS_MAGIC, "tracefs"},
    {SECURITYFS_MAGIC, "securityfs"},
    {PSTOREFS_MAGIC, "pstore"},
    {BPF_FS_MAGIC, "bpf"},
    {EFIVARFS_MAGIC, "efivarfs"},
    {BINFMTFS_MAGIC, "binfmt_misc"},
    {NSFS_MAGIC, "nsfs"},
    {SELINUX_MAGIC, "selinuxfs"},
    {SMACK_MAGIC, "smackfs"},
    {0x62656570UL, "configfs"},
    {0x65735543UL, "fusectl"},
    {0x19800202UL, "mqueue"},
};

// The type of the mount that holds `path`, as /proc/self/mountinfo names it.
std::string mountTypeOf(const std::string& path)
{
    std::unique_ptr<libmnt_table, decltype(&mnt_unref_table)> table(mnt_new_table(),
                                                                    &mnt_unref_table);
    if (!table || mnt_table_parse_file(table.get(), "/proc/self/mountinfo") != 0) return {};
    std::error_code ec;
    const std::string canonical = std::filesystem::canonical(path, ec).string();
    libmnt_fs* fs = mnt_table_find_mountpoint(table.get(), ec ? path.c_str() : canonical.c_str(),
                                              MNT_ITER_BACKWARD);
    const char* type = fs ? mnt_fs_get_fstype(fs) : nullptr;
    return type ? type : "";
}

std::optional<FolderProblem> existingFolderProblem(const std::string& path, const char* role)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        return FolderProblem{FolderProblem::Kind::NotWritable, path, std::strerror(errno),
                             fmt::format("{} {}: {}", role, path, std::strerror(errno))};
    if (!S_ISDIR(st.st_mode))
        return FolderProblem{
            FolderProblem::Kind::NotFolder,
            path,
            {},
            fmt::format("{} {}: is not a directory; a test file needs a directory to live in", role,
                        path)};
    if (const auto pseudo = pseudoFilesystemOf(path))
        return FolderProblem{
            FolderProblem::Kind::PseudoFilesystem, path, *pseudo,
            fmt::format(
                "{} {}: is on {}, a kernel interface that stores no files; choose a directory "
                "on a disk's filesystem",
                role, path, *pseudo)};
    // access() also says EROFS for a read-only mount, even to root.
    if (::access(path.c_str(), W_OK | X_OK) != 0)
        return FolderProblem{
            FolderProblem::Kind::NotWritable, path, std::strerror(errno),
            fmt::format("{} {}: cannot create files in it: {}", role, path, std::strerror(errno))};
    return std::nullopt;
}

bool exists(const std::string& path)
{
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 || errno != ENOENT;
}

} // namespace

std::optional<std::string> pseudoFilesystemOf(const std::string& path)
{
    struct statfs info {};
    if (::statfs(path.c_str(), &info) != 0) return std::nullopt;
    const auto type = static_cast<unsigned long>(info.f_type);
    for (const auto& [magic, name] : kPseudoFilesystems)
        if (type == magic) return std::string(name);
    if (type == TMPFS_MAGIC && mountTypeOf(path) == "devtmpfs") return std::string("devtmpfs");
    return std::nullopt;
}

std::optional<FolderProblem> testFolderProblem(const std::string& dir, MissingFolder missing)
{
    if (dir.empty() || dir.front() != '/')
        return FolderProblem{
            FolderProblem::Kind::NotAbsolute,
            dir,
            {},
            fmt::format("folder \"{}\": not an absolute path; it must start with /", dir)};
    const std::filesystem::path folder = std::filesystem::path(dir).lexically_normal();
    const std::string path = folder.string() == "/" ? "/" : folder.string();
    if (exists(path)) return existingFolderProblem(path, "directory");
    if (missing == MissingFolder::Refuse)
        return FolderProblem{
            FolderProblem::Kind::Missing,
            path,
            {},
            fmt::format(
                "directory {} does not exist; a missing file is created, its directory is not",
                path)};
    // The nearest folder that exists holds what is created; / only by a person's own mkdir.
    std::filesystem::path parent = folder;
    std::filesystem::path first_missing = folder;
    while (parent.has_relative_path() && !exists(parent.string())) {
        first_missing = parent;
        parent = parent.parent_path();
    }
    if (parent == parent.root_path())
        return FolderProblem{
            FolderProblem::Kind::TopLevelMissing,
            first_missing.string(),
            {},
            fmt::format(
                "directory {} does not exist, and creating it would create {} at the top of the "
                "filesystem; create that yourself, or choose an existing directory",
                path, first_missing.string())};
    return existingFolderProblem(parent.string(), "parent directory");
}

std::uint64_t freeBytesIn(const std::string& dir)
{
    struct statvfs info {};
    if (::statvfs(dir.c_str(), &info) != 0)
        throw std::runtime_error(
            fmt::format("cannot tell the free space of {}: {}", dir, std::strerror(errno)));
    const auto blocks = ::geteuid() == 0 ? info.f_bfree : info.f_bavail;
    return static_cast<std::uint64_t>(blocks) * info.f_frsize;
}

void checkFreeSpaceFor(const std::string& file, const std::string& dir, std::uint64_t bytes)
{
    const std::uint64_t free = freeBytesIn(dir);
    if (bytes <= free) return;
    const auto size = [](std::uint64_t b) { return util::formatSize(b, util::SizeUnits::Binary); };
    throw JobError(fmt::format(
        "test file {}: needs {} ({} bytes), and {} has {} free; nothing was written. Free some "
        "space, choose a smaller --size or another directory",
        file, size(bytes), bytes, dir, size(free)));
}

} // namespace am::bench
