// ZFS pools, shown read-only: `zpool list` and `zpool status` when zpool is installed (not in
// Debian main). Every plan and operation is refused with the table's read_only sentence.
#include "core/raid/zfs/zfs_backend.h"

#include <stdexcept>

#include "core/raid/zfs/zpool_report.h"

namespace am::raid {

namespace {

[[noreturn]] void refuse()
{
    throw std::invalid_argument(std::string(backendInfo(Backend::Zfs).read_only));
}

class ZfsBackend final : public ArrayBackend {
public:
    const BackendInfo& info() const override { return backendInfo(Backend::Zfs); }

    // validate()'s table check already refuses a zfs plan (backend_read_only).
    void checkPlan(const Plan&, const ValidationContext&, Validation&) const override {}
    std::vector<Step> createSteps(const Plan&) const override { refuse(); }
    std::vector<Finding> createRefusals(const Plan&, const drives::SystemRoots&,
                                        util::Runner&) const override
    {
        return {{"backend_unavailable", "zfs", std::string(info().read_only)}};
    }
    std::optional<Rollback> rollBack(const Plan&, const ExecutionReport&,
                                     const drives::SystemRoots&, util::Runner&) const override
    {
        return std::nullopt; // nothing was ever run
    }

    std::vector<ArrayStatus> readArrays(const drives::SystemRoots&,
                                        util::Runner& runner) const override
    {
        // zpool not installed (cannot start), or the module not loaded (exit 1): no pools.
        const auto listed = runner.run(zpoolListArgv());
        if (!listed.ok()) return {};
        std::vector<ArrayStatus> pools;
        for (const ZpoolListRow& row : parseZpoolList(listed.out)) {
            const auto status = runner.run(zpoolStatusArgv(row.name));
            if (!status.ok()) continue; // exported or destroyed between the two calls
            ArrayStatus pool = parseZpoolStatus(status.out);
            pool.size_bytes = row.size_bytes;
            pools.push_back(std::move(pool));
        }
        return pools;
    }

    std::vector<Step> memberSteps(const ArrayStatus&, MemberAction, const std::string&,
                                  const std::optional<std::string>&) const override
    {
        refuse();
    }
    std::vector<Step> scrubSteps(const ArrayStatus&, ScrubAction,
                                 const drives::SystemRoots&) const override
    {
        refuse();
    }
    std::vector<Step> stopSteps(const ArrayStatus&) const override { refuse(); }
    std::vector<Step> deleteSteps(const ArrayStatus&,
                                  const std::vector<ArrayStatus>&) const override
    {
        refuse();
    }
    std::vector<std::string> deleteMembers(const ArrayStatus&,
                                           const std::vector<ArrayStatus>&) const override
    {
        refuse();
    }
    std::string measureTarget(const ArrayStatus&) const override { refuse(); }
};

} // namespace

const ArrayBackend& zfsBackend()
{
    static const ZfsBackend backend;
    return backend;
}

} // namespace am::raid
