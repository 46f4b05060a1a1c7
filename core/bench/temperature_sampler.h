#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "core/bench/result.h"
#include "core/bench/temperature.h"
#include "core/drives/drive_temperature.h"

namespace am::bench {

// Reads the drives' hwmon sensors on its own thread, once per interval, while
// the engine runs: the I/O threads never wait for it, and a reading is a few
// small sysfs reads (~10 µs each). Keeps the series on the run's clock (0 =
// construction) and knows where the running cell's measuring clock stands,
// from the engine's interval samples, so that each reading and each cell can
// be placed on the cell's clock too.
class TemperatureSampler {
public:
    using Clock = std::chrono::steady_clock;
    using OnReading = std::function<void(const TemperatureReading&)>;

    // Starts sampling at once (the first reading is taken at time 0). `on_reading` is
    // called on the sampler's thread.
    TemperatureSampler(std::vector<drives::TemperatureSensor> sensors,
                       std::vector<UnsampledDevice> not_sampled, double interval_s,
                       OnReading on_reading = {});
    ~TemperatureSampler();
    TemperatureSampler(const TemperatureSampler&) = delete;
    TemperatureSampler& operator=(const TemperatureSampler&) = delete;

    // From the sweep's events (any thread).
    void cellStarted(std::size_t cell);
    void cellSampled(std::size_t cell, const Sample& sample); // the engine's interval sample
    // The cell's start on the run's clock and its maxima, into `result`; the cell is over.
    void finishCell(std::size_t cell, CellResult& result);

    // Takes a last reading, ends the thread and returns the series.
    RunTemperatures stop();

    double now() const; // seconds on the run's clock

private:
    void loop();
    void takeReading();

    std::vector<drives::TemperatureSensor> sensors_;
    double interval_s_;
    OnReading on_reading_;
    Clock::time_point start_;
    mutable std::mutex mutex_;
    std::condition_variable wake_;
    bool stopping_ = false;
    RunTemperatures run_;
    std::optional<std::size_t> cell_;
    std::optional<double> cell_start_s_; // the running cell's measuring clock's 0 on the run's
    std::thread thread_;
};

} // namespace am::bench
