#include "core/estimate/member_caps.h"

#include <fmt/format.h>

#include "core/bench/figure_text.h"
#include "core/drives/sata_link.h"
#include "core/estimate/reference_profiles.h"

namespace am::estimate {

using bench::rateText;

namespace {

// 6 -> "6", 1.5 -> "1.5".
std::string number(double value) { return fmt::format("{:g}", value); }

} // namespace

MemberDrive memberDriveOf(const drives::BlockDevice& device, const drives::BlockDevice* disk)
{
    const drives::BlockDevice& kind = disk ? *disk : device;
    MemberDrive member;
    member.path = device.path;
    member.size_bytes = device.size_bytes;
    member.rotational = kind.rotational;
    member.transport = kind.transport;
    if (kind.nvme) member.pcie_path = kind.nvme->pcie_path;
    member.sata_link_gigabits = kind.sata_link_gigabits;
    return member;
}

MemberCaps memberCaps(const MemberDrive& member)
{
    MemberCaps caps;
    caps.device = member.path;
    caps.transport = member.transport;
    caps.reference = member.rotational ? "sata-hdd" : "single-nvme";
    if (member.transport == drives::Transport::Sata) {
        caps.link = MemberLink::Sata;
        caps.link_speed_assumed = !member.sata_link_gigabits;
        caps.link_gigabits = member.sata_link_gigabits.value_or(drives::kSataMaxGigabits);
        caps.link_bytes_per_s = drives::sataLinkBytesPerSecond(*caps.link_gigabits);
        caps.max_in_flight = drives::kSataMaxInFlight;
        caps.link_text = fmt::format("SATA {} Gb/s", number(*caps.link_gigabits));
        caps.reference_stands_in = !member.rotational;
    } else if (!member.pcie_path.empty()) {
        const drives::PcieLink& own = member.pcie_path.front();
        caps.link = MemberLink::Pcie;
        caps.pcie_link = own;
        caps.link_bytes_per_s = own.bytes_per_s;
        caps.link_text = fmt::format("PCIe x{} {} GT/s", own.width, number(own.gigatransfers));
    }
    return caps;
}

std::string capsText(const MemberCaps& caps)
{
    if (!caps.link_bytes_per_s)
        return fmt::format("link unknown ({}): not capped", drives::toString(caps.transport));
    std::string text =
        fmt::format("capped by {}{} ({})", caps.link_text,
                    caps.link_speed_assumed ? ", SATA's fastest (sysfs shows no speed)" : "",
                    rateText(*caps.link_bytes_per_s));
    if (caps.max_in_flight) text += fmt::format(" and {} commands", *caps.max_in_flight);
    return text;
}

std::string referenceCapsText(const MemberCaps& caps)
{
    std::string text = fmt::format("reference: {}, {}", caps.reference, capsText(caps));
    if (caps.reference_stands_in) text += " (no SATA SSD reference figures exist)";
    return text;
}

MemberProfile withCaps(MemberProfile profile, const MemberCaps& caps)
{
    if (caps.max_in_flight)
        profile.max_in_flight = profile.max_in_flight
                                    ? std::min(*profile.max_in_flight, *caps.max_in_flight)
                                    : *caps.max_in_flight;
    return profile;
}

MemberProfile cappedReference(const MemberCaps& caps)
{
    return withCaps(referenceProfile(caps.reference), caps);
}

} // namespace am::estimate
