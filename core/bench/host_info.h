#pragma once

#include <cstdint>
#include <string>

namespace am::bench {

// The machine a result was measured on, for the result file.
struct HostInfo {
    std::string hostname;
    std::string kernel;         // uname -r
    std::string kernel_version; // uname -v
    std::string os;             // /etc/os-release's PRETTY_NAME ("Debian GNU/Linux 12 (bookworm)")
    std::string machine;        // uname -m
    std::string cpu_model;
    unsigned cpus = 0;
    std::uint64_t memory_bytes = 0;
};

HostInfo currentHost();

// "2026-11-29T23:59:01Z"
std::string utcTimestamp();

} // namespace am::bench
