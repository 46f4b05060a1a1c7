#include "core/raid/member_guard.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <fmt/format.h>

namespace am::raid {

namespace {

std::string busyText(const std::string& device_path, int error)
{
    if (error == EBUSY)
        return fmt::format("{} is held by the kernel (mounted, swap, md or device-mapper member): "
                           "exclusive open gave EBUSY",
                           device_path);
    return fmt::format("{} cannot be opened exclusively: {}", device_path, std::strerror(error));
}

} // namespace

std::string exclusiveOpenProblem(const std::string& device_path)
{
    const int fd = ::open(device_path.c_str(), O_RDONLY | O_EXCL | O_CLOEXEC | O_NONBLOCK);
    if (fd >= 0) {
        ::close(fd);
        return "";
    }
    return busyText(device_path, errno);
}

std::vector<Finding> checkVerdictsFree(const std::vector<std::string>& devices,
                                       const drives::ScanResult& fresh_scan)
{
    std::vector<Finding> findings;
    for (const auto& given : devices) {
        const drives::BlockDevice* device = fresh_scan.find(given);
        if (!device) {
            findings.push_back(
                {"unknown_device", given, given + ": no such block device any more"});
            continue;
        }
        for (const auto& reason : device->in_use_reasons)
            findings.push_back({"member_in_use", device->path,
                                fmt::format("{} is in use: {}", device->path, reason.detail)});
    }
    return findings;
}

std::vector<Finding> ExclusiveHold::acquire(const std::vector<std::string>& devices,
                                            const drives::SystemRoots& roots)
{
    std::vector<Finding> findings;
    for (const auto& given : devices) {
        const std::string path =
            (roots.devfs / (given.starts_with("/dev/") ? given.substr(5) : given)).string();
        const int fd = ::open(path.c_str(), O_RDONLY | O_EXCL | O_CLOEXEC | O_NONBLOCK);
        if (fd < 0)
            findings.push_back({"member_busy", given, busyText(path, errno)});
        else
            fds_.emplace_back(fd);
    }
    return findings;
}

void ExclusiveHold::release()
{
    fds_.clear(); // each UniqueFd closes its descriptor
}

std::vector<Finding> checkDevicesFree(const std::vector<std::string>& devices,
                                      const drives::ScanResult& fresh_scan,
                                      const drives::SystemRoots& roots)
{
    std::vector<Finding> findings = checkVerdictsFree(devices, fresh_scan);
    std::vector<std::string> known;
    for (const auto& given : devices)
        if (const auto* device = fresh_scan.find(given)) known.push_back(device->path);
    ExclusiveHold probe;
    const auto busy = probe.acquire(known, roots);
    findings.insert(findings.end(), busy.begin(), busy.end());
    return findings;
}

} // namespace am::raid
