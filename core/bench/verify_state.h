#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>

#include "core/bench/result.h"
#include "core/bench/verify_block.h"

namespace am::bench {

// Shared by the workers of a verify run: the generation last written to each
// block (0 = not written by this run) and the report. Lanes own disjoint
// blocks, so a block's generation has one writer.
class VerifyState {
public:
    VerifyState(std::uint64_t range_start, std::uint64_t block_size, std::uint64_t blocks);

    std::uint64_t blockIndex(std::uint64_t offset) const
    {
        return (offset - range_start_) / block_size_;
    }
    std::uint64_t expected(std::uint64_t offset) const
    {
        return generations_[blockIndex(offset)].load(std::memory_order_relaxed);
    }
    void written(std::uint64_t offset, std::uint64_t generation)
    {
        generations_[blockIndex(offset)].store(generation, std::memory_order_relaxed);
    }

    // Checks one block that was read; counts it in the report.
    void check(const std::byte* block, std::uint64_t offset);
    void unreadable(std::uint64_t offset);

    std::uint64_t blocks() const { return blocks_; }
    std::uint64_t offsetOf(std::uint64_t index) const { return range_start_ + index * block_size_; }
    VerifyReport report() const;

private:
    void bad(std::uint64_t offset);

    std::uint64_t range_start_;
    std::uint64_t block_size_;
    std::uint64_t blocks_;
    std::unique_ptr<std::atomic<std::uint64_t>[]> generations_;
    std::atomic<std::uint64_t> checked_{0};
    std::atomic<std::uint64_t> unwritten_{0};
    mutable std::mutex mutex_;
    VerifyReport report_;
};

} // namespace am::bench
