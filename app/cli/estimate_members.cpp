#include "app/cli/estimate_members.h"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "app/cli/command.h"
#include "core/drives/scan.h"

namespace am::cli {

namespace {

void tighten(std::optional<double>& cap, const std::optional<double>& other)
{
    if (other) cap = cap ? std::min(*cap, *other) : *other;
}

std::string sharedLinkName(const drives::SharedLink& shared)
{
    return shared.link.chipset_uplink ? "the chipset's DMI link"
                                      : fmt::format("the link at {}", shared.link.address);
}

} // namespace

NamedMembers namedMembers(const drives::SystemRoots& roots, const std::vector<std::string>& names)
{
    drives::ScanResult scan;
    try {
        scan = drives::scan(roots);
    } catch (const drives::ScanError& error) {
        throw UsageError(fmt::format("--members-of: {}", error.what()));
    }
    NamedMembers named;
    named.members = estimate::arrayMembers(estimate::memberDrivesOf(scan, names));
    return named;
}

std::vector<estimate::MemberProfile> profilesFor(NamedMembers& named,
                                                 std::vector<estimate::MemberProfile> given,
                                                 const std::vector<std::string>& given_names)
{
    const auto& caps = named.members.caps;
    const std::size_t n = caps.size();
    named.figures = given_names;
    if (given.size() > 1 && given.size() != n) return given; // the estimator says why
    std::vector<estimate::MemberProfile> profiles;
    named.figures.clear();
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t from = given.size() == 1 ? 0 : i;
        if (given.empty()) {
            profiles.push_back(estimate::cappedReference(caps[i]));
            named.figures.push_back("reference: " + caps[i].reference);
        } else {
            profiles.push_back(estimate::withCaps(given[from], caps[i]));
            named.figures.push_back(given_names[from]);
        }
    }
    // Members alike on one profile stay one profile (the output names it once).
    const bool alike = given.size() <= 1 &&
                       std::all_of(caps.begin(), caps.end(), [&](const estimate::MemberCaps& c) {
                           return c.max_in_flight == caps.front().max_in_flight &&
                                  (!given.empty() || c.reference == caps.front().reference);
                       });
    if (alike) profiles.resize(1);
    return profiles;
}

void applyTopologyCaps(const estimate::TopologyCaps& topology, estimate::Caps& caps)
{
    tighten(caps.link_bytes_per_s, topology.caps.link_bytes_per_s);
    tighten(caps.bus_bytes_per_s, topology.caps.bus_bytes_per_s);
}

void printMembers(const NamedMembers& named)
{
    fmt::print("Members (reference and caps from each drive's kind and link):\n");
    const auto& caps = named.members.caps;
    for (std::size_t i = 0; i < caps.size(); ++i) {
        fmt::print("  {}: {}\n", caps[i].device,
                   i < named.figures.size() && named.figures[i] == "reference: " + caps[i].reference
                       ? estimate::referenceCapsText(caps[i])
                       : fmt::format("{}, {}", i < named.figures.size() ? named.figures[i] : "",
                                     estimate::capsText(caps[i])));
    }
    const auto& topology = named.members.topology;
    if (const auto& shared = topology.narrowest_shared)
        fmt::print("  {} share {} ({:.2f} GB/s): the array is held to {:.2f} GB/s\n",
                   fmt::join(shared->members, " and "), sharedLinkName(*shared),
                   shared->link.bytes_per_s / 1e9, *topology.caps.bus_bytes_per_s / 1e9);
}

void addMembersJson(const NamedMembers& named, nlohmann::json& document)
{
    nlohmann::json members = estimate::membersJson(named.members);
    for (std::size_t i = 0; i < members.size() && i < named.figures.size(); ++i)
        members[i]["figures"] = named.figures[i];
    document["members"] = members;
    const auto& topology = named.members.topology;
    nlohmann::json shared = nullptr;
    if (const auto& link = topology.narrowest_shared)
        shared = {{"address", link->link.address},
                  {"chipset_uplink", link->link.chipset_uplink},
                  {"bytes_per_s", link->link.bytes_per_s},
                  {"members", link->members},
                  {"array_bytes_per_s", *topology.caps.bus_bytes_per_s}};
    document["topology"] = {
        {"slowest_member", topology.slowest_member},
        {"slowest_own_link_bytes_per_s", topology.slowest_own_link
                                             ? nlohmann::json(*topology.slowest_own_link)
                                             : nlohmann::json(nullptr)},
        {"narrowest_shared_link", shared},
    };
}

} // namespace am::cli
