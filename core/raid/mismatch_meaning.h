#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace am::raid {

// What md's mismatch_cnt means for a level: the one table the JSON, the CLI and the GUI read.
enum class MismatchMeaning {
    CopiesDiffer,  // raid1, raid10: mirrored copies differ (can be harmless)
    ParityDiffers, // raid4, raid5, raid6: parity does not match the data
    NoRedundancy,  // raid0, linear: nothing to compare, md does not check
    Unknown        // a level the table does not know (container, multipath, lvm's words)
};

struct MismatchMeaningInfo {
    std::string_view level; // md's level word ("raid1")
    MismatchMeaning meaning;
};

inline constexpr MismatchMeaningInfo kMismatchMeanings[] = {
    {"raid1", MismatchMeaning::CopiesDiffer},  {"raid10", MismatchMeaning::CopiesDiffer},
    {"raid4", MismatchMeaning::ParityDiffers}, {"raid5", MismatchMeaning::ParityDiffers},
    {"raid6", MismatchMeaning::ParityDiffers}, {"raid0", MismatchMeaning::NoRedundancy},
    {"linear", MismatchMeaning::NoRedundancy},
};

MismatchMeaning mismatchMeaning(std::string_view level);
std::string_view toString(MismatchMeaning meaning); // "copies_differ", ... (the JSON's word)
// The sentence a person reads (English; the GUI has the same sentences through tr()).
std::string_view mismatchExplanation(MismatchMeaning meaning);

// "check found 128 mismatched sectors", "repair rewrote 8 mismatched sectors", "no check since
// the array started": what md's last_sync_action and mismatch_cnt say, and nothing more (md
// keeps no time of the last check). Empty for a level that has nothing to check.
std::string lastCheckSummary(std::string_view level, std::string_view last_sync_action,
                             std::optional<std::uint64_t> mismatch_cnt);

} // namespace am::raid
