#pragma once

#include <cstdint>

namespace am::bench {

__extension__ using uint128 = unsigned __int128;

// xoshiro256** (Blackman/Vigna): 64-bit output, a few cycles per number,
// seeded through splitmix64 so that nearby seeds give unrelated streams.
class Prng {
public:
    explicit Prng(std::uint64_t seed)
    {
        for (auto& word : state_) {
            seed += 0x9e3779b97f4a7c15ULL;
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
            word = z ^ (z >> 31);
        }
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
        const std::uint64_t t = state_[1] << 17;
        state_[2] ^= state_[0];
        state_[3] ^= state_[1];
        state_[1] ^= state_[2];
        state_[0] ^= state_[3];
        state_[2] ^= t;
        state_[3] = rotl(state_[3], 45);
        return result;
    }

    // Uniform in [0, n): multiply-high (Lemire) instead of a division; the
    // bias is below n / 2^64, far under anything a benchmark can see.
    std::uint64_t below(std::uint64_t n)
    {
        return static_cast<std::uint64_t>((uint128{next()} * n) >> 64);
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t state_[4];
};

} // namespace am::bench
