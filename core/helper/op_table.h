#pragma once

#include <cstddef>
#include <span>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/helper/protocol.h"
#include "core/helper/request.h"

namespace am::helper {

class Fields;

// One op of the protocol (docs/helper-protocol.md): its name on the wire, the
// scope a session needs for it, the RequestBody alternative it parses to, and
// the two ways between that struct and the op's JSON keys. The only list of
// ops: parseRequest, its unknown-op text, knownOps() and scopeOf() read it.
struct OpSpec {
    std::string_view name;
    Scope scope;
    std::size_t body_index;               // RequestBody::index() of its struct
    RequestBody (*parse)(Fields& fields); // reads the op's keys; the caller refuses the rest
    void (*write)(const RequestBody& body, nlohmann::json& out); // the op's keys from the struct
};

// Every op, in the order the protocol document lists them.
std::span<const OpSpec> opTable();
const OpSpec* findOp(std::string_view name);
// The op a struct is sent as (MemberRequest: by its action).
const OpSpec& opOf(const RequestBody& body);

// The request line's object for a struct: "op" and the struct's keys, no "id"
// (the channel sets it). A key at its parser's default is left out, except the
// ones a reader of the line wants to see (scrub's "action", an md plan's "metadata").
nlohmann::json requestJson(const RequestBody& body);

} // namespace am::helper
