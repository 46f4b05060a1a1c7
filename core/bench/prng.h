#pragma once

#include <cstdint>

namespace am::bench {

__extension__ using uint128 = unsigned __int128;

// wyrand (Wang Yi, as in wyhash): a 64-bit counter and one 64x64->128-bit
// multiply per number, seeded through splitmix64 so that nearby seeds give
// unrelated streams. It passes PractRand and BigCrush, and costs about a third
// of xoshiro256**'s instructions per number (the offset of every I/O is one).
class Prng {
public:
    explicit Prng(std::uint64_t seed)
    {
        std::uint64_t z = seed + 0x9e3779b97f4a7c15ULL;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        state_ = z ^ (z >> 31);
    }

    std::uint64_t next()
    {
        state_ += 0xa0761d6478bd642fULL;
        const uint128 product = uint128{state_} * (state_ ^ 0xe7037ed1a0b428dbULL);
        return static_cast<std::uint64_t>(product >> 64) ^ static_cast<std::uint64_t>(product);
    }

    // Uniform in [0, n): multiply-high (Lemire) instead of a division; the
    // bias is below n / 2^64, far under anything a benchmark can see.
    std::uint64_t below(std::uint64_t n)
    {
        return static_cast<std::uint64_t>((uint128{next()} * n) >> 64);
    }

private:
    std::uint64_t state_;
};

} // namespace am::bench
