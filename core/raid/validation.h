#pragma once

#include <map>
#include <string>
#include <vector>

#include "core/drives/block_device.h"
#include "core/raid/plan.h"
#include "core/raid/platform.h"

namespace am::raid {

// One thing wrong with (or worth knowing about) a plan.
struct Finding {
    std::string rule;    // stable id: "min_members", "member_in_use", ...
    std::string subject; // the device or value it is about ("/dev/sdd1", "chunk=3000")
    std::string message; // a sentence a person can act on
};

struct Validation {
    std::vector<Finding> problems; // any problem: the plan must not run
    std::vector<Finding> warnings; // runs, but the person should know
    bool valid() const { return problems.empty(); }
};

// What the rules look at besides the plan itself.
struct ValidationContext {
    const drives::ScanResult* scan = nullptr;       // the drives scan (required)
    const Platform* platform = nullptr;             // imsm: what mdadm --detail-platform said
    std::map<std::string, std::string> controllers; // device name -> controller sysfs path (imsm)
};

// Checks every rule and returns every problem and warning at once.
Validation validate(const Plan& plan, const ValidationContext& context);

// Rewrites each member and spare to the canonical /dev path the scan knows
// ("sda" -> "/dev/sda", "/dev/disk/by-id/..." -> "/dev/sdb" through the link),
// so the argv names exactly the devices that were checked. Unknown names stay
// as given (validate() reports them).
void canonicalizeDevices(Plan& plan, const drives::ScanResult& scan);

// The devices of the plan as the scan knows them, members first then spares;
// unknown names are skipped (validate() reports them).
std::vector<const drives::BlockDevice*> resolveDevices(const Plan& plan,
                                                       const drives::ScanResult& scan);

} // namespace am::raid
