#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace am::util {

// Which prefix family a size is printed in: decimal (kB, MB, GB: 10^3 steps)
// or binary (KiB, MiB, GiB: 2^10 steps). Storage vendors sell decimal; the
// kernel and most tools count binary. We show whichever the user chose.
enum class SizeUnits { Decimal, Binary };

// "1.92 TB" / "1.75 TiB": three significant digits, unit named.
std::string formatSize(std::uint64_t bytes, SizeUnits units);

// Parses "4096", "4k", "4K", "4KiB", "1M", "1MiB", "1MB" (all binary: a block
// size of "4k" means 4096 bytes, as in fio and mdadm). Throws
// std::invalid_argument naming the text and the accepted forms.
std::uint64_t parseSize(std::string_view text);

} // namespace am::util
