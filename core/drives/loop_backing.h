#pragma once

#include <set>
#include <string>
#include <vector>

#include "core/drives/block_device.h"
#include "core/drives/mount_table.h"
#include "core/drives/system_roots.h"

namespace am::drives {

// Works out what each loop device of the scan reads and writes through:
// backing_device when its backing file is a block device of the scan, else
// backing_file_on (the device whose filesystem holds the file) and
// backing_file_swap (the file is active swap). Paths are matched against
// the scan's /dev names (resolved inside roots.devfs) and the mount table;
// when the scan reads this machine (devfs is /dev) they are also stat()ed.
void resolveLoopBackings(ScanResult& result, const std::vector<Mount>& mounts,
                         const std::set<std::string>& swap_files, const SystemRoots& roots);

} // namespace am::drives
