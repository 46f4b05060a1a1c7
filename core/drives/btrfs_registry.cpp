#include "core/drives/btrfs_registry.h"

#include "core/util/text_file.h"

namespace am::drives {

namespace fs = std::filesystem;

std::map<std::string, BtrfsRegistration> readBtrfsRegistrations(const fs::path& sysfs)
{
    std::map<std::string, BtrfsRegistration> registered;
    std::error_code ec;
    for (const auto& filesystem : fs::directory_iterator(sysfs / "fs/btrfs", ec)) {
        // Besides one directory per filesystem UUID, btrfs keeps "features" there.
        if (!fs::is_directory(filesystem.path() / "devices", ec)) continue;
        const BtrfsRegistration registration{
            filesystem.path().filename(),
            util::readAttribute(filesystem.path() / "label").value_or("")};
        std::error_code list_ec;
        for (const auto& device : fs::directory_iterator(filesystem.path() / "devices", list_ec))
            registered[device.path().filename()] = registration;
    }
    return registered;
}

} // namespace am::drives
