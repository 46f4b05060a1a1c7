#pragma once

#include "core/raid/plan.h"
#include "core/raid/validation.h"

namespace am::raid {

// lvm2's own rules for a plan: member counts its raid levels need beyond the shared
// minimum, and the names lvcreate and vgcreate refuse (the name is both VG and LV).
void addLvmFindings(const Plan& plan, Validation& result);

} // namespace am::raid
