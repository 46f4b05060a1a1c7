#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "core/drives/block_device.h"
#include "core/drives/system_roots.h"
#include "core/raid/array_status.h"
#include "core/raid/steps.h"
#include "core/raid/validation.h"
#include "core/util/process_runner.h"

namespace am::raid {

// Operations on arrays that exist, as both arraymark-cli and arraymark-helper
// run them: each reads the system now (sysfs, a fresh drives scan), refuses
// with an exception naming the device and the rule, and otherwise returns the
// exact steps to run. Nothing here runs a step.

// Throws std::runtime_error(kMdDriverMissing) without /proc/mdstat.
void requireMdDriver(const drives::SystemRoots& roots);

// A device about to join an array must be as free as a new member (fresh
// scan, in-use verdict, O_EXCL open). Returns its canonical /dev path.
// `joining`: the array it joins. A device carrying that array's own md
// superblock (same UUID as its members: failed and removed) may join with
// that one signature excused, nothing else. `re_add`: mdadm --re-add, which
// takes back only such a former member: any other signature refuses.
std::string requireFreeDevice(const std::string& given, const drives::SystemRoots& roots,
                              const ArrayStatus* joining = nullptr, bool re_add = false);
// The findings behind requireFreeDevice, against a scan the caller made.
std::vector<Finding> joinFindings(const std::string& given, const drives::ScanResult& scan,
                                  const drives::SystemRoots& roots, const ArrayStatus* joining,
                                  bool re_add);

struct ArrayOperation {
    std::string array_path; // "/dev/md127"
    std::vector<Step> steps;
};

// fail/remove/add/re-add/replace. The device to add, re-add or replace with
// must be free (re-add: apart from its md superblock); the device to fail, remove or replace must
// be a member of the array (of its container for imsm disks). Failing or removing a member that
// would fail the array or take its last redundancy is refused (OperationRefused, see
// redundancy_guard.h) unless `force_name` names the array.
ArrayOperation memberOperation(const drives::SystemRoots& roots, const std::string& array,
                               MemberAction action, const std::string& device,
                               const std::optional<std::string>& with = std::nullopt,
                               const std::optional<std::string>& force_name = std::nullopt);
ArrayOperation growOperation(const drives::SystemRoots& roots, const std::string& array,
                             const std::string& device);
// Refused while the array is mounted, swap or held (mdadm would refuse with less to say).
ArrayOperation stopOperation(const drives::SystemRoots& roots, const std::string& array);
ArrayOperation scrubOperation(const drives::SystemRoots& roots, const std::string& array,
                              ScrubAction action);
std::optional<ScrubAction> parseScrubAction(const std::string& text); // "check", "repair", "idle"

struct DeleteOperation {
    std::string array_path;
    std::vector<std::string> stopped; // arrays stopped, volumes before their container
    std::vector<std::string> wiped;   // members zeroed and wiped
    std::vector<Step> steps;
};

// Stop, zero-superblock, wipefs and the examine check. A filesystem on the
// array is what delete destroys; a mount, swap or holder on it refuses.
DeleteOperation deleteOperation(const drives::SystemRoots& roots, const std::string& array);

// Runs mdadm --detail --brief and returns its ARRAY lines; throws when it fails.
std::vector<std::string> readConfLines(util::Runner& runner, const std::string& array_path);

// The status of a just-created array: udev makes /dev/md/NAME a moment after
// mdadm returns, so this retries for up to `patience`.
std::optional<ArrayStatus>
waitForArrayStatus(const drives::SystemRoots& roots, const std::string& name,
                   std::chrono::milliseconds patience = std::chrono::seconds(5));

} // namespace am::raid
