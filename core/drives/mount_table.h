#pragma once

#include <filesystem>
#include <set>
#include <string>
#include <vector>

namespace am::drives {

struct Mount {
    std::string devno;  // "8:1"; major 0 for filesystems on an anonymous device (btrfs)
    std::string source; // "/dev/sdb1", "/dev/mapper/vg-root", "tmpfs"
    std::string target; // "/boot"
    std::string root;   // the directory of the filesystem mounted there: "/" unless a bind mount
};

// Mounts of block-device filesystems, read with libmount from a mountinfo file.
std::vector<Mount> readMountTable(const std::filesystem::path& mountinfo);

// Which mounts are on a device: matched by device number, and for
// filesystems that report an anonymous device number (btrfs does) by the
// source path, resolved inside devfs (so /dev/mapper/x finds dm-0).
std::vector<std::string> mountTargetsOf(const std::vector<Mount>& mounts, const std::string& devno,
                                        const std::string& name,
                                        const std::filesystem::path& devfs);

// Names of block devices that are active swap (from /proc/swaps); swap files are left out.
std::set<std::string> readSwapDevices(const std::filesystem::path& swaps);

// Paths of active swap files (type "file" in /proc/swaps), unescaped ("\040" is a blank).
std::set<std::string> readSwapFiles(const std::filesystem::path& swaps);

} // namespace am::drives
