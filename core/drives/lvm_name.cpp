#include "core/drives/lvm_name.h"

namespace am::drives {

std::optional<std::string> volumeGroupOfDmName(const std::string& dm_name)
{
    std::string group;
    for (std::size_t i = 0; i < dm_name.size(); ++i) {
        if (dm_name[i] != '-') {
            group += dm_name[i];
        } else if (i + 1 < dm_name.size() && dm_name[i + 1] == '-') {
            group += '-';
            ++i;
        } else {
            if (group.empty()) return std::nullopt;
            return group;
        }
    }
    return std::nullopt;
}

bool isLvmDmUuid(const std::string& dm_uuid) { return dm_uuid.starts_with("LVM-"); }

} // namespace am::drives
