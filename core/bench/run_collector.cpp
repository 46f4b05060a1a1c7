#include "core/bench/run_collector.h"

#include <limits>

#include "core/bench/temperature_json.h"

namespace am::bench {

using nlohmann::json;

void RunCollector::apply(StreamEvent event)
{
    if (event.cells > 0) total_cells_ = event.cells;
    if (event.type != StreamEvent::Type::Precondition &&
        event.type != StreamEvent::Type::Temperature)
        preconditioning_.reset();
    switch (event.type) {
    case StreamEvent::Type::Sample:
        if (running_cell_ != event.cell) {
            running_cell_ = event.cell;
            running_samples_.clear();
        }
        running_name_ = event.name;
        running_samples_.push_back(event.sample);
        break;
    case StreamEvent::Type::Cell:
        cells_.push_back(std::move(event.result));
        cell_json_.push_back(std::move(event.result_json));
        running_cell_.reset();
        running_samples_.clear();
        break;
    case StreamEvent::Type::Error:
        errors_.push_back(event.message);
        break;
    case StreamEvent::Type::Temperature:
        temperatures_.interval_s = kTemperatureIntervalS;
        addReading(temperatures_, event.reading);
        if (event.reading.cell && event.reading.cell_time_s) {
            temperature_cell_ = event.reading.cell;
            temperature_cell_start_ = event.reading.time_s - *event.reading.cell_time_s;
        }
        break;
    case StreamEvent::Type::Precondition:
        preconditioning_ = PreconditionPass{event.pass, event.passes, event.range_bytes};
        break;
    case StreamEvent::Type::Done:
        done_ = std::move(event.document);
        // The document is the authority on cells: it may hold a cancelled
        // cell that never had its own "cell" line.
        cells_ = done_->cells;
        running_cell_.reset();
        break;
    }
}

void RunCollector::markAborted(const std::string& reason)
{
    errors_.push_back(reason);
    aborted_ = true;
    running_cell_.reset();
}

json RunCollector::document() const
{
    if (done_) return done_->json;
    json errors = json::array();
    for (const auto& e : errors_) errors.push_back(e);
    json doc{{"schema", kResultSchema},
             {"created", meta_.created},
             {"preset", meta_.preset.empty() ? json() : json(meta_.preset)},
             {"target", {{"path", meta_.target_path}}},
             {"cancelled", true},
             {"incomplete", true}, // assembled by the reader: the child never sent its document
             {"errors", errors},
             {"cells", cell_json_}};
    if (!temperatures_.devices.empty()) doc["temperature"] = runTemperaturesToJson(temperatures_);
    return doc;
}

const RunTemperatures& RunCollector::temperatures() const
{
    return done_ ? done_->temperatures : temperatures_;
}

std::vector<DeviceTemperature> RunCollector::runningTemperatures() const
{
    if (!running_cell_ || temperature_cell_ != running_cell_) return {};
    return temperaturesDuring(temperatures_, temperature_cell_start_,
                              std::numeric_limits<double>::infinity());
}

json RunCollector::takeDocument()
{
    if (done_) return std::move(done_->json);
    return document();
}

bool RunCollector::cancelled() const { return done_ ? done_->cancelled : true; }

RunDocument RunCollector::run() const
{
    if (done_) return *done_;
    return readResultDocument(document());
}

} // namespace am::bench
