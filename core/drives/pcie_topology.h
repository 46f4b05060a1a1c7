#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace am::drives {

// One PCIe link on the way from a device to the CPU, named by the port or
// device at its lower end (the one whose current_link_* describes it).
struct PcieLink {
    std::string address;         // "0000:03:00.0"
    double gigatransfers = 0;    // current_link_speed, GT/s per lane
    std::uint32_t width = 0;     // current_link_width, lanes
    double bytes_per_s = 0;      // what it carries one way, payload only (pcieLinkBytesPerSecond)
    bool chipset_uplink = false; // not a sysfs link: the chipset's DMI to the CPU (below)
};

// Payload bytes per second one way: GT/s x lanes x line-code efficiency
// (8b/10b up to 5 GT/s, 128b/130b from 8 GT/s) / 8, times 0.9 for packet
// headers at a 256-byte maximum payload. 8 GT/s x4 gives 3.54 GB/s, the
// sequential read the storage press measured through a DMI 3.0 chipset link.
double pcieLinkBytesPerSecond(double gigatransfers, std::uint32_t width);
// The line-coded rate alone, before packet headers: more than any payload can reach, so a
// measured rate above it did not cross the link (run_warnings.h).
double pcieLineBytesPerSecond(double gigatransfers, std::uint32_t width);

// "8.0 GT/s PCIe" -> 8.0; nullopt when it is not a rate ("Unknown", empty).
std::optional<double> parseLinkSpeed(const std::string& text);

// The links from the PCI function `address` up to its root port, the device's
// own link first, read from `sysfs`/bus/pci/devices. A bridge whose link is
// internal to a switch (its downstream ports) is skipped: it repeats the link
// below it. An Intel root port on bus 0 at slot 1b, 1c or 1d sits in the
// chipset (PCH), which reaches the CPU over DMI, invisible to sysfs: the
// path then ends with a link marked chipset_uplink, taken as DMI 3.0 (x4 at
// 8 GT/s), the link of the chipsets that have PCH root ports at those slots
// up to Intel's 500 series. Empty when the device has no PCIe link in sysfs
// (a virtual or SATA device).
std::vector<PcieLink> pciePathOf(const std::filesystem::path& sysfs, const std::string& address);
// The same from the function's resolved directory under sysfs/devices.
std::vector<PcieLink> pciePathFrom(const std::filesystem::path& device);

// A link that several of the chosen members share.
struct SharedLink {
    PcieLink link;
    std::vector<std::string> members; // the members' names that cross it, in the order given
};

struct MemberPath {
    std::string member;         // "nvme0n1"
    std::vector<PcieLink> path; // pciePathOf its controller
};

// Every link crossed by two or more of `members`, narrowest first.
std::vector<SharedLink> sharedLinks(const std::vector<MemberPath>& members);

// The array's bus cap from its members' shared links: striped levels spread
// work evenly, so a link that k of n members share carries k/n of the array's
// transfers and caps it at bytes_per_s x n / k. n is `all_members` (members
// without a PCIe path, SATA drives, count too), at least members.size().
struct SharedLinkCap {
    SharedLink shared;  // the link that binds, and who crosses it
    double bytes_per_s; // the array's cap from it
};
// The tightest such cap, or nullopt when no link is shared.
std::optional<SharedLinkCap> narrowestSharedLink(const std::vector<MemberPath>& members,
                                                 std::size_t all_members = 0);

} // namespace am::drives
