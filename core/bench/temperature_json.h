#pragma once

// Drive temperatures in result documents and stream lines (writer and reader
// side by side, so they stay in step):
//
// document "temperature":
//   {"interval_s":1,
//    "devices":[{"device":"nvme0n1","driver":"nvme","warning_c":70,"critical_c":100,
//                "max_c":51.85,"reached_warning":false,"failed_reads":0,
//                "samples":[{"t":0.0,"celsius":49.85},...]}],
//    "not_sampled":[{"device":"sda","reason":"no hwmon sensor for sda: load the drivetemp module
//    ..."}]}
//   "t" is the run's clock (seconds since sampling began); warning_c and
//   critical_c are null when the driver has no such threshold.
// cell "temperature":
//   {"start_s":2.1,"max":[{"device":"nvme0n1","max_c":51.85,"reached_warning":false}]}
//   start_s: where the cell began measuring on the run's clock (its samples' t = 0).
// stream line (stream_writer.h): the reading's keys below "type":
//   {"t":3.0,"cell":0,"cell_t":1.75,"samples":[{"device":"nvme0n1","celsius":49.85}]}

#include <nlohmann/json.hpp>

#include "core/bench/result.h"
#include "core/bench/temperature.h"

namespace am::bench {

nlohmann::json runTemperaturesToJson(const RunTemperatures& run);
nlohmann::json cellTemperatureToJson(const CellTemperature& cell);
nlohmann::json temperatureReadingToJson(const TemperatureReading& reading);

// Throw ResultFormatError (result_reader.h) naming the key that is wrong.
RunTemperatures runTemperaturesFromJson(const nlohmann::json& json);
CellTemperature cellTemperatureFromJson(const nlohmann::json& json);
TemperatureReading temperatureReadingFromJson(const nlohmann::json& json);

// The document's drive temperatures while `cell` measured, on the cell's clock
// (beside its samples); empty when the document or the cell has none.
std::vector<DeviceTemperature> cellTemperatures(const nlohmann::json& document,
                                                const CellResult& cell);

} // namespace am::bench
