#pragma once

#include "core/raid/plan.h"
#include "core/raid/validation.h"

namespace am::raid {

// btrfs's own plan rules: no raid5/raid6 ("btrfs_raid56", the write hole), a metadata
// profile btrfs has ("btrfs_metadata_level") with enough devices ("btrfs_metadata_members"),
// and a warning when the metadata keeps fewer copies than the data ("btrfs_metadata_weaker").
void checkBtrfsPlan(const Plan& plan, Validation& result);

} // namespace am::raid
