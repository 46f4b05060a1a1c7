#include "core/raid/mismatch_meaning.h"

#include <fmt/format.h>

namespace am::raid {

MismatchMeaning mismatchMeaning(std::string_view level)
{
    for (const auto& row : kMismatchMeanings)
        if (row.level == level) return row.meaning;
    return MismatchMeaning::Unknown;
}

std::string_view toString(MismatchMeaning meaning)
{
    switch (meaning) {
    case MismatchMeaning::CopiesDiffer:
        return "copies_differ";
    case MismatchMeaning::ParityDiffers:
        return "parity_differs";
    case MismatchMeaning::NoRedundancy:
        return "no_redundancy";
    case MismatchMeaning::Unknown:
        return "unknown";
    }
    return "unknown";
}

std::string_view mismatchExplanation(MismatchMeaning meaning)
{
    switch (meaning) {
    case MismatchMeaning::CopiesDiffer:
        return "the mirrored copies differ in these sectors; on raid1/raid10 this can be harmless "
               "(swap, or a page that changed while it was being written), but which copy is "
               "right is not known: a repair copies the first readable one over the others";
    case MismatchMeaning::ParityDiffers:
        return "parity does not match the data in these sectors; a repair rewrites the parity "
               "from the data, so a wrong data block stays wrong";
    case MismatchMeaning::NoRedundancy:
        return "this level keeps no redundancy: there is nothing to compare, md does not check it";
    case MismatchMeaning::Unknown:
        return "";
    }
    return "";
}

std::string lastCheckSummary(std::string_view level, std::string_view last_sync_action,
                             std::optional<std::uint64_t> mismatch_cnt)
{
    if (mismatchMeaning(level) == MismatchMeaning::NoRedundancy) return "";
    if (last_sync_action.empty() || last_sync_action == "none" || last_sync_action == "idle")
        return "no check or repair since the array started";
    const std::uint64_t count = mismatch_cnt.value_or(0);
    if (last_sync_action == "check")
        return mismatch_cnt ? fmt::format("check found {} mismatched sectors", count)
                            : std::string("check ran (mismatch_cnt unreadable)");
    if (last_sync_action == "repair")
        return fmt::format("repair found and rewrote {} mismatched sectors", count);
    // resync, recover, reshape zero the counter and do not compare.
    return fmt::format("no check since the last {}: md counts mismatches in a check or repair",
                       last_sync_action);
}

} // namespace am::raid
