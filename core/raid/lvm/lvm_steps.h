#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/raid/array_status.h"
#include "core/raid/plan.h"
#include "core/raid/steps.h"

namespace am::raid {

// An LVM raid volume as the steps name it: volume group and logical volume.
struct LvmVolume {
    std::string vg;
    std::string lv;
    std::string full() const { return vg + "/" + lv; } // "VG/LV", what lvconvert takes
};

// ArrayStatus::name "VG/LV" split; throws std::invalid_argument naming the text otherwise.
LvmVolume lvmVolumeOf(const ArrayStatus& array);

// "--type raid5 --stripes 2" and the rest of lvcreate's geometry for `members` devices:
// lvm2 counts data stripes (parity and mirrors apart), so N members map per level.
std::vector<std::string> lvmLevelArguments(Level level, std::size_t members,
                                           const std::optional<std::uint64_t>& chunk_bytes);

// pvcreate per member, vgcreate NAME MEMBERS..., lvcreate of one raid LV NAME filling it.
std::vector<Step> lvmCreateSteps(const Plan& plan);

// Rebuild OLD's leg onto `with` (made a PV of the group first), or onto free space in the
// group that lvm picks when `with` is not given.
std::vector<Step> lvmReplaceSteps(const LvmVolume& volume, const std::string& old_device,
                                  const std::optional<std::string>& with);
// Rebuild the failed legs onto `device` (made a PV of the group first); empty: onto free
// space lvm picks in the group.
std::vector<Step> lvmRepairSteps(const LvmVolume& volume, const std::string& device);

// lvchange --syncaction check|repair. Idle throws std::invalid_argument: lvm2 has no way to
// stop a running check.
Step lvmScrubStep(const LvmVolume& volume, ScrubAction action);

// Deactivate the LV, then the group.
std::vector<Step> lvmStopSteps(const LvmVolume& volume);

// Remove the LV and the group, then per member: pvremove, wipefs --all and a final
// `blkid -p` that must find nothing.
std::vector<Step> lvmDeleteSteps(const LvmVolume& volume, const std::vector<std::string>& members);

} // namespace am::raid
