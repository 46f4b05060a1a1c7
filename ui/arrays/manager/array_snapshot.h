#pragma once

#include <QString>
#include <vector>

#include "core/drives/system_roots.h"
#include "core/raid/array_status.h"
#include "core/raid/md_driver.h"

namespace am::ui {

// What the array manager shows at one moment: every md array, or why there
// are none to show. Read on a worker thread (a handful of small sysfs files
// per array, but sysfs reads can stall while the kernel reconfigures an array).
struct ArraySnapshot {
    raid::MdDriverAvailability
        driver;    // not loaded: no arrays, and why (ui/arrays/md_driver_text.h)
    QString error; // a read that failed, for the status line
    std::vector<raid::ArrayStatus> arrays;
};

// The driver check looks in roots' procfs and sysfs and in `modules` (/lib/modules).
ArraySnapshot readArraySnapshot(const drives::SystemRoots& roots,
                                const std::filesystem::path& modules);

// A member's size in bytes from <sysfs>/class/block/NAME/size (512-byte
// sectors); 0 when unknown. One small file: cheap enough for a button press.
std::uint64_t readMemberSizeBytes(const drives::SystemRoots& roots, const std::string& member_name);

// The bytes each member holds when the member's own size is unknown: the
// array's size over its data members (raid1: the whole size).
std::uint64_t memberShareOfArray(const raid::ArrayStatus& array);

} // namespace am::ui
