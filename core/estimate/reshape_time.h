#pragma once

#include <optional>
#include <string>

#include "core/estimate/parameters.h"
#include "core/raid/reshape_plan.h"

namespace am::estimate {

// How long a planned reshape takes, from the rebuild model (rebuild.h): md walks every member
// once. A restripe reads and writes every stripe on the same members, so each member's
// bandwidth is shared by its reads and writes; a reshape through a backup file copies every
// stripe twice (to the file and back). Member rates: the slowest member's sequential read and
// write, bytes/s (a reference figure or a measurement).
struct ReshapeTime {
    double idle_seconds = 0;     // nothing else on the array: md runs up to speed_limit_max
    double loaded_seconds = 0;   // the array busy: md yields down to speed_limit_min
    double idle_bytes_per_s = 0; // per member
    std::string limit;           // what binds: "member write", "md speed_limit_max", ...
    bool through_backup = false; // slowed by the backup file's double copy
};

// nullopt when nothing is read or written (a level takeover at once).
std::optional<ReshapeTime> estimateReshapeTime(const raid::ReshapePlan& plan,
                                               double member_read_bytes_per_s,
                                               double member_write_bytes_per_s,
                                               const Parameters& parameters);

// "about 4 min (idle; 1 h 10 min while the array is busy), bound by member write"
std::string reshapeTimeText(const ReshapeTime& time);

} // namespace am::estimate
