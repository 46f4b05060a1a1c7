#pragma once

#include <optional>
#include <string>

#include "core/raid/operations.h"
#include "core/util/process_runner.h"

namespace am::raid {

// The operations of operations.h for an array of any backend. md and imsm
// arrays go through operations.h as before (with their own checks); an
// array of another backend is found by findArray, a device that joins it
// must be free (fresh scan, O_EXCL), a device that leaves it must be its
// member, and the backend gives the steps. Nothing here runs a step but the
// readers. `only` limits the lookup to one backend (the CLI's --backend).
ArrayOperation memberOperation(const drives::SystemRoots& roots, util::Runner& runner,
                               const std::string& array, MemberAction action,
                               const std::string& device, const std::optional<std::string>& with,
                               std::optional<Backend> only = std::nullopt,
                               const std::optional<std::string>& force_name = std::nullopt);
ArrayOperation scrubOperation(const drives::SystemRoots& roots, util::Runner& runner,
                              const std::string& array, ScrubAction action,
                              std::optional<Backend> only = std::nullopt);
// Refused while the array (lvm: its volume) is mounted, swap or held; a btrfs array is its
// mount, so one mounted elsewhere than ArrayMark's folder refuses.
ArrayOperation stopOperation(const drives::SystemRoots& roots, util::Runner& runner,
                             const std::string& array, std::optional<Backend> only = std::nullopt);
DeleteOperation deleteOperation(const drives::SystemRoots& roots, util::Runner& runner,
                                const std::string& array,
                                std::optional<Backend> only = std::nullopt);

} // namespace am::raid
