#pragma once

// A drive's temperature as the kernel's hwmon class shows it: cheap to read
// (one small sysfs file, ~10 µs), so it can be sampled during a measurement.
// SMART (smartctl) is never asked here: a SMART command goes to the drive
// itself, queues behind the benchmark's I/O and disturbs what is measured.
//
// Where the kernel registers the sensor:
//   NVMe (nvme driver, CONFIG_NVME_HWMON): under the controller,
//     <sysfs>/class/nvme/nvme0/hwmonN/ (the same as /sys/block/nvme0n1/device/hwmonN
//     without native multipath); temp1 is the composite temperature, temp1_max
//     the warning threshold (the controller's over-temperature threshold, WCTEMP
//     by default) and temp1_crit the critical one (CCTEMP).
//   SATA/SAS (drivetemp module): under the SCSI device,
//     <sysfs>/block/sda/device/hwmon/hwmonN/; temp1_max and temp1_crit are the
//     drive's recommended and limit operating temperatures.
// Values are millidegrees Celsius.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/drives/block_device.h"
#include "core/drives/system_roots.h"

namespace am::drives {

struct TemperatureSensor {
    std::string device;               // the drive it belongs to: "nvme0n1", "sda"
    std::filesystem::path input;      // .../hwmonN/temp1_input
    std::string driver;               // the hwmon's "name": "nvme", "drivetemp"
    std::optional<double> warning_c;  // temp1_max, when the driver has it
    std::optional<double> critical_c; // temp1_crit, when the driver has it
};

// A sensor, or why there is none ("no hwmon sensor for sda: load the drivetemp module").
struct SensorLookup {
    std::optional<TemperatureSensor> sensor;
    std::string reason;
};

// The hwmon temperature sensor of a whole drive (not a partition, md or dm
// device: their drives are found by the caller). Reads sysfs under roots only.
SensorLookup findTemperatureSensor(const SystemRoots& roots, const BlockDevice& drive);

// "41850\n" -> 41.85. nullopt for text that is not a whole number.
std::optional<double> celsiusFromMillidegrees(std::string_view text);

// One reading of a sensor's input file; nullopt when it cannot be read (the
// drive went away, or the driver answered with an error such as EIO).
std::optional<double> readCelsius(const std::filesystem::path& input);

} // namespace am::drives
