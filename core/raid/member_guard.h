#pragma once

#include <string>
#include <vector>

#include "core/drives/block_device.h"
#include "core/drives/system_roots.h"
#include "core/raid/validation.h"
#include "core/util/unique_fd.h"

namespace am::raid {

// Opens the block device read-only with O_EXCL and closes it again. On a
// block device the kernel refuses that (EBUSY) while anything holds it:
// a mounted filesystem, swap, an md array, device-mapper. Empty when the
// open succeeded, otherwise why it did not.
std::string exclusiveOpenProblem(const std::string& device_path);

// The core's own last check before `mdadm --run`, which skips mdadm's
// questions: every device must be known to a fresh scan, free by its verdict,
// and openable exclusively. `devices` are /dev paths or names; the O_EXCL
// open uses <devfs>/<name>. Returns one finding per problem (rule
// "member_in_use" or "member_busy").
// The verdict half of checkDevicesFree: known to the scan, no in-use reason.
std::vector<Finding> checkVerdictsFree(const std::vector<std::string>& devices,
                                       const drives::ScanResult& fresh_scan);

// O_EXCL descriptors on devices, held until release() or destruction: while
// held, no mount, md, device-mapper or other exclusive opener can claim them.
class ExclusiveHold {
public:
    ExclusiveHold() = default;
    ExclusiveHold(const ExclusiveHold&) = delete;
    ExclusiveHold& operator=(const ExclusiveHold&) = delete;
    // Opens each device (a /dev path or a name) under roots.devfs; one
    // "member_busy" finding per device that could not be held.
    std::vector<Finding> acquire(const std::vector<std::string>& devices,
                                 const drives::SystemRoots& roots);
    void release();
    std::size_t held() const { return fds_.size(); }

private:
    std::vector<util::UniqueFd> fds_;
};

std::vector<Finding> checkDevicesFree(const std::vector<std::string>& devices,
                                      const drives::ScanResult& fresh_scan,
                                      const drives::SystemRoots& roots);

} // namespace am::raid
