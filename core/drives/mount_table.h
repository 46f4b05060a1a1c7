#pragma once

#include <filesystem>
#include <map>
#include <set>
#include <string>

namespace am::drives {

// Mount points keyed by device number ("8:1"), read with libmount from a
// mountinfo file. Device numbers, not source paths, because sources may be
// symlinks (/dev/disk/by-uuid/..., /dev/mapper/...) that name the same device.
std::multimap<std::string, std::string> readMountTable(const std::filesystem::path& mountinfo);

// Names of block devices that are active swap (from /proc/swaps); swap files are left out.
std::set<std::string> readSwapDevices(const std::filesystem::path& swaps);

} // namespace am::drives
