#include "core/bench/write_safety.h"

#include <sys/stat.h>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/drives/scan.h"

namespace am::bench {

bool needsWriteCheck(const Job& job, const TargetInfo& target)
{
    return job.writes() && target.kind == TargetKind::BlockDevice;
}

void checkWriteAllowed(const Job& job, const TargetInfo& target, const std::string& allow_write_device,
                       const drives::ScanResult& scan)
{
    if (!needsWriteCheck(job, target)) return;
    if (allow_write_device.empty())
        throw WriteRefused(fmt::format("{} is a block device and this job writes ({}): its data would be lost; "
                                       "pass --allow-write-device {} to confirm",
                                       target.path, rwName(job), target.path));
    struct stat st {};
    if (::stat(allow_write_device.c_str(), &st) != 0 || !S_ISBLK(st.st_mode) || st.st_rdev != target.rdev)
        throw WriteRefused(fmt::format("--allow-write-device {} does not name the target {}; writes are allowed "
                                       "only to the device named in both",
                                       allow_write_device, target.path));
    const drives::BlockDevice* device = scan.find(target.device_name);
    if (device == nullptr)
        throw WriteRefused(fmt::format("{} ({}) is not in the drives scan, so it cannot be checked for use; "
                                       "writes refused",
                                       target.path, target.device_name));
    if (device->inUse()) {
        std::vector<std::string> reasons;
        for (const auto& reason : device->in_use_reasons)
            reasons.push_back(fmt::format("{} ({})", reason.detail, drives::toString(reason.kind)));
        throw WriteRefused(fmt::format("{} is in use: {}; writes refused even with --allow-write-device",
                                       target.path, fmt::join(reasons, "; ")));
    }
}

} // namespace am::bench
