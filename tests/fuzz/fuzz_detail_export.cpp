#include "core/raid/mdadm_export.h"
#include "core/raid/types.h"
#include "fuzz_target.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    try {
        (void)am::raid::parseDetailExport(fuzzText(data, size));
    } catch (const am::raid::ParseError&) {
    }
    return 0;
}
