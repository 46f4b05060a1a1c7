#pragma once

#include <array>
#include <string_view>

#include "core/raid/reshape_plan.h"
#include "core/raid/types.h"

namespace am::raid {

// Reshapes of Intel imsm (VROC/RST) volumes, as mdadm's super-intel allows them: the metadata
// keeps the reshape's checkpoint (no backup file) and mdmon drives it. Four kinds:
// - capacity expansion: disks join the container (`mdadm --add CONTAINER DEV`) and the
//   container grows (`mdadm --grow CONTAINER --raid-devices=N`), every volume with it; only when
//   every volume is raid0 or raid5 with the same member count;
// - a level migration of a volume alone in its container (kImsmLevelMigrations), the disks it
//   takes coming from the container's free disks;
// - a chunk migration of a raid0 or raid5 volume (`mdadm --grow VOLUME --chunk=K`);
// - a size change of the container's last volume into the free space of its disks
//   (`mdadm --grow VOLUME --size=max`; not raid0, which md does not resize).

// The level changes imsm does, one row per change: the member count after is the row's.
struct ImsmLevelMigration {
    Level from;
    Level to;
    std::uint32_t members_from; // 0: any count
    std::uint32_t members_to;   // 0: members_from + 1
    std::string_view how;       // for people: what md and mdmon do
};
inline constexpr std::array<ImsmLevelMigration, 3> kImsmLevelMigrations{{
    {Level::Raid0, Level::Raid5, 0, 0,
     "a free disk of the container becomes the parity member; every stripe is rewritten"},
    {Level::Raid0, Level::Raid10, 2, 4,
     "two free disks of the container become the mirrors of the 2-member raid0"},
    {Level::Raid10, Level::Raid0, 4, 2,
     "the 4-member raid10 drops its mirrors; two disks stay in the container as spares"},
}};
const ImsmLevelMigration* findImsmLevelMigration(Level from, Level to);

// The planner's imsm half (reshape_plan.h's planReshape calls it for an imsm volume or
// container; input.imsm must be set). Throws OperationRefused(kReshapeRefused).
ReshapePlan planImsmReshape(const ReshapeInput& input, const ReshapeRequest& request);

} // namespace am::raid
