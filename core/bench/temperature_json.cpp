#include "core/bench/temperature_json.h"

#include "core/bench/result_reader.h"
#include "core/util/json_field.h"

namespace am::bench {

using nlohmann::json;

namespace {

json optionalNumber(const std::optional<double>& value) { return value ? json(*value) : json(); }

template <typename T> T field(const json& object, const char* key, T fallback, const char* where)
{
    if (!object.is_object()) throw ResultFormatError(fmt::format("{}: expected an object", where));
    return util::jsonValueOr<ResultFormatError>(object, key, fallback, where);
}

std::optional<double> optionalField(const json& object, const char* key, const char* where)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null()) return std::nullopt;
    if (!it->is_number())
        throw ResultFormatError(fmt::format("{}: \"{}\" must be a number", where, key));
    return it->get<double>();
}

const json& array(const json& object, const char* key, const char* where)
{
    static const json empty = json::array();
    const auto it = object.find(key);
    if (it == object.end() || it->is_null()) return empty;
    if (!it->is_array())
        throw ResultFormatError(fmt::format("{}: \"{}\" must be an array", where, key));
    return *it;
}

std::string deviceName(const json& object, const char* where)
{
    std::string name = field<std::string>(object, "device", "", where);
    if (name.empty()) throw ResultFormatError(fmt::format("{}: missing \"device\"", where));
    return name;
}

} // namespace

json runTemperaturesToJson(const RunTemperatures& run)
{
    json devices = json::array();
    for (const DeviceTemperature& d : run.devices) {
        json samples = json::array();
        for (const TemperaturePoint& p : d.points)
            samples.push_back({{"t", p.time_s}, {"celsius", p.celsius}});
        devices.push_back({{"device", d.device},
                           {"driver", d.driver},
                           {"warning_c", optionalNumber(d.warning_c)},
                           {"critical_c", optionalNumber(d.critical_c)},
                           {"max_c", optionalNumber(d.maxCelsius())},
                           {"reached_warning", d.reachedWarning()},
                           {"failed_reads", d.failed_reads},
                           {"samples", samples}});
    }
    json not_sampled = json::array();
    for (const UnsampledDevice& u : run.not_sampled)
        not_sampled.push_back({{"device", u.device}, {"reason", u.reason}});
    return {{"interval_s", run.interval_s}, {"devices", devices}, {"not_sampled", not_sampled}};
}

json cellTemperatureToJson(const CellTemperature& cell)
{
    json max = json::array();
    for (const CellDeviceMax& m : cell.max)
        max.push_back(
            {{"device", m.device}, {"max_c", m.celsius}, {"reached_warning", m.reached_warning}});
    return {{"start_s", optionalNumber(cell.start_s)}, {"max", max}};
}

json temperatureReadingToJson(const TemperatureReading& reading)
{
    json samples = json::array();
    for (const auto& v : reading.values)
        samples.push_back({{"device", v.device}, {"celsius", v.celsius}});
    json line{{"t", reading.time_s},
              {"cell", reading.cell ? json(*reading.cell) : json()},
              {"samples", samples}};
    if (reading.cell_time_s) line["cell_t"] = *reading.cell_time_s;
    return line;
}

RunTemperatures runTemperaturesFromJson(const json& j)
{
    constexpr const char* where = "temperature";
    RunTemperatures run;
    run.interval_s = field<double>(j, "interval_s", 0, where);
    for (const json& d : array(j, "devices", where)) {
        constexpr const char* in_device = "temperature device";
        DeviceTemperature device;
        device.device = deviceName(d, in_device);
        device.driver = field<std::string>(d, "driver", "", in_device);
        device.warning_c = optionalField(d, "warning_c", in_device);
        device.critical_c = optionalField(d, "critical_c", in_device);
        device.failed_reads = field<unsigned>(d, "failed_reads", 0, in_device);
        for (const json& s : array(d, "samples", in_device)) {
            constexpr const char* in_sample = "temperature sample";
            const auto t = optionalField(s, "t", in_sample);
            const auto celsius = optionalField(s, "celsius", in_sample);
            if (!t || !celsius)
                throw ResultFormatError(fmt::format("{}: needs \"t\" and \"celsius\"", in_sample));
            device.points.push_back({*t, *celsius});
        }
        run.devices.push_back(std::move(device));
    }
    for (const json& u : array(j, "not_sampled", where))
        run.not_sampled.push_back({field<std::string>(u, "device", "", "temperature not_sampled"),
                                   field<std::string>(u, "reason", "", "temperature not_sampled")});
    return run;
}

CellTemperature cellTemperatureFromJson(const json& j)
{
    constexpr const char* where = "cell temperature";
    CellTemperature cell;
    if (!j.is_object()) throw ResultFormatError(fmt::format("{}: expected an object", where));
    cell.start_s = optionalField(j, "start_s", where);
    for (const json& m : array(j, "max", where)) {
        const auto max = optionalField(m, "max_c", where);
        if (!max) throw ResultFormatError(fmt::format("{}: missing \"max_c\"", where));
        cell.max.push_back(
            {deviceName(m, where), *max, field<bool>(m, "reached_warning", false, where)});
    }
    return cell;
}

TemperatureReading temperatureReadingFromJson(const json& j)
{
    constexpr const char* where = "temperature line";
    TemperatureReading reading;
    const auto t = optionalField(j, "t", where);
    if (!t) throw ResultFormatError(fmt::format("{}: missing \"t\"", where));
    reading.time_s = *t;
    if (const auto cell = j.find("cell"); cell != j.end() && cell->is_number_unsigned())
        reading.cell = cell->get<std::size_t>();
    reading.cell_time_s = optionalField(j, "cell_t", where);
    for (const json& s : array(j, "samples", where)) {
        const auto celsius = optionalField(s, "celsius", where);
        if (!celsius) throw ResultFormatError(fmt::format("{}: a sample lacks \"celsius\"", where));
        reading.values.push_back({deviceName(s, where), *celsius});
    }
    return reading;
}

std::vector<DeviceTemperature> cellTemperatures(const json& document, const CellResult& cell)
{
    if (!cell.temperature.start_s || !document.is_object()) return {};
    const auto it = document.find("temperature");
    if (it == document.end() || it->is_null()) return {};
    const double start = *cell.temperature.start_s;
    return temperaturesDuring(runTemperaturesFromJson(*it), start, start + cell.measured_s);
}

} // namespace am::bench
