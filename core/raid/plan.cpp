#include "core/raid/plan.h"

#include "core/raid/btrfs/btrfs_steps.h"

namespace am::raid {

Backend backendOf(const Plan& plan)
{
    if (plan.backend == Backend::Md && plan.metadata == Metadata::Imsm) return Backend::Imsm;
    return plan.backend;
}

std::string plannedPath(const Plan& plan)
{
    switch (backendOf(plan)) {
    case Backend::Lvm:
        return "/dev/" + plan.name + "/" + plan.name;
    case Backend::Btrfs:
        return btrfsMountFolder(plan.name).string();
    case Backend::Zfs: // never planned: validation refuses it
    case Backend::Md:
    case Backend::Imsm:
        break;
    }
    return "/dev/md/" + plan.name;
}

Level btrfsMetadataDefault(Level data) { return data == Level::Raid0 ? Level::Raid1 : data; }

Level effectiveMetadataLevel(const Plan& plan)
{
    if (plan.btrfs_mixed) return plan.level;
    return plan.metadata_level.value_or(btrfsMetadataDefault(plan.level));
}

bool usesChunk(Level level) { return levelInfo(level).uses_chunk; }

std::uint64_t effectiveChunk(const Plan& plan)
{
    if (!usesChunk(plan.level)) return 0;
    if (plan.chunk_bytes) return *plan.chunk_bytes;
    switch (backendOf(plan)) {
    case Backend::Imsm:
        return kDefaultImsmChunk;
    case Backend::Lvm:
        return kDefaultLvmStripe;
    case Backend::Btrfs:
        return kBtrfsStripe;
    case Backend::Zfs:
    case Backend::Md:
        break;
    }
    return kDefaultNativeChunk;
}

Bitmap effectiveBitmap(const Plan& plan)
{
    if (plan.bitmap) return *plan.bitmap;
    if (backendOf(plan) != Backend::Md || plan.level == Level::Raid0) return Bitmap::None;
    if (plan.consistency_policy || plan.write_journal) return Bitmap::None;
    return Bitmap::Internal;
}

std::optional<ConsistencyPolicy> effectiveConsistency(const Plan& plan)
{
    const Backend backend = backendOf(plan);
    if ((backend != Backend::Md && backend != Backend::Imsm) || plan.level == Level::Raid0)
        return std::nullopt;
    if (plan.write_journal) return ConsistencyPolicy::Journal;
    if (plan.consistency_policy) return *plan.consistency_policy;
    if (effectiveBitmap(plan) == Bitmap::Internal) return ConsistencyPolicy::Bitmap;
    return ConsistencyPolicy::Resync;
}

Raid10Layout effectiveLayout(const Plan& plan) { return plan.layout.value_or(Raid10Layout::Near2); }

} // namespace am::raid
