#pragma once

#include <cstdint>

#include "core/bench/job.h"
#include "core/bench/prng.h"

namespace am::bench {

// The I/O stream of one lane: which offset next, read or write. Offsets are
// `start + k * block_size` with k < blocks, so they are aligned to the block
// size and (because the block size and start are validated against it) to
// the device's logical block size.
class OffsetGenerator {
public:
    OffsetGenerator(Pattern pattern, std::uint64_t start, std::uint64_t blocks,
                    std::uint64_t block_size, std::uint32_t read_share, std::uint64_t seed)
        : pattern_(pattern), start_(start), blocks_(blocks), block_size_(block_size),
          read_share_(read_share), rng_(seed)
    {
    }

    std::uint64_t nextBlock()
    {
        if (pattern_ == Pattern::Random) return rng_.below(blocks_);
        const std::uint64_t block = next_sequential_;
        if (++next_sequential_ == blocks_) next_sequential_ = 0;
        return block;
    }
    std::uint64_t offsetOf(std::uint64_t block) const { return start_ + block * block_size_; }
    std::uint64_t nextOffset() { return offsetOf(nextBlock()); }

    bool nextIsRead()
    {
        if (read_share_ >= 100) return true;
        if (read_share_ == 0) return false;
        return rng_.below(100) < read_share_;
    }

    std::uint64_t blocks() const { return blocks_; }
    Prng& rng() { return rng_; }

private:
    Pattern pattern_;
    std::uint64_t start_;
    std::uint64_t blocks_;
    std::uint64_t block_size_;
    std::uint32_t read_share_;
    std::uint64_t next_sequential_ = 0;
    Prng rng_;
};

} // namespace am::bench
