#include "core/raid/mdadm_export.h"
#include "core/raid/types.h"
#include "fuzz_target.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = fuzzText(data, size);
    try {
        (void)am::raid::parseExamineExport(text);
    } catch (const am::raid::ParseError&) {
    }
    (void)am::raid::examineFoundNoSuperblock(1, text);
    return 0;
}
