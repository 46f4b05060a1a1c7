#include <algorithm>
#include <system_error>

#include "core/monitor/expected_spares.h"
#include "core/monitor/snapshot.h"
#include "core/raid/md_sysfs.h"
#include "core/util/text_file.h"

namespace am::monitor {

const raid::ArrayStatus* Snapshot::find(const std::string& array) const
{
    for (const auto& status : arrays)
        if (status.name == array) return &status;
    return nullptr;
}

std::uint32_t countRole(const raid::ArrayStatus& status, const std::string& role)
{
    return static_cast<std::uint32_t>(
        std::count_if(status.members.begin(), status.members.end(),
                      [&role](const raid::MemberStatus& member) { return member.role == role; }));
}

Snapshot takeSnapshot(const SnapshotSources& sources)
{
    Snapshot snapshot;
    snapshot.md_loaded = raid::mdDriverLoaded(sources.roots);
    if (snapshot.md_loaded) snapshot.arrays = raid::readAllArrayStatus(sources.roots);
    for (const auto& conf : sources.mdadm_conf) {
        if (const auto text = util::readTextFile(conf)) {
            snapshot.spares_expected = expectedSpares(*text, sources.roots);
            break;
        }
    }
    if (sources.drive_health) snapshot.drives = sources.drive_health();
    return snapshot;
}

} // namespace am::monitor
