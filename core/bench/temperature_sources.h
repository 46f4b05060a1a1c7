#pragma once

#include <vector>

#include "core/bench/target.h"
#include "core/bench/temperature.h"
#include "core/drives/drive_temperature.h"
#include "core/drives/scan.h"

namespace am::bench {

// The drives whose temperature a run on `target` samples, and those it cannot.
struct TemperatureSources {
    std::vector<drives::TemperatureSensor> sensors;
    std::vector<UnsampledDevice> not_sampled;
};

// A block device: itself when it is a drive, the disk of a partition, the
// members of an md array or dm device (slaves/, followed down to the drives).
// A file: the device its filesystem is on (st_dev through <sysfs>/dev/block),
// the same way. `scan` is the run's drives scan; a file run has none, so an
// empty one is replaced by a sysfs-only scan of `roots`.
TemperatureSources temperatureSources(const drives::SystemRoots& roots, const TargetInfo& target,
                                      const drives::ScanResult& scan);

} // namespace am::bench
