#pragma once

#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/bench/job.h"
#include "core/bench/target.h"

namespace am::bench {

// The job cannot run as given; the message names the value and the rule.
class JobError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

inline constexpr std::uint64_t kMinBlockSize = 512;
inline constexpr std::uint64_t kMaxBlockSize = 64ULL << 20;
inline constexpr std::uint32_t kMaxQueueDepth = 4096;
inline constexpr std::uint32_t kMaxWorkers = 256;
inline constexpr std::uint64_t kMaxBufferBytes = 4ULL << 30; // one buffer per I/O in flight
// off_t is signed, and a file's mark goes after its data.
inline constexpr std::uint64_t kMaxFileEnd = std::numeric_limits<std::int64_t>::max() - 2 * 4096;

// The one rule for a range size a person gives (`bench --size`, the GUI's
// File size field): a whole number of bytes with an optional binary unit
// (util::parseSize), never 0 (which would silently mean "the whole file"),
// and a whole number of the run's largest blocks, at least one (a smaller
// or ragged size would be cut down to what the blocks fit, silently).
struct RangeSizeCheck {
    enum class Problem { None, NotASize, Zero, BelowOneBlock, NotWholeBlocks };
    Problem problem = Problem::None;
    std::uint64_t bytes = 0; // parsed, when it is a size
    std::string message;     // English, naming the text and the rule; empty for None
};
RangeSizeCheck checkRangeSize(std::string_view text, std::uint64_t largest_block);
// The largest block size of these jobs (for checkRangeSize); 0 for none.
std::uint64_t largestBlockSize(const std::vector<Job>& jobs);

// Checks that do not need the target.
void validateJob(const Job& job);
// Checks against the target (block size vs logical block size, range vs
// device size). Throws JobError.
void validateJobForTarget(const Job& job, const TargetInfo& target);

// Length of the range the job uses on this target (bytes, a whole number of
// blocks): --size, else what is left after --offset (for a missing file:
// kDefaultFileSize).
std::uint64_t jobRange(const Job& job, const TargetInfo& target);

// The end of the furthest range of these jobs (offset + range, bytes): what a
// file must hold. For jobs that passed validateJobForTarget (no overflow).
std::uint64_t runEnd(const std::vector<Job>& jobs, const TargetInfo& target);

} // namespace am::bench
