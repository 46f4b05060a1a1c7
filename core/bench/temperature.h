#pragma once

// Drive temperatures sampled during a run, beside the engine (see
// temperature_sampler.h): one series per drive on the run's clock, seconds
// since sampling began, and what each cell saw of them.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace am::bench {

// The interval the CLI samples at: temperature moves over seconds, not milliseconds.
inline constexpr double kTemperatureIntervalS = 1.0;

struct TemperaturePoint {
    double time_s = 0; // seconds since the run's sampling began
    double celsius = 0;
};

struct DeviceTemperature {
    std::string device; // the drive: "nvme0n1", "sda"
    std::string driver; // its hwmon driver: "nvme", "drivetemp"
    std::optional<double> warning_c;
    std::optional<double> critical_c;
    std::vector<TemperaturePoint> points;
    unsigned failed_reads = 0; // readings the sensor did not answer (kept out of points)

    std::optional<double> maxCelsius() const;
    bool reachedWarning() const; // some point at or above the warning threshold
};

// A device of the target whose temperature is not sampled, and why.
struct UnsampledDevice {
    std::string device; // a drive's name, or the file's path when no device was found
    std::string reason;
};

struct RunTemperatures {
    double interval_s = 0; // 0: the run did not sample (documents from before it existed)
    std::vector<DeviceTemperature> devices;
    std::vector<UnsampledDevice> not_sampled;
};

// What one cell saw: the hottest reading of each drive while it measured.
struct CellDeviceMax {
    std::string device;
    double celsius = 0;
    bool reached_warning = false;
};

struct CellTemperature {
    std::optional<double> start_s; // where the cell began measuring on the run's clock
    std::vector<CellDeviceMax> max;
};

// One reading of every sampled drive, as the stream sends it.
struct TemperatureReading {
    struct Value {
        std::string device;
        double celsius = 0;
    };
    double time_s = 0;                 // the run's clock
    std::optional<std::size_t> cell;   // the running cell, when one is measuring
    std::optional<double> cell_time_s; // the same moment on that cell's clock (Sample::time_s)
    std::vector<Value> values;
};

// Each device's points in [from_s, to_s] of the run's clock, moved onto the
// cell's clock (time - from_s), so they plot beside its interval samples.
std::vector<DeviceTemperature> temperaturesDuring(const RunTemperatures& run, double from_s,
                                                  double to_s);

// The cell's maxima over [start_s, start_s + measured_s].
CellTemperature cellTemperature(const RunTemperatures& run, double start_s, double measured_s);

// A reading added to the series it belongs to (devices not in `run` are added).
void addReading(RunTemperatures& run, const TemperatureReading& reading);

} // namespace am::bench
