#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/drives/system_roots.h"
#include "core/raid/array_status.h"
#include "core/raid/consistency.h"
#include "core/raid/operations.h"
#include "core/raid/steps.h"
#include "core/raid/validation.h"

namespace am::raid {

// Crash consistency and member settings of an md array that runs (mdadm --grow and --manage):
// add or remove the write-intent bitmap, switch PPL on or off, flag members write-mostly.
struct SettingsChange {
    std::optional<Bitmap> bitmap;                        // --grow --bitmap=internal|none
    std::optional<ConsistencyPolicy> consistency_policy; // --grow --consistency-policy=ppl|resync
    std::vector<std::string> write_mostly;               // members md should avoid reading
    std::vector<std::string> readwrite;                  // members to read from again
    bool empty() const
    {
        return !bitmap && !consistency_policy && write_mostly.empty() && readwrite.empty();
    }
    bool operator==(const SettingsChange&) const = default;
};

// Everything wrong with the change for this array, at once (rule ids of the findings:
// settings_backend, nothing_to_change, settings_level, bitmap_present, no_bitmap, ppl_level,
// ppl_metadata, ppl_bitmap, ppl_journal, policy_unchanged, resync_from, write_mostly_level,
// write_mostly_metadata, write_mostly_not_member, write_mostly_both). Devices are /dev paths.
std::vector<Finding> settingsProblems(const ArrayStatus& array, const SettingsChange& change);

// The steps in the order md needs them: a bitmap goes before PPL comes, PPL goes before a bitmap
// comes; then each member's flag, written to its md/dev-*/state under `roots`. The change must
// have no problems.
std::vector<Step> settingsSteps(const drives::SystemRoots& roots, const ArrayStatus& array,
                                const SettingsChange& change);

// Reads the array now, refuses (OperationRefused, rule settings_refused, every problem named)
// or returns the steps. Member names ("sdb") become /dev paths.
ArrayOperation settingsOperation(const drives::SystemRoots& roots, const std::string& array,
                                 SettingsChange change);

} // namespace am::raid
