#pragma once

#include <filesystem>
#include <map>
#include <string>

#include "core/drives/block_device.h"

namespace am::drives {

// The devices of every mounted btrfs filesystem, by block device name ("sdb",
// "nvme0n1p2"), from <sysfs>/fs/btrfs/<UUID>/devices and .../label. Empty when
// btrfs is not loaded or nothing is mounted. Needs no rights to read devices.
std::map<std::string, BtrfsRegistration> readBtrfsRegistrations(const std::filesystem::path& sysfs);

} // namespace am::drives
