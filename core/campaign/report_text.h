#pragma once

// How the campaign reports print numbers, as arraymark-cli's tables do:
// IOPS compact ("412.3k"), MB/s = 10^6 bytes/s, latency in the unit that
// keeps three digits, sizes decimal (formatSize).

#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

namespace am::campaign {

std::string iopsText(double iops);                      // "950", "412.3k", "1.23M"
std::string megabytesPerSecondText(double bytes_per_s); // "3512.4" (MB/s, 10^6 B/s)
std::string latencyText(double ns);                     // "85.2 µs", "1.20 ms"
std::string ratioText(double ratio);                    // "3.85x"
std::string percentText(double fraction);               // 0.734 -> "73 %"
std::string durationText(double seconds);               // "12.5 s", "4 min 10 s", "2 h 05 min"
std::string sizeText(std::uint64_t bytes);              // "1.92 TB"
std::string readShareText(std::uint32_t percent); // "100 % read", "70 % read", "0 % read (write)"
// A spec or host value in words: yes/no, numbers as written, sizes for keys
// ending in "_bytes" (binary units when a multiple of 1024), lists joined;
// null is "not recorded".
std::string jsonValueText(const nlohmann::json& value, const std::string& key = {});

} // namespace am::campaign
