#pragma once

#include <string>
#include <vector>

#include "core/estimate/plan.h"

namespace am::estimate {

// The plan the estimator computes for an array of plan.backend. md, imsm and lvm (dm-raid
// runs md's raid personalities) as they are; btrfs's profiles as the md level with the same
// copies: raid1 and raid1c3 as raid10 with 2 and 3 copies (btrfs puts each chunk's copies on
// any two or three of the drives, and a read goes to one copy), raid0 and raid10 as md's,
// all with btrfs's fixed 64 KiB stripe element.
ArrayPlan modelledPlan(const ArrayPlan& plan);

// The sentences that say how the backend was modelled (Estimate::notes); none for md.
std::vector<std::string> backendNotes(const ArrayPlan& plan);

} // namespace am::estimate
