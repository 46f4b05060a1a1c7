#pragma once

#include <optional>
#include <string>

namespace am::drives {

// The volume group in the name LVM gives its device-mapper devices: VG-LV, with
// a further -layer for hidden sub-volumes ("vg0-data_rimage_0"), each '-' inside
// a name doubled ("my--vg-lv" is VG "my-vg"). nullopt when there is no single
// '-' to end the group's name.
std::optional<std::string> volumeGroupOfDmName(const std::string& dm_name);

// LVM's mappings carry dm/uuid "LVM-<VG UUID><LV UUID>[-layer]".
bool isLvmDmUuid(const std::string& dm_uuid);

} // namespace am::drives
