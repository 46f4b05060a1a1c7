#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/drives/block_device.h"
#include "core/drives/pcie_topology.h"
#include "core/estimate/member_caps.h"
#include "core/estimate/plan.h"

namespace am::estimate {

// The caps the members' links put on the array, and why.
struct TopologyCaps {
    Caps caps; // link_bytes_per_s and bus_bytes_per_s set from the members' links
    std::optional<drives::SharedLink> narrowest_shared; // the shared PCIe link that binds, if any
    std::optional<double> slowest_own_link;             // bytes/s of the slowest member's own link
    std::string slowest_member;                         // whose it is
};

// The planned array's members with each one's reference and caps, and the
// caps their links put on the whole array: what the wizard's estimate page
// and `arraymark-cli estimate --members-of` both estimate from.
struct ArrayMembers {
    std::vector<MemberDrive> drives;
    std::vector<MemberCaps> caps; // one per member, in member order
    TopologyCaps topology;
};

// Each member's caps (memberCaps), then the array's: link_bytes_per_s is the
// slowest member's own link (a member moves no more than it, whatever its
// profile says; striped levels wait for the slowest), bus_bytes_per_s the
// tightest shared PCIe link (drives::narrowestSharedLink; members without a
// PCIe path count in n).
ArrayMembers arrayMembers(std::vector<MemberDrive> members);

// The named drives (names or /dev paths) of the scan as members, in the order
// given. Throws InputError naming a device the scan does not have, or one
// named twice.
std::vector<MemberDrive> memberDrivesOf(const drives::ScanResult& scan,
                                        const std::vector<std::string>& names);

// [{device, reference, reference_stands_in, link, link_text, link_gigabits,
//   link_bytes_per_s, max_in_flight, caps}] in member order.
nlohmann::json membersJson(const ArrayMembers& members);

} // namespace am::estimate
