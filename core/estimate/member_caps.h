#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/drives/block_device.h"
#include "core/estimate/member_profile.h"

namespace am::estimate {

// A planned array member as the estimate needs it: what kind of drive, and
// the links it reaches the CPU over.
struct MemberDrive {
    std::string path; // "/dev/sda"
    std::uint64_t size_bytes = 0;
    bool rotational = false;
    drives::Transport transport = drives::Transport::Other;
    std::vector<drives::PcieLink> pcie_path;  // NVMe: its links to the CPU (empty: none known)
    std::optional<double> sata_link_gigabits; // SATA: the negotiated speed, when sysfs has it
};

// From the scan; a partition takes its disk's kind and links (`disk`, else
// what the partition itself carries).
MemberDrive memberDriveOf(const drives::BlockDevice& device,
                          const drives::BlockDevice* disk = nullptr);

enum class MemberLink { Pcie, Sata, Unknown };

// Which reference figures stand for a member and what its attachment caps it
// at, decided once from its kind and link (docs/estimator.md, "Reference and
// caps per member") and shown by the wizard's estimate page and the CLI.
struct MemberCaps {
    std::string device;
    // The shipped profile used when the member was not measured: "sata-hdd" for
    // a rotational drive, "single-nvme" otherwise.
    std::string reference;
    // A SATA SSD: no SATA SSD reference figures exist, so the NVMe reference
    // stands in, capped by the SATA link and AHCI's commands.
    bool reference_stands_in = false;
    MemberLink link = MemberLink::Unknown;
    drives::Transport transport = drives::Transport::Other;
    std::optional<double> link_gigabits;       // SATA: the speed read (or assumed, below), Gb/s
    bool link_speed_assumed = false;           // SATA without sata_spd: SATA's fastest, 6 Gb/s
    std::optional<drives::PcieLink> pcie_link; // NVMe: its own link
    std::optional<double> link_bytes_per_s;    // what the link carries one way, payload
    std::optional<int> max_in_flight;          // SATA: AHCI's 32 commands
    std::string link_text;                     // "SATA 6 Gb/s", "PCIe x4 8 GT/s", "" when unknown
};

MemberCaps memberCaps(const MemberDrive& member);

// The caps as a phrase: "capped by SATA 6 Gb/s (594 MB/s) and 32 commands",
// "capped by PCIe x4 8 GT/s (3.54 GB/s)", "link unknown (usb): not capped".
std::string capsText(const MemberCaps& caps);
// What the CLI prints for a member on its reference: "reference: single-nvme,
// capped by SATA 6 Gb/s (594 MB/s) and 32 commands (no SATA SSD reference
// figures exist)".
std::string referenceCapsText(const MemberCaps& caps);

// The profile as this member does it: max_in_flight set from the caps (the
// link's bytes/s is the estimator's link cap, applied to the array).
MemberProfile withCaps(MemberProfile profile, const MemberCaps& caps);
// The member's reference profile (caps.reference) with its caps.
MemberProfile cappedReference(const MemberCaps& caps);

} // namespace am::estimate
