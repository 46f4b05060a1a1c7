#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/drives/system_roots.h"
#include "core/raid/array_status.h"
#include "core/raid/backend_table.h"
#include "core/raid/execute.h"
#include "core/raid/plan.h"
#include "core/raid/rollback.h"
#include "core/raid/steps.h"
#include "core/raid/validation.h"
#include "core/util/process_runner.h"

namespace am::raid {

// One way of building arrays (backend_table.h says what each can do). Every
// method returns steps or findings and runs nothing, except the readers and
// rollBack, which are given the runner. The shared rules (members known,
// free and distinct, level offered, minimum members, options the table
// allows) are validate()'s; a backend adds only its own.
class ArrayBackend {
public:
    virtual ~ArrayBackend() = default;
    virtual const BackendInfo& info() const = 0;

    // Rules only this backend has (imsm platform limits, LVM names, btrfs profiles).
    virtual void checkPlan(const Plan& plan, const ValidationContext& context,
                           Validation& result) const = 0;
    // The exact steps of a create; the plan passed validate().
    virtual std::vector<Step> createSteps(const Plan& plan) const = 0;
    // The last checks against the system now, before a create writes: the
    // driver or module is there, the name is not taken.
    virtual std::vector<Finding> createRefusals(const Plan& plan, const drives::SystemRoots& roots,
                                                util::Runner& runner) const = 0;
    // Undoes what a create that failed half way left behind (`report`: what ran).
    // nullopt when it left nothing.
    virtual std::optional<Rollback> rollBack(const Plan& plan, const ExecutionReport& report,
                                             const drives::SystemRoots& roots,
                                             util::Runner& runner) const = 0;

    // Every array of this backend on the machine, now. Empty, not an error,
    // when the backend's driver or tools are absent.
    virtual std::vector<ArrayStatus> readArrays(const drives::SystemRoots& roots,
                                                util::Runner& runner) const = 0;

    // Throw std::invalid_argument naming the action and the backend when the
    // table does not offer it.
    virtual std::vector<Step> memberSteps(const ArrayStatus& array, MemberAction action,
                                          const std::string& device,
                                          const std::optional<std::string>& with) const = 0;
    virtual std::vector<Step> scrubSteps(const ArrayStatus& array, ScrubAction action,
                                         const drives::SystemRoots& roots) const = 0;
    virtual std::vector<Step> stopSteps(const ArrayStatus& array) const = 0;
    // Takes the array apart and leaves its members free: stop, erase every
    // label the backend wrote, then a check that none is left. `all`: every
    // array of this backend (an imsm container's other volumes refuse).
    virtual std::vector<Step> deleteSteps(const ArrayStatus& array,
                                          const std::vector<ArrayStatus>& all) const = 0;
    // The member devices delete erases (for the drives check after it).
    virtual std::vector<std::string> deleteMembers(const ArrayStatus& array,
                                                   const std::vector<ArrayStatus>& all) const = 0;

    // What a benchmark opens: the block device, or a filesystem backend's
    // mount folder (the test file goes there).
    virtual std::string measureTarget(const ArrayStatus& array) const = 0;
};

const ArrayBackend& arrayBackend(Backend backend);

// The backend of an array as it was read (ArrayStatus::backend).
inline const ArrayBackend& arrayBackend(const ArrayStatus& array)
{
    return arrayBackend(array.backend);
}

// What requireCapability throws: the backend does not offer the operation (the helper
// answers it with its own rule).
class MissingCapability : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

// Throws MissingCapability("the lvm backend cannot re-add ...") when the backend does not offer it.
void requireCapability(Backend backend, Capability capability, std::string_view what);

} // namespace am::raid
