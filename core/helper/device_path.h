#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/drives/system_roots.h"
#include "core/helper/protocol.h"
#include "core/raid/backend_table.h"

namespace am::helper {

// How a resolved path is recognised as a block device. The real check is
// stat() + S_ISBLK; tests of fixture trees (whose nodes are plain files)
// pass their own.
using BlockDeviceCheck = std::function<bool(const std::filesystem::path&)>;
bool isBlockDeviceNode(const std::filesystem::path& path);

struct DeviceRules {
    drives::SystemRoots roots;
    BlockDeviceCheck is_block_device = isBlockDeviceNode;
};

// A /dev path given by the caller, checked: absolute, under /dev, no "." or
// ".." parts, no control characters; every symlink resolved inside the devfs
// root (a link leaving it is refused) and the result a block device directly
// in devfs. Returns the canonical "/dev/NAME". Throws Refused.
std::string resolveDevicePath(const std::string& given, const DeviceRules& rules);

// Refuses (device_twice) a request that names one device twice, by canonical path.
void requireDistinct(const std::vector<std::string>& canonical_paths);

// An existing array: "md127", "/dev/md127", "/dev/md/NAME" or "NAME".
// Resolved like a device, then it must be an md device ("mdN") with an md/
// directory in sysfs. Returns "md127". Throws Refused.
std::string resolveArrayReference(const std::string& given, const DeviceRules& rules);

// An existing array of any backend, as raid::findArray takes it. An md reference ("md127",
// "/dev/md127", "/dev/md/NAME", a NAME that /dev/md/NAME has, a /dev path leading to an md
// node) goes through resolveArrayReference ("md127"). Anything else is a name the other
// backends compare with their arrays' (lvm "VG/LV", "/dev/VG/LV" or "VG"; btrfs label, UUID
// or mount folder): its spelling is checked (no "." or ".." parts) and it is returned as
// given, never opened. `only` md or imsm: the md rules alone; lvm or btrfs: no md resolution.
// Throws Refused (an md reference without the md driver: md_driver).
std::string resolveAnyArrayReference(const std::string& given, std::optional<raid::Backend> only,
                                     const DeviceRules& rules);

// A name for a new array (/dev/md/NAME): letters, digits, '_', '-', '.',
// starting with a letter or digit, at most 32 characters. Throws Refused.
void checkArrayName(const std::string& name, const char* field);

// mdadm's UUID spelling: four groups of eight hex digits joined by ':'. Throws Refused.
void checkUuid(const std::string& uuid);

} // namespace am::helper
