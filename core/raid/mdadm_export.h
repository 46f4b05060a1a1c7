#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace am::raid {

// One MD_DEVICE_<key>_ROLE / _DEV pair of `mdadm --detail --export`.
struct ExportedMember {
    std::string key;  // "dev_sda1" (current mdadm) or "ev_sda1" (older spelling)
    std::string dev;  // "/dev/sda1" (MD_DEVICE_..._DEV); empty when mdadm gave none
    std::string role; // "0", "1", "spare", "faulty", "journal"
    std::optional<std::uint32_t> slot; // the role as a number when it is one
};

// `mdadm --detail --export /dev/mdX`.
struct DetailExport {
    std::string level; // "raid1", "container"; empty for an inactive array (no MD_LEVEL)
    std::optional<std::uint32_t> devices;
    std::string metadata; // "1.2", "imsm"; empty for a container member
    std::string uuid;
    std::string name;                          // MD_NAME ("host:name")
    std::string devname;                       // MD_DEVNAME ("name" of /dev/md/name)
    std::string container;                     // MD_CONTAINER ("/dev/md/imsm0")
    std::string member;                        // MD_MEMBER ("0")
    std::vector<ExportedMember> members;       // in the order mdadm printed them
    std::map<std::string, std::string> values; // every KEY=VALUE, as printed
};

// `mdadm --examine --export DEV`: what one member's superblock says.
struct ExamineExport {
    std::string level;
    std::optional<std::uint32_t> devices;
    std::string metadata;
    std::string uuid;
    std::string name;
    std::string dev_uuid;
    std::optional<std::uint64_t> events;
    std::map<std::string, std::string> values;
};

// KEY=VALUE lines (blank lines ignored). Anything else throws ParseError with
// the line; `what` names the command in the message.
std::map<std::string, std::string> parseKeyValues(std::string_view text, const char* what);

DetailExport parseDetailExport(std::string_view text);
ExamineExport parseExamineExport(std::string_view text);

// True when `mdadm --examine` said no superblock is left on the device (the
// delete check): exit status non-zero and mdadm's "No md superblock detected".
bool examineFoundNoSuperblock(int exit_code, std::string_view stderr_text);

} // namespace am::raid
