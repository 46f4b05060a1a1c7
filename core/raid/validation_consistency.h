#pragma once

#include "core/raid/plan.h"
#include "core/raid/validation.h"

namespace am::raid {

// The rules of crash consistency and member settings at create, in one place (mdadm(8) and the
// kernel's md): PPL only for raid5 and without a bitmap or a journal; a journal only for
// raid4/5/6, on native metadata, without a bitmap; write-mostly only for raid1 members, never
// with spares (mdadm would flag them too); none of it outside md. The journal device's own
// checks (known, free, not listed twice) are validate()'s device checks.
void checkConsistency(const Plan& plan, const drives::ScanResult* scan, Validation& v);

} // namespace am::raid
