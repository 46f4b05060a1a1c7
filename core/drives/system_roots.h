#pragma once

#include <filesystem>

namespace am::drives {

// Where the scan reads the kernel's view of the machine. Tests point these at
// checked-in fake trees; the real machine uses the defaults.
struct SystemRoots {
    std::filesystem::path sysfs = "/sys";
    std::filesystem::path procfs = "/proc";
    std::filesystem::path devfs = "/dev";
};

} // namespace am::drives
