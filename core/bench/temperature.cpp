#include "core/bench/temperature.h"

#include <algorithm>

namespace am::bench {

std::optional<double> DeviceTemperature::maxCelsius() const
{
    if (points.empty()) return std::nullopt;
    return std::max_element(points.begin(), points.end(),
                            [](const TemperaturePoint& a, const TemperaturePoint& b) {
                                return a.celsius < b.celsius;
                            })
        ->celsius;
}

bool DeviceTemperature::reachedWarning() const
{
    const auto max = maxCelsius();
    return warning_c && max && *max >= *warning_c;
}

std::vector<DeviceTemperature> temperaturesDuring(const RunTemperatures& run, double from_s,
                                                  double to_s)
{
    std::vector<DeviceTemperature> out;
    for (const DeviceTemperature& device : run.devices) {
        DeviceTemperature part = device;
        part.points.clear();
        for (const TemperaturePoint& point : device.points)
            if (point.time_s >= from_s && point.time_s <= to_s)
                part.points.push_back({point.time_s - from_s, point.celsius});
        out.push_back(std::move(part));
    }
    return out;
}

CellTemperature cellTemperature(const RunTemperatures& run, double start_s, double measured_s)
{
    CellTemperature cell;
    cell.start_s = start_s;
    for (const DeviceTemperature& device : temperaturesDuring(run, start_s, start_s + measured_s))
        if (const auto max = device.maxCelsius())
            cell.max.push_back({device.device, *max, device.reachedWarning()});
    return cell;
}

void addReading(RunTemperatures& run, const TemperatureReading& reading)
{
    for (const auto& value : reading.values) {
        auto it =
            std::find_if(run.devices.begin(), run.devices.end(),
                         [&](const DeviceTemperature& d) { return d.device == value.device; });
        if (it == run.devices.end()) {
            run.devices.push_back({});
            it = run.devices.end() - 1;
            it->device = value.device;
        }
        it->points.push_back({reading.time_s, value.celsius});
    }
}

} // namespace am::bench
