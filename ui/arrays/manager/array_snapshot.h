#pragma once

#include <QString>
#include <vector>

#include "core/drives/system_roots.h"
#include "core/raid/array_status.h"

namespace am::ui {

// What the array manager shows at one moment: every md array, or why there
// are none to show. Read on a worker thread (a handful of small sysfs files
// per array, but sysfs reads can stall while the kernel reconfigures an array).
struct ArraySnapshot {
    bool driver_loaded = true; // false: no /proc/mdstat (md_mod not loaded)
    QString error;             // a read that failed, for the status line
    std::vector<raid::ArrayStatus> arrays;
};

ArraySnapshot readArraySnapshot(const drives::SystemRoots& roots);

// A member's size in bytes from <sysfs>/class/block/NAME/size (512-byte
// sectors); 0 when unknown. One small file: cheap enough for a button press.
std::uint64_t readMemberSizeBytes(const drives::SystemRoots& roots, const std::string& member_name);

// The bytes each member holds when the member's own size is unknown: the
// array's size over its data members (raid1: the whole size).
std::uint64_t memberShareOfArray(const raid::ArrayStatus& array);

} // namespace am::ui
