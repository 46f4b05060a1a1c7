#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/drives/system_roots.h"
#include "core/estimate/array_members.h"
#include "core/estimate/member_profile.h"
#include "core/estimate/plan.h"

// `estimate --members-of DEV,DEV,...`: the members read from the drive scan,
// each with the reference and caps its kind and link call for, and the caps
// their shared PCIe links put on the array (core/estimate/array_members.h, as
// the wizard's estimate page has them). Internal to arraymark-cli.
namespace am::cli {

struct NamedMembers {
    estimate::ArrayMembers members;
    std::vector<std::string> figures; // per member: "reference NAME" or "profile FILE"
};

// Scans `roots` and takes the named devices as the members. Throws UsageError
// for a scan that fails, estimate::InputError for an unknown device.
NamedMembers namedMembers(const drives::SystemRoots& roots, const std::vector<std::string>& names);

// The profiles for the members: `given` (one for all, or one per member), or
// each member's own reference when none is given, each with its member's caps
// (max_in_flight). One profile stays one when every member has the same caps.
std::vector<estimate::MemberProfile> profilesFor(NamedMembers& named,
                                                 std::vector<estimate::MemberProfile> given,
                                                 const std::vector<std::string>& given_names);

// The tighter of a cap given by hand and the members' own.
void applyTopologyCaps(const estimate::TopologyCaps& topology, estimate::Caps& caps);

// "Members (reference and caps from each drive's kind and link):" and one
// line per member, then the shared link that binds, if any.
void printMembers(const NamedMembers& named);

// {"members": [...], "topology": {...}} for the estimate document.
void addMembersJson(const NamedMembers& named, nlohmann::json& document);

} // namespace am::cli
