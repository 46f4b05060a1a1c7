#include "core/helper/request.h"

#include <cmath>
#include <set>

#include <fmt/format.h>

#include "core/helper/device_path.h"
#include "core/helper/request_text.h"

namespace am::helper {

using nlohmann::json;

namespace {

constexpr std::size_t kMaxListLength = 64;   // more devices than any md array takes
constexpr std::size_t kMaxStringLength = 255;

// Reads the keys of one request object and remembers which were read, so
// anything left over is an unknown key.
class Fields {
public:
    Fields(const json& object, std::string op) : object_(object), op_(std::move(op)) {}

    bool has(const char* key) const { return object_.contains(key); }

    std::string string(const char* key)
    {
        const json& value = take(key);
        if (!value.is_string()) throw wrongType(key, "a string");
        std::string text = value.get<std::string>();
        if (text.size() > kMaxStringLength)
            throw Refused("too_long", fmt::format("{}: \"{}\" is longer than {} characters", op_, key, kMaxStringLength));
        return text;
    }
    std::optional<std::string> optionalString(const char* key) { return has(key) ? std::optional(string(key)) : std::nullopt; }

    std::uint64_t unsignedInteger(const char* key, std::uint64_t min, std::uint64_t max)
    {
        const json& value = take(key);
        if (!value.is_number_unsigned()) throw wrongType(key, "a non-negative integer");
        const auto number = value.get<std::uint64_t>();
        if (number < min || number > max)
            throw Refused("out_of_range", fmt::format("{}: \"{}\" is {}; allowed {}..{}", op_, key, number, min, max));
        return number;
    }
    std::optional<std::uint64_t> optionalUnsigned(const char* key, std::uint64_t min, std::uint64_t max)
    {
        return has(key) ? std::optional(unsignedInteger(key, min, max)) : std::nullopt;
    }
    std::optional<double> optionalSeconds(const char* key, double min, double max)
    {
        if (!has(key)) return std::nullopt;
        const json& value = take(key);
        if (!value.is_number()) throw wrongType(key, "a number of seconds");
        const double number = value.get<double>();
        if (!std::isfinite(number) || number < min || number > max)
            throw Refused("out_of_range", fmt::format("{}: \"{}\" must be {}..{} seconds", op_, key, min, max));
        return number;
    }
    bool boolean(const char* key)
    {
        if (!has(key)) return false;
        const json& value = take(key);
        if (!value.is_boolean()) throw wrongType(key, "true or false");
        return value.get<bool>();
    }
    std::vector<std::string> strings(const char* key, bool required)
    {
        if (!has(key)) {
            if (required) take(key);
            return {};
        }
        const json& value = take(key);
        if (!value.is_array()) throw wrongType(key, "a list of strings");
        if (value.size() > kMaxListLength)
            throw Refused("too_long", fmt::format("{}: \"{}\" has more than {} entries", op_, key, kMaxListLength));
        std::vector<std::string> list;
        for (const auto& item : value) {
            if (!item.is_string()) throw wrongType(key, "a list of strings");
            list.push_back(item.get<std::string>());
        }
        return list;
    }
    std::string oneOf(const char* key, std::initializer_list<const char*> allowed, const char* fallback = nullptr)
    {
        if (!has(key) && fallback) return fallback;
        const std::string text = string(key);
        for (const char* word : allowed)
            if (text == word) return text;
        std::string list;
        for (const char* word : allowed) list += (list.empty() ? "" : ", ") + std::string(word);
        throw Refused("bad_value", fmt::format("{}: \"{}\" is \"{}\"; allowed: {}", op_, key, text, list));
    }

    // Every key of the object must have been read.
    void requireNoOthers() const
    {
        for (const auto& [key, value] : object_.items())
            if (!read_.contains(key)) throw Refused("unknown_key", fmt::format("{}: unknown key \"{}\"", op_, clipped(key)));
    }

private:
    const json& take(const char* key)
    {
        const auto it = object_.find(key);
        if (it == object_.end()) throw Refused("missing_key", fmt::format("{}: \"{}\" is required", op_, key));
        read_.insert(key);
        return *it;
    }
    Refused wrongType(const char* key, const char* expected) const
    {
        return Refused("wrong_type", fmt::format("{}: \"{}\" must be {}", op_, key, expected));
    }

