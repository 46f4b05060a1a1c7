#pragma once

#include <string_view>

namespace am::util {
inline constexpr std::string_view kVersion = "0.1.0";
} // namespace am::util
