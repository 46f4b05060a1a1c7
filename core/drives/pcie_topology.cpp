#include "core/drives/pcie_topology.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <regex>
#include <set>

#include "core/util/text_file.h"

namespace am::drives {

namespace fs = std::filesystem;

namespace {

// 128 b of payload in 130 on the wire from 8 GT/s, 8 in 10 below.
double lineCodeEfficiency(double gigatransfers)
{
    return gigatransfers >= 8.0 ? 128.0 / 130.0 : 0.8;
}
// Headers and link-layer packets next to a 256-byte maximum payload.
constexpr double kPacketEfficiency = 0.9;
// The chipset link the PCH slots stand for (DMI 3.0).
constexpr double kDmiGigatransfers = 8.0;
constexpr std::uint32_t kDmiWidth = 4;

bool isPciAddress(const std::string& name)
{
    static const std::regex address(R"([0-9a-f]{4}:[0-9a-f]{2}:[0-9a-f]{2}\.[0-7])");
    return std::regex_match(name, address);
}

std::optional<PcieLink> linkOf(const fs::path& device)
{
    const auto speed =
        parseLinkSpeed(util::readAttribute(device / "current_link_speed").value_or(""));
    const auto lanes = util::readNumber(device / "current_link_width");
    if (!speed || !lanes || *lanes == 0 || *lanes > 32) return std::nullopt;
    const auto width = static_cast<std::uint32_t>(*lanes);
    return PcieLink{device.filename().string(), *speed, width,
                    pcieLinkBytesPerSecond(*speed, width), false};
}

// Intel's chipset root ports: bus 0, slots 1b to 1d.
bool isChipsetRootPort(const fs::path& port)
{
    const std::string name = port.filename().string();
    const std::string slot = name.substr(8, 2);
    return name.substr(5, 2) == "00" && util::readAttribute(port / "vendor") == "0x8086" &&
           (slot == "1b" || slot == "1c" || slot == "1d");
}

} // namespace

double pcieLineBytesPerSecond(double gigatransfers, std::uint32_t width)
{
    return gigatransfers * 1e9 * width * lineCodeEfficiency(gigatransfers) / 8.0;
}

double pcieLinkBytesPerSecond(double gigatransfers, std::uint32_t width)
{
    return pcieLineBytesPerSecond(gigatransfers, width) * kPacketEfficiency;
}

std::optional<double> parseLinkSpeed(const std::string& text)
{
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || !(value > 0) ||
        std::string_view(end).find("GT/s") == std::string_view::npos)
        return std::nullopt;
    return value;
}

std::vector<PcieLink> pciePathOf(const fs::path& sysfs, const std::string& address)
{
    std::error_code error;
    const fs::path device = fs::canonical(sysfs / "bus/pci/devices" / address, error);
    return error ? std::vector<PcieLink>{} : pciePathFrom(device);
}

std::vector<PcieLink> pciePathFrom(const fs::path& device)
{
    // The PCI functions from the root port down to the device.
    std::vector<fs::path> chain;
    for (fs::path at = device; isPciAddress(at.filename().string()); at = at.parent_path())
        chain.push_back(at);
    std::reverse(chain.begin(), chain.end());
    if (chain.empty()) return {};
    // Root port, then (switch upstream port, downstream port) pairs, then the
    // device: the links are the device's and each upstream port's. A chain of
    // another shape (a PCI bridge) keeps every function but the root port.
    const bool switch_shape = chain.size() % 2 == 0;
    std::vector<PcieLink> path;
    for (std::size_t index = chain.size(); index-- > 1;) {
        if (switch_shape && index % 2 == 0) continue; // a downstream port: the link below it again
        if (auto link = linkOf(chain[index])) path.push_back(*link);
    }
    if (path.empty()) return {};
    if (isChipsetRootPort(chain.front()))
        path.push_back({"DMI", kDmiGigatransfers, kDmiWidth,
                        pcieLinkBytesPerSecond(kDmiGigatransfers, kDmiWidth), true});
    return path;
}

std::vector<SharedLink> sharedLinks(const std::vector<MemberPath>& members)
{
    std::map<std::string, SharedLink> by_address;
    for (const auto& member : members) {
        std::set<std::string> seen; // a member counts once per link
        for (const auto& link : member.path) {
            if (!seen.insert(link.address).second) continue;
            auto& shared = by_address[link.address];
            shared.link = link;
            shared.members.push_back(member.member);
        }
    }
    std::vector<SharedLink> out;
    for (auto& [address, shared] : by_address)
        if (shared.members.size() >= 2) out.push_back(std::move(shared));
    std::stable_sort(out.begin(), out.end(), [](const SharedLink& a, const SharedLink& b) {
        return a.link.bytes_per_s < b.link.bytes_per_s;
    });
    return out;
}

std::optional<SharedLinkCap> narrowestSharedLink(const std::vector<MemberPath>& members,
                                                 std::size_t all_members)
{
    std::optional<SharedLinkCap> narrowest;
    const double total = static_cast<double>(std::max(all_members, members.size()));
    for (auto& shared : sharedLinks(members)) {
        const double cap =
            shared.link.bytes_per_s * total / static_cast<double>(shared.members.size());
        if (!narrowest || cap < narrowest->bytes_per_s)
            narrowest = SharedLinkCap{std::move(shared), cap};
    }
    return narrowest;
}

} // namespace am::drives
