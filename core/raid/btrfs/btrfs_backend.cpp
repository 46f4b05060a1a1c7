// btrfs's own raid profiles: mkfs.btrfs over the members, mounted at ArrayMark's folder,
// measured through a file there.
#include "core/raid/btrfs/btrfs_backend.h"

#include "core/raid/btrfs/btrfs_refusals.h"
#include "core/raid/btrfs/btrfs_rollback.h"
#include "core/raid/btrfs/btrfs_rules.h"
#include "core/raid/btrfs/btrfs_status.h"
#include "core/raid/btrfs/btrfs_steps.h"

namespace am::raid {

namespace {

class BtrfsBackend final : public ArrayBackend {
public:
    const BackendInfo& info() const override { return backendInfo(Backend::Btrfs); }

    void checkPlan(const Plan& plan, const ValidationContext& context,
                   Validation& result) const override
    {
        std::uint64_t smallest = 0;
        if (context.scan)
            for (const auto* device : resolveDevices(plan, *context.scan))
                if (smallest == 0 || device->size_bytes < smallest) smallest = device->size_bytes;
        checkBtrfsPlan(plan, result, smallest);
    }

    std::vector<Step> createSteps(const Plan& plan) const override
    {
        return btrfsCreateSteps(plan);
    }

    std::vector<Finding> createRefusals(const Plan& plan, const drives::SystemRoots& roots,
                                        util::Runner& runner) const override
    {
        AvailabilityRoots availability;
        availability.procfs = roots.procfs;
        availability.sysfs = roots.sysfs;
        auto refusals = btrfsAvailabilityRefusals(availability);
        if (!refusals.empty()) return refusals;
        const auto filesystems = runBtrfsShow(runner);
        if (!filesystems)
            return {{"backend_unavailable", "btrfs filesystem show",
                     "`btrfs filesystem show --raw` failed: cannot tell whether the label is "
                     "taken"}};
        std::vector<drives::Mount> mounts;
        try {
            mounts = drives::readMountTable(roots.procfs / "self" / "mountinfo");
        } catch (const std::exception& error) {
            return {{"scan", "mountinfo", error.what()}};
        }
        return btrfsNameRefusals(plan, *filesystems, mounts);
    }

    std::optional<Rollback> rollBack(const Plan& plan, const ExecutionReport& report,
                                     const drives::SystemRoots&,
                                     util::Runner& runner) const override
    {
        return btrfsRollBack(plan, report, runner);
    }

    std::vector<ArrayStatus> readArrays(const drives::SystemRoots& roots,
                                        util::Runner& runner) const override
    {
        return readBtrfsArrays(roots, runner);
    }

    std::vector<Step> memberSteps(const ArrayStatus& array, MemberAction action,
                                  const std::string& device,
                                  const std::optional<std::string>& with) const override
    {
        return btrfsMemberSteps(array, action, device, with);
    }

    std::vector<Step> scrubSteps(const ArrayStatus& array, ScrubAction action,
                                 const drives::SystemRoots&) const override
    {
        return btrfsScrubSteps(array, action);
    }

    std::vector<Step> stopSteps(const ArrayStatus& array) const override
    {
        return btrfsStopSteps(array);
    }

    std::vector<Step> deleteSteps(const ArrayStatus& array,
                                  const std::vector<ArrayStatus>&) const override
    {
        return btrfsDeleteSteps(array);
    }

    std::vector<std::string> deleteMembers(const ArrayStatus& array,
                                           const std::vector<ArrayStatus>&) const override
    {
        return btrfsDeleteMembers(array);
    }

    std::string measureTarget(const ArrayStatus& array) const override
    {
        return requireMounted(array, "a benchmark");
    }
};

} // namespace

const ArrayBackend& btrfsBackend()
{
    static const BtrfsBackend backend;
    return backend;
}

} // namespace am::raid
