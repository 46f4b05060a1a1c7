#include "core/drives/md_level.h"

namespace am::drives {

std::string mdLevel(std::string level, const std::string& metadata_version)
{
    // An imsm/ddf container has no level in sysfs (seen on a real kernel in
    // tests/vm); its metadata is "external:imsm", a volume's "external:/md127/0".
    if (level.empty() && metadata_version.starts_with("external:") &&
        !metadata_version.starts_with("external:/"))
        return "container";
    return level;
}

} // namespace am::drives
