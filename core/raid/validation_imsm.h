#pragma once

#include <string>
#include <vector>

#include "core/drives/block_device.h"
#include "core/drives/system_roots.h"
#include "core/raid/validation.h"

namespace am::raid {

// The imsm rules: whole disks on one controller with one sector size, and
// what the platform (mdadm --detail-platform) allows.
void checkImsm(const Plan& plan, const ValidationContext& context,
               const std::vector<const drives::BlockDevice*>& members,
               const std::vector<const drives::BlockDevice*>& all, Validation& v);

// The storage controller a disk hangs off, as a /sys/devices path the way
// mdadm names it: the AHCI function for SATA, the VMD endpoint for NVMe under
// VMD, the NVMe function otherwise. Empty when sysfs does not say.
// checkImsm over the plan's members as the context's scan knows them (the imsm backend's
// checkPlan).
void addImsmFindings(const Plan& plan, const ValidationContext& context, Validation& v);

std::string controllerOf(const drives::SystemRoots& roots, const std::string& name);

} // namespace am::raid
