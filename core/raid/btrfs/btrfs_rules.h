#pragma once

#include <cstdint>

#include "core/raid/plan.h"
#include "core/raid/validation.h"

namespace am::raid {

// btrfs's own plan rules: no raid5/raid6 ("btrfs_raid56", the write hole), a metadata
// profile btrfs has ("btrfs_metadata_level") with enough devices ("btrfs_metadata_members"),
// and a warning when the metadata keeps fewer copies than the data ("btrfs_metadata_weaker").
// `smallest_member_bytes` (0: unknown): below 1 GiB without --mixed, a warning ("btrfs_small").
// --mixed with another metadata profile than the data's refuses ("btrfs_mixed_profiles").
void checkBtrfsPlan(const Plan& plan, Validation& result, std::uint64_t smallest_member_bytes = 0);

} // namespace am::raid