    const json& object_;
    std::string op_;
    std::set<std::string> read_;
};

PlanFields planFields(Fields& f)
{
    PlanFields plan;
    plan.level = f.oneOf("level", {"raid0", "raid1", "raid5", "raid6", "raid10"});
    plan.members = f.strings("members", true);
    plan.spares = f.strings("spares", false);
    plan.name = f.string("name");
    plan.metadata = f.oneOf("metadata", {"1.2", "1.0", "imsm"}, "1.2");
    if (f.has("bitmap")) plan.bitmap = f.oneOf("bitmap", {"internal", "none"});
    if (f.has("layout")) plan.layout = f.oneOf("layout", {"n2", "f2", "o2"});
    plan.chunk_bytes = f.optionalUnsigned("chunk_bytes", 4096, 16ULL << 20);
    plan.size_bytes = f.optionalUnsigned("size_bytes", 1, UINT64_MAX);
    plan.assume_clean = f.boolean("assume_clean");
    if (f.has("container")) plan.container = f.string("container");
    if (f.has("second_volume_level")) plan.second_volume_level = f.oneOf("second_volume_level", {"raid0", "raid1", "raid5", "raid10"});
    plan.second_volume_name = f.optionalString("second_volume_name");
    plan.second_volume_chunk_bytes = f.optionalUnsigned("second_volume_chunk_bytes", 4096, 16ULL << 20);
    return plan;
}

raid::MemberAction memberAction(const std::string& op)
{
    if (op == "fail") return raid::MemberAction::Fail;
    if (op == "remove") return raid::MemberAction::Remove;
    if (op == "add") return raid::MemberAction::Add;
    if (op == "re-add") return raid::MemberAction::ReAdd;
    return raid::MemberAction::Replace;
}

BenchRequest benchFields(Fields& f)
{
    BenchRequest bench;
    bench.target = f.string("target");
    bench.preset = f.optionalString("preset");
    if (f.has("rw")) bench.rw = f.oneOf("rw", {"randread", "randwrite", "randrw", "read", "write", "rw"});
    bench.bs_bytes = f.optionalUnsigned("bs_bytes", 512, 64ULL << 20);
    if (const auto share = f.optionalUnsigned("read_share", 0, 100)) bench.read_share = static_cast<std::uint32_t>(*share);
    if (const auto qd = f.optionalUnsigned("qd", 1, 4096)) bench.qd = static_cast<std::uint32_t>(*qd);
    if (const auto jobs = f.optionalUnsigned("jobs", 1, 256)) bench.jobs = static_cast<std::uint32_t>(*jobs);
    bench.runtime_seconds = f.optionalSeconds("runtime_seconds", 0.1, 86400);
    bench.ramp_seconds = f.optionalSeconds("ramp_seconds", 0, 3600);
    bench.size_bytes = f.optionalUnsigned("size_bytes", 4096, UINT64_MAX);
    bench.offset_bytes = f.optionalUnsigned("offset_bytes", 0, UINT64_MAX);
    bench.seed = f.optionalUnsigned("seed", 0, UINT64_MAX);
    bench.verify = f.boolean("verify");
    bench.allow_write = f.boolean("allow_write");
    return bench;
}

RequestBody parseBody(const std::string& op, Fields& f)
{
    if (op == "scan") return ScanRequest{};
    if (op == "plan") return PlanRequest{planFields(f)};
    if (op == "create") {
        CreateRequest create{planFields(f)};
        create.write_mdadm_conf = f.boolean("write_mdadm_conf");
        return create;
    }
    if (op == "delete") return DeleteRequest{f.string("array")};
    if (op == "fail" || op == "remove" || op == "add" || op == "re-add" || op == "replace") {
        MemberRequest member{memberAction(op), f.string("array"), f.string("device"), std::nullopt};
        if (op == "replace") member.with = f.optionalString("with");
        return member;
    }
    if (op == "grow") return GrowRequest{f.string("array"), f.string("device")};
    if (op == "stop") return StopRequest{f.string("array")};
    if (op == "assemble") return AssembleRequest{f.optionalString("array"), f.optionalString("uuid")};
    if (op == "scrub") return ScrubRequest{f.string("array"), f.oneOf("action", {"check", "repair", "idle"}, "check")};
    if (op == "mdadm-conf") return MdadmConfRequest{f.string("array"), f.boolean("write")};
    if (op == "bench") return benchFields(f);
    if (op == "cancel") return CancelRequest{};
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
        if (event == json::parse_event_t::object_start) keys.emplace_back();
        else if (event == json::parse_event_t::object_end) keys.pop_back();
        else if (event == json::parse_event_t::key && !keys.empty() && !keys.back().insert(parsed.get<std::string>()).second) {
            duplicate = true;
            duplicate_key = parsed.get<std::string>();
        }
        return true;
    };
    json document;
    try {
        document = json::parse(line, callback);
    } catch (const json::parse_error& error) {
        throw Refused("malformed_json", fmt::format("the request is not valid JSON: {}", error.what()));
    } catch (const json::out_of_range& error) {
        // A number such as 1e400 does not fit a double.
        throw Refused("out_of_range", fmt::format("the request has a number out of range: {}", error.what()));
    } catch (const json::exception& error) {
        throw Refused("malformed_json", fmt::format("the request could not be read: {}", error.what()));
    }
    if (duplicate) throw Refused("duplicate_key", fmt::format("the key \"{}\" appears twice", clipped(duplicate_key)));
    return document;
}

} // namespace

Request parseRequest(std::string_view line)
{
    if (line.size() > kMaxRequestBytes)
        throw Refused("oversized", fmt::format("the request has {} bytes; at most {} are read", line.size(), kMaxRequestBytes));
    checkRequestText(line);
    const json document = parseStrict(line);
    if (!document.is_object()) throw Refused("not_object", "the request must be a JSON object");
    Request request;
    if (const auto id = document.find("id"); id != document.end()) {
        if (!(id->is_number_integer() || (id->is_string() && id->get<std::string>().size() <= 64)))
            throw Refused("wrong_type", "\"id\" must be an integer or a string of at most 64 characters");
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

Scope scopeOf(const RequestBody& body)
{
    // A cancel stops only what its own session runs, so every session may send it.
    if (std::holds_alternative<ScanRequest>(body) || std::holds_alternative<PlanRequest>(body) ||
        std::holds_alternative<CancelRequest>(body))
        return Scope::ReadDevices;
    if (std::holds_alternative<CreateRequest>(body) || std::holds_alternative<DeleteRequest>(body)) return Scope::ManageArrays;
    if (std::holds_alternative<BenchRequest>(body)) return Scope::BenchmarkRawDevice;
    return Scope::ChangeMembers;
}

const std::vector<std::string>& knownOps()
{
    static const std::vector<std::string> ops{"scan",    "plan", "create", "delete",   "fail",  "remove",     "add",   "re-add",
                                              "replace", "grow", "stop",   "assemble", "scrub", "mdadm-conf", "bench", "cancel"};
    return ops;
}

} // namespace am::helper
