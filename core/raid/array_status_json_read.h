#pragma once

#include <stdexcept>

#include <nlohmann/json.hpp>

#include "core/raid/array_status.h"

namespace am::raid {

// The object does not have the shape toJson(ArrayStatus) writes.
class ArrayStatusJsonError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The inverse of toJson(ArrayStatus) (core/raid/raid_json.h): an array the
// helper read as root (its "arrays" op). Throws ArrayStatusJsonError naming
// the key and the value that do not fit.
ArrayStatus arrayStatusFromJson(const nlohmann::json& object);

} // namespace am::raid
