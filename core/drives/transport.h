#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace am::drives {

enum class Transport { Nvme, Sata, Sas, Usb, Virtio, Loop, Zram, Md, Dm, Other };

std::string toString(Transport transport);
std::optional<Transport> transportFromString(std::string_view text);

// Decides the transport from the kernel name and the resolved sysfs device path
// (the target of /sys/block/NAME), which encodes the bus chain the kernel built:
// ".../usb1/..." sits on USB, ".../ata3/..." on a SATA/ATA port, and so on.
Transport classifyTransport(std::string_view name,
                            const std::filesystem::path& resolved_sysfs_path);

} // namespace am::drives
