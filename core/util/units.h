#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace am::util {

// Which prefix family a size is printed in: decimal (kB, MB, GB: 10^3 steps)
// or binary (KiB, MiB, GiB: 2^10 steps). Storage vendors sell decimal; the
// kernel and most tools count binary. We show whichever the user chose.
enum class SizeUnits { Decimal, Binary };

// A size brought to the largest unit that keeps the value >= 1, with the
// number of decimals that gives three significant digits (1.92, 19.2, 192).
// The GUI translates the unit name and uses the locale's decimal separator.
struct ScaledSize {
    double value = 0;
    int decimals = 0;
    std::string_view unit; // "B", "kB", "MB", ... or "B", "KiB", "MiB", ...
};
ScaledSize scaleSize(std::uint64_t bytes, SizeUnits units);

// "1.92 TB" / "1.75 TiB": three significant digits, unit named.
std::string formatSize(std::uint64_t bytes, SizeUnits units);

// Parses "4096", "4k", "4K", "4KiB", "1M", "1MiB", "1MB" (all binary: a block
// size of "4k" means 4096 bytes, as in fio and mdadm). Throws
// std::invalid_argument naming the text and the accepted forms.
std::uint64_t parseSize(std::string_view text);

} // namespace am::util
