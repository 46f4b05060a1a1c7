#include "core/helper/request.h"

#include <set>

#include <fmt/format.h>

#include "core/helper/op_table.h"
#include "core/helper/request_fields.h"
#include "core/helper/request_text.h"

namespace am::helper {

using nlohmann::json;

namespace {

RequestBody parseBody(const std::string& op, Fields& f)
{
    if (const OpSpec* spec = findOp(op)) return spec->parse(f);
    std::string known;
    for (const auto& name : knownOps()) known += (known.empty() ? "" : ", ") + name;
    throw Refused("unknown_op", fmt::format("unknown op \"{}\"; known: {}", clipped(op), known));
}

// nlohmann keeps the last of two equal keys; a request that says a thing
// twice is refused instead, so no reader can see a different value.
json parseStrict(std::string_view line)
{
    std::vector<std::set<std::string>> keys;
    bool duplicate = false;
    std::string duplicate_key;
    const json::parser_callback_t callback = [&](int, json::parse_event_t event, json& parsed) {
        if (event == json::parse_event_t::object_start)
            keys.emplace_back();
        else if (event == json::parse_event_t::object_end)
            keys.pop_back();
        else if (event == json::parse_event_t::key && !keys.empty() &&
                 !keys.back().insert(parsed.get<std::string>()).second) {
            duplicate = true;
            duplicate_key = parsed.get<std::string>();
        }
        return true;
    };
    json document;
    try {
        document = json::parse(line, callback);
    } catch (const json::parse_error& error) {
        throw Refused("malformed_json",
                      fmt::format("the request is not valid JSON: {}", error.what()));
    } catch (const json::out_of_range& error) {
        // A number such as 1e400 does not fit a double.
        throw Refused("out_of_range",
                      fmt::format("the request has a number out of range: {}", error.what()));
    } catch (const json::exception& error) {
        throw Refused("malformed_json",
                      fmt::format("the request could not be read: {}", error.what()));
    }
    if (duplicate)
        throw Refused("duplicate_key",
                      fmt::format("the key \"{}\" appears twice", clipped(duplicate_key)));
    return document;
}

} // namespace

Request parseRequest(std::string_view line)
{
    if (line.size() > kMaxRequestBytes)
        throw Refused("oversized", fmt::format("the request has {} bytes; at most {} are read",
                                               line.size(), kMaxRequestBytes));
    checkRequestText(line);
    const json document = parseStrict(line);
    if (!document.is_object()) throw Refused("not_object", "the request must be a JSON object");
    Request request;
    if (const auto id = document.find("id"); id != document.end()) {
        if (!(id->is_number_integer() || (id->is_string() && id->get<std::string>().size() <= 64)))
            throw Refused("wrong_type",
                          "\"id\" must be an integer or a string of at most 64 characters");
        request.id = *id;
    }
    const auto op = document.find("op");
    if (op == document.end()) throw Refused("missing_key", "\"op\" is required");
    if (!op->is_string()) throw Refused("wrong_type", "\"op\" must be a string");
    request.op = op->get<std::string>();
    json fields = document;
    fields.erase("op");
    fields.erase("id");
    Fields reader(fields, clipped(request.op));
    request.body = parseBody(request.op, reader);
    reader.requireNoOthers();
    return request;
}

Scope scopeOf(const RequestBody& body) { return opOf(body).scope; }

const std::vector<std::string>& knownOps()
{
    static const std::vector<std::string> ops = [] {
        std::vector<std::string> names;
        for (const OpSpec& op : opTable()) names.emplace_back(op.name);
        return names;
    }();
    return ops;
}

} // namespace am::helper
