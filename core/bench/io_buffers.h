#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

#include "core/bench/job.h"
#include "core/bench/prng.h"

namespace am::bench {

// One aligned allocation holding `count` buffers of `size` bytes each (one
// per in-flight I/O), filled as the job asks.
class IoBuffers {
public:
    IoBuffers(std::size_t count, std::size_t size, BufferFill fill,
              std::uint32_t compressible_percent, std::uint64_t seed);

    std::byte* at(std::size_t i) const { return base_.get() + i * size_; }
    std::size_t size() const { return size_; }
    std::size_t count() const { return count_; }
    // Never frees the memory: for when I/O into it may still be in flight
    // and cannot be waited for (a failed io_uring_enter).
    void abandon() { static_cast<void>(base_.release()); }

    // Before a write: a fresh random word at the start of each 512-byte
    // sector, so no two writes carry the same data (defeats dedup and
    // same-page detection) at a cost of 8 stores per 4 KiB. Zero-filled
    // buffers stay zero; compressible ones keep their zero share.
    void refresh(std::size_t i, Prng& rng) const
    {
        if (fill_ == BufferFill::Zero) return;
        auto* words = reinterpret_cast<std::uint64_t*>(at(i));
        for (std::size_t w = 0; w < size_ / 8; w += 64) words[w] = rng.next();
    }

private:
    struct Free {
        void operator()(std::byte* p) const;
    };
    std::size_t count_;
    std::size_t size_;
    BufferFill fill_;
    std::unique_ptr<std::byte, Free> base_;
};

} // namespace am::bench
