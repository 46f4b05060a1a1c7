#include "core/estimate/array_members.h"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/estimate/errors.h"

namespace am::estimate {

namespace {

const char* linkName(MemberLink link)
{
    switch (link) {
    case MemberLink::Pcie:
        return "pcie";
    case MemberLink::Sata:
        return "sata";
    case MemberLink::Unknown:
        break;
    }
    return "unknown";
}

template <typename T> nlohmann::json orNull(const std::optional<T>& value)
{
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

} // namespace

ArrayMembers arrayMembers(std::vector<MemberDrive> members)
{
    ArrayMembers out;
    std::vector<drives::MemberPath> paths;
    for (const auto& drive : members) {
        out.caps.push_back(memberCaps(drive));
        const MemberCaps& caps = out.caps.back();
        if (!drive.pcie_path.empty()) paths.push_back({drive.path, drive.pcie_path});
        if (caps.link_bytes_per_s && (!out.topology.slowest_own_link ||
                                      *caps.link_bytes_per_s < *out.topology.slowest_own_link)) {
            out.topology.slowest_own_link = caps.link_bytes_per_s;
            out.topology.slowest_member = drive.path;
        }
    }
    out.topology.caps.link_bytes_per_s = out.topology.slowest_own_link;
    if (auto narrowest = drives::narrowestSharedLink(paths, members.size())) {
        out.topology.caps.bus_bytes_per_s = narrowest->bytes_per_s;
        out.topology.narrowest_shared = std::move(narrowest->shared);
    }
    out.drives = std::move(members);
    return out;
}

std::vector<MemberDrive> memberDrivesOf(const drives::ScanResult& scan,
                                        const std::vector<std::string>& names)
{
    std::vector<MemberDrive> members;
    std::vector<std::string> seen;
    for (const auto& name : names) {
        const auto* device = scan.find(name);
        if (!device) {
            std::vector<std::string> known;
            for (const auto& drive : scan.drives) known.push_back(drive.name);
            throw InputError(fmt::format("member {}: no such block device in the scan (found: {})",
                                         name, fmt::join(known, ", ")));
        }
        if (std::find(seen.begin(), seen.end(), device->path) != seen.end())
            throw InputError(
                fmt::format("member {}: named twice; an array takes each device once", name));
        seen.push_back(device->path);
        members.push_back(
            memberDriveOf(*device, device->is_partition ? scan.find(device->parent) : nullptr));
    }
    return members;
}

nlohmann::json membersJson(const ArrayMembers& members)
{
    nlohmann::json out = nlohmann::json::array();
    for (const auto& caps : members.caps)
        out.push_back({
            {"device", caps.device},
            {"reference", caps.reference},
            {"reference_stands_in", caps.reference_stands_in},
            {"transport", drives::toString(caps.transport)},
            {"link", linkName(caps.link)},
            {"link_text", caps.link_text},
            {"link_gigabits", orNull(caps.link_gigabits)},
            {"link_speed_assumed", caps.link_speed_assumed},
            {"link_bytes_per_s", orNull(caps.link_bytes_per_s)},
            {"max_in_flight", orNull(caps.max_in_flight)},
            {"caps", capsText(caps)},
        });
    return out;
}

} // namespace am::estimate
