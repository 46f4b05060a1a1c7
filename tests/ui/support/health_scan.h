#pragma once

// The fixture workstation (tests/data/machine1) as the helper's scan with "health" sees it:
// SMART read by core's own reader from the smartctl documents in tests/data/smartctl.

#include "core/drives/health/scan_health.h"
#include "core/drives/scan.h"
#include "tests/support/fixture_trees.h"
#include "tests/unit/drives/health_fixtures.h"

namespace am::test {

// nvme0n1 healthy, nvme1n1 worn (93 % used), sdb failing (the WD Red document: pending and
// offline-uncorrectable sectors), sda, sdd and sde healthy; sdc has no smartctl answer recorded,
// so its verdict is unknown (the reader's "not installed").
inline drives::ScanResult healthScan()
{
    drives::ScanResult scan = drives::scan(fixtureRoots());
    FakeRunner runner;
    expectSmartctl(runner, "/dev/nvme0n1", "nvme-healthy.json");
    expectSmartctl(runner, "/dev/nvme1n1", "nvme-worn.json");
    expectSmartctl(runner, "/dev/sda", "sata-ssd-healthy.json");
    expectSmartctl(runner, "/dev/sdb", "ata-hdd-failing.json");
    expectSmartctl(runner, "/dev/sdd", "hdd-healthy.json");
    expectSmartctl(runner, "/dev/sde", "hdd-healthy.json");
    drives::readHealth(scan, runner);
    return scan;
}

// The drive `name` of `scan` (a whole disk); nullptr when it is not there.
inline drives::BlockDevice* driveNamed(drives::ScanResult& scan, const std::string& name)
{
    for (auto& drive : scan.drives)
        if (drive.name == name) return &drive;
    return nullptr;
}

} // namespace am::test
