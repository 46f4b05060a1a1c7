#include "core/raid/steps.h"

#include <algorithm>

#include <fmt/format.h>

namespace am::raid {

namespace {
constexpr const char* kMdadm = "mdadm";

std::string kib(std::uint64_t bytes) { return fmt::format("{}", bytes / 1024); }

Step run(std::vector<std::string> argv, std::string purpose)
{
    return runStep(std::move(argv), std::move(purpose));
}

void appendGeometry(std::vector<std::string>& argv, Level level, std::uint64_t chunk)
{
    if (usesChunk(level)) argv.push_back("--chunk=" + kib(chunk));
}

bool isWriteMostly(const Plan& plan, const std::string& member)
{
    return std::find(plan.write_mostly.begin(), plan.write_mostly.end(), member) !=
           plan.write_mostly.end();
}

// mdadm's --write-mostly flags every device after it (create mode has no --readwrite to end it),
// so the write-mostly members go last, behind one --write-mostly; validate() refuses spares then.
void appendMembers(std::vector<std::string>& argv, const Plan& plan)
{
    for (const auto& member : plan.members)
        if (!isWriteMostly(plan, member)) argv.push_back(member);
    if (plan.write_mostly.empty()) return;
    argv.push_back("--write-mostly");
    for (const auto& member : plan.members)
        if (isWriteMostly(plan, member)) argv.push_back(member);
}

Step nativeCreate(const Plan& plan)
{
    std::vector<std::string> argv{kMdadm,
                                  "--create",
                                  arrayPath(plan.name),
                                  "--run",
                                  "--level=" + toString(plan.level),
                                  fmt::format("--raid-devices={}", plan.members.size())};
    if (!plan.spares.empty()) argv.push_back(fmt::format("--spare-devices={}", plan.spares.size()));
    argv.push_back("--metadata=" + toString(plan.metadata));
    // Explicit for every level that can have a bitmap; mdadm refuses any
    // --bitmap for raid0, even "none" (seen with mdadm 4.2 in tests/vm). PPL and a journal
    // say the policy themselves and imply no bitmap (validate() refuses --bitmap internal).
    const bool own_policy = plan.write_journal || plan.consistency_policy == ConsistencyPolicy::Ppl;
    if (plan.level != Level::Raid0 && !own_policy)
        argv.push_back("--bitmap=" + toString(effectiveBitmap(plan)));
    if (plan.consistency_policy == ConsistencyPolicy::Ppl)
        argv.push_back("--consistency-policy=ppl");
    if (plan.write_journal) {
        argv.push_back("--write-journal");
        argv.push_back(*plan.write_journal);
    }
    appendGeometry(argv, plan.level, effectiveChunk(plan));
    if (plan.level == Level::Raid10) argv.push_back("--layout=" + toString(effectiveLayout(plan)));
    if (plan.size_bytes) argv.push_back("--size=" + kib(*plan.size_bytes));
    if (plan.assume_clean) argv.push_back("--assume-clean");
    appendMembers(argv, plan);
    argv.insert(argv.end(), plan.spares.begin(), plan.spares.end());
    return run(std::move(argv), fmt::format("create {} {} from {} members", toString(plan.level),
                                            arrayPath(plan.name), plan.members.size()));
}

Step imsmVolume(const std::string& name, Level level, std::size_t members, std::uint64_t chunk,
                const std::optional<std::uint64_t>& size, bool assume_clean,
                const std::string& container, bool ppl = false)
{
    std::vector<std::string> argv{kMdadm,
                                  "--create",
                                  arrayPath(name),
                                  "--run",
                                  "--level=" + toString(level),
                                  fmt::format("--raid-devices={}", members)};
    appendGeometry(argv, level, chunk);
    if (ppl) argv.push_back("--consistency-policy=ppl");
    if (size) argv.push_back("--size=" + kib(*size));
    if (assume_clean) argv.push_back("--assume-clean");
    argv.push_back(container);
    return run(std::move(argv), fmt::format("create the {} volume {} in {}", toString(level),
                                            arrayPath(name), container));
}

} // namespace

std::vector<std::string> Step::display() const
{
    if (kind == Kind::Run) return argv;
    return {"write", attribute, value};
}

std::string arrayPath(const std::string& name) { return "/dev/md/" + name; }

std::vector<Step> createSteps(const Plan& plan)
{
    if (plan.metadata != Metadata::Imsm) return {nativeCreate(plan)};
    const std::string container = arrayPath(plan.container_name);
    std::vector<Step> steps;
    std::vector<std::string> argv{
        kMdadm,  "--create",        container,
        "--run", "--metadata=imsm", fmt::format("--raid-devices={}", plan.members.size())};
    argv.insert(argv.end(), plan.members.begin(), plan.members.end());
    steps.push_back(run(std::move(argv), fmt::format("create the imsm container {} from {} disks",
                                                     container, plan.members.size())));
    steps.push_back(imsmVolume(plan.name, plan.level, plan.members.size(), effectiveChunk(plan),
                               plan.size_bytes, plan.assume_clean, container,
                               plan.consistency_policy == ConsistencyPolicy::Ppl));
    if (plan.second_volume) {
        const auto& second = *plan.second_volume;
        Plan second_plan = plan;
        second_plan.level = second.level;
        second_plan.chunk_bytes = second.chunk_bytes;
        steps.push_back(imsmVolume(second.name, second.level, plan.members.size(),
                                   effectiveChunk(second_plan), std::nullopt, plan.assume_clean,
                                   container));
    }
    for (const auto& spare : plan.spares)
        steps.push_back(run({kMdadm, "--manage", container, "--add", spare},
                            "add the spare " + spare + " to the container"));
    return steps;
}

Step stopStep(const std::string& array_path)
{
    return run({kMdadm, "--stop", array_path}, "stop " + array_path);
}

Step assembleStep(const std::optional<std::string>& array_path,
                  const std::optional<std::string>& uuid)
{
    if (!uuid && array_path)
        return run({kMdadm, "--assemble", *array_path},
                   "assemble " + *array_path + " as mdadm.conf describes it");
    if (!uuid) return run({kMdadm, "--assemble", "--scan"}, "assemble every array mdadm finds");
    std::vector<std::string> argv{kMdadm, "--assemble"};
    if (array_path)
        argv.push_back(*array_path);
    else
        argv.push_back("--scan");
    argv.push_back("--uuid=" + *uuid);
    return run(std::move(argv), "assemble the array with UUID " + *uuid);
}

std::string toString(MemberAction action) { return std::string(memberActionName(action)); }

std::optional<MemberAction> parseMemberAction(std::string_view name)
{
    for (const auto& [action, each] : kMemberActionNames)
        if (each == name) return action;
    return std::nullopt;
}

Step memberStep(const std::string& array_path, MemberAction action, const std::string& device,
                const std::optional<std::string>& with)
{
    std::vector<std::string> argv{kMdadm, "--manage", array_path, "--" + toString(action), device};
    if (action == MemberAction::Replace && with) {
        argv.push_back("--with");
        argv.push_back(*with);
    }
    return run(
        std::move(argv),
        fmt::format("{} {} {} {}", toString(action), device,
                    action == MemberAction::Add || action == MemberAction::ReAdd ? "to" : "in",
                    array_path));
}

std::vector<Step> growBySpareSteps(const std::string& array_path, const std::string& device,
                                   std::uint32_t new_raid_devices)
{
    return {memberStep(array_path, MemberAction::Add, device),
            run({kMdadm, "--grow", array_path, fmt::format("--raid-devices={}", new_raid_devices)},
                fmt::format("grow {} to {} active members", array_path, new_raid_devices))};
}

std::vector<Step> deleteSteps(const std::vector<std::string>& arrays_to_stop,
                              const std::vector<std::string>& members)
{
    std::vector<Step> steps;
    for (const auto& array : arrays_to_stop) steps.push_back(stopStep(array));
    for (const auto& member : members)
        steps.push_back(
            run({kMdadm, "--zero-superblock", member}, "erase the md superblock on " + member));
    for (const auto& member : members)
        steps.push_back(
            run({"wipefs", "--all", member}, "erase every remaining signature on " + member));
    for (const auto& member : members) {
        Step check =
            run({kMdadm, "--examine", member}, "check that no md superblock is left on " + member);
        check.expect_no_superblock = true;
        steps.push_back(std::move(check));
    }
    return steps;
}

std::string toString(ScrubAction action)
{
    switch (action) {
    case ScrubAction::Check:
        return "check";
    case ScrubAction::Repair:
        return "repair";
    case ScrubAction::Idle:
        return "idle";
    }
    return "?";
}

Step scrubStep(const drives::SystemRoots& roots, const std::string& md_name, ScrubAction action)
{
    Step step;
    step.kind = Step::Kind::WriteAttribute;
    step.attribute = (roots.sysfs / "block" / md_name / "md" / "sync_action").string();
    step.value = toString(action);
    step.purpose = action == ScrubAction::Idle
                       ? "stop the running scrub of " + md_name
                       : "start a " + toString(action) + " scrub of " + md_name;
    return step;
}

Step detailBriefStep(const std::string& array_path)
{
    return run({kMdadm, "--detail", "--brief", array_path},
               "the mdadm.conf ARRAY line of " + array_path);
}

Step runStep(std::vector<std::string> argv, std::string purpose)
{
    Step step;
    step.argv = std::move(argv);
    step.purpose = std::move(purpose);
    return step;
}

} // namespace am::raid
