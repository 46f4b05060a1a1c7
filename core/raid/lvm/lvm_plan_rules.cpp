// lvm2's own rules for a plan: member counts and the names lvm2 refuses.
#include "core/raid/lvm/lvm_plan_rules.h"

#include <array>
#include <string_view>

#include <fmt/format.h>

#include "core/raid/types.h"

namespace am::raid {

namespace {

// lib/misc/lvm-string.c: LV names lvm2 keeps for itself.
constexpr std::array<std::string_view, 2> kReservedPrefixes{"pvmove", "snapshot"};
constexpr std::array<std::string_view, 17> kReservedParts{
    "_cdata", "_cmeta", "_corig", "_cpool", "_cvol",  "_wcorig", "_mimage",  "_mlog",   "_rimage",
    "_rmeta", "_tdata", "_tmeta", "_vdata", "_imeta", "_iorig",  "_pmspare", "_vorigin"};

void checkName(const Plan& plan, Validation& result)
{
    const std::string subject = "name=" + plan.name;
    if (plan.name.starts_with('-'))
        result.problems.push_back(
            {"lvm_name", subject,
             fmt::format("LVM name \"{}\" starts with '-': lvm2 refuses that (the hyphen "
                         "separates VG and LV in device-mapper names)",
                         plan.name)});
    for (std::string_view prefix : kReservedPrefixes)
        if (plan.name.starts_with(prefix))
            result.problems.push_back(
                {"lvm_name", subject,
                 fmt::format("LVM name \"{}\" starts with \"{}\", which lvm2 reserves for its own "
                             "volumes: choose another name",
                             plan.name, prefix)});
    for (std::string_view part : kReservedParts)
        if (plan.name.find(part) != std::string::npos)
            result.problems.push_back(
                {"lvm_name", subject,
                 fmt::format("LVM name \"{}\" contains \"{}\", which lvm2 reserves for its hidden "
                             "sub-volumes: choose another name",
                             plan.name, part)});
}

void checkMembers(const Plan& plan, Validation& result)
{
    const std::size_t count = plan.members.size();
    // Fewer than the shared minimum is already refused by the shared rules.
    if (count < minimumMembers(plan.level)) return;
    const std::string level = toString(plan.level);
    if (plan.level == Level::Raid10 && (count < 4 || count % 2 != 0))
        result.problems.push_back(
            {"lvm_raid10_members", level,
             fmt::format("raid10 under lvm2 needs an even number of members, at least 4 "
                         "(stripes over mirrored pairs); got {}",
                         count)});
    if (plan.level == Level::Raid6 && count < 5)
        result.problems.push_back(
            {"lvm_min_members", level,
             fmt::format("raid6 under lvm2 needs at least 5 members (3 stripes + 2 parity); "
                         "got {}",
                         count)});
    if (plan.level == Level::Raid5 && count < 3)
        result.problems.push_back(
            {"lvm_min_members", level,
             fmt::format("raid5 under lvm2 needs at least 3 members (2 stripes + 1 parity); "
                         "got {}",
                         count)});
}

} // namespace

void addLvmFindings(const Plan& plan, Validation& result)
{
    checkName(plan, result);
    checkMembers(plan, result);
}

} // namespace am::raid
