// LVM raid: a volume group of the members holding one raid LV (lvm2 over dm-raid).
#include "core/raid/lvm/lvm_backend.h"

#include <stdexcept>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/raid/lvm/lvm_create.h"
#include "core/raid/lvm/lvm_plan_rules.h"
#include "core/raid/lvm/lvm_report.h"
#include "core/raid/lvm/lvm_steps.h"

namespace am::raid {

namespace {

std::vector<std::string> presentMembers(const ArrayStatus& array)
{
    std::vector<std::string> paths;
    for (const auto& member : array.members)
        if (!member.path.empty()) paths.push_back(member.path);
    return paths;
}

class LvmBackend final : public ArrayBackend {
public:
    const BackendInfo& info() const override { return backendInfo(Backend::Lvm); }

    void checkPlan(const Plan& plan, const ValidationContext&, Validation& result) const override
    {
        addLvmFindings(plan, result);
    }

    std::vector<Step> createSteps(const Plan& plan) const override { return lvmCreateSteps(plan); }

    std::vector<Finding> createRefusals(const Plan& plan, const drives::SystemRoots& roots,
                                        util::Runner& runner) const override
    {
        AvailabilityRoots availability;
        availability.procfs = roots.procfs;
        availability.sysfs = roots.sysfs;
        return lvmCreateRefusals(plan, roots, availability, runner);
    }

    std::optional<Rollback> rollBack(const Plan& plan, const ExecutionReport& report,
                                     const drives::SystemRoots&,
                                     util::Runner& runner) const override
    {
        return lvmRollBack(plan, report, runner);
    }

    std::vector<ArrayStatus> readArrays(const drives::SystemRoots&,
                                        util::Runner& runner) const override
    {
        // Not installed (cannot start) or no access: no LVM arrays to show, not an error.
        const auto result = runner.run(lvsReportArgv());
        if (!result.ok()) return {};
        return parseLvsReport(result.out);
    }

    std::vector<Step> memberSteps(const ArrayStatus& array, MemberAction action,
                                  const std::string& device,
                                  const std::optional<std::string>& with) const override
    {
        const LvmVolume volume = lvmVolumeOf(array);
        switch (action) {
        case MemberAction::Replace:
            return lvmReplaceSteps(volume, device, with);
        case MemberAction::Repair:
            if (with)
                throw std::invalid_argument(fmt::format(
                    "repair of {} takes the device to rebuild onto ({}), not a --with device "
                    "({}): --with is replace's",
                    volume.full(), device, *with));
            return lvmRepairSteps(volume, device);
        default:
            requireCapability(Backend::Lvm, capabilityOf(action), memberActionName(action));
        }
        throw std::logic_error(
            fmt::format("the lvm backend has no steps for {}", memberActionName(action)));
    }

    std::vector<Step> scrubSteps(const ArrayStatus& array, ScrubAction action,
                                 const drives::SystemRoots&) const override
    {
        return {lvmScrubStep(lvmVolumeOf(array), action)};
    }

    std::vector<Step> stopSteps(const ArrayStatus& array) const override
    {
        return lvmStopSteps(lvmVolumeOf(array));
    }

    // The group goes with the array, so it must hold nothing else: lvs reported its other
    // LVs into other_volumes, and those would be destroyed.
    std::vector<Step> deleteSteps(const ArrayStatus& array,
                                  const std::vector<ArrayStatus>&) const override
    {
        const LvmVolume volume = lvmVolumeOf(array);
        if (!array.other_volumes.empty())
            throw std::invalid_argument(fmt::format(
                "deleting {} removes volume group {}, which also holds {}: remove or move "
                "those first",
                volume.full(), volume.vg, fmt::join(array.other_volumes, ", ")));
        auto steps = lvmDeleteSteps(volume, presentMembers(array));
        if (presentMembers(array).size() < array.members.size()) {
            // vgremove refuses a group with a missing PV: drop it from the group first.
            Step reduce;
            reduce.argv = {"vgreduce", "--removemissing", volume.vg};
            reduce.purpose =
                fmt::format("drop the missing physical volume from volume group {}", volume.vg);
            steps.insert(steps.begin() + 1, std::move(reduce));
        }
        return steps;
    }

    std::vector<std::string> deleteMembers(const ArrayStatus& array,
                                           const std::vector<ArrayStatus>&) const override
    {
        return presentMembers(array);
    }

    std::string measureTarget(const ArrayStatus& array) const override
    {
        return "/dev/" + lvmVolumeOf(array).full();
    }
};

} // namespace

const ArrayBackend& lvmBackend()
{
    static const LvmBackend backend;
    return backend;
}

} // namespace am::raid
