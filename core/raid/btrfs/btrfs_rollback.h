#pragma once

#include <optional>
#include <vector>

#include "core/raid/execute.h"
#include "core/raid/plan.h"
#include "core/raid/rollback.h"
#include "core/raid/steps.h"
#include "core/util/process_runner.h"

namespace am::raid {

// The undo of a btrfs create that stopped half way (`report`: what ran): umount the folder
// when the mount succeeded, wipefs --all each member when mkfs.btrfs succeeded (a failed
// mkfs.btrfs without --force wrote nothing), rmdir the folder when mkdir made it.
// Empty when nothing needs undoing.
std::vector<Step> btrfsUndoSteps(const Plan& plan, const ExecutionReport& report);

// Runs every undo step, also after one fails; nullopt when there is nothing to undo.
std::optional<Rollback> btrfsRollBack(const Plan& plan, const ExecutionReport& report,
                                      util::Runner& runner);

} // namespace am::raid
