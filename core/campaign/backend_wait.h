#pragma once

#include <atomic>
#include <chrono>
#include <optional>
#include <string>

#include "core/campaign/sync_wait.h"
#include "core/drives/system_roots.h"
#include "core/raid/array_status.h"
#include "core/raid/backend_table.h"
#include "core/util/process_runner.h"

namespace am::campaign {

// The array of another backend than md (lvm, btrfs) a create just made, found by its planned
// path (raid::findArray); tried again for up to `patience`, since a mount or an LV appears a
// moment after its tool returns. nullopt when it did not appear.
std::optional<raid::ArrayStatus>
waitForBackendArray(const drives::SystemRoots& roots, util::Runner& runner, const std::string& path,
                    raid::Backend backend,
                    std::chrono::milliseconds patience = std::chrono::seconds(5));

// Polls the array through its backend's reader (lvm: lvs) until it is clean (no sync running,
// no leg missing), `cancel` is set or `limit` passes.
SyncWait waitForBackendSync(const drives::SystemRoots& roots, util::Runner& runner,
                            const std::string& path, raid::Backend backend,
                            const std::atomic<bool>* cancel, std::chrono::seconds limit);

} // namespace am::campaign
