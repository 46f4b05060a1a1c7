#include "core/bench/host_info.h"

#include <sys/utsname.h>
#include <unistd.h>

#include <ctime>
#include <fstream>
#include <thread>

namespace am::bench {

HostInfo currentHost()
{
    HostInfo host;
    utsname names{};
    if (uname(&names) == 0) {
        host.hostname = names.nodename;
        host.kernel = names.release;
        host.kernel_version = names.version;
        host.machine = names.machine;
    }
    std::ifstream os_release("/etc/os-release");
    for (std::string line; std::getline(os_release, line);) {
        if (line.rfind("PRETTY_NAME=", 0) != 0) continue;
        std::string value = line.substr(12);
        if (value.size() >= 2 && (value.front() == '"' || value.front() == '\''))
            value = value.substr(1, value.size() - 2);
        host.os = value;
        break;
    }
    host.cpus = std::thread::hardware_concurrency();
    std::ifstream cpuinfo("/proc/cpuinfo");
    for (std::string line; std::getline(cpuinfo, line);) {
        if (line.rfind("model name", 0) == 0) {
            const auto colon = line.find(':');
            if (colon != std::string::npos) host.cpu_model = line.substr(colon + 2);
            break;
        }
    }
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long page_size = sysconf(_SC_PAGE_SIZE);
    if (pages > 0 && page_size > 0)
        host.memory_bytes =
            static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page_size);
    return host;
}

std::string utcTimestamp()
{
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return text;
}

} // namespace am::bench
