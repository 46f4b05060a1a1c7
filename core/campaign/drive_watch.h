#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/drives/block_device.h"

namespace am::campaign {

// Why a campaign must stop before touching its drives again, or nullopt when
// it may go on: a drive of the set is gone from the scan, something other
// than the campaign's own array (`expected_holders`: kernel names such as
// "md127" and its imsm container) holds one, or, with no array expected, one
// is mounted, swap or carries a signature the last delete did not remove.
// `expected_mounts`: the campaign's own btrfs array's mount folder, where its member is mounted.
std::optional<std::string> driveProblem(const drives::ScanResult& scan,
                                        const std::vector<std::string>& drives,
                                        const std::set<std::string>& expected_holders,
                                        const std::set<std::string>& expected_mounts = {});

} // namespace am::campaign
