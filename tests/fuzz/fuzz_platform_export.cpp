#include "core/raid/platform.h"
#include "core/raid/types.h"
#include "fuzz_target.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    try {
        const auto platform = am::raid::parsePlatformExport(fuzzText(data, size));
        for (const auto& caps : platform.entries) (void)caps.supportsChunk(128 * 1024);
    } catch (const am::raid::ParseError&) {
    }
    return 0;
}
