#include "core/raid/validation_consistency.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace am::raid {

namespace {

bool sameDevice(const drives::ScanResult* scan, const std::string& a, const std::string& b)
{
    if (a == b) return true;
    if (!scan) return false;
    const auto* first = scan->find(a);
    const auto* second = scan->find(b);
    return first && second && first->name == second->name;
}

void checkNotMd(const Plan& plan, Backend backend, Validation& v)
{
    const std::string name = toString(backend);
    const auto refuse = [&](const char* flag) {
        v.problems.push_back(
            {"backend_option", flag,
             fmt::format("{} is md's; the {} backend has no such option: drop it", flag, name)});
    };
    if (plan.consistency_policy) refuse("--consistency-policy");
    if (plan.write_journal) refuse("--write-journal");
    if (!plan.write_mostly.empty()) refuse("--write-mostly");
}

void checkPolicy(const Plan& plan, Backend backend, Validation& v)
{
    if (!plan.consistency_policy) return;
    const std::string subject = "consistency-policy=" + toString(*plan.consistency_policy);
    if (plan.level == Level::Raid0) {
        v.problems.push_back({"consistency_level", subject,
                              "raid0 has no redundancy to keep consistent: drop "
                              "--consistency-policy"});
        return;
    }
    const bool bitmap = plan.bitmap == Bitmap::Internal;
    if (*plan.consistency_policy == ConsistencyPolicy::Resync) {
        if (bitmap)
            v.problems.push_back({"resync_bitmap", subject,
                                  "--consistency-policy resync means no bitmap, but --bitmap "
                                  "internal asks for one: choose one of them"});
        if (backend == Backend::Imsm)
            v.problems.push_back({"imsm_policy", subject,
                                  "imsm volumes take only --consistency-policy ppl (raid5); "
                                  "without it they resync anyway: drop it"});
        return;
    }
    // PPL
    if (plan.level != Level::Raid5)
        v.problems.push_back(
            {"ppl_level", subject,
             fmt::format("PPL closes raid5's write hole and exists for raid5 only, not {}: "
                         "choose a bitmap or none",
                         toString(plan.level))});
    if (bitmap)
        v.problems.push_back({"ppl_bitmap", subject,
                              "PPL and a write-intent bitmap exclude each other (md refuses "
                              "both): drop --bitmap internal or choose --bitmap none"});
    if (plan.write_journal)
        v.problems.push_back({"ppl_journal", subject,
                              "PPL and a write journal both close the write hole; md takes one: "
                              "drop --write-journal or --consistency-policy ppl"});
}

void checkJournal(const Plan& plan, Backend backend, const drives::ScanResult* scan, Validation& v)
{
    if (!plan.write_journal) return;
    const std::string& journal = *plan.write_journal;
    if (plan.level != Level::Raid5 && plan.level != Level::Raid6)
        v.problems.push_back(
            {"journal_level", journal,
             fmt::format("a write journal exists for raid4/5/6 only (md's raid5 personality), "
                         "not {}: drop --write-journal",
                         toString(plan.level))});
    if (backend == Backend::Imsm)
        v.problems.push_back({"journal_metadata", journal,
                              "imsm volumes have no write journal (native 1.x metadata only); "
                              "for the write hole use --consistency-policy ppl"});
    if (plan.bitmap == Bitmap::Internal)
        v.problems.push_back({"journal_bitmap", journal,
                              "a write journal and a write-intent bitmap exclude each other (md "
                              "refuses the array): drop --bitmap internal"});
    if (!scan) return;
    if (const auto* device = scan->find(journal); device && device->rotational)
        v.warnings.push_back(
            {"journal_rotational", device->path,
             fmt::format("{} is a spinning disk: every write of the array goes to the journal "
                         "first, so it runs at that disk's pace; a journal belongs on an SSD",
                         device->path)});
}

void checkWriteMostly(const Plan& plan, Backend backend, const drives::ScanResult* scan,
                      Validation& v)
{
    if (plan.write_mostly.empty()) return;
    if (plan.level != Level::Raid1)
        v.problems.push_back(
            {"write_mostly_level", "--write-mostly",
             fmt::format("write-mostly applies to raid1 mirrors only, not {}: drop --write-mostly",
                         toString(plan.level))});
    if (backend == Backend::Imsm)
        v.problems.push_back({"write_mostly_metadata", "--write-mostly",
                              "imsm metadata keeps no write-mostly flag: drop --write-mostly"});
    if (!plan.spares.empty())
        v.problems.push_back(
            {"write_mostly_spares", "--write-mostly",
             fmt::format("mdadm's --write-mostly flags every device after it, so the spares ({}) "
                         "would be write-mostly too: create without spares and add them later "
                         "(array add)",
                         fmt::join(plan.spares, ", "))});
    std::size_t flagged = 0;
    for (const auto& device : plan.write_mostly) {
        bool member = false;
        for (const auto& each : plan.members) member = member || sameDevice(scan, device, each);
        if (!member)
            v.problems.push_back(
                {"write_mostly_not_member", device,
                 fmt::format("{} is not one of the members ({}): --write-mostly names members",
                             device, fmt::join(plan.members, ", "))});
        else
            ++flagged;
    }
    if (flagged >= plan.members.size() && !plan.members.empty())
        v.warnings.push_back({"write_mostly_all", "--write-mostly",
                              "every member is write-mostly: md then reads from them anyway, so "
                              "the flag changes nothing"});
}

} // namespace

void checkConsistency(const Plan& plan, const drives::ScanResult* scan, Validation& v)
{
    const Backend backend = backendOf(plan);
    if (backend != Backend::Md && backend != Backend::Imsm) {
        checkNotMd(plan, backend, v);
        return;
    }
    checkPolicy(plan, backend, v);
    checkJournal(plan, backend, scan, v);
    checkWriteMostly(plan, backend, scan, v);
}

} // namespace am::raid
