#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/raid/array_status.h"

namespace am::raid {

// One row of `zpool list -H -p -o name,size,alloc,free,health` (tab-separated, exact bytes).
struct ZpoolListRow {
    std::string name;
    std::uint64_t size_bytes = 0;
    std::uint64_t allocated_bytes = 0;
    std::uint64_t free_bytes = 0;
    std::string health; // "ONLINE", "DEGRADED", "FAULTED", ...
};

std::vector<std::string> zpoolListArgv();
std::vector<std::string> zpoolStatusArgv(const std::string& pool);

// Throws std::runtime_error naming the line and what is wrong with it.
std::vector<ZpoolListRow> parseZpoolList(std::string_view text);

// The text of `zpool status -P -p POOL` (OpenZFS 2.1: no JSON) as an ArrayStatus of backend
// zfs. `level` is ZFS's own word for the data vdevs ("mirror", "raidz2", "stripe"; several
// kinds joined by '+'), not a kLevels name: raidz is not md's raid5. Members are the leaf
// devices: data and special vdevs "active" (or "rebuilding" while resilvered, "faulty" when not
// ONLINE), logs "journal", cache "cache", spares "spare"; their errors are READ+WRITE+CKSUM.
// Throws std::runtime_error when the text has no pool or no config table.
ArrayStatus parseZpoolStatus(std::string_view text);

} // namespace am::raid
