#include "core/raid/mdstat.h"
#include "core/raid/types.h"
#include "fuzz_target.h"

// Any input either parses or throws ParseError; anything else (a crash, another
// exception, a sanitizer report) is a bug.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    try {
        const auto mdstat = am::raid::parseMdstat(fuzzText(data, size));
        for (const auto& array : mdstat.arrays) (void)array.containerName();
    } catch (const am::raid::ParseError&) {
    }
    return 0;
}
