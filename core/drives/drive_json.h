#pragma once

#include <nlohmann/json.hpp>

#include "core/drives/block_device.h"

namespace am::drives {

// The shape of `arraymark-cli drives --json`: {"drives":[...],"arrays":[...],"warnings":[...]}.
nlohmann::json toJson(const BlockDevice& device);
nlohmann::json toJson(const MdArray& array);
nlohmann::json toJson(const ScanResult& result);

} // namespace am::drives
