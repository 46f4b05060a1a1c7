#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/raid/md_sysfs.h"
#include "core/raid/types.h"

namespace am::raid {

// Room md has to move the data offset of every member (the least over the members), in
// sectors; mdadm reshapes without a backup file by moving it when the room is enough.
std::uint64_t dataOffsetRoomSectors(const MdSysfs& sysfs,
                                    const std::vector<std::uint64_t>& member_device_bytes);

// One md restripe: the level, chunk (bytes, 0: none) and data members before and after.
struct Restripe {
    Level from;
    Level to;
    std::uint64_t old_chunk;
    std::uint32_t old_data;
    std::uint64_t new_chunk;
    std::uint32_t new_data;
};

// Whether mdadm needs --backup-file for the restripe, and why (the plan's sentence).
struct BackupDecision {
    bool needed = false;
    std::string reason;
};

// mdadm needs a backup file for a restripe that keeps the data member count (or shrinks it, on
// metadata that cannot move the data offset) unless md can move the data offset of every member
// by a whole number of old and new stripes. raid10 reshapes only by moving it: without the room
// this throws OperationRefused(kReshapeRefused) naming `path`.
BackupDecision decideReshapeBackup(const MdSysfs& sysfs,
                                   const std::vector<std::uint64_t>& member_device_bytes,
                                   const std::string& path, const Restripe& restripe);

} // namespace am::raid
