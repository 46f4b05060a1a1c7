#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace am::raid {

// One controller line of `mdadm --detail-platform` and what hangs under it.
struct PlatformController {
    std::string path; // "/sys/devices/pci0000:00/0000:00:0e.0"
    std::string type; // "VMD", "SATA", "NVMe"
    struct Attached {
        std::string port;   // "Port0" for SATA; empty for NVMe under VMD
        std::string device; // "/dev/sdb"; empty when nothing is attached
        std::string serial;
        std::string note; // "no device attached", "non-disk device (TEAC ...)"
    };
    std::vector<Attached> devices;
};

// The capabilities of one Intel option ROM / UEFI driver (imsm), as mdadm reports them.
struct ImsmCapabilities {
    std::string platform;                   // "Intel(R) Virtual RAID on CPU" (human form only)
    std::string version;                    // "7.0.0.2095"
    std::vector<std::string> levels;        // "raid0", "raid1", "raid10", "raid5"
    std::vector<std::uint64_t> chunk_sizes; // bytes
    bool two_tb_volumes = false;
    bool two_tb_disks = false;
    std::uint32_t max_disks = 0;
    std::uint32_t max_volumes_per_array = 0;
    std::uint32_t max_volumes_per_controller = 0;
    std::optional<bool> third_party_nvme;
    std::vector<PlatformController> controllers; // human form only
    std::map<std::string, std::string>
        other; // lines we do not interpret (e.g. license), kept verbatim

    bool supportsLevel(std::string_view level) const;
    bool supportsChunk(std::uint64_t bytes) const;
};

struct Platform {
    std::vector<ImsmCapabilities> entries; // empty: no Intel RAID platform found
    // Set when IMSM_NO_PLATFORM=1 (mdadm's own switch): imsm metadata may be
    // written without a platform and mdadm checks no platform limit.
    bool no_platform_override = false;
    std::vector<std::string> notes; // what mdadm said on stderr, for the person

    bool found() const { return !entries.empty(); }
};

// `mdadm --detail-platform --export`: KEY=VALUE lines; each MD_FIRMWARE_TYPE
// starts an entry. Lines that are not KEY=VALUE throw ParseError.
Platform parsePlatformExport(std::string_view text);

// `mdadm --detail-platform` (human form): "Key : value" blocks separated by
// blank lines; "mdadm: ..." lines become notes.
Platform parsePlatformHuman(std::string_view text);

// "4k" -> 4096, "1M" -> 1048576, as mdadm prints chunk sizes.
std::optional<std::uint64_t> parseMdadmSize(std::string_view text);

} // namespace am::raid
