#pragma once

#include <optional>
#include <string>

#include "core/drives/system_roots.h"
#include "core/raid/array_status.h"
#include "core/raid/steps.h"

namespace am::raid {

// What failing or removing one member of an md array costs it. The rule:
// - only an active, in-sync member counts (a spare, a faulty or a rebuilding member holds no
//   copy the array relies on), and only fail and remove;
// - ArrayFails: afterwards some data has no copy left. raid0 and linear: any member.
//   raid1: the last active member. raid4/5: a second missing member. raid6: a third.
//   raid10 near (nN) and far/offset (f2, o2) layouts: a member whose copy group (the slots
//   holding the same chunks) would have no member left; another raid10 layout: more members
//   missing than copies minus one (conservative);
// - LastRedundancy: the array is already degraded and afterwards the data the member holds has
//   one copy left: raid1 down to one active member, raid6 with a second member missing, raid10
//   a copy group down to one member. A healthy array loses one member freely: that is the
//   degraded state ArrayMark measures.
struct RedundancyLoss {
    enum class Kind { None, LastRedundancy, ArrayFails };
    Kind kind = Kind::None;
    std::string rule;    // "array_would_fail", "last_redundancy"; empty for None
    std::string message; // what would be lost, for people
};
RedundancyLoss redundancyLoss(const ArrayStatus& array, MemberAction action,
                              const std::string& device_path);

// Throws OperationRefused (rule array_would_fail or last_redundancy) when the action costs what
// redundancyLoss says, unless `force_name` names this array (md127, /dev/md127, NAME or
// /dev/md/NAME): typed by a person who read what is lost.
void requireRedundancyKept(const drives::SystemRoots& roots, const ArrayStatus& array,
                           MemberAction action, const std::string& device_path,
                           const std::optional<std::string>& force_name);

} // namespace am::raid
