#pragma once

// Preconditioning (SNIA's performance test specification, simplified): before a write run's
// first cell, discard the run's range (BLKDISCARD, so the drive starts from empty) and then write
// it sequentially, by default twice over, so the cells measure a drive in its used, steady state
// rather than fresh out of the box. Off by default; the result records it either way.

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/bench/engine.h"

namespace am::bench {

inline constexpr unsigned kDefaultPreconditionPasses = 2;
inline constexpr unsigned kMaxPreconditionPasses = 10;

struct PreconditionRecord {
    bool requested = false;
    unsigned passes = 0;      // sequential passes asked for
    unsigned passes_done = 0; // completed
    std::uint64_t offset = 0; // the range discarded and written
    std::uint64_t range_bytes = 0;
    std::string discard; // "done", or why not ("not a block device", the errno's text)
    double written_bytes = 0;
    double seconds = 0; // discard and passes
    bool cancelled = false;
};

// Throws JobError when `passes` is out of 1..kMaxPreconditionPasses or no job writes (a run that
// only reads must not write its target), naming the value and the rule.
void checkPrecondition(const std::vector<Job>& jobs, unsigned passes);

// Discards [offset, end) of the run's jobs on control.target (block devices) and writes it
// sequentially `passes` times (1 MiB at QD8, the engine's own I/O). Stops within the engine's
// 50 ms of control.cancel; the record says how far it got. `on_pass` (may be null) hears each
// pass start, 0-based, with the bytes each pass writes.
PreconditionRecord
precondition(const std::vector<Job>& jobs, unsigned passes, const RunControl& control,
             const std::function<void(unsigned pass, std::uint64_t range_bytes)>& on_pass = {});

// "off", or "discard done, 2 sequential passes: 2.00 GiB in 3 s" (the run's header).
std::string preconditionText(const PreconditionRecord& record);

nlohmann::json preconditionToJson(const PreconditionRecord& record);
PreconditionRecord preconditionFromJson(const nlohmann::json& value);

} // namespace am::bench
