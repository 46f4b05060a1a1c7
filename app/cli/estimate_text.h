#pragma once

// How the estimate's figures are printed in the terminal (estimate and estimate --run).

#include <cstdint>
#include <string>

namespace am::cli {

// Three significant digits with k/M: 84018 -> "84.0k".
std::string compact(double value);

// Block and chunk sizes as people type them: 4K, 64K, 1M (binary).
std::string sizeText(std::uint64_t bytes);

} // namespace am::cli
