#include "core/campaign/drive_watch.h"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace am::campaign {

std::optional<std::string> driveProblem(const drives::ScanResult& scan,
                                        const std::vector<std::string>& drives,
                                        const std::set<std::string>& expected_holders,
                                        const std::set<std::string>& expected_mounts)
{
    const bool array_expected = !expected_holders.empty() || !expected_mounts.empty();
    for (const auto& path : drives) {
        const drives::BlockDevice* drive = scan.find(path);
        if (!drive) return fmt::format("{} is gone: the campaign stops without it", path);
        for (const auto& holder : drive->holders)
            if (!expected_holders.count(holder))
                return fmt::format("{} is held by {}, which this campaign did not create", path,
                                   holder);
        const bool mounted_elsewhere =
            std::any_of(drive->mountpoints.begin(), drive->mountpoints.end(),
                        [&](const std::string& mount) { return !expected_mounts.count(mount); });
        if (mounted_elsewhere)
            return fmt::format("{} is mounted at {}", path, fmt::join(drive->mountpoints, ", "));
        if (drive->swap) return fmt::format("{} is in use as swap", path);
        if (!array_expected && !drive->signature_type.empty())
            return fmt::format("{} carries a {} signature that the campaign did not leave", path,
                               drive->signature_type);
        if (!array_expected && drive->opened_exclusively)
            return fmt::format("{} is held open exclusively by another program", path);
    }
    return std::nullopt;
}

} // namespace am::campaign
