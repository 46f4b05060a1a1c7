#pragma once

#include "core/estimate/member_profile.h"

namespace am::estimate {

// A member measured with reads only (the `member-reads` preset: safe on a
// drive that holds data) completed with a reference's writes: per block size
// the measured pure-read cell and the reference's pure-write cell at the same
// size; sequential reads measured when present, sequential writes from the
// reference. Mixed read shares are left to the model's time-share rule.
// Throws InputError when no block size has both.
MemberProfile readsOverReference(const MemberProfile& measured, const MemberProfile& reference);

} // namespace am::estimate
