#include "core/raid/redundancy_guard.h"

#include <algorithm>
#include <numeric>
#include <set>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/raid/operation_refused.h"

namespace am::raid {

namespace {

using Slots = std::set<std::uint32_t>;

// md/layout of raid10: near copies in bits 0-7, far copies in bits 8-15, bit 16 offset, bit 17
// far sets. Each group is the slots that hold the same chunks (drivers/md/raid10.c,
// raid10_find_phys): near nN puts chunk c on slots c*N .. c*N+N-1 (mod the member count), far
// and offset put the copies of slot d's chunks on d+1, d+2, ... Empty: a layout not worked out.
std::vector<Slots> raid10CopyGroups(std::uint32_t raid_disks, std::uint32_t layout)
{
    const std::uint32_t near = layout & 0xff;
    const std::uint32_t far = (layout >> 8) & 0xff;
    const bool far_sets = (layout >> 17) & 1;
    if (raid_disks == 0 || near == 0 || far == 0 || far_sets || (near > 1 && far > 1)) return {};
    std::vector<Slots> groups;
    const std::uint32_t copies = near > 1 ? near : far;
    const std::uint32_t step = near > 1 ? std::gcd(near, raid_disks) : 1;
    for (std::uint32_t start = 0; start < raid_disks; start += step) {
        Slots group;
        for (std::uint32_t j = 0; j < copies; ++j) group.insert((start + j) % raid_disks);
        groups.push_back(std::move(group));
    }
    return groups;
}

// How many missing members the level survives; nullopt: not a level with members to lose.
std::optional<std::uint32_t> tolerance(const std::string& level, std::uint32_t raid_disks)
{
    if (level == "raid0" || level == "linear") return 0;
    if (level == "raid1") return raid_disks > 0 ? raid_disks - 1 : 0;
    if (level == "raid4" || level == "raid5") return 1;
    if (level == "raid6") return 2;
    return std::nullopt;
}

struct Situation {
    const ArrayStatus& array;
    std::string verb; // "failing", "removing"
    std::string device;
    std::uint32_t missing = 0; // before the action
};

std::string already(const Situation& s)
{
    if (s.missing == 0)
        return fmt::format("{} is {} with all {} members", s.array.name, s.array.level,
                           s.array.raid_disks);
    return fmt::format("{} is {} with {} of {} members already missing", s.array.name,
                       s.array.level, s.missing, s.array.raid_disks);
}

RedundancyLoss fails(const Situation& s, const std::string& detail = "")
{
    return {RedundancyLoss::Kind::ArrayFails, "array_would_fail",
            fmt::format("{}: {} {}{} leaves it failed, and its data unreadable", already(s), s.verb,
                        s.device, detail)};
}

RedundancyLoss last(const Situation& s, const std::string& detail = "")
{
    return {RedundancyLoss::Kind::LastRedundancy, "last_redundancy",
            fmt::format("{}: {} {}{} leaves it running without any redundancy: one more failed "
                        "member and its data is unreadable",
                        already(s), s.verb, s.device, detail)};
}

RedundancyLoss byGroups(const Situation& s, const std::vector<Slots>& groups, const Slots& after,
                        std::uint32_t slot)
{
    std::size_t fewest = SIZE_MAX;
    Slots partners;
    for (const Slots& group : groups) {
        if (!group.contains(slot)) continue;
        std::size_t left = 0;
        for (const auto member : group) left += after.contains(member) ? 1 : 0;
        fewest = std::min(fewest, left);
        for (const auto member : group)
            if (member != slot) partners.insert(member);
    }
    const std::string detail = fmt::format(" (slot {}, whose chunks are also on slot(s) {})", slot,
                                           fmt::join(partners, ", "));
    if (fewest == 0) return fails(s, detail);
    if (s.missing > 0 && fewest == 1) return last(s, detail);
    return {};
}

} // namespace

RedundancyLoss redundancyLoss(const ArrayStatus& array, MemberAction action,
                              const std::string& device_path)
{
    if (action != MemberAction::Fail && action != MemberAction::Remove) return {};
    if (array.backend != Backend::Md && array.backend != Backend::Imsm) return {};
    const std::uint32_t raid_disks = array.raid_disks;
    if (raid_disks == 0) return {};
    const MemberStatus* target = nullptr;
    Slots present;
    for (const auto& member : array.members) {
        if (member.role != "active" || !member.slot || *member.slot >= raid_disks) continue;
        present.insert(*member.slot);
        if (member.path == device_path) target = &member;
    }
    if (!target) return {}; // a spare, faulty or rebuilding member: no copy is lost
    const std::uint32_t slot = *target->slot;
    Slots after = present;
    after.erase(slot);
    const auto missing_by_slots = static_cast<std::uint32_t>(raid_disks - present.size());
    const Situation situation{array, action == MemberAction::Fail ? "failing" : "removing",
                              device_path, std::max(array.degraded, missing_by_slots)};
    if (array.level == "raid10") {
        const auto groups = raid10CopyGroups(raid_disks, array.layout.value_or(0));
        if (!groups.empty()) return byGroups(situation, groups, after, slot);
        // A layout not worked out here: it survives at least copies - 1 missing members.
        const std::uint32_t layout = array.layout.value_or(0);
        const std::uint32_t copies = std::max(1u, (layout & 0xff) * ((layout >> 8) & 0xff));
        if (situation.missing + 1 > copies - 1) return fails(situation, " (its raid10 layout may)");
        return {};
    }
    const auto survives = tolerance(array.level, raid_disks);
    if (!survives) return {};
    const std::uint32_t missing_after = situation.missing + 1;
    if (missing_after > *survives) return fails(situation);
    if (situation.missing > 0 && missing_after == *survives) return last(situation);
    return {};
}

void requireRedundancyKept(const drives::SystemRoots& roots, const ArrayStatus& array,
                           MemberAction action, const std::string& device_path,
                           const std::optional<std::string>& force_name)
{
    const RedundancyLoss loss = redundancyLoss(array, action, device_path);
    if (loss.kind == RedundancyLoss::Kind::None) return;
    if (force_name) {
        std::string named = *force_name;
        try {
            named = resolveArrayName(roots, *force_name);
        } catch (const std::exception&) {
            // Not a name of any array: it does not match below.
        }
        // "/dev/md127" names md127 as well, also where the device node is not there to resolve.
        const std::string typed =
            force_name->starts_with("/dev/") ? force_name->substr(5) : *force_name;
        if (named == array.name || typed == array.name) return;
        throw OperationRefused(
            loss.rule, fmt::format("{}; the confirmation \"{}\" does not name {}; nothing was "
                                   "written",
                                   loss.message, *force_name, array.name));
    }
    throw OperationRefused(loss.rule,
                           fmt::format("{}; nothing was written. To do it anyway, confirm with "
                                       "the array's name ({})",
                                       loss.message, array.name));
}

} // namespace am::raid
