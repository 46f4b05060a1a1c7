#include "core/raid/plan.h"

namespace am::raid {

bool usesChunk(Level level) { return level != Level::Raid1; }

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
