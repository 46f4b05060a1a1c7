#pragma once

#include <cstdint>
#include <string_view>

namespace am::estimate {

// "3.5GB/s", "3500MB/s", "400MiB/s", "1.2e9" (bytes/s). Decimal prefixes are
// powers of 1000 (GB/s = 10^9 B/s), binary ones powers of 1024; the "/s" is
// optional. Throws InputError naming the text and the accepted forms.
double parseByteRate(std::string_view text);

// A size in bytes where the unit says which family: "800GB" = 800*10^9,
// "1.6TB", "745GiB"; a bare letter ("64K", "1G") is binary as in mdadm and
// fio. Fractions allowed. Throws InputError.
std::uint64_t parseByteCount(std::string_view text);

} // namespace am::estimate
