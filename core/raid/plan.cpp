#include "core/raid/plan.h"

namespace am::raid {

Backend backendOf(const Plan& plan)
{
    if (plan.backend == Backend::Md && plan.metadata == Metadata::Imsm) return Backend::Imsm;
    return plan.backend;
}

Level btrfsMetadataDefault(Level data) { return data == Level::Raid0 ? Level::Raid1 : data; }

Level effectiveMetadataLevel(const Plan& plan)
{
    return plan.metadata_level.value_or(btrfsMetadataDefault(plan.level));
}

bool usesChunk(Level level) { return levelInfo(level).uses_chunk; }

std::uint64_t effectiveChunk(const Plan& plan)
{
    if (!usesChunk(plan.level)) return 0;
    if (plan.chunk_bytes) return *plan.chunk_bytes;
    return plan.metadata == Metadata::Imsm ? kDefaultImsmChunk : kDefaultNativeChunk;
}

Bitmap effectiveBitmap(const Plan& plan)
{
    if (plan.bitmap) return *plan.bitmap;
    if (plan.metadata == Metadata::Imsm || plan.level == Level::Raid0) return Bitmap::None;
    return Bitmap::Internal;
}

Raid10Layout effectiveLayout(const Plan& plan) { return plan.layout.value_or(Raid10Layout::Near2); }

} // namespace am::raid
