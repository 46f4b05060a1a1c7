#include <stdexcept>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/monitor/event_json.h"

namespace am::monitor {

std::string toJsonLine(const Event& event)
{
    // ordered_json: the fields in the order a person reading the log expects.
    const nlohmann::ordered_json line = {{"time", event.time},
                                         {"event", event.name},
                                         {"array", event.array},
                                         {"device", event.device},
                                         {"severity", toString(event.severity)},
                                         {"message", event.message},
                                         {"source", event.source}};
    return line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

namespace {
std::string stringField(const nlohmann::json& object, const char* name, bool required)
{
    const auto found = object.find(name);
    if (found == object.end() || found->is_null()) {
        if (required) throw std::runtime_error(fmt::format("event line: \"{}\" is missing", name));
        return {};
    }
    if (!found->is_string())
        throw std::runtime_error(fmt::format("event line: \"{}\" must be a string", name));
    return found->get<std::string>();
}
} // namespace

Event parseJsonLine(std::string_view line)
{
    const auto object = nlohmann::json::parse(line, nullptr, false);
    if (object.is_discarded() || !object.is_object())
        throw std::runtime_error("event line: not a JSON object");
    Event event;
    event.time = stringField(object, "time", true);
    event.name = stringField(object, "event", true);
    if (event.name.empty()) throw std::runtime_error("event line: \"event\" is empty");
    event.array = stringField(object, "array", false);
    event.device = stringField(object, "device", false);
    const std::string severity = stringField(object, "severity", true);
    const auto parsed = parseSeverity(severity);
    if (!parsed)
        throw std::runtime_error(fmt::format(
            "event line: severity \"{}\" is not one of info, warning, critical", severity));
    event.severity = *parsed;
    event.message = stringField(object, "message", true);
    event.source = stringField(object, "source", false);
    if (event.source.empty()) event.source = std::string(kSourceArrayMark);
    return event;
}

} // namespace am::monitor
