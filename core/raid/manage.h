#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/raid/array_status.h"
#include "core/raid/steps.h"

namespace am::raid {

// The step for a member operation on an existing array. imsm: disks join
// and leave the container (add, re-add, remove); fail and replace go to the volume.
Step memberStepFor(const ArrayStatus& array, MemberAction action, const std::string& device,
                   const std::optional<std::string>& with = std::nullopt);

// Add the device and grow onto it: raid-devices + 1 (imsm: on the container).
std::vector<Step> growStepsFor(const ArrayStatus& array, const std::string& device);

// What `delete NAME` stops and wipes, before it becomes steps.
struct DeleteTarget {
    std::vector<std::string> stop;    // /dev/mdX, volumes before their container
    std::vector<std::string> members; // /dev paths to zero and wipe
};

// A native array: itself and its members. An imsm container: its volumes,
// then itself, and its disks. An imsm volume: the same as its container,
// but only when the container holds no other volume (that one would be
// destroyed too); otherwise throws std::runtime_error naming it.
DeleteTarget deleteTargetFor(const std::vector<ArrayStatus>& all, const std::string& md_name);

} // namespace am::raid
