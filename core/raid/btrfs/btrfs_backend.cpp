// PLACEHOLDER while the seam lands: the btrfs backend's helper fills this file.
#include "core/raid/btrfs/btrfs_backend.h"

#include <stdexcept>

namespace am::raid {

namespace {

[[noreturn]] void notYet() { throw std::runtime_error("the btrfs backend is not built yet"); }

class BtrfsBackend final : public ArrayBackend {
public:
    const BackendInfo& info() const override { return backendInfo(Backend::Btrfs); }
    void checkPlan(const Plan&, const ValidationContext&, Validation& result) const override
    {
        result.problems.push_back({"backend_unavailable", "btrfs", "the btrfs backend is not built yet"});
    }
    std::vector<Step> createSteps(const Plan&) const override { notYet(); }
    std::vector<Finding> createRefusals(const Plan&, const drives::SystemRoots&,
                                        util::Runner&) const override
    {
        return {{"backend_unavailable", "btrfs", "the btrfs backend is not built yet"}};
    }
    std::optional<Rollback> rollBack(const Plan&, const ExecutionReport&,
                                     const drives::SystemRoots&, util::Runner&) const override
    {
        return std::nullopt;
    }
    std::vector<ArrayStatus> readArrays(const drives::SystemRoots&, util::Runner&) const override
    {
        return {};
    }
    std::vector<Step> memberSteps(const ArrayStatus&, MemberAction, const std::string&,
                                  const std::optional<std::string>&) const override
    {
        notYet();
    }
    std::vector<Step> scrubSteps(const ArrayStatus&, ScrubAction,
                                 const drives::SystemRoots&) const override
    {
        notYet();
    }
    std::vector<Step> stopSteps(const ArrayStatus&) const override { notYet(); }
    std::vector<Step> deleteSteps(const ArrayStatus&, const std::vector<ArrayStatus>&) const override
    {
        notYet();
    }
    std::vector<std::string> deleteMembers(const ArrayStatus&,
                                           const std::vector<ArrayStatus>&) const override
    {
        notYet();
    }
    std::string measureTarget(const ArrayStatus& array) const override { return array.path; }
};

} // namespace

const ArrayBackend& btrfsBackend()
{
    static const BtrfsBackend backend;
    return backend;
}

} // namespace am::raid
