#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/monitor/snapshot_diff.h"

namespace am::monitor {

using raid::ArrayStatus;

Event makeEvent(const std::string& name, const std::string& time, const std::string& array,
                const std::string& device, const std::string& message)
{
    const EventKind* kind = findEventKind(name);
    return {time,
            name,
            array,
            device,
            kind ? kind->severity : Severity::Warning,
            message,
            std::string(kSourceArrayMark)};
}

namespace {

bool syncing(const ArrayStatus& status)
{
    const std::string& action = status.sync_action;
    return action == "resync" || action == "recover" || action == "reshape" || action == "check" ||
           action == "repair";
}

std::string actionNoun(const std::string& action)
{
    if (action == "recover") return "recovery";
    return action; // resync, reshape, check, repair
}

// 20% steps passed, as mdadm's --increment default counts them: 0..4.
unsigned progressStep(const ArrayStatus& status)
{
    if (!status.progress) return 0;
    const auto step = static_cast<unsigned>(*status.progress * 100.0 / 20.0);
    return step > 4 ? 4 : step;
}

std::string missingText(const ArrayStatus& status)
{
    return fmt::format("{} of {} members missing", status.degraded, status.raid_disks);
}

bool sparesMissing(const Snapshot& snapshot, const ArrayStatus& status)
{
    const auto expected = snapshot.spares_expected.find(status.name);
    return expected != snapshot.spares_expected.end() &&
           countRole(status, "spare") < expected->second;
}

void addSparesMissing(std::vector<Event>& events, const Snapshot& snapshot,
                      const ArrayStatus& status, const std::string& time)
{
    events.push_back(makeEvent("SparesMissing", time, status.name, "",
                               fmt::format("{} has {} spare(s); mdadm.conf promises {}",
                                           status.name, countRole(status, "spare"),
                                           snapshot.spares_expected.at(status.name))));
}

void addDegraded(std::vector<Event>& events, const ArrayStatus& status, const std::string& time)
{
    events.push_back(makeEvent(
        "DegradedArray", time, status.name, "",
        fmt::format("{} ({}) is degraded: {}", status.name, status.level, missingText(status))));
}

void diffMembers(std::vector<Event>& events, const ArrayStatus& before, const ArrayStatus& after,
                 const std::string& time)
{
    for (const auto& member : after.members) {
        const raid::MemberStatus* old = nullptr;
        for (const auto& candidate : before.members)
            if (candidate.name == member.name) old = &candidate;
        if (!old || old->role == member.role) continue;
        if (member.role == "faulty" && (old->role == "rebuilding" || old->role == "spare"))
            events.push_back(makeEvent(
                "FailSpare", time, after.name, member.name,
                fmt::format("{}, a {} device of {}, failed", member.name, old->role, after.name)));
        else if (member.role == "faulty")
            events.push_back(makeEvent(
                "Fail", time, after.name, member.name,
                fmt::format("{} failed in {} ({})", member.name, after.name, missingText(after))));
        else if (member.role == "active" && (old->role == "rebuilding" || old->role == "spare"))
            events.push_back(makeEvent(
                "SpareActive", time, after.name, member.name,
                fmt::format("{} is now an active member of {}", member.name, after.name)));
    }
    // A member pulled out (hot-unplugged) leaves sysfs at once, never showing "faulty".
    for (const auto& old : before.members) {
        bool present = false;
        for (const auto& member : after.members) present = present || member.name == old.name;
        if (!present && old.role == "active" && after.degraded > before.degraded)
            events.push_back(makeEvent("Fail", time, after.name, old.name,
                                       fmt::format("{} disappeared from {} ({})", old.name,
                                                   after.name, missingText(after))));
    }
}

void diffSync(std::vector<Event>& events, const ArrayStatus& before, const ArrayStatus& after,
              const std::string& time)
{
    const bool was = syncing(before);
    const bool is = syncing(after);
    const bool same = was && is && before.sync_action == after.sync_action;
    if (was && !same) {
        std::string message =
            fmt::format("{} finished its {}", after.name, actionNoun(before.sync_action));
        if (after.degraded > 0) message += fmt::format(", still degraded ({})", missingText(after));
        events.push_back(makeEvent("RebuildFinished", time, after.name, "", message));
        if (before.sync_action == "check" || before.sync_action == "repair") {
            Event check = makeEvent(
                "CheckFinished", time, after.name, "",
                after.mismatches ? fmt::format("{}: the {} found {} mismatched sector(s)",
                                               after.name, before.sync_action, *after.mismatches)
                                 : fmt::format("{}: the {} finished; md reported no mismatch count",
                                               after.name, before.sync_action));
            if (after.mismatches.value_or(0) > 0) check.severity = Severity::Warning;
            events.push_back(check);
        }
    }
    if (is && !same)
        events.push_back(
            makeEvent("RebuildStarted", time, after.name, "",
                      fmt::format("{} started a {}", after.name, actionNoun(after.sync_action))));
    if (same && progressStep(after) > progressStep(before))
        events.push_back(
            makeEvent(rebuildProgressName(progressStep(after) * 20), time, after.name, "",
                      fmt::format("{}: {} at {:.0f}%", after.name, actionNoun(after.sync_action),
                                  after.progress.value_or(0) * 100.0)));
}

// The array a drive's member (the drive or one of its partitions) belongs to.
std::string arrayOfDrive(const Snapshot& snapshot, const std::string& drive)
{
    for (const auto& status : snapshot.arrays)
        for (const auto& member : status.members) {
            if (member.name == drive) return status.name;
            if (member.name.starts_with(drive) && member.name.size() > drive.size()) {
                const char next = member.name[drive.size()];
                if ((next >= '0' && next <= '9') || next == 'p') return status.name;
            }
        }
    return {};
}

void addDriveEvent(std::vector<Event>& events, const Snapshot& snapshot, const std::string& device,
                   const DriveHealth& health, drives::HealthVerdict old_verdict,
                   const std::string& time)
{
    using drives::HealthVerdict;
    const std::string why = health.reasons.empty()
                                ? std::string()
                                : ": " + fmt::format("{}", fmt::join(health.reasons, "; "));
    const std::string array = arrayOfDrive(snapshot, device);
    if (health.verdict == HealthVerdict::Failing)
        events.push_back(makeEvent("DriveFailing", time, array, device,
                                   fmt::format("{} is failing{}", device, why)));
    else if (health.verdict == HealthVerdict::Worn)
        events.push_back(
            makeEvent("DriveWorn", time, array, device, fmt::format("{} is worn{}", device, why)));
    else if (health.verdict == HealthVerdict::Healthy &&
             (old_verdict == HealthVerdict::Failing || old_verdict == HealthVerdict::Worn))
        events.push_back(makeEvent(
            "DriveHealthy", time, array, device,
            fmt::format("{} is healthy again (was {})", device, drives::toString(old_verdict))));
}

} // namespace

std::vector<Event> initialEvents(const Snapshot& first, const std::string& time)
{
    std::vector<Event> events;
    for (const auto& status : first.arrays) {
        if (status.degraded > 0) addDegraded(events, status, time);
        if (sparesMissing(first, status)) addSparesMissing(events, first, status, time);
    }
    for (const auto& [device, health] : first.drives)
        addDriveEvent(events, first, device, health, drives::HealthVerdict::Unknown, time);
    return events;
}

std::vector<Event> diffSnapshots(const Snapshot& before, const Snapshot& after,
                                 const std::string& time)
{
    std::vector<Event> events;
    for (const auto& status : after.arrays) {
        const ArrayStatus* old = before.find(status.name);
        if (!old) {
            events.push_back(makeEvent("NewArray", time, status.name, "",
                                       fmt::format("{} ({}, {} members) appeared", status.name,
                                                   status.level, status.raid_disks)));
            if (status.degraded > 0) addDegraded(events, status, time);
            if (sparesMissing(after, status)) addSparesMissing(events, after, status, time);
            continue;
        }
        diffMembers(events, *old, status, time);
        if (status.degraded > old->degraded) addDegraded(events, status, time);
        diffSync(events, *old, status, time);
        if (sparesMissing(after, status) && !sparesMissing(before, *old))
            addSparesMissing(events, after, status, time);
    }
    for (const auto& old : before.arrays)
        if (!after.find(old.name))
            events.push_back(makeEvent("DeviceDisappeared", time, old.name, "",
                                       fmt::format("{} ({}) is gone", old.name, old.level)));
    for (const auto& [device, health] : after.drives) {
        const auto old = before.drives.find(device);
        const drives::HealthVerdict old_verdict =
            old == before.drives.end() ? drives::HealthVerdict::Unknown : old->second.verdict;
        if (health.verdict != old_verdict)
            addDriveEvent(events, after, device, health, old_verdict, time);
    }
    return events;
}

} // namespace am::monitor
