#include "core/raid/array_settings.h"

#include <algorithm>

#include <fmt/format.h>

#include "core/raid/operation_refused.h"

namespace am::raid {

namespace {

constexpr const char* kMdadm = "mdadm";

bool hasBitmap(const ArrayStatus& array)
{
    return array.bitmap == "internal" || array.bitmap == "file" ||
           array.consistency_policy == "bitmap";
}

bool contains(const std::vector<std::string>& list, const std::string& item)
{
    return std::find(list.begin(), list.end(), item) != list.end();
}

const MemberStatus* memberOf(const ArrayStatus& array, const std::string& path)
{
    for (const auto& member : array.members)
        if (member.path == path) return &member;
    return nullptr;
}

void checkBitmap(const ArrayStatus& array, const SettingsChange& change, std::vector<Finding>& out)
{
    if (!change.bitmap) return;
    const std::string subject = "bitmap=" + toString(*change.bitmap);
    const auto policy = parseConsistencyPolicy(array.consistency_policy);
    if (*change.bitmap == Bitmap::None) {
        if (!hasBitmap(array))
            out.push_back({"no_bitmap", subject,
                           fmt::format("{} has no write-intent bitmap to remove (its consistency "
                                       "policy is {})",
                                       array.name, array.consistency_policy)});
        return;
    }
    if (hasBitmap(array))
        out.push_back({"bitmap_present", subject,
                       fmt::format("{} already has a write-intent bitmap", array.name)});
    if (array.metadata == "imsm" || !array.container.empty())
        out.push_back({"bitmap_metadata", subject,
                       "imsm volumes keep their consistency in the imsm metadata, not in an md "
                       "bitmap (for raid5 use --consistency-policy ppl)"});
    if (policy == ConsistencyPolicy::Ppl && change.consistency_policy != ConsistencyPolicy::Resync)
        out.push_back({"ppl_bitmap", subject,
                       fmt::format("{} uses PPL, which excludes a bitmap: switch PPL off in the "
                                   "same change (--consistency-policy resync)",
                                   array.name)});
    if (policy == ConsistencyPolicy::Journal)
        out.push_back({"journal_bitmap", subject,
                       fmt::format("{} has a write journal, which excludes a bitmap", array.name)});
}

void checkPolicy(const ArrayStatus& array, const SettingsChange& change, std::vector<Finding>& out)
{
    if (!change.consistency_policy) return;
    const ConsistencyPolicy wanted = *change.consistency_policy;
    const std::string subject = "consistency-policy=" + toString(wanted);
    const auto policy = parseConsistencyPolicy(array.consistency_policy);
    if (!consistencyInfo(wanted).settable) {
        out.push_back({"policy_not_settable", subject,
                       fmt::format("mdadm --grow switches only between {}; a bitmap is --bitmap, "
                                   "a journal is chosen at create",
                                   settableConsistencyList())});
        return;
    }
    if (policy == wanted) {
        out.push_back({"policy_unchanged", subject,
                       fmt::format("{} already uses {}", array.name, toString(wanted))});
        return;
    }
    if (policy == ConsistencyPolicy::Journal) {
        out.push_back({"ppl_journal", subject,
                       fmt::format("{} has a write journal; mdadm --grow cannot switch it to {}",
                                   array.name, toString(wanted))});
        return;
    }
    if (wanted == ConsistencyPolicy::Resync) {
        if (policy == ConsistencyPolicy::Bitmap && change.bitmap != Bitmap::None)
            out.push_back({"resync_from", subject,
                           fmt::format("{} resyncs with a bitmap; to resync without one remove "
                                       "it (--bitmap none)",
                                       array.name)});
        return;
    }
    // PPL
    if (array.level != "raid5")
        out.push_back(
            {"ppl_level", subject,
             fmt::format("PPL exists for raid5 only; {} is {}", array.name, array.level)});
    if (array.metadata != "imsm" && array.container.empty() && !array.metadata.starts_with("1."))
        out.push_back(
            {"ppl_metadata", subject,
             fmt::format("PPL needs 1.x or imsm metadata; {} has {}", array.name, array.metadata)});
    if (hasBitmap(array) && change.bitmap != Bitmap::None)
        out.push_back({"ppl_bitmap", subject,
                       fmt::format("{} has a write-intent bitmap, which PPL excludes: remove it "
                                   "in the same change (--bitmap none)",
                                   array.name)});
}

void checkMembers(const ArrayStatus& array, const SettingsChange& change, std::vector<Finding>& out)
{
    if (change.write_mostly.empty() && change.readwrite.empty()) return;
    if (array.level != "raid1")
        out.push_back({"write_mostly_level", "--write-mostly",
                       fmt::format("write-mostly applies to raid1 mirrors only; {} is {}",
                                   array.name, array.level)});
    if (array.metadata == "imsm" || !array.container.empty())
        out.push_back({"write_mostly_metadata", "--write-mostly",
                       "imsm metadata keeps no write-mostly flag"});
    for (const auto* list : {&change.write_mostly, &change.readwrite})
        for (const auto& device : *list) {
            if (!memberOf(array, device))
                out.push_back({"write_mostly_not_member", device,
                               fmt::format("{} is not a member of {}", device, array.name)});
            if (list == &change.write_mostly && contains(change.readwrite, device))
                out.push_back({"write_mostly_both", device,
                               fmt::format("{} is named for write-mostly and for readwrite: "
                                           "choose one",
                                           device)});
        }
}

Step grow(const ArrayStatus& array, std::string option, std::string purpose)
{
    return runStep({kMdadm, "--grow", array.path, std::move(option)}, std::move(purpose));
}

} // namespace

std::vector<Finding> settingsProblems(const ArrayStatus& array, const SettingsChange& change)
{
    std::vector<Finding> out;
    if (array.backend != Backend::Md && array.backend != Backend::Imsm) {
        out.push_back({"settings_backend", toString(array.backend),
                       fmt::format("{} is a {} array: bitmaps, PPL and write-mostly are md's",
                                   array.name, toString(array.backend))});
        return out;
    }
    if (change.empty()) {
        out.push_back({"nothing_to_change", array.name,
                       "no setting was asked for: a bitmap, a consistency policy or write-mostly "
                       "members"});
        return out;
    }
    if (array.level == "raid0" || array.level == "linear" || array.level == "container") {
        out.push_back({"settings_level", array.level,
                       array.level == "container"
                           ? fmt::format("{} is an imsm container: change its volumes", array.name)
                           : fmt::format("{} is {}: without redundancy there is nothing to keep "
                                         "consistent",
                                         array.name, array.level)});
        return out;
    }
    checkBitmap(array, change, out);
    checkPolicy(array, change, out);
    checkMembers(array, change, out);
    return out;
}

// mdadm 4.2's --manage takes --write-mostly only for a device being added: an existing member's
// flag is its dev-*/state word, written as `echo writemostly > state` would.
Step memberFlagStep(const drives::SystemRoots& roots, const ArrayStatus& array,
                    const std::string& device, bool write_mostly)
{
    const MemberStatus* member = memberOf(array, device);
    Step step;
    step.kind = Step::Kind::WriteAttribute;
    step.attribute =
        (roots.sysfs / "block" / array.name / "md" /
         ("dev-" + (member ? member->name : device.substr(device.rfind('/') + 1))) / "state")
            .string();
    step.value = write_mostly ? "writemostly" : "-writemostly";
    step.purpose = write_mostly ? "read from " + device + " only when no other mirror can serve"
                                : "read from " + device + " like the other mirrors again";
    return step;
}

std::vector<Step> settingsSteps(const drives::SystemRoots& roots, const ArrayStatus& array,
                                const SettingsChange& change)
{
    std::vector<Step> steps;
    if (change.bitmap == Bitmap::None)
        steps.push_back(
            grow(array, "--bitmap=none", "remove the write-intent bitmap of " + array.path));
    if (change.consistency_policy == ConsistencyPolicy::Resync)
        steps.push_back(grow(array, "--consistency-policy=resync",
                             "switch " + array.path + " to a full resync after a crash"));
    if (change.consistency_policy == ConsistencyPolicy::Ppl)
        steps.push_back(
            grow(array, "--consistency-policy=ppl",
                 "close the write hole of " + array.path + " with a partial parity log"));
    if (change.bitmap == Bitmap::Internal)
        steps.push_back(
            grow(array, "--bitmap=internal", "add a write-intent bitmap to " + array.path));
    for (const auto& device : change.write_mostly)
        steps.push_back(memberFlagStep(roots, array, device, true));
    for (const auto& device : change.readwrite)
        steps.push_back(memberFlagStep(roots, array, device, false));
    return steps;
}

ArrayOperation settingsOperation(const drives::SystemRoots& roots, const std::string& array,
                                 SettingsChange change)
{
    requireMdDriver(roots);
    const std::string name = resolveArrayName(roots, array);
    const ArrayStatus status = readArrayStatus(roots, name);
    for (auto* list : {&change.write_mostly, &change.readwrite})
        for (auto& device : *list)
            if (!device.starts_with("/")) device = "/dev/" + device;
    const auto problems = settingsProblems(status, change);
    if (!problems.empty()) {
        std::string text;
        for (const auto& problem : problems) text += "\n  - " + problem.message;
        throw OperationRefused(
            "settings_refused",
            fmt::format("{}: the change was refused; nothing was written:{}", status.path, text));
    }
    return {status.path, settingsSteps(roots, status, change)};
}

} // namespace am::raid
