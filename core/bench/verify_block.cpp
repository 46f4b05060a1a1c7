#include "core/bench/verify_block.h"

#include <cstring>

namespace am::bench {

namespace {
// 8 bytes a step, multiply-rotate mixing: quick, and any changed word changes
// the sum. Not cryptographic; it guards against media faults, not attackers.
std::uint64_t blockChecksum(const std::byte* block, std::size_t block_size,
                            const VerifyHeader& header)
{
    std::uint64_t acc =
        0x9e3779b97f4a7c15ULL ^ header.offset ^ (header.generation * 0xff51afd7ed558ccdULL);
    for (std::size_t at = sizeof(VerifyHeader); at + 8 <= block_size; at += 8) {
        std::uint64_t word;
        std::memcpy(&word, block + at, 8);
        acc ^= word * 0x87c37b91114253d5ULL;
        acc = ((acc << 31) | (acc >> 33)) * 0x4cf5ad432745937fULL;
    }
    return acc ^ (acc >> 29);
}
} // namespace

void stampBlock(std::byte* block, std::size_t block_size, std::uint64_t offset,
                std::uint64_t generation)
{
    VerifyHeader header{kVerifyMagic, offset, generation, 0};
    header.checksum = blockChecksum(block, block_size, header);
    std::memcpy(block, &header, sizeof header);
}

VerifyVerdict checkBlock(const std::byte* block, std::size_t block_size, std::uint64_t offset,
                         std::uint64_t expected_generation)
{
    VerifyHeader header;
    std::memcpy(&header, block, sizeof header);
    if (header.magic != kVerifyMagic) return VerifyVerdict::Unwritten;
    if (header.checksum != blockChecksum(block, block_size, header))
        return VerifyVerdict::BadChecksum;
    if (header.offset != offset) return VerifyVerdict::WrongOffset;
    if (expected_generation != 0 && header.generation != expected_generation)
        return VerifyVerdict::WrongGeneration;
    return VerifyVerdict::Ok;
}

const char* toString(VerifyVerdict verdict)
{
    switch (verdict) {
    case VerifyVerdict::Ok:
        return "ok";
    case VerifyVerdict::Unwritten:
        return "no header";
    case VerifyVerdict::WrongOffset:
        return "header names another offset";
    case VerifyVerdict::WrongGeneration:
        return "stale generation";
    case VerifyVerdict::BadChecksum:
        return "checksum mismatch";
    }
    return "?";
}

} // namespace am::bench
