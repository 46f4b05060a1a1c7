#include "core/bench/temperature_sampler.h"

#include <algorithm>

namespace am::bench {

TemperatureSampler::TemperatureSampler(std::vector<drives::TemperatureSensor> sensors,
                                       std::vector<UnsampledDevice> not_sampled, double interval_s,
                                       OnReading on_reading)
    : sensors_(std::move(sensors)), interval_s_(interval_s), on_reading_(std::move(on_reading)),
      start_(Clock::now())
{
    run_.interval_s = interval_s;
    run_.not_sampled = std::move(not_sampled);
    for (const auto& sensor : sensors_) {
        DeviceTemperature device;
        device.device = sensor.device;
        device.driver = sensor.driver;
        device.warning_c = sensor.warning_c;
        device.critical_c = sensor.critical_c;
        run_.devices.push_back(std::move(device));
    }
    if (!sensors_.empty()) thread_ = std::thread([this] { loop(); });
}

TemperatureSampler::~TemperatureSampler() { stop(); }

double TemperatureSampler::now() const
{
    return std::chrono::duration<double>(Clock::now() - start_).count();
}

void TemperatureSampler::loop()
{
    std::unique_lock lock(mutex_);
    auto next = Clock::now();
    while (!stopping_) {
        lock.unlock();
        takeReading();
        lock.lock();
        next +=
            std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(interval_s_));
        wake_.wait_until(lock, next, [this] { return stopping_; });
    }
}

void TemperatureSampler::takeReading()
{
    // The files are read outside the lock: the engine's callbacks never wait for sysfs.
    std::vector<std::optional<double>> values;
    values.reserve(sensors_.size());
    for (const auto& sensor : sensors_) values.push_back(drives::readCelsius(sensor.input));
    TemperatureReading reading;
    {
        const std::lock_guard lock(mutex_);
        reading.time_s = now();
        reading.cell = cell_;
        if (cell_ && cell_start_s_) reading.cell_time_s = reading.time_s - *cell_start_s_;
        for (std::size_t i = 0; i < sensors_.size(); ++i) {
            if (!values[i]) {
                ++run_.devices[i].failed_reads; // said in the result, not guessed
                continue;
            }
            run_.devices[i].points.push_back({reading.time_s, *values[i]});
            reading.values.push_back({sensors_[i].device, *values[i]});
        }
    }
    if (on_reading_ && !reading.values.empty()) on_reading_(reading);
}

void TemperatureSampler::cellStarted(std::size_t cell)
{
    const std::lock_guard lock(mutex_);
    cell_ = cell;
    cell_start_s_.reset();
}

void TemperatureSampler::cellSampled(std::size_t cell, const Sample& sample)
{
    const std::lock_guard lock(mutex_);
    // The sample's time is its interval's end on the cell's clock, and it is
    // delivered at that end: the cell's 0 is now minus that time, within a
    // millisecond.
    if (cell_ == cell && !cell_start_s_) cell_start_s_ = now() - sample.time_s;
}

void TemperatureSampler::finishCell(std::size_t cell, CellResult& result)
{
    const std::lock_guard lock(mutex_);
    if (cell_ != cell) return;
    // A cell too short for one interval sample started measuring after its ramp.
    const double start = cell_start_s_ ? *cell_start_s_ : std::max(0.0, now() - result.measured_s);
    if (!run_.devices.empty()) result.temperature = cellTemperature(run_, start, result.measured_s);
    cell_.reset();
    cell_start_s_.reset();
}

RunTemperatures TemperatureSampler::stop()
{
    if (thread_.joinable()) {
        {
            const std::lock_guard lock(mutex_);
            stopping_ = true;
        }
        wake_.notify_all();
        thread_.join();
        takeReading(); // the end of the run is on the series too
    }
    const std::lock_guard lock(mutex_);
    return run_;
}

} // namespace am::bench
