#pragma once

#include <filesystem>
#include <string>

namespace am::drives {

struct Signature {
    std::string type;  // "ext4", "linux_raid_member", "gpt"; empty when nothing was found
    std::string usage; // "filesystem", "raid", "crypto", "other", "partition table"
    std::string uuid; // the filesystem's or, for an md member, the array's UUID (libblkid's "UUID")
    std::string label;   // libblkid's "LABEL": the filesystem's name; empty without one
    std::string error;   // set when the content could not be read
    bool denied = false; // the open failed with EACCES or EPERM: readable with administrator rights
};

// Looks for filesystem, RAID, crypto and partition-table signatures with
// libblkid. Opens the device read-only; never writes.
Signature probeSignature(const std::filesystem::path& device);

} // namespace am::drives
