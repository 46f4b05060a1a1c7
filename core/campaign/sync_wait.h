#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <optional>
#include <string>

#include "core/drives/system_roots.h"
#include "core/raid/array_status.h"

namespace am::campaign {

// While alive, md's sync speed limits (/proc/sys/dev/raid/speed_limit_min
// and _max) are both kRaisedSpeedLimitKibPerS, so the initial sync and the
// measured rebuild run as fast as the drives go, without yielding to the
// cells (the campaign's duration estimate assumes the same); the values found
// are written back on destruction. Without the files (no md driver, a
// fixture tree) it does nothing.
class SyncSpeedBoost {
public:
    explicit SyncSpeedBoost(const drives::SystemRoots& roots);
    ~SyncSpeedBoost();
    SyncSpeedBoost(const SyncSpeedBoost&) = delete;
    SyncSpeedBoost& operator=(const SyncSpeedBoost&) = delete;

private:
    struct Limit {
        std::string path;
        std::optional<std::string> found;
    };
    Limit min_, max_;
};

struct SyncWait {
    bool finished = false; // the array is in sync (sync_action idle, nothing pending, not degraded)
    bool cancelled = false; // `cancel` was set first
    double seconds = 0;
    std::string last_action; // what md was doing when the wait ended
};

// True when md has nothing left to do on the array: no sync running or
// pending, resync_start "none" where the level has one, no member missing.
bool inSync(const drives::SystemRoots& roots, const std::string& md_name);

// One look at an array: what it is doing and whether it is in sync.
struct SyncLook {
    std::string action;
    bool in_sync = false;
};

// The loop every sync wait shares: `look` reads the array once (nullopt: not readable this
// time), every `interval`, until it is in sync, `cancel` is set or `limit` passes.
SyncWait pollUntilInSync(const std::function<std::optional<SyncLook>()>& look,
                         const std::atomic<bool>* cancel, std::chrono::seconds limit,
                         std::chrono::milliseconds interval);

// Polls the array's md/ attributes until it is in sync, `cancel` is set or
// `limit` passes. `progress` sees each status read (may be empty).
SyncWait waitForSync(const drives::SystemRoots& roots, const std::string& md_name,
                     const std::atomic<bool>* cancel, std::chrono::seconds limit,
                     const std::function<void(const raid::ArrayStatus&)>& progress = {});

// After `mdadm --stop` the kernel removes /sys/block/<md> a moment later,
// from a work queue. A drives scan in that moment opens /dev/<md> and so
// makes the kernel create an empty md device of that name again; the
// campaign waits for the name to go before it scans. True when it went.
bool waitForArrayGone(const drives::SystemRoots& roots, const std::string& md_name,
                      std::chrono::milliseconds limit);

} // namespace am::campaign
