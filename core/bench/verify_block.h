#pragma once

#include <cstddef>
#include <cstdint>

namespace am::bench {

// The header a verify run writes at the start of every block. The checksum
// covers the header's other fields and the rest of the block, so a moved
// block (wrong offset), a stale block (wrong generation) and a flipped bit
// are all told apart from "never written" (no magic).
struct VerifyHeader {
    std::uint64_t magic;
    std::uint64_t offset;
    std::uint64_t generation;
    std::uint64_t checksum;
};
inline constexpr std::uint64_t kVerifyMagic = 0x314b4d5241594152ULL; // "RAYARMK1"

enum class VerifyVerdict { Ok, Unwritten, WrongOffset, WrongGeneration, BadChecksum };

// Stamps the header into `block` (block_size >= sizeof(VerifyHeader)).
void stampBlock(std::byte* block, std::size_t block_size, std::uint64_t offset,
                std::uint64_t generation);

// Checks a block read from `offset`. expected_generation 0 accepts any.
VerifyVerdict checkBlock(const std::byte* block, std::size_t block_size, std::uint64_t offset,
                         std::uint64_t expected_generation);

const char* toString(VerifyVerdict verdict);

} // namespace am::bench
