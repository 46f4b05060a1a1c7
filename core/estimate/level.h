#pragma once

#include <string>
#include <string_view>

namespace am::estimate {

// The estimator's own small level enum; core/raid has the full plan. Kept
// separate on purpose so the two parts can be built at the same time.
enum class Level { Raid0, Raid1, Raid5, Raid6, Raid10 };

// md raid10 layouts: near (copies side by side), far (second copy in the far
// half: striped reads like raid0), offset (copies in the next stripe).
enum class Raid10Layout { Near, Far, Offset };

std::string_view toString(Level level);
std::string_view toString(Raid10Layout layout);

// Accepts "raid0", "0", "RAID5", ... Throws InputError naming the text.
Level parseLevel(std::string_view text);
Raid10Layout parseRaid10Layout(std::string_view text);

// mdadm's minimum member counts: raid0 2, raid1 2, raid5 3, raid6 4, raid10 2.
int minimumMembers(Level level);

// Members' worth of parity per stripe: 1 for raid5, 2 for raid6, else 0.
int parityMembers(Level level);

} // namespace am::estimate
