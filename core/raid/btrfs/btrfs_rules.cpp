#include "core/raid/btrfs/btrfs_rules.h"

#include <fmt/format.h>

namespace am::raid {

namespace {

bool isRaid56(Level level) { return level == Level::Raid5 || level == Level::Raid6; }

// Copies of each block a profile keeps (how many devices may fail: copies - 1).
std::uint32_t copies(Level level)
{
    switch (level) {
    case Level::Raid0:
        return 1;
    case Level::Raid1c3:
        return 3;
    default:
        return 2;
    }
}

Finding raid56Finding(std::string_view role, Level level)
{
    return {
        "btrfs_raid56", fmt::format("{}={}", role, toString(level)),
        fmt::format("btrfs {} has the write hole: after a crash or power loss the parity can be "
                    "inconsistent with the data, and btrfs's own documentation says the "
                    "raid5/raid6 profiles are not for production; use raid1, raid1c3 or raid10",
                    toString(level))};
}

} // namespace

void checkBtrfsPlan(const Plan& plan, Validation& result, std::uint64_t smallest_member_bytes)
{
    constexpr std::uint64_t kMixedBelow = 1ULL << 30; // mkfs.btrfs's advice
    if (plan.btrfs_mixed && plan.metadata_level && *plan.metadata_level != plan.level)
        result.problems.push_back(
            {"btrfs_mixed_profiles", "metadata=" + toString(*plan.metadata_level),
             fmt::format("--mixed keeps data and metadata in the same block groups, so both use "
                         "the data profile {}: drop --metadata-level",
                         toString(plan.level))});
    if (!plan.btrfs_mixed && smallest_member_bytes > 0 && smallest_member_bytes < kMixedBelow)
        result.warnings.push_back(
            {"btrfs_small", "--mixed",
             fmt::format("a member has {} bytes, under 1 GiB: mkfs.btrfs advises --mixed there; "
                         "without it, a replace or a full filesystem can fail for lack of space",
                         smallest_member_bytes)});
    if (isRaid56(plan.level)) result.problems.push_back(raid56Finding("data", plan.level));
    const Level metadata = effectiveMetadataLevel(plan);
    const std::string subject = "metadata=" + toString(metadata);
    if (isRaid56(metadata)) {
        result.problems.push_back(raid56Finding("metadata", metadata));
        return;
    }
    if (!supports(Backend::Btrfs, metadata)) {
        result.problems.push_back({"btrfs_metadata_level", subject,
                                   fmt::format("btrfs has no {} metadata profile; it offers {}",
                                               toString(metadata), levelList(Backend::Btrfs))});
        return;
    }
    if (plan.members.size() < minimumMembers(metadata))
        result.problems.push_back(
            {"btrfs_metadata_members", subject,
             fmt::format("metadata {} needs at least {} devices; the plan has {}",
                         toString(metadata), minimumMembers(metadata), plan.members.size())});
    if (!isRaid56(plan.level) && copies(metadata) < copies(plan.level))
        result.warnings.push_back(
            {"btrfs_metadata_weaker", subject,
             fmt::format("metadata {} keeps fewer copies than data {}: losing {} device(s) loses "
                         "the whole filesystem, although the data alone would survive it",
                         toString(metadata), toString(plan.level), copies(metadata))});
}

} // namespace am::raid
