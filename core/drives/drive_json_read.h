#pragma once

#include <stdexcept>

#include <nlohmann/json.hpp>

#include "core/drives/block_device.h"

namespace am::drives {

// The document does not have the shape `arraymark-cli drives --json` writes.
class DriveJsonError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The inverse of toJson(ScanResult): reads a drives document back, e.g. the
// scan the privileged helper made as root (its verdicts saw device content
// the GUI's own scan could not read). Throws DriveJsonError naming the key.
ScanResult scanFromJson(const nlohmann::json& document);

} // namespace am::drives
