#pragma once

#include <cstdint>
#include <vector>

#include "core/estimate/plan.h"

namespace am::estimate {

// Member I/Os of one kind: `count` of them (an expectation, so fractional),
// each `bytes` long.
struct MemberIo {
    double count = 0;
    std::uint64_t bytes = 0;
    bool read = true;
};

// What one random array I/O of a given size costs the members.
struct ArrayIoWork {
    std::vector<MemberIo> all;     // every member I/O it causes
    std::vector<MemberIo> busiest; // the share the busiest member carries
    int phases = 1;                // dependent rounds: read-modify-write is 2
    double parity_bytes = 0;       // data bytes through the CPU's parity code
};

// Random read or write of `bytes`, aligned to its size, on the plan's array;
// degraded means one member missing. Rules (docs/estimator.md):
//  - a request spanning chunks splits into pieces on different members;
//  - reads go to one copy (mirrors serve reads), writes to every copy;
//  - raid5/6 partial-stripe writes read-modify-write or reconstruct-write,
//    whichever needs fewer reads (md's rule, ties to reconstruct), full
//    stripes write data and parity only;
//  - degraded raid5/6: data on the missing member is rebuilt from reads of
//    all other members; work is spread over the members left.
ArrayIoWork readWork(const ArrayPlan& plan, std::uint64_t bytes, bool degraded);
ArrayIoWork writeWork(const ArrayPlan& plan, std::uint64_t bytes, bool degraded);

} // namespace am::estimate
