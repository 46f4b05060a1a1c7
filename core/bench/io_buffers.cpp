#include "core/bench/io_buffers.h"

#include <cstdlib>
#include <cstring>
#include <new>

namespace am::bench {

void IoBuffers::Free::operator()(std::byte* p) const { std::free(p); }

IoBuffers::IoBuffers(std::size_t count, std::size_t size, BufferFill fill,
                     std::uint32_t compressible_percent, std::uint64_t seed)
    : count_(count), size_(size), fill_(fill)
{
    // 4 KiB alignment satisfies O_DIRECT on every logical block size in use.
    void* memory = nullptr;
    if (posix_memalign(&memory, 4096, count * size) != 0) throw std::bad_alloc();
    base_.reset(static_cast<std::byte*>(memory));
    std::memset(memory, 0, count * size);
    if (fill == BufferFill::Zero) return;

    Prng rng(seed ^ 0x6275666665727321ULL);
    // Compressible: in each 512-byte sector the first (100 - N) % is random,
    // the rest zero, so a compressor saves about N %.
    const std::size_t sector = 512;
    const std::size_t random_bytes =
        fill == BufferFill::Compressible ? sector * (100 - compressible_percent) / 100 : sector;
    auto* bytes = static_cast<std::byte*>(memory);
    for (std::size_t at = 0; at < count * size; at += sector) {
        const std::size_t n = std::min(sector, count * size - at);
        for (std::size_t b = 0; b < std::min(n, random_bytes); b += 8) {
            const std::uint64_t word = rng.next();
            std::memcpy(bytes + at + b, &word,
                        std::min<std::size_t>(8, std::min(n, random_bytes) - b));
        }
    }
}

} // namespace am::bench
