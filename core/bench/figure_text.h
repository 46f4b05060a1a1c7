#pragma once

#include <string>

namespace am::bench {

// How figures read in text a person gets (tables, reports, shared text): IOPS compact, latency
// in the unit that keeps three digits.
std::string iopsText(double iops); // "950", "412.3k", "1.23M"
// "612 MB/s", "1.95 GB/s" (10^6 and 10^9 bytes per second).
std::string rateText(double bytes_per_s);
// "95 ns", "85.2 µs", "1.20 ms", "2.00 s"; `none` for 0 (nothing measured).
std::string latencyText(double ns, const char* none = "-");

} // namespace am::bench
