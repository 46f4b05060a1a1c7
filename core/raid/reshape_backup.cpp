#include "core/raid/reshape_backup.h"

#include <algorithm>
#include <numeric>

#include <fmt/format.h>

#include "core/raid/reshape_plan.h"
#include "core/util/units.h"

namespace am::raid {
namespace {

constexpr std::uint64_t kSector = 512;

std::string size(std::uint64_t bytes) { return util::formatSize(bytes, util::SizeUnits::Binary); }

// mdadm's minimum data offset change for a restripe (Grow.c: a whole number of old and new
// stripes, divided over the old data members), in sectors.
std::uint64_t minOffsetChangeSectors(std::uint64_t old_chunk, std::uint32_t old_data,
                                     std::uint64_t new_chunk, std::uint32_t new_data)
{
    const std::uint64_t a = old_chunk / kSector * old_data;
    const std::uint64_t b = new_chunk / kSector * new_data;
    if (a == 0 || b == 0 || old_data == 0) return 0;
    const std::uint64_t lcm = a / std::gcd(a, b) * b;
    return lcm / old_data;
}

} // namespace

std::uint64_t dataOffsetRoomSectors(const MdSysfs& sysfs,
                                    const std::vector<std::uint64_t>& member_device_bytes)
{
    // Room before the data: the offset less what 1.1/1.2 keep ahead of it (superblock 4 KiB at
    // sector 0 or 8, bitmap and bad-block log; mdadm's super1.c counts at least 72 sectors past
    // the superblock, and an internal bitmap reserves up to 256). Room after: what the member
    // has past the used part. Metadata 1.0 keeps its superblock at the end, so its room is after.
    const bool front = sysfs.metadata_version == "1.1" || sysfs.metadata_version == "1.2";
    const bool back = sysfs.metadata_version == "1.0";
    if (!front && !back) return 0;
    std::uint64_t least = UINT64_MAX;
    std::size_t index = 0;
    for (const auto& member : sysfs.members) {
        if (member.has("faulty") || !member.slot) continue;
        if (!member.data_offset_sectors || !member.used_kib) return 0;
        const std::uint64_t offset = *member.data_offset_sectors;
        const std::uint64_t used = *member.used_kib * 2;
        const std::uint64_t device =
            index < member_device_bytes.size() ? member_device_bytes[index] / kSector : 0;
        ++index;
        const std::uint64_t reserved_front = (sysfs.metadata_version == "1.2" ? 8 : 0) + 8 + 256;
        const std::uint64_t before = offset > reserved_front && front ? offset - reserved_front : 0;
        // 1.0: superblock (8 sectors) and bitmap (up to 256) at the end.
        const std::uint64_t reserved_back = back ? 8 + 256 : 0;
        const std::uint64_t after =
            device > offset + used + reserved_back ? device - offset - used - reserved_back : 0;
        least = std::min(least, std::max(before, after));
    }
    return least == UINT64_MAX ? 0 : least;
}

BackupDecision decideReshapeBackup(const MdSysfs& sysfs,
                                   const std::vector<std::uint64_t>& member_device_bytes,
                                   const std::string& path, const Restripe& restripe)
{
    const auto [level, target, chunk0, data0, chunk1, data1] = restripe;
    const bool v1 = sysfs.metadata_version.starts_with("1.");
    const std::uint64_t need = minOffsetChangeSectors(chunk0 ? chunk0 : 64 * 1024, data0,
                                                      chunk1 ? chunk1 : 64 * 1024, data1);
    const std::uint64_t room = dataOffsetRoomSectors(sysfs, member_device_bytes);
    if (level == Level::Raid10 || target == Level::Raid10) {
        // raid10 reshapes only by moving the data offset, by the larger chunk.
        const std::uint64_t raid10_need = std::max(chunk0, chunk1);
        if (!v1 || room < raid10_need / kSector)
            refuseReshape(fmt::format(
                "{}: a raid10 reshape needs {} of room around each member's data and {} has {}",
                path, size(raid10_need), path,
                v1 ? size(room * kSector)
                   : "none (metadata " + sysfs.metadata_version + " cannot move it)"));
        return {false, "not needed: md moves each member's data offset"};
    }
    if (data1 > data0)
        return {false,
                fmt::format("not needed: the array grows from {} to {} data members, so md {}",
                            data0, data1,
                            v1 && room >= need
                                ? "moves each member's data offset"
                                : "keeps the first stripes' backup on the new members")};
    if (data1 < data0 && v1)
        return {false, "not needed: the array shrinks, so md moves each member's data offset"};
    if (v1 && room >= need)
        return {false, fmt::format("not needed: md moves each member's data offset ({} needed, {} "
                                   "free)",
                                   size(need * kSector), size(room * kSector))};
    return {true,
            fmt::format("needed: the data members stay {} while every stripe is rewritten in "
                        "place, and {}",
                        data1,
                        v1 ? fmt::format("the members have {} of room to move the data offset, "
                                         "less than the {} this change needs",
                                         size(room * kSector), size(need * kSector))
                           : fmt::format("metadata {} cannot move the data offset",
                                         sysfs.metadata_version))};
}

} // namespace am::raid
