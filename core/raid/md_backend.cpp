// md with native metadata, and md with Intel's imsm metadata: mdadm both,
// the steps and readers that predate the backend seam.
#include "core/raid/md_backend.h"

#include <fmt/format.h>

#include "core/raid/create_checks.h"
#include "core/raid/manage.h"
#include "core/raid/md_sysfs.h"
#include "core/raid/validation_imsm.h"

namespace am::raid {

namespace {

class MdBackend final : public ArrayBackend {
public:
    explicit MdBackend(Backend backend) : info_(backendInfo(backend)) {}
    const BackendInfo& info() const override { return info_; }

    void checkPlan(const Plan& plan, const ValidationContext& context,
                   Validation& result) const override
    {
        if (info_.backend == Backend::Imsm) addImsmFindings(plan, context, result);
    }

    std::vector<Step> createSteps(const Plan& plan) const override
    {
        return raid::createSteps(plan);
    }

    std::vector<Finding> createRefusals(const Plan& plan, const drives::SystemRoots& roots,
                                        util::Runner&) const override
    {
        return mdCreateRefusals(plan, roots);
    }

    std::optional<Rollback> rollBack(const Plan& plan, const ExecutionReport& report,
                                     const drives::SystemRoots& roots,
                                     util::Runner& runner) const override
    {
        return mdRollBack(plan, report, roots, runner);
    }

    std::vector<ArrayStatus> readArrays(const drives::SystemRoots& roots,
                                        util::Runner&) const override
    {
        std::vector<ArrayStatus> mine;
        if (!mdDriverLoaded(roots)) return mine;
        for (auto& array : readAllArrayStatus(roots))
            if (array.backend == info_.backend) mine.push_back(std::move(array));
        return mine;
    }

    std::vector<Step> memberSteps(const ArrayStatus& array, MemberAction action,
                                  const std::string& device,
                                  const std::optional<std::string>& with) const override
    {
        if (action == MemberAction::Repair)
            requireCapability(info_.backend, Capability::Repair, "repair");
        return {memberStepFor(array, action, device, with)};
    }

    std::vector<Step> scrubSteps(const ArrayStatus& array, ScrubAction action,
                                 const drives::SystemRoots& roots) const override
    {
        return {scrubStep(roots, array.name, action)};
    }

    std::vector<Step> stopSteps(const ArrayStatus& array) const override
    {
        return {stopStep(array.path)};
    }

    std::vector<Step> deleteSteps(const ArrayStatus& array,
                                  const std::vector<ArrayStatus>& all) const override
    {
        const auto target = deleteTargetFor(all, array.name);
        return raid::deleteSteps(target.stop, target.members);
    }

    std::vector<std::string> deleteMembers(const ArrayStatus& array,
                                           const std::vector<ArrayStatus>& all) const override
    {
        return deleteTargetFor(all, array.name).members;
    }

    std::string measureTarget(const ArrayStatus& array) const override { return array.path; }

private:
    const BackendInfo& info_;
};

} // namespace

const ArrayBackend& mdBackend()
{
    static const MdBackend backend(Backend::Md);
    return backend;
}

const ArrayBackend& imsmBackend()
{
    static const MdBackend backend(Backend::Imsm);
    return backend;
}

} // namespace am::raid
