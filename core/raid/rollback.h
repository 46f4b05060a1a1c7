#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "core/drives/system_roots.h"
#include "core/raid/execute.h"
#include "core/raid/plan.h"
#include "core/util/process_runner.h"

namespace am::raid {

// What undoing a partial create did: the arrays it stopped, the members
// whose superblocks it zeroed and signatures it wiped, every step it ran.
struct Rollback {
    std::string target;               // the array the failed create left behind
    std::vector<std::string> stopped; // md devices, volumes before their container
    std::vector<std::string> wiped;   // member /dev paths
    ExecutionReport report;
    std::string error; // why it could not be undone; empty when it was
    bool ok() const { return error.empty() && report.ok; }
};

// The array a failed create left: the volume when its `mdadm --create`
// succeeded, else the imsm container when that one did; nothing when no
// --create completed (mdadm writes no superblock when --create fails).
std::optional<std::string> rollbackTarget(const ExecutionReport& report, const Plan& plan);

// Stops `target` (an /dev/md/NAME path) and erases what the create wrote on
// its members, through the same steps as `array delete`.
Rollback rollBack(const std::string& target, const drives::SystemRoots& roots, util::Runner& runner,
                  std::chrono::milliseconds patience = std::chrono::seconds(5));

} // namespace am::raid
