#pragma once

#include <filesystem>
#include <string>

#include "core/helper/device_path.h"
#include "core/helper/request.h"
#include "core/raid/reshape_plan.h"
#include "core/util/process_runner.h"

namespace am::helper {

// Where the helper lets mdadm create a reshape's backup file. A root process must not create a
// file wherever a request says (a file in /etc/sudoers.d stops sudo), so the folder is the
// helper's own (state_dir) or one under /mnt, /media or /run/media (a mounted disk), reached
// without a symlink; the file must not exist yet. The core's rules (not on the array, not on a
// member, not on anything stacked on them) come after. Throws Refused (bad_value) naming the
// path and the rule.
void checkHelperBackupPlace(const std::string& path, const std::filesystem::path& state_dir);

// The plan for reshape_plan and reshape: the array resolved as for every md op, each device to
// add resolved and checked once, the level spelled as kLevels, the backup file's place checked;
// then raid::reshapeOperation (which refuses with reshape_refused, or a device that cannot join
// with a sentence).
raid::ReshapePlan reshapePlanFor(const ReshapeFields& fields, const DeviceRules& rules,
                                 const std::filesystem::path& state_dir, util::Runner& runner);

} // namespace am::helper
