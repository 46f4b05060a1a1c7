#include "core/raid/array_status_json_read.h"

#include <array>
#include <utility>

#include <fmt/format.h>

#include "core/util/json_field.h"

namespace am::raid {

using nlohmann::json;

namespace {

template <typename T> T valueOr(const json& object, const char* key, T fallback)
{
    return util::jsonValueOr<ArrayStatusJsonError>(object, key, std::move(fallback),
                                                   "array status");
}

template <typename T> std::optional<T> optionalValue(const json& object, const char* key)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null()) return std::nullopt;
    return valueOr<T>(object, key, T{});
}

ArrayState stateFromString(const std::string& text)
{
    constexpr std::array states = {
        ArrayState::Clean,      ArrayState::Active,    ArrayState::Degraded, ArrayState::Resyncing,
        ArrayState::Recovering, ArrayState::Reshaping, ArrayState::Checking, ArrayState::Inactive,
        ArrayState::Failed,     ArrayState::Container};
    for (const auto state : states)
        if (toString(state) == text) return state;
    throw ArrayStatusJsonError(fmt::format("array status: unknown \"state\" \"{}\"", text));
}

MemberStatus memberFromJson(const json& object)
{
    if (!object.is_object())
        throw ArrayStatusJsonError("array status: a \"members\" entry is not an object");
    MemberStatus member;
    member.name = valueOr<std::string>(object, "name", {});
    member.path = valueOr<std::string>(object, "path", {});
    member.slot = optionalValue<std::uint32_t>(object, "slot");
    member.role = valueOr<std::string>(object, "role", {});
    member.states = valueOr<std::vector<std::string>>(object, "states", {});
    member.errors = optionalValue<std::uint64_t>(object, "errors");
    if (const auto it = object.find("bad_blocks"); it != object.end() && !it->is_null()) {
        if (!it->is_object())
            throw ArrayStatusJsonError(
                fmt::format("array status: a member's \"bad_blocks\" has the wrong type ({})",
                            it->type_name()));
        member.bad_blocks = BadBlocks{valueOr<std::uint64_t>(*it, "entries", 0),
                                      valueOr<std::uint64_t>(*it, "sectors", 0)};
    }
    return member;
}

} // namespace

ArrayStatus arrayStatusFromJson(const json& object)
{
    if (!object.is_object())
        throw ArrayStatusJsonError(
            fmt::format("array status: expected an object, got {}", object.type_name()));
    ArrayStatus status;
    const auto backend_name = valueOr<std::string>(object, "backend", "md");
    const auto backend = parseBackend(backend_name);
    if (!backend)
        throw ArrayStatusJsonError(fmt::format(
            "array status: unknown \"backend\" \"{}\" (one of {})", backend_name, backendList()));
    status.backend = *backend;
    status.name = valueOr<std::string>(object, "name", {});
    if (status.name.empty())
        throw ArrayStatusJsonError("array status: \"name\" is missing or empty");
    status.path = valueOr<std::string>(object, "path", {});
    status.uuid = valueOr<std::string>(object, "uuid", {});
    status.level = valueOr<std::string>(object, "level", {});
    status.metadata = valueOr<std::string>(object, "metadata", {});
    status.container = valueOr<std::string>(object, "container", {});
    status.state = stateFromString(valueOr<std::string>(object, "state", "inactive"));
    status.array_state = valueOr<std::string>(object, "array_state", {});
    status.sync_action = valueOr<std::string>(object, "sync_action", {});
    status.sync_pending = valueOr<bool>(object, "sync_pending", false);
    status.progress = optionalValue<double>(object, "progress");
    status.speed_bytes_per_s = optionalValue<std::uint64_t>(object, "speed_bytes_per_s");
    status.eta_seconds = optionalValue<std::uint64_t>(object, "eta_seconds");
    status.raid_disks = valueOr<std::uint32_t>(object, "raid_disks", 0);
    status.degraded = valueOr<std::uint32_t>(object, "degraded", 0);
    status.size_bytes = valueOr<std::uint64_t>(object, "size_bytes", 0);
    status.chunk_bytes = valueOr<std::uint64_t>(object, "chunk_bytes", 0);
    status.reshape_from_raid_disks =
        optionalValue<std::uint32_t>(object, "reshape_from_raid_disks");
    status.reshape_from_chunk_bytes =
        optionalValue<std::uint64_t>(object, "reshape_from_chunk_bytes");
    status.reshape_position_bytes = optionalValue<std::uint64_t>(object, "reshape_position_bytes");
    status.consistency_policy = valueOr<std::string>(object, "consistency_policy", {});
    status.bitmap = valueOr<std::string>(object, "bitmap", {});
    status.layout = optionalValue<std::uint32_t>(object, "layout");
    status.mismatches = optionalValue<std::uint64_t>(object, "mismatches");
    // mismatch_meaning and mismatch_explanation follow from the level: not read back.
    status.last_sync_action = valueOr<std::string>(object, "last_sync_action", {});
    status.health = valueOr<std::string>(object, "health", {});
    status.mountpoint = valueOr<std::string>(object, "mountpoint", {});
    status.scan = valueOr<std::string>(object, "scan", {});
    if (const auto it = object.find("members"); it != object.end() && !it->is_null()) {
        if (!it->is_array())
            throw ArrayStatusJsonError(
                fmt::format("array status: \"members\" has the wrong type ({})", it->type_name()));
        for (const auto& member : *it) status.members.push_back(memberFromJson(member));
    }
    return status;
}

} // namespace am::raid
