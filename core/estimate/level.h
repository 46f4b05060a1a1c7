#pragma once

#include <string>
#include <string_view>

#include "core/raid/types.h"

namespace am::estimate {

// The levels are the RAID core's (toString and minimumMembers come from there too).
using Level = raid::Level;
using raid::minimumMembers;
using raid::toString;

// md raid10 layouts: near (copies side by side), far (second copy in the far
// half: striped reads like raid0), offset (copies in the next stripe). Kept
// apart from raid::Raid10Layout, which has two copies only: the estimator
// also models n3 and the like.
enum class Raid10Layout { Near, Far, Offset };

std::string_view toString(Raid10Layout layout);

// Accepts "raid0", "0", "RAID5", ... Throws InputError naming the text.
Level parseLevel(std::string_view text);
Raid10Layout parseRaid10Layout(std::string_view text);

// Members' worth of parity per stripe: 1 for raid5, 2 for raid6, else 0.
int parityMembers(Level level);

} // namespace am::estimate
